"""Counted cards (rules/cards.py): counts by class, their points under a family's values, and counts beyond the
deck."""

from __future__ import annotations

from scorepad.rules.cards import CardCount, beyond_the_deck

KEYS = ("jokers", "aces", "low")
VALUES = {"jokers": 50, "aces": 20, "low": 5}


def test_counts_keep_every_class_in_order_and_left_out_ones_count_0():
    cards = CardCount.of({"aces": 3, "jokers": "2"}, KEYS)
    assert cards.counts == (("jokers", 2), ("aces", 3), ("low", 0))
    assert cards.to_dict() == {"jokers": 2, "aces": 3, "low": 0}
    assert (cards.get("aces"), cards.get("low"), cards.get("kings")) == (3, 0, 0)


def test_points_are_count_times_value_by_class():
    cards = CardCount.of({"jokers": 2, "aces": 3, "low": 7}, KEYS)
    assert cards.points(VALUES.__getitem__) == 2 * 50 + 3 * 20 + 7 * 5 == 195
    assert CardCount.of({}, KEYS).points(VALUES.__getitem__) == 0


def test_classes_beyond_the_deck_are_named_at_their_path():
    deck = {"jokers": 4, "aces": 8, "low": 32}
    cards = CardCount.of({"jokers": 5, "aces": 8, "low": 33}, KEYS)
    found = beyond_the_deck(cards, "entries.1.meld_cards", deck.__getitem__)
    assert [(p.path, p.text()) for p in found] == [
        ("entries.1.meld_cards.jokers", "The deck has only 4 of these cards."),
        ("entries.1.meld_cards.low", "The deck has only 32 of these cards."),
    ]
    assert beyond_the_deck(CardCount.of(deck, KEYS), "x", deck.__getitem__) == []
