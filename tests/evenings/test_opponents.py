"""Opponents in an individual evening: sides set at tables so that nobody meets the same opponent more often
than needed."""

from __future__ import annotations

from collections import Counter
from random import Random

from scorepad.evenings.history import History, history, pair
from scorepad.evenings.opponents import seat_sides, table_cost
from scorepad.evenings.seats import Round, seat_table

FOUR = (1, 1, 1, 1)


def test_a_table_costs_what_its_opponents_met_before_and_more_for_old_acquaintances() -> None:
    opponents = Counter({pair(1, 2): 1, pair(1, 3): 2, pair(3, 4): 3})
    assert table_cost([(1,), (2,)], opponents) == 1  # a second meeting
    assert table_cost([(1,), (3,)], opponents) == 3  # a third
    assert table_cost([(3,), (4,)], opponents) == 6  # a fourth
    # 1 v 2 (1), 1 v 4 (0), 3 v 2 (0), 3 v 4 (6); 1 and 3 are partners now: their meetings don't count
    assert table_cost([(1, 3), (2, 4)], opponents) == 7
    assert table_cost([(5,), (6,)], opponents) == 0


def test_sixteen_players_after_a_round_of_four_tables_meet_nobody_again() -> None:
    first = Round(1, tuple(seat_table(t + 1, [(4 * t + i,) for i in range(1, 5)]) for t in range(4)))
    tables = seat_sides([(p,) for p in range(1, 17)], (FOUR,) * 4, history((first,)), Random(3))
    assert sum(table_cost(t, history((first,)).opponents) for t in tables) == 0
    assert sorted(p for t in tables for side in t for p in side) == list(range(1, 17))


def test_sides_only_go_to_places_of_their_size() -> None:
    sides = [(1, 2, 3), (4, 5), (6, 7, 8), (9, 10)]
    tables = seat_sides(sides, ((3, 2), (3, 2)), History(), Random(1))
    assert [tuple(len(side) for side in t) for t in tables] == [(3, 2), (3, 2)]


def test_where_repeats_cannot_be_avoided_they_are_spread() -> None:
    # Six players, tables of three, after two rounds in which 1, 2, 3 sat together twice: any new table
    # splitting them costs less than one keeping two of them together again.
    past = history(
        (
            Round(1, (seat_table(1, [(1,), (2,), (3,)]), seat_table(2, [(4,), (5,), (6,)]))),
            Round(2, (seat_table(1, [(1,), (2,), (3,)]), seat_table(2, [(4,), (5,), (6,)]))),
        )
    )
    tables = seat_sides([(p,) for p in range(1, 7)], ((1, 1, 1), (1, 1, 1)), past, Random(4))
    # any split has a pair of 1-3 and a pair of 4-6 at each table: 2 tables x (met twice: 3) = 6 at best
    assert sum(table_cost(t, past.opponents) for t in tables) == 6
