"""Tables, seats and dealing (rules/seating.py, RULES.md 9), worked by hand for tables of four and five."""

from __future__ import annotations

import pytest

from scorepad.rules.seating import ROTATIONS, TABLES, dealers, decided_side, next_seat_of, seating, sitting_out

FOUR = [(0, 0), (1, 0), (0, 1), (1, 1)]
FIVE = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]


def test_sides_alternate_round_the_table_so_partners_sit_apart():
    assert seating([2, 2]) == FOUR
    assert seating([3, 2]) == FIVE
    assert seating([1, 1, 1]) == [(0, 0), (1, 0), (2, 0)]
    assert seating([2, 2, 2]) == [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]
    assert all(len(seating(list(t))) == sum(t) for t in TABLES)


def test_winner_and_loser_deals_pick_the_best_or_worst_side_and_no_one_on_a_tie():
    assert decided_side("winner", [100, 250, 40]) == 1
    assert decided_side("loser", [100, 250, 40]) == 2
    assert decided_side("winner", [250, 250, 40]) is None
    assert decided_side("loser", [250, 40, 40]) is None


def test_the_next_seat_of_a_side_is_found_clockwise_and_wraps():
    assert next_seat_of(FOUR, 0, 0) == 2
    assert next_seat_of(FOUR, 2, 0) == 0
    assert next_seat_of(FOUR, 3, 1) == 1
    assert next_seat_of(FIVE, 4, 0) == 0  # seat 4 and seat 0 belong to the same side of three


def test_only_a_table_of_five_sits_someone_out_in_turn():
    assert [sitting_out([3, 2], hand) for hand in (1, 2, 3, 4)] == [(0, 0), (0, 1), (0, 2), (0, 0)]
    assert sitting_out([2, 3], 2) == (1, 1)
    assert sitting_out([2, 2], 1) is None and sitting_out([1, 1, 1], 1) is None


@pytest.mark.parametrize(
    ("rotation", "expected"),
    [
        ("clockwise", [1, 2, 3, 0]),
        ("counterclockwise", [1, 0, 3, 2]),
        ("same", [1, 1, 1, 1]),
        ("winner", [1, 2, 3, 0]),  # side 0 wins: seat 2; side 1 wins: seat 3; a tie: clockwise to 0
        ("loser", [1, 3, 0, 1]),  # side 1 loses: seat 3; side 0 loses: seat 0; a tie: clockwise to 1
    ],
)
def test_the_deal_of_a_table_of_four_by_rotation(rotation, expected):
    rounds = [[300, 100], [-50, 200], [90, 90]]
    assert dealers([2, 2], 1, rotation, rounds) == expected


def test_a_player_sitting_out_passes_the_deal_on():
    # hand 1: seat 0 sits out, seat 1 deals; hand 2: seat 2 sits out, so 3 deals; hand 3: seat 4 sits out, so 0
    assert dealers([3, 2], 0, "clockwise", [[10, 20], [30, 40]]) == [1, 3, 0]


def test_the_first_dealer_wraps_round_the_table_and_every_rotation_is_named():
    assert dealers([2, 2], 5, "clockwise", []) == [1]
    assert set(ROTATIONS) == {"clockwise", "counterclockwise", "winner", "loser", "same"}
