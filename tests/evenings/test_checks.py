"""What is wrong with a drawn round, each kind of mistake named."""

from __future__ import annotations

from dataclasses import replace

from scorepad.evenings.checks import draw_problems
from scorepad.evenings.draw import draw_round
from scorepad.evenings.evening import Evening
from scorepad.evenings.seats import Round, Seat, Table, seat_table

INDIVIDUALS = Evening("individuals", ((2, 2),), seed=8)
PLAYERS = tuple(range(1, 11))  # two tables, two byes
GOOD = Round(
    1, (seat_table(1, [(1, 2), (3, 4)]), seat_table(2, [(5, 6), (7, 8)])), byes=(9, 10)
)  # fmt: skip


def texts(drawn: Round, players: tuple[int, ...] = PLAYERS, evening: Evening = INDIVIDUALS, **kw) -> list[str]:
    """The problems of a round drawn for these players, as "path: words"."""
    return [f"{p.path}: {p.text()}" for p in draw_problems(evening, players, (), drawn, **kw)]


def test_a_good_draw_and_the_engines_own_have_no_problems() -> None:
    assert texts(GOOD) == []
    assert texts(draw_round(INDIVIDUALS, PLAYERS)) == []


def test_the_round_and_its_tables_are_numbered_in_order() -> None:
    assert texts(replace(GOOD, number=2)) == ["number: This round is number 1."]
    swapped = replace(GOOD, tables=(seat_table(2, [(5, 6), (7, 8)]), seat_table(1, [(1, 2), (3, 4)])))
    assert texts(swapped) == [
        "tables.0.number: Tables are numbered 1, 2, 3, ... in order.",
        "tables.1.number: Tables are numbered 1, 2, 3, ... in order.",
    ]


def test_a_table_has_a_shape_of_the_evening_and_its_seats_their_names() -> None:
    three = replace(GOOD, tables=(seat_table(1, [(1, 2), (3, 4), (9, 10)]), GOOD.tables[1]), byes=())
    assert texts(three) == ["tables.0.sides: The evening has no tables of this shape."]
    misnamed = Table(1, ((Seat(1, "1.1"), Seat(2, "1.2")), (Seat(3, "1.3"), Seat(4, "1.4"))))
    assert texts(replace(GOOD, tables=(misnamed, GOOD.tables[1]))) == [
        "tables.0.sides.0: Player 2 sits at 1.3, not 1.2.",
        "tables.0.sides.1: Player 3 sits at 1.2, not 1.3.",
    ]


def test_everyone_present_once_and_nobody_else() -> None:
    assert texts(replace(GOOD, byes=(9, 10, 1))) == ["players: Drawn more than once: 1."]
    assert texts(replace(GOOD, byes=(9,))) == ["players: Neither seated nor sitting out: 10."]
    assert texts(replace(GOOD, byes=(9, 10, 11))) == ["players: Drawn but not here: 11."]


def test_nobody_sits_out_whom_a_table_could_seat() -> None:
    drawn = Round(1, (seat_table(1, [(1, 2), (3, 4)]),), byes=(5, 6, 7, 8, 9, 10))
    assert texts(drawn) == ["byes: Only 2 can sit out: the tables seat the others."]


def test_fixed_pairs_stay_together() -> None:
    evening = Evening("pairs", ((2, 2),), seed=1, movement="mitchell")
    pairs = ((1, 2), (3, 4), (5, 6), (7, 8))
    split = Round(1, (seat_table(1, [(1, 3), (2, 4)]), seat_table(2, [(5, 6), (7, 8)])))
    assert texts(split, (1, 2, 3, 4, 5, 6, 7, 8), evening, pairs=pairs) == [
        "tables.0.sides.0: A side is one of the evening's partnerships.",
        "tables.0.sides.1: A side is one of the evening's partnerships.",
    ]
    kept = Round(1, (seat_table(1, [(2, 1), (3, 4)]), seat_table(2, [(5, 6), (7, 8)])))
    assert texts(kept, (1, 2, 3, 4, 5, 6, 7, 8), evening, pairs=pairs) == []


def test_wrong_inputs_come_first() -> None:
    assert texts(GOOD, (1, 2, 3)) == ["players: Too few for a table: 3 here, a table takes 4."]
