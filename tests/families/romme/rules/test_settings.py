"""The booklet's settings (RULES.md 10), the pack, and house-rule changes."""

from scorepad.families.romme.rules.settings import RommeRules
from scorepad.rules.settings import apply_changes, from_json, to_json
from tests.registry import RULESETS, family_of

from ..kit import BOOKLET


def test_the_booklet_preset():
    assert (BOOKLET.romme_limit, BOOKLET.hands, BOOKLET.hand_romme_doubles) == (0, None, False)
    assert [k for k, (family, _) in RULESETS.items() if family.key == "romme"] == ["romme"]
    family = family_of("romme")
    assert family.lower_wins and family.can_finish
    assert {len(t) for t in family.tables} == {2, 3, 4, 5, 6} and all(max(t) == 1 for t in family.tables)


def test_the_pack_holds_106_cards_and_their_loss_points():
    # 004: two packs of 52 plus two jokers; an ace counts 11 and a joker 40 at the final Rommé.
    counts = {k: BOOKLET.card_count(k) for k in ("jokers", "aces", "tens", "2", "5", "9")}
    assert counts == {"jokers": 2, "aces": 8, "tens": 32, "2": 8, "5": 8, "9": 8}
    assert sum(BOOKLET.card_count(k) for k in ("jokers", "aces", "tens", *"23456789")) == 106
    values = [BOOKLET.card_value(k) for k in ("jokers", "aces", "tens", "9", "2")]
    assert values == [40, 11, 10, 9, 2]


def test_changes_apply_and_bad_ones_are_named():
    rules, found = apply_changes(BOOKLET, {"romme_limit": 9, "hands": 12, "hand_romme_doubles": True})
    assert found == [] and (rules.romme_limit, rules.hands, rules.hand_romme_doubles) == (9, 12, True)
    assert from_json(RommeRules, to_json(rules)) == rules
    assert apply_changes(rules, {"hands": None})[0].hands is None  # back to "the table ends it"
    rules, found = apply_changes(BOOKLET, {"romme_limit": 10, "hands": 0, "hand_romme_doubles": "yes", "target": 5})
    assert rules is None
    assert {p.path: p.text() for p in found} == {
        "settings.romme_limit": "Must be a whole number from 0 to 9.",
        "settings.hands": "Must be a whole number from 1 to 1000.",
        "settings.hand_romme_doubles": "Must be true or false.",
        "settings.target": "Unknown setting.",
    }
