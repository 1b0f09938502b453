"""An app's registry of families and shipped rule sets (rules/registry.py): ordered, refusing a key already taken,
the look-ups by rule set, what a family's folder brings kept as plain data, listeners, and frozen for good once the
app is made. Pure: the families are registered here by hand (tests/families/test_families.py finds them)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from scorepad.families.american.family import FAMILY as AMERICAN
from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.families.romme.family import FAMILY as ROMME
from scorepad.rules.family import LeagueCount, Preset
from scorepad.rules.registry import Frozen, Registry


@pytest.fixture
def families() -> Registry:
    """Three shipped families, registered out of their order."""
    registry = Registry()
    for family in (ROMME, CANASTA, AMERICAN):
        registry.register(family)
    return registry


def test_families_stand_in_their_order(families):
    keys = list(families.families)
    assert keys[0] == "canasta" and "romme" in keys
    orders = [f.order for f in families.families.values()]
    assert orders == sorted(orders)
    assert families.rulesets["german"] == (CANASTA, CANASTA.presets[1])
    assert families.rulesets["romme"] == (ROMME, ROMME.presets[0])


def test_the_lookups_by_rule_set(families):
    assert families.default_ruleset() == "classic"
    assert families.family_of("three_pack") is CANASTA and families.family_of("romme") is ROMME
    assert families.preset_rules("german").target_single_players == 3000
    assert families.preset_rules("three_pack").packs == 3
    assert families.preset_of("german") is CANASTA.presets[1]
    assert families.most_sides() == 6  # Rommé: up to six players, each for themself


def test_house_rules_by_key_and_changes(families):
    rules, problems = families.house_rules("german", {"target": 4000})
    assert problems == [] and rules.target == 4000 and rules.target_single_players == 3000
    assert families.house_rules("nope", None)[0] is None
    (problem,) = families.house_rules(["classic"], None)[1]  # a JSON list is no key
    assert problem.path == "ruleset" and problem.params == {"choices": "classic, german, three_pack, american, american_pagat, romme"}


def test_a_new_family_takes_its_place_by_order(families):
    new = replace(CANASTA, key="second", presets=(Preset("second_rules", "S", "", "", {}),), order=1)
    assert families.register(new) is new
    assert list(families.families)[:2] == ["canasta", "second"]
    assert families.family_of("second_rules") is new and families.default_ruleset() == "classic"


def test_a_taken_key_or_too_many_league_counts_are_refused_and_change_nothing(families):
    before = dict(families.rulesets)
    with pytest.raises(ValueError, match="already registered: classic"):
        families.register(replace(CANASTA, key="other", presets=(CANASTA.presets[0],)))
    with pytest.raises(ValueError, match="already registered: romme"):
        families.register(replace(ROMME, presets=()))
    counts = tuple(LeagueCount(f"c{i}", "C", lambda e: 0) for i in range(3))
    with pytest.raises(ValueError, match="at most 2 league counts"):
        families.register(replace(CANASTA, key="many", presets=(), league_counts=counts))
    assert before == families.rulesets and "many" not in families.families


def test_what_a_folder_brings_is_kept_beside_its_family(tmp_path: Path):
    registry = Registry()
    adapter = object()
    registry.register(ROMME, package="somewhere.romme", adapter=adapter, templates=tmp_path, examples=tmp_path / "e")
    member = registry.members["romme"]
    assert member.family is ROMME and member.adapter is adapter and member.templates == tmp_path
    assert member.package == "somewhere.romme" and member.static is None and member.translations is None


def test_listeners_are_kept_once_in_order():
    registry, heard = Registry(), []

    def first(*args):
        heard.append(("first", args))

    def second(*args):
        heard.append(("second", args))

    registry.listen(first)
    registry.listen(first)
    registry.listen(second)
    assert registry.listeners == (first, second)


def test_guards_are_kept_once_in_order():
    registry = Registry()
    registry.guard(print)
    registry.guard(print)
    registry.guard(repr)
    assert registry.guards == (print, repr)


def test_a_club_evenings_tables_must_be_tables_of_the_family(families):
    odd = replace(CANASTA, key="odd", presets=(), evening_tables=((4, 4),))
    with pytest.raises(ValueError, match="odd: a club evening's table is one of its tables"):
        families.register(odd)
    assert "odd" not in families.families


def test_a_frozen_registry_refuses_a_family_by_name_and_a_listener(families):
    assert families.freeze() is families and families.frozen
    late = replace(CANASTA, key="late", presets=())
    with pytest.raises(Frozen, match="late: the app's families are fixed"):
        families.register(late)
    with pytest.raises(Frozen):
        families.listen(print)
    with pytest.raises(Frozen):
        families.guard(print)
    assert "late" not in families.families


def test_a_registry_shows_its_families_read_only(families):
    with pytest.raises(TypeError):
        families.families["x"] = CANASTA  # type: ignore[index]
    with pytest.raises(TypeError):
        families.rulesets["x"] = (CANASTA, CANASTA.presets[0])  # type: ignore[index]
