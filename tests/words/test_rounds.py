"""A round and a change as the history says them (words/rounds.py): counts by their labels, ways and choices by
theirs, who did it, and a change of names or settings."""

from __future__ import annotations

from scorepad.families.american.family import FAMILY as AMERICAN
from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.rules.entries import declared
from scorepad.words.rounds import (
    action_words,
    actor_words,
    card_words,
    change_words,
    count_words,
    entry_words,
    imported_author,
    round_words,
)

COUNTS = {c.name: c for c in declared(CANASTA.entry_class)}


def test_a_round_side_by_side_by_its_labels(app):
    with app.test_request_context():
        said = round_words(CANASTA, {"entries": [{"meld_points": 240, "going_out": "out"}, {}]}, ["Anna", "Ben"])
        assert said == "Anna: Meld points 240, went out; Ben: nothing"
        cards = entry_words(CANASTA, {"meld_points": 60, "meld_cards": {"aces": 3, "jokers": 0}})
        assert cards == "Meld points 60, Melded cards: Aces: 3"
        assert round_words(CANASTA, {"entries": "nonsense"}, ["Anna"]) == ""


def test_counts_ways_choices_and_flags_in_words(app):
    american = {c.name: c for c in declared(AMERICAN.entry_class)}
    with app.test_request_context():
        assert count_words(CANASTA, COUNTS["going_out"], "concealed") == "went out concealed (the whole hand at once)"
        assert count_words(AMERICAN, american["special_hand"], "garbage") == "Garbage (4-4-3-3, no wilds)"
        assert count_words(AMERICAN, american["incomplete_aces"], True) == "yes"
        assert count_words(CANASTA, COUNTS["meld_points"], 90) == 90
        assert card_words(COUNTS["hand_cards"], {"jokers": 1, "twos": 0}) == "Jokers: 1"
        assert card_words(COUNTS["hand_cards"], {}) == "0"


def test_who_did_it_and_what(app):
    phones = {"7ea72f32": ("Kitchen", False), "0b1c": ("", True), "aa": ("", False)}
    with app.test_request_context():
        assert action_words("round_corrected", 3) == "Round 3 corrected" and action_words("odd", None) == "odd"
        assert actor_words("phone", "7ea72f32", phones) == "Kitchen"
        assert actor_words("phone", "0b1c", phones) == "the phone that started the game"
        assert actor_words("phone", "aa", phones) == "a phone without a name"
        assert actor_words("phone", "zz", phones) == "a phone" and actor_words("user", "Anna") == "Anna"
        assert actor_words("imported", "imported user Anna") == "an import (first by Anna)"
        assert imported_author("phone 7ea72f32") == "a phone" and imported_author("someone") == "someone"


def test_a_change_of_names_and_settings(app):
    before = {"sides": [{"name": "A", "players": ["a", "b"]}], "settings": {"target": 5000}}
    after = {"sides": [{"name": "B", "players": ["a", "c"]}], "settings": {"target": 3000}}
    with app.test_request_context():
        assert change_words(CANASTA, before, after) == "A (a, b) → B (a, c); Target (game ends): 5,000 → 3,000"
        assert change_words(CANASTA, "x", {"settings": {"red_threes_need": "nonsense"}}).endswith("→ nonsense")
