"""The family seam holds: outside a family's own folder (families/<family>/: its rules, pages and templates), no module or template names a family, a preset or a family's count. The
registry finds families by their package, so a new family changes nothing else."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from scorepad.rules.entries import declared
from tests.registry import FAMILIES, RULESETS

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "scorepad"
TEMPLATES = ROOT / "templates"
WORD = re.compile(r"[^\W_]+(?:_[^\W_]+)*")


def named() -> dict[str, set[str]]:
    """Every word that belongs to families: a key and name, a preset's key, a count (word -> its families)."""
    out: dict[str, set[str]] = {}
    for family in FAMILIES.values():
        words = {family.key, family.name.casefold(), *(p.key for p in family.presets)}
        words |= {c.name for c in declared(family.entry_class)} | {c.name for c in family.league_counts}
        for word in words:
            out.setdefault(word, set()).add(family.key)
    return out


def own(path: Path, family: str) -> bool:
    """Whether a file belongs to a family's own package."""
    parts = path.relative_to(ROOT).parts
    return parts[:3] == ("scorepad", "families", family)


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of every docstring node of a module."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def words_of_module(path: Path) -> set[str]:
    """The identifiers and the words of every string of a module (docstrings and comments left out)."""
    tree = ast.parse(path.read_text())
    skip = docstrings(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            found.add(node.id)
        elif isinstance(node, ast.Attribute):
            found.add(node.attr)
        elif isinstance(node, ast.arg) or isinstance(node, ast.keyword) and node.arg:
            found.add(node.arg)
        elif isinstance(node, ast.FunctionDef | ast.ClassDef):
            found.add(node.name)
        elif isinstance(node, ast.alias):
            found |= set((node.asname or node.name).split("."))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            found |= {w.casefold() for w in WORD.findall(node.value)}
    return found


def words_of_template(path: Path) -> set[str]:
    """The words of a template, its comments left out."""
    return {w.casefold() for w in WORD.findall(re.sub(r"\{#.*?#\}", "", path.read_text(), flags=re.S))}


def trespasses() -> list[str]:
    """Every file outside a family's package that names one of its words, with the words."""
    words = named()
    found = []
    files = [p for p in PACKAGE.rglob("*.py") if "migrations" not in p.parts] + list(TEMPLATES.rglob("*.html"))
    files += list(PACKAGE.rglob("*.html"))
    for path in sorted(files):
        seen = words_of_module(path) if path.suffix == ".py" else words_of_template(path)
        if any(own(path, f) for f in FAMILIES):  # a family's own package may say what it likes ("canasta")
            continue
        bad = sorted(seen & words.keys())
        if bad:
            found.append(f"{path.relative_to(ROOT)}: {', '.join(bad)}")
    return found


def test_nothing_outside_a_family_names_it() -> None:
    assert trespasses() == []


def test_the_checker_sees_a_trespass(tmp_path: Path) -> None:
    canasta_like = next(iter(FAMILIES.values()))
    preset = canasta_like.presets[0].key
    module = tmp_path / "m.py"
    module.write_text(f'"""Docstrings may say {preset}."""\nx = "{preset}"\n')
    assert preset in words_of_module(module)
    module.write_text(f'"""Docstrings may say {preset}."""\n')
    assert preset not in words_of_module(module)
    assert RULESETS  # the registry found the families by itself
