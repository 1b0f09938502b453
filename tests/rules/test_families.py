"""The registry of families and shipped rule sets (rules/families.py): found by package, ordered, refusing a key
already taken, and the look-ups by rule set."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.families.romme.family import FAMILY as ROMME
from scorepad.rules import families
from scorepad.rules.family import LeagueCount, Preset


@pytest.fixture
def kept() -> Iterator[None]:
    """The registry as it was before the test."""
    before = dict(families.FAMILIES), dict(families.RULESETS)
    yield
    for registry, old in zip((families.FAMILIES, families.RULESETS), before, strict=True):
        registry.clear()
        registry.update(old)


def test_the_packages_under_rules_are_found_in_their_order():
    keys = list(families.FAMILIES)
    assert keys[0] == "canasta" and "romme" in keys
    orders = [f.order for f in families.FAMILIES.values()]
    assert orders == sorted(orders)
    assert families.RULESETS["german"] == (CANASTA, CANASTA.presets[1])
    assert families.RULESETS["romme"] == (ROMME, ROMME.presets[0])


def test_the_lookups_by_rule_set():
    assert families.default_ruleset() == "classic"
    assert families.family_of("three_pack") is CANASTA and families.family_of("romme") is ROMME
    assert families.preset_rules("german").target_single_players == 3000
    assert families.preset_rules("three_pack").packs == 3


def test_a_new_family_takes_its_place_by_order(kept):
    new = replace(CANASTA, key="second", presets=(Preset("second_rules", "S", "", "", {}),), order=1)
    assert families.register(new) is new
    assert list(families.FAMILIES)[:2] == ["canasta", "second"]
    assert families.family_of("second_rules") is new and families.default_ruleset() == "classic"


def test_a_taken_key_or_too_many_league_counts_are_refused_and_change_nothing(kept):
    before = dict(families.RULESETS)
    with pytest.raises(ValueError, match="already registered: classic"):
        families.register(replace(CANASTA, key="other", presets=(CANASTA.presets[0],)))
    with pytest.raises(ValueError, match="already registered: romme"):
        families.register(replace(ROMME, presets=()))
    counts = tuple(LeagueCount(f"c{i}", "C", lambda e: 0) for i in range(3))
    with pytest.raises(ValueError, match="at most 2 league counts"):
        families.register(replace(CANASTA, key="many", presets=(), league_counts=counts))
    assert before == families.RULESETS and "many" not in families.FAMILIES
