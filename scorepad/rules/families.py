"""Every game family Scorepad scores, and every shipped rule set by its key."""

from __future__ import annotations

from typing import Any

from .canasta import FAMILY as CANASTA
from .family import Family, Preset
from .romme import FAMILY as ROMME

FAMILIES: dict[str, Family] = {f.key: f for f in (CANASTA, ROMME)}
RULESETS: dict[str, tuple[Family, Preset]] = {p.key: (f, p) for f in FAMILIES.values() for p in f.presets}


def family_of(ruleset: str) -> Family:
    """The family a rule set belongs to."""
    return RULESETS[ruleset][0]


def preset_rules(ruleset: str) -> Any:
    """The settings of a shipped rule set, before any house rule."""
    family, preset = RULESETS[ruleset]
    return family.rules_of(preset)
