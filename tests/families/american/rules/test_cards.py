"""What canastas, melds and held cards imply in Modern American Canasta (families/american/rules/cards.py), worked by hand
from RULES.md 11.1, 11.2 and 11.9: jokers 50, twos 20, aces 20, 8 to K 10, 4 to 7 5; 8 aces, 8 sevens, 12 wild
cards (8 twos and 4 jokers) in the deck."""

from __future__ import annotations

import pytest

from scorepad.families.american.rules.cards import hand_floor, jokers_needed, meld_floor, wilds_needed

from ..kit import LEAGUE, E


def test_the_card_values_by_class_the_floors_are_made_of():
    assert [LEAGUE.card_value(k) for k in ("jokers", "twos", "aces", "high", "low")] == [50, 20, 20, 10, 5]
    # 4 x 50 + 8 x 20 + 8 x 20 + 48 x 10 + 32 x 5, threes left out (RULES.md 11.2).
    assert LEAGUE.deck_points == 200 + 160 + 160 + 480 + 160 == 1160


@pytest.mark.parametrize(
    ("counts", "floor"),
    [
        ({"natural_canastas": 1}, 7 * 5),  # seven fours, fives or sixes
        ({"mixed_canastas": 1}, 6 * 5 + 20),  # six of them and a 2
        ({"aces_canastas": 1}, 7 * 20),
        ({"sevens_canastas": 1}, 7 * 5),
        ({"wild_canastas": 1}, 50 + 6 * 20),  # at least one joker, the rest twos: 170
        ({"joker_canastas": 1}, 4 * 50 + 3 * 20),  # 260
        ({"deuce_canastas": 1}, 7 * 20),  # 140
        ({"incomplete_aces": True}, 3 * 20),
        ({"incomplete_sevens": True}, 3 * 5),
        ({"incomplete_wild": True}, 3 * 20),  # three twos
        ({}, 0),
    ],
)
def test_the_fewest_meld_points_of_each_canasta_and_unfinished_meld(counts, floor):
    assert meld_floor(E(**counts)) == floor


def test_the_floors_of_a_side_add_up():
    # A1, NS: a natural and a mixed canasta (RULES.md 11.11): 35 + 50, well under the 245 melded.
    assert meld_floor(E(natural_canastas=1, mixed_canastas=1)) == 35 + 50 == 85
    # A3, NS: a sevens, an aces and a mixed canasta: 35 + 140 + 50, under the 295 melded.
    assert meld_floor(E(sevens_canastas=1, aces_canastas=1, mixed_canastas=1)) == 225
    side = E(natural_canastas=3, mixed_canastas=2, deuce_canastas=1, incomplete_aces=True, incomplete_sevens=True)
    assert meld_floor(side) == 3 * 35 + 2 * 50 + 140 + 60 + 15 == 420


def test_an_unfinished_wild_meld_of_all_four_jokers_holds_at_least_200():
    four = E(incomplete_wild=True, incomplete_wild_four_jokers=True)
    assert meld_floor(four) == 4 * 50  # the four jokers replace the three twos, not added to them
    assert meld_floor(E(incomplete_wild=True, incomplete_wild_four_jokers=True, natural_canastas=2)) == 200 + 70
    # Four jokers said of a wild meld the side doesn't have move nothing (the checks refuse it on their own).
    assert meld_floor(E(incomplete_wild_four_jokers=True)) == 0


def test_players_caught_with_three_aces_or_sevens_hold_at_least_their_cards():
    assert hand_floor(E()) == 0
    assert hand_floor(E(aces_held=1)) == 3 * 20
    assert hand_floor(E(sevens_held=1)) == 3 * 5
    assert hand_floor(E(aces_held=2, sevens_held=2)) == 2 * 60 + 2 * 15 == 150
    assert hand_floor(E(hand_points=400, natural_canastas=2)) == 0  # only the caught players count


def test_the_wild_cards_the_table_melded():
    assert wilds_needed([E(), E(natural_canastas=4)]) == 0
    # A wild canasta holds 7, a mixed canasta at least 1, an unfinished wild meld at least 3: 12, the whole deck's.
    assert wilds_needed([E(wild_canastas=1, mixed_canastas=2), E(incomplete_wild=True)]) == 7 + 2 + 3 == 12
    # A four-joker canasta and a deuces-only one: 14 wild cards, two more than the deck holds.
    assert wilds_needed([E(joker_canastas=1), E(deuce_canastas=1)]) == 14
    assert wilds_needed([E(incomplete_wild=True, incomplete_wild_four_jokers=True)]) == 4
    assert wilds_needed([E(incomplete_wild_four_jokers=True)]) == 0


def test_the_jokers_the_table_melded():
    assert jokers_needed([E(deuce_canastas=1, mixed_canastas=3), E(incomplete_wild=True)]) == 0  # twos will do
    assert jokers_needed([E(wild_canastas=1), E()]) == 1  # one to three jokers: at least one
    # All four jokers in one canasta and another wild canasta with a joker of its own: 5, one more than the deck.
    assert jokers_needed([E(joker_canastas=1), E(wild_canastas=1)]) == 4 + 1 == 5
    assert jokers_needed([E(incomplete_wild=True, incomplete_wild_four_jokers=True), E(wild_canastas=1)]) == 5
    assert jokers_needed([E(incomplete_wild_four_jokers=True)]) == 0
