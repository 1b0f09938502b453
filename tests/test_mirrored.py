"""Tests mirror the code: every module with logic, in every package (the HTTP faces api/ and web/, words/, serving/,
every family's folder and kin/ included), has its own test file at the mirrored path, `tests/<package>/test_<module>.py`
(a package's __init__.py at `tests/<package>/test_<package>.py`), so a new module comes with its tests where a reader
looks for them. The app's factory, config, extensions and commands at the top are tested where they are used."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def has_logic(path: Path) -> bool:
    """Whether a module defines a function or method (declarations alone need no tests of their own)."""
    return any(isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) for n in ast.walk(ast.parse(path.read_text())))


def mirrored(module: Path, package: Path) -> Path:
    """The test file a module's tests live in: tests/<its folders>/test_<module or package name>.py."""
    rel = module.relative_to(package)
    name = rel.parts[-2] if module.name == "__init__.py" else module.stem
    return Path("tests", *rel.parts[:-1], f"test_{name}.py")


def unmirrored(root: Path) -> list[str]:
    """The modules with logic in every package whose mirrored test file is missing, as paths inside the package."""
    package = root / "scorepad"
    missing = []
    for module in sorted(package.glob("*/**/*.py")):
        if "migrations" in module.parts or not has_logic(module):
            continue
        if not (root / mirrored(module, package)).exists():
            missing.append(str(module.relative_to(package)))
    return missing


def test_every_module_with_logic_has_its_mirrored_test_file() -> None:
    missing = unmirrored(ROOT)
    assert not missing, "modules without tests at their mirrored path: " + ", ".join(
        f"{m} -> {mirrored(ROOT / 'scorepad' / m, ROOT / 'scorepad')}" for m in missing
    )


def test_the_checker_sees_a_missing_test_file(tmp_path: Path) -> None:
    code = tmp_path / "scorepad"
    for path, text in {
        "games/moves.py": "def move() -> None:\n    pass\n",
        "games/names.py": "NAMES = ('a',)\n",
        "rules/deck/__init__.py": "class Deck:\n    def cards(self) -> int:\n        return 52\n",
        "core/ids.py": "def db_id() -> None:\n    pass\n",
        "web/games/board.py": "def board() -> None:\n    pass\n",
        "families/deck/pages.py": "def words() -> None:\n    pass\n",
    }.items():
        (code / path).parent.mkdir(parents=True, exist_ok=True)
        (code / path).write_text(text)
    (tmp_path / "tests" / "core").mkdir(parents=True)
    (tmp_path / "tests" / "core" / "test_ids.py").write_text("")
    assert sorted(unmirrored(tmp_path)) == [
        "families/deck/pages.py",
        "games/moves.py",
        "rules/deck/__init__.py",
        "web/games/board.py",
    ]
    assert mirrored(code / "rules/deck/__init__.py", code) == Path("tests/rules/deck/test_deck.py")
