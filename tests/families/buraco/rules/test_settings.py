"""The four presets as RULES.md 13.7 tabulates them, every setting declared by the digest's names, the deck of 13.2,
and a table's house rules checked."""

from scorepad.families.buraco.rules.settings import BuracoRules
from scorepad.rules.settings import apply_changes, changed, declared, from_json, to_json

from ..kit import BURAKO, BURRACO, INTERNAZIONALE, PRESETS, STBL

ITALY = {"joker": 30, "deuce": 20, "ace": 15, "high": 10, "low": 5}
SOUTH = {"joker": 50, "deuce": 20, "ace": 15, "high": 10, "low": 5}
NAMES = [
    "values",
    "clean",
    "dirty",
    "semi_clean",
    "canasta_500",
    "canasta_1000",
    "going_out_bonus",
    "clean_to_go_out",
    "pot_not_taken",
    "pot_not_played",
    "pot_taken_bonus",
    "no_clean_counts_negative",
    "target",
    "hands",
]


def table(values, canasta_500, canasta_1000, clean_to_go_out, pot_not_played, negative, target):
    """One column of RULES.md 13.7 (the rows every preset shares written once)."""
    return {
        "values": values,
        "clean": 200,
        "dirty": 100,
        "semi_clean": 0,
        "canasta_500": canasta_500,
        "canasta_1000": canasta_1000,
        "going_out_bonus": 100,
        "clean_to_go_out": clean_to_go_out,
        "pot_not_taken": 100,
        "pot_not_played": pot_not_played,
        "pot_taken_bonus": 0,
        "no_clean_counts_negative": negative,
        "target": target,
        "hands": 0,
    }


def test_the_presets_are_the_columns_of_13_7():
    assert list(PRESETS) == ["burraco", "burraco_internazionale", "buraco_stbl", "burako"]
    assert to_json(BURRACO) == table(ITALY, 0, 0, False, "cards", False, 2005)
    assert to_json(INTERNAZIONALE) == table(ITALY, 0, 0, True, "cards", False, 2005)
    assert to_json(STBL) == table(SOUTH, 500, 1000, True, "flat", True, 3000)
    assert to_json(BURAKO) == table(SOUTH, 0, 1000, False, "flat", False, 3000)
    assert BuracoRules() == BURRACO  # the defaults are the first preset's
    assert changed(INTERNAZIONALE, BURRACO) == {"clean_to_go_out"}


def test_every_setting_by_the_digests_name_kind_and_bounds():
    items = {i.name: i for i in declared(BuracoRules)}
    assert list(items) == NAMES
    kinds = {name: i.kind for name, i in items.items()}
    assert kinds == {
        "values": "card_values",
        **dict.fromkeys(["clean", "dirty", "semi_clean", "canasta_500", "canasta_1000", "going_out_bonus"], "points"),
        **dict.fromkeys(["pot_not_taken", "pot_taken_bonus", "target"], "points"),
        **dict.fromkeys(["clean_to_go_out", "no_clean_counts_negative"], "flag"),
        "pot_not_played": "choice",
        "hands": "count",
    }
    assert [k for k, _ in items["values"].keys] == ["joker", "deuce", "ace", "high", "low"]
    assert [k for k, _ in items["pot_not_played"].choices] == ["cards", "flat"]
    assert all(items[n].multiple == 5 for n, kind in kinds.items() if kind == "points")
    assert (items["target"].low, items["hands"].low, items["hands"].high) == (5, 0, 1000)
    assert all(i.label and i.label[0].isupper() and not i.optional for i in items.values())
    helped = {n for n, i in items.items() if i.help}
    assert helped >= {"values", "semi_clean", "canasta_500", "canasta_1000", "pot_not_played", "target", "hands"}


def test_the_deck_holds_108_cards_1080_points_in_italy_1160_in_brazil_and_argentina():
    # 13.2: 4 jokers, 8 twos, 8 aces, 48 cards K-8, 40 cards 7-3.
    # Italy: 4 x 30 + 8 x 20 + 8 x 15 + 48 x 10 + 40 x 5 = 120 + 160 + 120 + 480 + 200 = 1080
    # Brazil, Argentina: 4 x 50 + 160 + 120 + 480 + 200 = 1160
    assert sum(BURRACO.card_count(k) for k in ITALY) == 108
    assert [r.deck_points for r in PRESETS.values()] == [1080, 1080, 1160, 1160]
    assert [r.most_in_pot for r in PRESETS.values()] == [330, 330, 550, 550]  # 11 x the joker
    assert [BURRACO.card_value(k) for k in ITALY] == [30, 20, 15, 10, 5]
    assert (BURRACO.lowest_card, BURRACO.pot_counts_cards, STBL.pot_counts_cards) == (5, True, False)
    assert BURRACO.pot_fates == ("played", "not_taken", "not_played")


def test_settings_round_trip_through_json_values():
    for rules in PRESETS.values():
        assert from_json(BuracoRules, to_json(rules)) == rules


def test_a_tables_house_rules_apply():
    rules, problems = apply_changes(
        BURRACO, {"values": {"joker": 50}, "semi_clean": 150, "pot_taken_bonus": 100, "hands": 4, "target": 3000}
    )
    assert problems == [] and rules is not None
    assert rules.values == SOUTH and rules.deck_points == 1160
    assert (rules.semi_clean, rules.pot_taken_bonus, rules.hands, rules.target) == (150, 100, 4, 3000)
    assert BURRACO.values == ITALY  # the preset itself is unchanged


def test_bad_settings_are_named_and_change_nothing():
    rules, problems = apply_changes(
        BURRACO,
        {
            "values": {"joker": 32, "queen": 10, "low": 0},
            "clean": 201,
            "pot_not_played": "half",
            "hands": -1,
            "target": 0,
            "clean_to_go_out": "yes",
            "sevens": 1,
        },
    )
    assert rules is None
    assert {p.path: p.text() for p in problems} == {
        "settings.values.queen": "Unknown card class.",
        "settings.values.joker": "Must be a multiple of 5.",
        "settings.values.low": "Must be from 5 to 1000000.",
        "settings.clean": "Must be a multiple of 5.",
        "settings.pot_not_played": "Must be one of: cards, flat.",
        "settings.hands": "Must be a whole number from 0 to 1000.",
        "settings.target": "Must be from 5 to 1000000.",
        "settings.clean_to_go_out": "Must be true or false.",
        "settings.sevens": "Unknown setting.",
    }
