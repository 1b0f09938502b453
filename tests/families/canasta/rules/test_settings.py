"""The presets as RULES.md 8 tabulates them, and house-rule changes."""

from scorepad.families.canasta.rules.settings import CanastaRules
from scorepad.rules.settings import apply_changes, from_json, to_json
from tests.registry import RULESETS

from ..kit import CLASSIC, GERMAN, PRESETS, THREE_PACK


def test_presets_match_the_table():
    assert (CLASSIC.deck_points, GERMAN.deck_points, THREE_PACK.deck_points) == (1180, 1180, 1770)
    assert (CLASSIC.target, GERMAN.target_single_players, THREE_PACK.target) == (5000, 3000, 10000)
    assert CLASSIC.red_threes_need == "meld" and GERMAN.red_threes_need == "canasta"
    assert (CLASSIC.hand_canasta_allowed, GERMAN.hand_canasta_allowed) == (False, True)
    assert (CLASSIC.stock_out, GERMAN.stock_out, THREE_PACK.canastas_to_go_out) == (0, 100, 2)
    assert THREE_PACK.red_three_totals == {4: 400, 5: 1000, 6: 1200}
    assert {k for k, (family, _) in RULESETS.items() if family.key == "canasta"} == set(PRESETS)


def test_settings_round_trip_through_json_values():
    for rules in PRESETS.values():
        assert from_json(CanastaRules, to_json(rules)) == rules


def test_changes_apply_and_bad_ones_are_named():
    rules, problems = apply_changes(CLASSIC, {"target": 3000, "card_values": {"aces": 15}})
    assert problems == [] and rules.target == 3000 and rules.card_values["aces"] == 15
    rules, problems = apply_changes(
        CLASSIC,
        {
            "colour": "red",
            "target": "5000",
            "packs": 4,
            "red_threes_need": "luck",
            "initial_meld_steps": [[100, 50]],
            "red_three_totals": {"9": 100},
            "card_values": {"aces": 7},
        },
    )
    assert rules is None
    assert {p.path for p in problems} == {
        "settings.colour",
        "settings.target",
        "settings.packs",
        "settings.red_threes_need",
        "settings.initial_meld_steps",
        "settings.red_three_totals.9",
        "settings.card_values.aces",
    }
