"""An evening's settings and a draw's inputs: what is wrong with them, named."""

from __future__ import annotations

import pytest

from scorepad.evenings.evening import Evening, input_problems
from scorepad.evenings.seats import Round

CANASTA = ((2, 2),)
ROMME = ((1, 1, 1), (1, 1, 1, 1), (1, 1, 1, 1, 1))


def paths(problems) -> list[str]:
    """The paths of some problems."""
    return [p.path for p in problems]


@pytest.mark.parametrize(
    "evening",
    [
        Evening("individuals", CANASTA, 1),
        Evening("individuals", ROMME, 1),
        Evening("pairs", CANASTA, 1, "mitchell"),
        Evening("pairs", CANASTA, 1, "standing"),
        Evening("pairs", ((2, 2), (2, 2, 2)), 1, "standing"),
        Evening("pairs", ((1, 1),), 1, "mitchell"),
    ],
)
def test_good_settings_have_no_problems(evening: Evening) -> None:
    assert evening.problems() == []


@pytest.mark.parametrize(
    ("evening", "where", "words"),
    [
        (Evening("teams", CANASTA, 1), ["form"], "The form is pairs or individuals, not teams."),  # type: ignore[arg-type]
        (Evening("individuals", (), 1), ["shapes"], "An evening needs at least one table shape."),
        (
            Evening("individuals", ((4,),), 1),
            ["shapes.0"],
            "A table has two sides or more, each of one player or more.",
        ),
        (
            Evening("individuals", ((2, 0),), 1),
            ["shapes.0"],
            "A table has two sides or more, each of one player or more.",
        ),
        (
            Evening("individuals", CANASTA, 1, "mitchell"),
            ["movement"],
            "Only an evening of fixed pairs has a movement.",
        ),
        (Evening("pairs", CANASTA, 1), ["movement"], "Fixed pairs move by mitchell or by standing."),
        (
            Evening("pairs", ((3, 2),), 1, "standing"),
            ["shapes"],
            "Fixed pairs need tables whose sides are all of one size.",
        ),
        (Evening("pairs", ((2, 2, 2),), 1, "mitchell"), ["movement"], "A Mitchell movement needs tables of two sides."),
        (Evening("individuals", CANASTA, "7"), ["seed"], "The seed is a whole number."),  # type: ignore[arg-type]
    ],
)
def test_wrong_settings_are_named(evening: Evening, where: list[str], words: str) -> None:
    problems = evening.problems()
    assert paths(problems) == where
    assert problems[0].text() == words


def test_a_mitchell_evening_sets_up_only_its_tables_of_two_sides() -> None:
    assert Evening("pairs", ((2, 2), (2, 2, 2)), 1, "mitchell").table_shapes() == ((2, 2),)
    assert Evening("pairs", ((2, 2), (2, 2, 2)), 1, "standing").table_shapes() == ((2, 2), (2, 2, 2))
    assert Evening("pairs", CANASTA, 1, "standing").pairs and Evening("pairs", CANASTA, 1, "standing").pair_size() == 2


def test_inputs_of_a_draw() -> None:
    individuals = Evening("individuals", CANASTA, 1)
    assert input_problems(individuals, (1, 2, 3, 4), ()) == []
    assert paths(input_problems(individuals, (1, 2, 2, 3), ())) == ["players"]
    assert paths(input_problems(individuals, (1, 2, 3, 4), (), standings=(1, 1))) == ["standings"]
    assert paths(input_problems(individuals, (1, 2, 3, 4), (), pairs=((1, 2), (3, 4)))) == ["pairs"]
    assert paths(input_problems(individuals, (1, 2, "3", 4), ())) == ["players"]  # type: ignore[arg-type]
    assert paths(input_problems(individuals, (1, 2, 3, 4), (Round(2, ()),))) == ["previous.0"]
    few = input_problems(individuals, (1, 2, 3), ())
    assert paths(few) == ["players"] and few[0].text() == "Too few for a table: 3 here, a table takes 4."


def test_inputs_of_a_pairs_draw() -> None:
    pairs = Evening("pairs", CANASTA, 1, "standing")
    assert input_problems(pairs, (1, 2, 3, 4), (), pairs=((1, 2), (3, 4))) == []
    assert paths(input_problems(pairs, (1, 2, 3, 4), (), pairs=((1, 2, 3), (4,)))) == ["pairs.0", "pairs.1"]
    missing = input_problems(pairs, (1, 2, 3, 4, 5, 6), (), pairs=((1, 2), (3, 4)))
    assert paths(missing) == ["pairs"]
    assert missing[0].text() == "Every player present is in exactly one partnership, and nobody else."
    assert paths(input_problems(pairs, (1, 2), (), pairs=((1, 2),))) == ["players"]
    assert paths(input_problems(Evening("pairs", CANASTA, 1), (1, 2, 3, 4), ())) == ["movement"]
