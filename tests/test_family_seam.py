"""The family seam holds: a family is one folder (scorepad/families/<family>/: its rules, pages, templates, styles, API
examples and catalogs), and outside it no module, template or catalog names a family, a preset or a family's count.
An app finds its families once, when it is made: a copy of the tests' own family added as a shipped one (a folder
with a family.py) changes no file outside that folder and shows on the new-game form, the API document and the
board; a helper package beside the families (no family.py) is never taken for one; a family registered after the
app is made is refused, naming it."""

from __future__ import annotations

import ast
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from scorepad.extensions import REGISTRY
from scorepad.families import discover, folder_of, register, shipped
from scorepad.rules.entries import declared
from scorepad.rules.registry import Frozen
from tests.registry import FAMILIES, RULESETS

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "scorepad"
TEMPLATES = ROOT / "templates"
TALLY = ROOT / "tests" / "families" / "tally"
KIN = {"kin": {"canasta", "american", "hand_and_foot"}}  # helpers beside the families, and the families they serve
COMMON = {"marks"}  # a word of the tests' family that is everyone's too (a card game's marks, the catalog's "Marks")
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
    """Whether a file belongs to a family's own folder, or to a helper the family builds on (KIN says which)."""
    parts = path.relative_to(ROOT).parts
    return parts[:2] == ("scorepad", "families") and len(parts) > 3 and family in KIN.get(parts[2], {parts[2]})


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


def test_a_family_is_one_folder(app) -> None:
    """Everything a shipped family brings is inside its folder: its declaration, rules, pages, templates, styles,
    examples and catalogs; the tests' own family likewise in its."""
    registry = app.extensions[REGISTRY]
    for key, member in registry.members.items():
        folder = folder_of(member.package)
        assert folder.name == key
        modules = [member.package + ".family", member.family.rules_class.__module__]
        modules += [member.family.entry_class.__module__, member.family.play_round.__module__]
        if member.adapter is not None:
            modules.append(member.package + ".pages")
        assert all(m.startswith(member.package + ".") for m in modules), (key, modules)
        brought = [member.templates, member.static, member.examples, member.translations]
        assert all(path.is_relative_to(folder) for path in brought if path is not None), key
        if folder.is_relative_to(PACKAGE):  # a shipped family: its words in its own catalog, its examples
            assert member.translations is not None and member.examples is not None, key


def test_no_catalog_or_static_file_outside_a_family_names_it() -> None:
    words = named()
    found = []
    for path in [*PACKAGE.glob("translations/*/LC_MESSAGES/*.po"), *(ROOT / "static").glob("*.*")]:
        if path.suffix in (".png",):
            continue
        text = path.read_text(encoding="utf-8")
        if path.suffix != ".po":  # what a file says to its readers, not what its comments say of it
            text = re.sub(r"(?m)^\s*//.*$", " ", re.sub(r"/\*.*?\*/", " ", text, flags=re.S))
        msgids = re.findall(r'^msgid "(.*)"$', text, flags=re.M) if path.suffix == ".po" else [text]
        seen = {w.casefold() for m in msgids for w in WORD.findall(m)}
        if bad := sorted(seen & words.keys() - COMMON):
            found.append(f"{path.relative_to(ROOT)}: {', '.join(bad)}")
    assert found == []


def test_a_helper_package_beside_the_families_is_neither_taken_nor_imported(tmp_path: Path) -> None:
    shop = tmp_path / "helpershop"
    families = shop / "families"
    shutil.copytree(TALLY, families / "marks", ignore=shutil.ignore_patterns("__pycache__"))
    (families / "helper").mkdir()
    (families / "helper" / "__init__.py").write_text('raise RuntimeError("a helper is never imported")\n')
    (families / "helper" / "cards.py").write_text("CARDS = 52\n")
    for folder in (shop, families):
        (folder / "__init__.py").write_text("")
    sys.path.insert(0, str(tmp_path))
    try:
        assert shipped(families, "helpershop.families") == ["helpershop.families.marks"]
        found = discover(folder=families, package="helpershop.families")
        assert list(found.families) == ["tally"] and "helpershop.families.helper" not in sys.modules
    finally:
        sys.path.remove(str(tmp_path))
        for name in [n for n in sys.modules if n.startswith("helpershop")]:
            del sys.modules[name]


def test_a_family_registered_after_the_app_is_made_is_refused_naming_it(app) -> None:
    registry = app.extensions[REGISTRY]
    late = replace(next(iter(registry.families.values())), key="latecomer", presets=())
    with pytest.raises(Frozen, match="latecomer"):
        registry.register(late)
    with pytest.raises(Frozen, match="tally"):
        register(registry, "tests.families.tally")  # the discovery's own door, once the app is made
    assert "latecomer" not in registry.families and registry.frozen


COPY = """
import json, sys
from flask_migrate import upgrade
from scorepad import MIGRATIONS, create_app
app = create_app({"TESTING": True, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": False,
                  "SQLALCHEMY_DATABASE_URI": "sqlite:///" + sys.argv[1]})
with app.app_context():
    upgrade(directory=MIGRATIONS)
client = app.test_client()
de = {"Accept-Language": "de"}
sides = [{"name": "Anna", "players": ["Anna"]}, {"name": "Ben", "players": ["Ben"]}]
game = client.post("/api/games", json={"family": "marks", "ruleset": "marks", "sides": sides}).get_json()
token = {"Authorization": "Bearer " + game["token"]}
played = client.post(f"/api/games/{game['id']}/rounds", json={"family": "marks", "entries": [{"marks": 45}, {"marks": 60}]}, headers=token)
print(json.dumps({
    "families": list(app.extensions["scorepad.registry"].families),
    "form": client.get("/games/new/marks", headers=de).get_data(as_text=True),
    "document": sorted(client.get("/api/openapi.json").get_json()["components"]["schemas"]),
    "played": played.status_code,
    "board": client.get(f"/games/{game['id']}", headers=de).get_data(as_text=True),
}))
"""


def test_a_copy_of_the_test_family_shipped_as_a_folder_changes_nothing_else(tmp_path: Path) -> None:
    """The tests' family copied as a shipped family "marks" into a copy of the package: the app finds it by its
    folder alone, in German from its own catalog, on the new-game form, in the API document and on the board;
    every file outside its folder, the catalogs included, stays as Scorepad ships it."""
    copy = tmp_path / "scorepad"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    for shared in ("templates", "static"):
        shutil.copytree(ROOT / shared, tmp_path / shared)
    before = digest(copy)
    assert before == digest(PACKAGE)
    marks = copy / "families" / "marks"
    shutil.copytree(TALLY, marks, ignore=shutil.ignore_patterns("__pycache__"))
    family = marks / "family.py"
    family.write_text(family.read_text().replace('key="tally"', 'key="marks"').replace('Preset("tally"', 'Preset("marks"'))
    done = subprocess.run(  # noqa: S603
        [sys.executable, "-c", COPY, str(tmp_path / "marks.db")],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(tmp_path), "SCOREPAD_INSTANCE_PATH": str(tmp_path / "instance")},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.splitlines()[-1])
    assert "marks" in seen["families"] and "tally" not in seen["families"]
    assert 'value="marks"' in seen["form"] and "Strichliste bis 100" in html.unescape(seen["form"])
    assert {"MarksGame", "MarksEntryInput", "MarksSettings"} <= set(seen["document"])
    assert seen["played"] == 201
    board = html.unescape(seen["board"])
    assert "tally-totals" in board and "Noch 55" in board  # its own template and its own catalog's words
    assert digest(copy, leave_out=marks) == before  # nothing outside its folder changed, catalogs included


def digest(folder: Path, leave_out: Path | None = None) -> dict[str, str]:
    """Every file of a folder (compiled code left out, and one subfolder if asked) by its content's digest."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts and not (leave_out and p.is_relative_to(leave_out))
    }
