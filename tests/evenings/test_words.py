"""The engine's messages the app shows are marked for translation (evenings/words.py), each one the engine says."""

from __future__ import annotations

import ast
from pathlib import Path

from scorepad.evenings import words
from scorepad.evenings.bands import Band, Bands
from scorepad.evenings.evening import Evening, input_problems
from scorepad.evenings.scores import Scoring

ENGINE = Path(words.__file__).parent


def said(*names: str) -> set[str]:
    """Every message text the engine's modules hand to a Problem."""
    found = set()
    for name in names:
        for node in ast.walk(ast.parse((ENGINE / name).read_text())):
            is_problem = isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Problem"
            if is_problem and len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                found.add(node.args[1].value)
    return found


def test_every_marked_message_is_one_the_engine_says():
    assert set(words.ENGINE_MESSAGES) <= said("evening.py", "bands.py", "scores.py")


def test_what_a_bad_setting_or_draw_says_is_marked():
    shown = [
        *Evening("pairs", ((1, 1), (2, 2)), 1, "mitchell").problems(),
        *Evening("pairs", ((1, 1, 1),), 1, "mitchell").problems(),
        *input_problems(Evening("individuals", ((2, 2),), 1), (1, 2, 3), ()),
        *input_problems(Evening("pairs", ((2, 2),), 1, "standing"), (1, 2, 3, 4), (), ((1, 2, 3),)),
        *Bands((Band(50, 12, 8), Band(40, 11, 9), Band(100, 10, 9))).problems(),
        *Bands(()).problems(),
        *Scoring("victory_points", bye_score=21).problems(),
    ]
    assert shown and {p.message for p in shown} <= set(words.ENGINE_MESSAGES)
