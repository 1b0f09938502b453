"""Hands that can't have happened (RULES.md 10), each refused with a message on the field it concerns."""

import pytest

from ..kit import BOOKLET, problems, rules

OUT = {"going_out": "out"}


def test_exactly_one_player_goes_out():
    assert problems(BOOKLET, {"hand_points": 5}, {"hand_points": 7}) == {
        "_round": "Say who called Rommé: exactly one player goes out in every hand."
    }
    assert problems(BOOKLET, OUT, OUT, OUT) == {
        "entries.1.going_out": "Only one player goes out in a hand.",
        "entries.2.going_out": "Only one player goes out in a hand.",
    }


def test_the_one_out_holds_no_more_than_the_limit():
    assert problems(BOOKLET, {**OUT, "hand_points": 3}, {"hand_points": 7}) == {
        "entries.0.hand_points": "Went out holding 3; Rommé may be called holding at most 0."
    }
    assert problems(rules(romme_limit=3), {**OUT, "hand_points": 3}, {"hand_points": 7}) == {}
    assert "entries.0.hand_points" in problems(rules(romme_limit=3), {**OUT, "hand_cards": {"2": 2}}, {})


def test_negative_points_and_one_point():
    assert problems(BOOKLET, OUT, {"hand_points": -4}) == {"entries.1.hand_points": "Must be 0 or more."}
    assert problems(BOOKLET, OUT, {"hand_points": 1}) == {
        "entries.1.hand_points": "No hand holds exactly 1 point: an ace counts 11 at the end."
    }


@pytest.mark.parametrize(
    ("card", "one_hand", "table"),
    [("jokers", 2, [1, 2]), ("aces", 8, [5, 4]), ("tens", 32, [30, 3]), ("2", 8, [8, 1]), ("9", 8, [4, 5])],
)
def test_card_counts_beyond_the_pack(card, one_hand, table):
    assert problems(BOOKLET, OUT, {"hand_cards": {card: one_hand}}) == {}
    assert problems(BOOKLET, OUT, {"hand_cards": {card: one_hand + 1}}) == {
        f"entries.1.hand_cards.{card}": f"The deck has only {one_hand} of these cards."
    }
    across = problems(BOOKLET, OUT, {"hand_cards": {card: table[0]}}, {"hand_cards": {card: table[1]}})
    assert across == {
        f"entries.2.hand_cards.{card}": f"{sum(table)} of these cards counted over all players; "
        f"the deck has only {one_hand}."
    }


def test_points_and_cards_that_disagree():
    assert problems(BOOKLET, OUT, {"hand_points": 20, "hand_cards": {"aces": 1, "tens": 1}}) == {
        "entries.1.hand_points": "The cards counted make 21 points, not 20."
    }


def test_hand_romme_needs_the_house_rule():
    assert problems(BOOKLET, {"going_out": "hand"}, {"hand_points": 9}) == {
        "entries.0.going_out": "Hand-Rommé counts double only when the table agreed to it (a house rule)."
    }
    assert problems(rules(hand_romme_doubles=True), {"going_out": "hand"}, {"hand_points": 9}) == {}


def test_unknown_fields_and_ways_are_named_once():
    found = problems(BOOKLET, {"going_out": "rummy"}, {"meld_points": 5, "hand_cards": {"kings": 1}})
    assert found == {
        "entries.0.going_out": "Must be one of: out.",  # Hand-Rommé is off
        "entries.1.meld_points": "Unknown field.",
        "entries.1.hand_cards.kings": "Unknown card class.",
    }
