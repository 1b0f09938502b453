"""The two presets as RULES.md 11.10 and 11.7 give them, the family's declaration, and house-rule changes."""

from scorepad.families.american.family import FAMILY
from scorepad.families.american.rules.settings import LEAGUE_HANDS, AmericanRules
from scorepad.rules.settings import apply_changes, changed, declared, from_json, to_json
from tests.registry import FAMILIES, RULESETS

from ..kit import LEAGUE, PAGAT, PRESETS, E


def test_the_league_preset_is_the_digests_defaults():
    assert to_json(LEAGUE) == {
        "target": 8500,
        "minimums": [[0, 125], [3000, 155], [5000, 180]],
        "natural_canasta": 500,
        "mixed_canasta": 300,
        "aces_canasta": 2500,
        "sevens_canasta": 2500,
        "wild_canasta": 2000,
        "wild_canasta_four_jokers": 2500,
        "wild_canasta_deuces": 3000,
        "incomplete_aces": 2500,
        "incomplete_sevens": 2500,
        "incomplete_wild": 2000,
        "incomplete_wild_four_jokers": 2000,
        "held_aces_or_sevens_penalty": 1500,
        "threes_scale": [100, 300, 500, 1000],
        "threes_sign": "canastas",
        "held_three": 100,
        "last_drawn_three": 5,
        "going_out": 100,
        "canastas_to_go_out": 2,
        "no_canasta_melds_negative": True,
        "special_hands": LEAGUE_HANDS,
        "dream_hand_wins": True,
    }
    assert LEAGUE.deck_points == 1160  # 4x50 + 8x20 + 8x20 + 48x10 + 32x5


def test_pagat_differs_by_garbage_the_four_jokers_and_its_list():
    assert changed(PAGAT, LEAGUE) == {"special_hands", "incomplete_wild_four_jokers"}
    assert PAGAT.special_hands == {"pairs": 2500, "wild_pairs": 2000, "straight": 3000, "garbage": 2000}
    assert PAGAT.incomplete_wild_four_jokers == 2500


def test_the_family_is_registered_with_its_presets():
    assert FAMILIES["american"] is FAMILY and list(FAMILIES).index("american") == 1  # order 10: after Canasta
    assert [k for k, (f, _) in RULESETS.items() if f is FAMILY] == list(PRESETS) == ["american", "american_pagat"]
    assert FAMILY.tables == ((1, 1), (2, 2))
    assert [(r.figure, r.more_is_better) for r in FAMILY.ranking] == [("won", True), ("average_margin", True)]
    assert FAMILY.league_counts[0].of(E(natural_canastas=1, aces_canastas=1, deuce_canastas=1)) == 3


def test_every_setting_is_declared_with_a_label_and_bounds():
    for item in declared(AmericanRules):
        assert item.label[0].isupper() and not item.label.istitle(), item.name  # sentence case
        if item.kind in ("points", "count"):
            assert item.low >= 0 and item.high > item.low


def test_settings_round_trip_through_json_values():
    for ruleset in PRESETS.values():
        assert from_json(AmericanRules, to_json(ruleset)) == ruleset


def test_changes_apply_and_bad_ones_are_named():
    ruleset, problems = apply_changes(
        LEAGUE, {"special_hands": {}, "threes_scale": [50, 100, 200, 400], "minimums": [[0, 120], [3000, 150]]}
    )
    assert problems == [] and ruleset.special_hands == {} and ruleset.threes_scale == (50, 100, 200, 400)
    assert ruleset.minimums == ((0, 120), (3000, 150))
    ruleset, problems = apply_changes(
        LEAGUE,
        {
            "special_hands": {"pairs": 2500, "royal_flush": 5000, "garbage": 2001},
            "threes_scale": [100, 300, 500],
            "threes_sign": "minus",
            "canastas_to_go_out": 0,
            "target": 8501,
        },
    )
    assert ruleset is None
    assert {p.path for p in problems} == {
        "settings.special_hands.royal_flush",
        "settings.special_hands.garbage",
        "settings.threes_scale",
        "settings.threes_sign",
        "settings.canastas_to_go_out",
        "settings.target",
    }
