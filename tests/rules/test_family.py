"""What a family provides (rules/family.py): its presets' settings and its own figures by where they stand, shown
on the shipped families."""

from __future__ import annotations

from scorepad.families.canasta.family import FAMILY as CANASTA
from scorepad.families.canasta.rules.settings import CanastaRules
from scorepad.families.romme.family import FAMILY as ROMME
from scorepad.rules.family import Preset


def test_a_preset_is_its_changes_to_the_family_defaults():
    german = next(p for p in CANASTA.presets if p.key == "german")
    rules = CANASTA.rules_of(german)
    assert rules == CanastaRules(**german.changes) and rules.target_single_players == 3000
    assert CANASTA.rules_of(CANASTA.presets[0]) == CanastaRules()
    assert CANASTA.rules_of(Preset("x", "X", "", "", {"target": 7000})).target == 7000


def test_figures_are_found_by_where_they_stand():
    assert [f.name for f in CANASTA.figures_at("game")] == ["target", "tie_over_target"]
    assert [f.name for f in CANASTA.figures_at("side")] == ["initial_meld"]
    assert [f.name for f in CANASTA.figures_at("round")] == ["initial_meld"]
    assert [f.name for f in ROMME.figures_at("game")] == ["leader", "hands_left"]
    assert ROMME.figures_at("side") == ()


def test_presets_and_families_are_compared_by_identity():
    twin = Preset(**{k: getattr(CANASTA.presets[0], k) for k in ("key", "name", "summary", "source", "changes")})
    assert twin != CANASTA.presets[0] and CANASTA.presets[0] == CANASTA.presets[0]
    assert len({CANASTA, ROMME, CANASTA}) == 2


def test_a_club_evening_sets_up_the_tables_a_family_declares_else_its_even_tables():
    from dataclasses import replace

    assert CANASTA.evening_shapes() == ((2, 2),)
    assert ROMME.evening_shapes() == ((1, 1, 1), (1, 1, 1, 1), (1, 1, 1, 1, 1))
    undeclared = replace(CANASTA, evening_tables=())  # its 3-2 table sits one out, its 3-2 and 2-3 are uneven
    assert undeclared.evening_shapes() == ((1, 1), (1, 1, 1), (2, 2), (2, 2, 2), (3, 3))
