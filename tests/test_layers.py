"""The house keeps its shape: floors from the HTTP faces down to the ground, each module importing only its own
package and the floors below (never a neighbour on its floor: web/ and api/ don't lean on each other), no circle;
the rules engine and every family's rules pure; nothing below the pages knows HTTP; the pages and the API read the
database only through the reads of each subject (games/view.py, leagues/view.py) and the operations; no file
outgrows a room."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "scorepad"
FLOORS = (  # top to ground
    {"__init__"},  # the app's factory, which wires everything
    {"cli"},  # its commands
    {"web", "api"},  # the HTTP faces (a family's pages.py stands here, beside the pages it adds to)
    {"evenings"},  # a club evening: built on league games
    {"leagues", "words"},
    {"games"},
    {"accounts"},
    {"serving"},  # HTTP plumbing: only the faces and create_app use it
    {"models", "storage"},
    {"extensions", "config"},
    {"families"},  # every family's rules (family.py, rules/) and what the melding families share (kin/)
    {"rules"},  # the engine
    {"core"},  # the ground
)
TOP = {"api", "web"}
OPERATIONS = {"games", "leagues", "accounts", "evenings"}
PURE = {"rules", "families"}
HTTP = {"request", "session", "abort", "redirect", "url_for", "render_template", "make_response", "jsonify", "g"}
IMPURE = ("flask", "werkzeug", "sqlalchemy", "flask_sqlalchemy", "flask_babel", "wtforms", "pydantic")
READS = {"read_alone", "light_read", "found"}  # storage's reads: the subjects' views and operations use them
TOP_FILES = {"__init__.py", "config.py", "extensions.py", "cli.py"}


def modules() -> list[Path]:
    """Every module of the package but the migrations."""
    return [p for p in PACKAGE.rglob("*.py") if "migrations" not in p.parts]


def imports(path: Path, root: Path = PACKAGE) -> list[tuple[str, list[str]]]:
    """Every import of a file: the module named (relative ones made absolute) and the names taken from it."""
    package = ".".join(("scorepad", *path.relative_to(root).with_suffix("").parts))
    if path.name == "__init__.py":
        package = package.rsplit(".", 1)[0] + ".__init__"
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level)[0]
                name = f"{base}.{node.module}" if node.module else base
            else:
                name = node.module or ""
            found.append((name, [a.name for a in node.names]))
        elif isinstance(node, ast.Import):
            found += [(a.name, []) for a in node.names]
    return found


def ours(path: Path, root: Path = PACKAGE) -> set[str]:
    """The scorepad modules a file imports, as dotted names ("scorepad.games.rounds")."""
    found: set[str] = set()
    for name, names in imports(path, root):
        if name.startswith("scorepad"):
            found |= {name} | {f"{name}.{n}" for n in names}
    return found


def place(parts: tuple[str, ...]) -> str:
    """The floor's package of a module by its path parts inside the package: its first folder ("games"), a top
    file's name ("config"), and a family's folder by what each file is: its pages.py the web's, the rest pure."""
    if parts[0] == "families":
        return "web" if parts[-1] in ("pages", "pages.py") else "families"
    return parts[0].removesuffix(".py")


def layer(path: Path, root: Path = PACKAGE) -> str:
    """The floor's package of a module file."""
    return place(path.relative_to(root).parts)


def layer_of(name: str) -> str:
    """The floor's package of an imported module ("scorepad.families.romme.pages" is the web's)."""
    return place(tuple(name.split(".")[1:]) or ("__init__",))


def floor(package: str) -> int:
    """How far below the top a package stands (0: the top)."""
    return next(i for i, packages in enumerate(FLOORS) if package in packages)


def upward(path: Path, root: Path = PACKAGE) -> list[str]:
    """Every import of a module of ours that is not its own package nor on a floor below."""
    here = layer(path, root)
    return sorted(
        name
        for name in ours(path, root)
        if name.count(".") and layer_of(name) != here and floor(layer_of(name)) <= floor(here)
    )


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_down(path: Path) -> None:
    assert upward(path) == [], "a module imports only its own package and the floors below it"
    if layer(path) in PURE:  # the engine, a family's rules and kin: pure, of ours only the rules
        assert {layer_of(m) for m in ours(path) if m.count(".")} <= PURE, "the rules import nothing but the rules"
        assert not [n for n, _ in imports(path) if n.split(".")[0] in IMPURE], "the rules are pure Python"


def test_every_package_stands_on_a_floor() -> None:
    packages = {layer(p) for p in modules()}
    assert packages <= set().union(*FLOORS), packages - set().union(*FLOORS)


def test_no_module_loose_at_the_top() -> None:
    """Every module lives in a package named for its floor, but the app's factory, config, extensions and CLI."""
    assert {p.name for p in PACKAGE.glob("*.py")} == TOP_FILES


@pytest.mark.parametrize(
    "path", [p for p in modules() if layer(p) in OPERATIONS | PURE | {"models"}], ids=lambda p: p.name
)
def test_nothing_below_the_pages_knows_http(path: Path) -> None:
    tree = ast.parse(path.read_text())
    flask_names = {
        a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module == "flask" for a in n.names
    }
    assert flask_names & HTTP == set()
    assert not any(
        isinstance(n, ast.ImportFrom) and (n.module or "").startswith("werkzeug.exceptions") for n in ast.walk(tree)
    )


@pytest.mark.parametrize("path", [p for p in modules() if layer(p) in TOP], ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_faces_read_through_the_views(path: Path) -> None:
    """A page or an API handler asks the reads of its subject (games/view.py, leagues/view.py) and the write
    operations: it holds no database session and builds no query."""
    for name, names in imports(path):
        assert not name.startswith("sqlalchemy"), f"{name}: queries are the views' and the operations'"
        if name == "scorepad.extensions":
            assert "db" not in names, "the session is the views' and the operations'"
        if name == "scorepad.storage.database":
            assert not set(names) & READS, "storage's reads are the views'"


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_room_over_300_lines(path: Path) -> None:
    assert len(path.read_text().splitlines()) <= 300


def test_the_checker_sees_a_wrong_arrow(tmp_path: Path) -> None:
    assert "scorepad.web.games.access" in ours(PACKAGE / "web" / "games" / "board.py")
    assert "scorepad.games.refresh" in ours(PACKAGE / "games" / "rounds.py")
    assert layer_of("scorepad.families.romme.pages") == "web" and layer_of("scorepad.families.kin.cards") == "families"
    assert layer(PACKAGE / "families" / "romme" / "rules" / "game.py") == "families"
    assert floor("core") > floor("rules") > floor("families") > floor("games") > floor("web")
    wrong = tmp_path / "core" / "ids.py"  # a module of the ground that imports floors above it
    wrong.parent.mkdir()
    wrong.write_text("from ..rules.problems import N_\nfrom ..games.view import GameView\nfrom . import sizes\n")
    above = ["scorepad.games.view", "scorepad.games.view.GameView", "scorepad.rules.problems", "scorepad.rules.problems.N_"]
    assert upward(wrong, tmp_path) == above


def module_name(path: Path) -> str:
    """A module's dotted name ("scorepad.games.rounds"; a package's own file by its package's name)."""
    parts = ("scorepad", *path.relative_to(PACKAGE).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_no_import_goes_round_in_a_circle() -> None:
    """Not even through a late import inside a function. Aside: create_app, which wires everything, and a
    package's own file importing its modules to register their routes on the package's blueprint."""
    files = {module_name(p): p for p in modules() if p != PACKAGE / "__init__.py"}

    def targets(path: Path) -> set[str]:
        found = set()
        own = module_name(path) + "." if path.name == "__init__.py" else None
        for name in ours(path):
            name = name.removesuffix(".__init__")
            while name and name not in files:
                name = name.rpartition(".")[0]
            if name and files[name] != path and not (own and name.startswith(own)):
                found.add(name)
        return found

    edges = {name: targets(path) for name, path in files.items()}
    done: set[str] = set()

    def visit(name: str, trail: list[str]) -> None:
        if name in trail:
            raise AssertionError("import circle: " + " -> ".join([*trail[trail.index(name) :], name]))
        if name in done:
            return
        for other in sorted(edges[name]):
            visit(other, [*trail, name])
        done.add(name)

    for name in sorted(edges):
        visit(name, [])
