"""The evening engine is pure: it imports nothing of the app but the rules' problems and seating, no Flask,
no database, nor the app-side modules beside it (the evening's storage, operations and reads, which may); and the
interface its docstring promises the app is there."""

from __future__ import annotations

import ast
import importlib
import sys
from pathlib import Path

import pytest

import scorepad.evenings

PACKAGE = Path(scorepad.evenings.__file__).parent
ALLOWED = {"scorepad.rules.problems", "scorepad.rules.seating"}
APP_SIDE = {"store", "settings", "rights", "results", "tables", "players", "start", "rounds", "view"}  # may use the app
ENGINE = sorted(p for p in PACKAGE.glob("*.py") if p.stem not in APP_SIDE)


def imported(path: Path) -> set[str]:
    """The top-level names of what a module imports, relative imports resolved inside scorepad."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            if node.level:  # from ..rules.problems / from .seats
                base = "scorepad" if node.level == 2 else "scorepad.evenings"
                found.add(f"{base}.{node.module}" if node.module else base)
            else:
                found.add(node.module or "")
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: p.name)
def test_a_module_imports_the_standard_library_itself_and_the_rules_alone(path: Path) -> None:
    for name in imported(path):
        if name.startswith("scorepad"):
            assert name.startswith("scorepad.evenings") or name in ALLOWED, name
            assert name.removeprefix("scorepad.evenings.") not in APP_SIDE, name
        else:
            assert name.split(".")[0] in sys.stdlib_module_names, name


INTERFACE = {
    "draw": ["draw_round", "new_seed", "pair_up"],
    "evening": ["Evening", "input_problems"],
    "checks": ["draw_problems"],
    "seats": ["Round", "Table", "Seat", "seat_numbers", "seat_side", "seat_table"],
    "errors": ["EveningError"],
    "bands": ["Band", "Bands", "bands", "BURRACO_3_HANDS", "BURRACO_4_HANDS", "PRESETS"],
    "scores": ["Scoring", "RoundResult", "TableResult", "Score", "round_scores", "table_scores"],
    "ranking": ["Row", "ranking"],
}


def test_the_interface_the_docstring_promises_is_there() -> None:
    for module, names in INTERFACE.items():
        loaded = importlib.import_module(f"scorepad.evenings.{module}")
        assert all(hasattr(loaded, name) for name in names), module
        assert all(name in (scorepad.evenings.__doc__ or "") for name in names)
