"""Every game family Scorepad scores, and every shipped rule set by its key. A family is a package under rules/
whose FAMILY is found here by itself; a family from elsewhere (a plugin, the tests' own) calls `register` before
the app is made. Nothing outside a family's package names it."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path
from typing import Any

from .family import Family, Preset

FAMILIES: dict[str, Family] = {}
RULESETS: dict[str, tuple[Family, Preset]] = {}
LEAGUE_COUNTS_MAX = 2  # a league keeps at most this many counts of a family's own (models: count_1, count_2)


def register(family: Family) -> Family:
    """Add a family and its presets (in the order families are offered); a key already taken is refused."""
    taken = [p.key for p in family.presets if p.key in RULESETS] + ([family.key] if family.key in FAMILIES else [])
    if taken:
        raise ValueError(f"already registered: {', '.join(taken)}")
    if any(t not in family.tables or sorted(t)[-1] == sorted(t)[-2] for t in family.sits_out):
        raise ValueError(f"{family.key}: a table that sits one out is one of its tables, with one biggest side")
    if len(family.league_counts) > LEAGUE_COUNTS_MAX:
        raise ValueError(f"{family.key}: at most {LEAGUE_COUNTS_MAX} league counts")
    ordered = sorted([*FAMILIES.values(), family], key=lambda f: f.order)
    FAMILIES.clear()
    FAMILIES.update((f.key, f) for f in ordered)
    RULESETS.clear()
    RULESETS.update((p.key, (f, p)) for f in ordered for p in f.presets)
    return family


def _discover() -> None:
    """Register the FAMILY of every package under families/ with a family.py."""
    folder = Path(__file__).parent.parent / "families"
    for module in pkgutil.iter_modules([str(folder)]):
        if module.ispkg and (folder / module.name / "family.py").is_file():
            register(importlib.import_module(f"scorepad.families.{module.name}.family").FAMILY)


_discover()


def default_ruleset() -> str:
    """The rule set a new game or league starts from unless another is chosen: the first family's first preset."""
    return next(iter(RULESETS))


def family_of(ruleset: str) -> Family:
    """The family a rule set belongs to."""
    return RULESETS[ruleset][0]


def preset_rules(ruleset: str) -> Any:
    """The settings of a shipped rule set, before any house rule."""
    family, preset = RULESETS[ruleset]
    return family.rules_of(preset)
