"""The house keeps its shape: arrows point one way (web, api -> games, leagues, accounts -> models, rules),
the rules engine imports nothing of ours, nothing below the pages knows HTTP, and no file outgrows a room."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "scorepad"
TOP = {"api", "web"}  # the HTTP faces
OPERATIONS = {"games", "leagues", "accounts"}
HTTP = {"request", "session", "abort", "redirect", "url_for", "render_template", "make_response", "jsonify", "g"}


def modules() -> list[Path]:
    """Every module of the package but the migrations."""
    return [p for p in PACKAGE.rglob("*.py") if "migrations" not in p.parts]


def ours(path: Path) -> set[str]:
    """The scorepad modules a file imports, as dotted names ("scorepad.games.rounds")."""
    package = ".".join(("scorepad", *path.relative_to(PACKAGE).with_suffix("").parts))
    if path.name == "__init__.py":
        package = package.rsplit(".", 1)[0] + ".__init__"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level)[0]
                name = f"{base}.{node.module}" if node.module else base
            else:
                name = node.module or ""
            if name.startswith("scorepad"):
                found |= {name} | {f"{name}.{a.name}" for a in node.names}
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("scorepad")}
    return found


def layer(path: Path) -> str:
    """The first folder of a module inside the package ("games", "web", or "" for the top files)."""
    parts = path.relative_to(PACKAGE).parts
    return parts[0] if len(parts) > 1 else ""


BELOW = {  # what a package must not import: nothing above it
    "games": {"leagues"},
    "accounts": {"games", "leagues"},
    "photos": {"games", "leagues", "accounts", "words", "serving"},  # pixels and where they are kept
    "models": {"games", "leagues", "accounts", "words", "storage", "serving", "photos"},
    "storage": {"games", "leagues", "accounts", "words", "serving", "models", "photos"},
    "core": {"games", "leagues", "accounts", "words", "storage", "serving", "models", "photos"},
}
PLUMBING = {"serving"}  # HTTP plumbing: only the faces and create_app use it
TOP_FILES = {"__init__.py", "config.py", "extensions.py", "cli.py"}


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_down(path: Path) -> None:
    if path == PACKAGE / "__init__.py":
        return  # create_app wires everything together
    imported = {m.split(".")[1] for m in ours(path) if m.count(".")}
    here = layer(path)
    if here == "rules":
        assert {m for m in ours(path) if not m.startswith("scorepad.rules")} == set(), "rules/ imports nothing of ours"
    if here not in TOP:
        assert imported & TOP == set(), "only the HTTP faces import api/ and web/"
    else:
        assert imported & (TOP - {here}) == set(), "api/ and web/ don't lean on each other"
    assert imported & BELOW.get(here, set()) == set(), "a package imports only what is below it"
    if here not in TOP | PLUMBING and path.name not in TOP_FILES:
        assert imported & PLUMBING == set(), "only the HTTP faces use the HTTP plumbing"


def test_no_module_loose_at_the_top() -> None:
    """Every module lives in a package named for its floor, but the app's factory, config, extensions and CLI."""
    assert {p.name for p in PACKAGE.glob("*.py")} == TOP_FILES


@pytest.mark.parametrize(
    "path", [p for p in modules() if layer(p) in OPERATIONS | {"rules", "models"}], ids=lambda p: p.name
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


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_room_over_300_lines(path: Path) -> None:
    assert len(path.read_text().splitlines()) <= 300


def test_the_checker_sees_a_wrong_arrow(tmp_path: Path) -> None:
    assert "scorepad.web.access" in ours(PACKAGE / "web" / "board.py")
    assert "scorepad.games.refresh" in ours(PACKAGE / "games" / "rounds.py")


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
