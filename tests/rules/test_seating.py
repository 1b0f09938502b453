"""Seats and the deal (RULES.md 9), worked by hand. A table of five sits as Anna, Dora, Ben, Emil, Carl clockwise
(seats 0-4): sides alternate, the side of three (Anna, Ben, Carl) against the pair (Dora, Emil)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scorepad.rules.registry import Registry
from scorepad.rules.seating import (
    ROTATIONS,
    TABLES,
    Hand,
    dealers,
    decided_side,
    hands,
    next_seat_of,
    seating,
    sitting_out,
)
from tests.registry import FAMILIES

FIVE = [3, 2]
NAMES = ["Anna", "Dora", "Ben", "Emil", "Carl"]  # by seat
NO_SCORES = [[0, 0]] * 6  # six hands played; the seventh is next


def named(seats: list[int | None]) -> list[str | None]:
    """Seats as the players in them."""
    return [None if s is None else NAMES[s] for s in seats]


def test_five_seats_alternate_sides():
    assert seating(FIVE) == [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]


def test_over_six_hands_every_player_of_five_deals_in_turn_clockwise():
    played = hands(FIVE, 0, "clockwise", NO_SCORES, sits_out=True)
    assert named([h.dealer for h in played]) == ["Anna", "Dora", "Ben", "Emil", "Carl", "Anna", "Dora"]
    # Anna's turn to sit out comes first, but she deals: Ben sits out, and Anna's turn stays hers (she sits out
    # hand 2). Ben deals hand 3, so Carl sits out; then Ben, Anna (Carl deals), Carl, Ben again.
    assert named([h.out for h in played]) == ["Ben", "Anna", "Carl", "Ben", "Anna", "Carl", "Ben"]
    assert all(h.out != h.dealer for h in played)


def test_first_dealer_seat_2_starts_elsewhere_than_seat_1():
    played = hands(FIVE, 1, "clockwise", NO_SCORES[:5], sits_out=True)
    assert named([h.dealer for h in played]) == ["Dora", "Ben", "Emil", "Carl", "Anna", "Dora"]
    assert named([h.out for h in played]) == ["Anna", "Carl", "Ben", "Anna", "Carl", "Ben"]
    assert hands(FIVE, 0, "clockwise", [], sits_out=True) == [Hand(0, 2)]


def test_the_side_of_three_seated_second():
    # Dora, Anna, Emil, Ben, Carl: the side of three holds seats 1, 3 and 4
    played = hands([2, 3], 0, "clockwise", NO_SCORES[:5], sits_out=True)
    assert [h.dealer for h in played] == [0, 1, 2, 3, 4, 0]
    assert [h.out for h in played] == [1, 3, 4, 1, 3, 4]


def test_counter_clockwise_and_the_same_dealer():
    back = hands(FIVE, 0, "counterclockwise", NO_SCORES[:5], sits_out=True)
    assert named([h.dealer for h in back]) == ["Anna", "Carl", "Emil", "Ben", "Dora", "Anna"]
    assert named([h.out for h in back]) == ["Ben", "Anna", "Carl", "Anna", "Ben", "Carl"]
    same = hands(FIVE, 2, "same", NO_SCORES[:3], sits_out=True)
    assert named([h.dealer for h in same]) == ["Ben"] * 4
    assert named([h.out for h in same]) == ["Anna", "Carl", "Anna", "Carl"]  # the dealer never sits out


def test_the_winner_deals_from_the_side_that_won():
    # hand 1 (Anna deals): the pair wins, so the next seat of theirs after Anna deals (Dora); hand 2: the three
    # win, the next of theirs after Dora is Ben; hand 3 a tie: clockwise from Ben, Emil
    played = hands(FIVE, 0, "winner", [[10, 90], [500, 20], [50, 50]], sits_out=True)
    assert named([h.dealer for h in played]) == ["Anna", "Dora", "Ben", "Emil"]
    assert named([h.out for h in played]) == ["Ben", "Anna", "Carl", "Ben"]


def test_a_table_that_sits_nobody_out():
    played = hands(FIVE, 0, "clockwise", NO_SCORES[:2])
    assert played == [Hand(0), Hand(1), Hand(2)]
    assert dealers([2, 2], 3, "clockwise", [[0, 0]]) == [3, 0]


def test_sitting_out_follows_only_the_hands_dealt():
    assert named(sitting_out(FIVE, [4, 4, 4])) == ["Anna", "Ben", "Anna"]  # Carl deals: he never sits out


def test_only_canasta_declares_a_table_that_sits_one_out():
    assert FAMILIES["canasta"].sits_out == ((3, 2), (2, 3))
    assert (3, 2) in FAMILIES["hand_and_foot"].tables and not FAMILIES["hand_and_foot"].sits_out


@pytest.mark.parametrize("tables", [((4, 4),), ((2, 2),)])
def test_a_family_sits_one_out_only_at_a_table_of_its_own_with_one_biggest_side(tables):
    family = replace(FAMILIES["canasta"], key="seated", presets=(), sits_out=tables)
    with pytest.raises(ValueError, match="one biggest side"):
        Registry().register(family)


# Mirrored tests of the module's own behaviour (branch mirror1)


FOUR = [(0, 0), (1, 0), (0, 1), (1, 1)]
FIVE_SEATS = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]


def test_sides_alternate_round_the_table_so_partners_sit_apart():
    assert seating([2, 2]) == FOUR
    assert seating([3, 2]) == FIVE_SEATS
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
    assert next_seat_of(FIVE_SEATS, 4, 0) == 0  # seat 4 and seat 0 belong to the same side of three


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


def test_the_first_dealer_wraps_round_the_table_and_every_rotation_is_named():
    assert dealers([2, 2], 5, "clockwise", []) == [1]
    assert set(ROTATIONS) == {"clockwise", "counterclockwise", "winner", "loser", "same"}
