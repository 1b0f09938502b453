"""One side's counts for one Buraco hand (RULES.md 13.3) by the API's names: read from JSON with their bounds,
the pot's fate "played" unless said, only the kinds of canasta the rules score asked, counted cards giving points."""

from __future__ import annotations

import pytest

from scorepad.families.buraco.rules.entries import BuracoEntry
from scorepad.families.buraco.rules.settings import POT_FATES, BuracoRules
from scorepad.rules.entries import choice_labels, declared, from_json, options_allowed, to_json, ways_allowed

from ..kit import BURAKO, BURRACO, STBL, cards, parse, rules

WHOLE = "Must be a whole number (a JSON integer)."


def one(data, ruleset=BURRACO):
    """One side's entry (the other side typed nothing) and its problems as {path: words}."""
    sides, problems = parse(ruleset, data, {})
    return (sides[0] if sides else None), {p.path: p.text() for p in problems}


def test_the_fields_are_13_3s_names():
    assert {c.name: c.kind for c in declared(BuracoEntry)} == {
        "meld_points": "points",
        "hand_points": "points",
        "clean_canastas": "count",
        "dirty_canastas": "count",
        "semi_clean_canastas": "count",
        "canastas_500": "count",
        "canastas_1000": "count",
        "pot": "choice",
        "pot_points": "points",
        "penalty_points": "points",
        "going_out": "way",
        "meld_cards": "cards",
        "hand_cards": "cards",
    }
    items = {c.name: c for c in declared(BuracoEntry)}
    assert all(items[n].multiple == 5 for n in ("meld_points", "hand_points", "pot_points", "penalty_points"))
    assert all(items[n].stepper for n in items if "canastas" in n)
    assert [n for n, c in items.items() if c.more] == ["penalty_points"]
    assert (items["meld_cards"].points_of, items["hand_cards"].points_of) == ("meld_points", "hand_points")
    assert [c.key for c in items["meld_cards"].classes] == ["joker", "deuce", "ace", "high", "low"]


def test_only_the_kinds_of_canasta_the_rules_score_are_asked():
    # `needs` names the setting that is 0 where a kind is not played: the form and the API hide those counts.
    needs = {c.name: c.needs for c in declared(BuracoEntry) if c.needs}
    assert needs == {
        "semi_clean_canastas": "semi_clean",
        "canastas_500": "canasta_500",
        "canastas_1000": "canasta_1000",
        "pot_points": "pot_counts_cards",
    }
    asked = {
        key: [c.name for c in declared(BuracoEntry) if "canastas" in c.name and (not c.needs or getattr(r, c.needs))]
        for key, r in (("burraco", BURRACO), ("stbl", STBL), ("burako", BURAKO))
    }
    assert asked == {
        "burraco": ["clean_canastas", "dirty_canastas"],
        "stbl": ["clean_canastas", "dirty_canastas", "canastas_500", "canastas_1000"],
        "burako": ["clean_canastas", "dirty_canastas", "canastas_1000"],
    }
    semi = rules(semi_clean=150)
    assert [c.name for c in declared(BuracoEntry) if c.needs and getattr(semi, c.needs)] == [
        "semi_clean_canastas",
        "pot_points",
    ]


def test_the_pot_is_a_choice_of_its_own_fates_and_its_points_are_asked_where_its_cards_count():
    item = next(c for c in declared(BuracoEntry) if c.name == "pot")
    assert (item.kind, item.options) == ("choice", "pot_fates")
    assert [k for k, _label in choice_labels(item, BuracoRules)] == ["played", "not_taken", "not_played"]
    assert options_allowed(item, STBL) == ("played", "not_taken", "not_played")
    assert (BURRACO.pot_counts_cards, STBL.pot_counts_cards, BURAKO.pot_counts_cards) == (True, False, False)


def test_going_out_is_one_way_worth_the_going_out_bonus():
    item = next(c for c in declared(BuracoEntry) if c.kind == "way")
    assert [(w.value, w.worth, w.needs) for w in ways_allowed(item, STBL)] == [("out", "going_out_bonus", None)]


def test_the_pot_is_played_unless_said():
    assert BuracoEntry().pot == "played"
    assert one({})[0].pot == "played"
    assert one({"pot": None})[0].pot == "played"
    for fate, _label in POT_FATES:
        entry, problems = one({"pot": fate})
        assert (entry.pot, problems) == (fate, {})
    assert to_json(BuracoEntry())["pot"] == "played"
    assert from_json(BuracoEntry, {"meld_points": 40}).pot == "played"


@pytest.mark.parametrize("value", ["taken", "PLAYED", 1, True, ["played"]])
def test_a_pot_is_one_of_its_three_fates(value):
    entry, problems = one({"pot": value})
    assert problems == {"entries.0.pot": "Must be one of: played, not_taken, not_played."}
    assert entry.pot == "played"  # read as the default so the hand's checks still run


def test_a_whole_entry_read_from_json():
    # B1's EW (RULES.md 13.8): 240 on the table, one dirty burraco, 45 in hand.
    data = {"meld_points": 240, "dirty_canastas": 1, "hand_points": 45}
    entry, problems = one(data)
    assert problems == {}
    assert entry == BuracoEntry(meld_points=240, hand_points=45, dirty_canastas=1)
    assert (entry.canastas, entry.clean, entry.with_wild_card, entry.went_out) == (1, 0, 1, False)
    assert to_json(entry) == {
        "meld_points": 240,
        "hand_points": 45,
        "clean_canastas": 0,
        "dirty_canastas": 1,
        "semi_clean_canastas": 0,
        "canastas_500": 0,
        "canastas_1000": 0,
        "pot": "played",
        "pot_points": 0,
        "penalty_points": 0,
        "going_out": None,
    }
    assert from_json(BuracoEntry, to_json(entry)) == entry


def test_clean_counts_the_canastas_of_500_and_1000():
    # RULES.md 13.4: clean = clean_canastas + canastas_500 + canastas_1000; canastas counts every kind.
    entry = BuracoEntry(clean_canastas=1, dirty_canastas=2, semi_clean_canastas=1, canastas_500=1, canastas_1000=1)
    assert (entry.canastas, entry.clean, entry.with_wild_card) == (6, 3, 3)


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ({"meld_points": -5}, {"entries.0.meld_points": "Must be 0 or more."}),
        ({"hand_points": 2.5}, {"entries.0.hand_points": WHOLE}),
        ({"pot_points": "55"}, {"entries.0.pot_points": WHOLE}),
        ({"penalty_points": None}, {"entries.0.penalty_points": WHOLE}),
        ({"clean_canastas": -1}, {"entries.0.clean_canastas": "Must be 0 or more."}),
        ({"dirty_canastas": True}, {"entries.0.dirty_canastas": WHOLE}),
        ({"going_out": "concealed"}, {"entries.0.going_out": "Must be one of: out."}),
        ({"red_threes": 1}, {"entries.0.red_threes": "Unknown field."}),
        ({"meld_cards": {"jokers": 1}}, {"entries.0.meld_cards.jokers": "Unknown card class."}),
    ],
)
def test_bad_values_are_named_by_their_field(data, expected):
    assert one(data)[1] == expected


def test_counted_cards_give_the_points_they_replace():
    # 2 jokers, 1 two, 3 aces, 5 high, 4 low in Italy: 60 + 20 + 45 + 50 + 20 = 195; with Brazil's jokers 235.
    counted = {"joker": 2, "deuce": 1, "ace": 3, "high": 5, "low": 4}
    entry, problems = one({"meld_cards": counted, "hand_cards": {"low": 3}})
    assert problems == {}
    assert (entry.meld_points, entry.hand_points) == (195, 15)
    assert entry.meld_cards == cards(**counted)
    assert one({"meld_cards": counted}, STBL)[0].meld_points == 235
    typed, _ = one({"meld_cards": counted, "meld_points": 200})
    assert typed.meld_points == 200  # typed too: kept, and the checks compare them
