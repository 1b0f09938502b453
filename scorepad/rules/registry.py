"""The families one app plays, in the order it offers them, and every shipped rule set by its key. An app fills
its registry once (scorepad/families finds the families) and freezes it; every layer above asks it, never a family
by name. Beside each family's declarations it keeps, as plain data, what the family's folder brings for the other
layers: its page adapter, its template and static folders, its API examples, its catalogs. It also keeps who hears
of a changed game (the app's listeners) and who is asked before one changes (its guards). Pure: it imports no
family and knows nothing of Flask."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .family import Family, Preset
from .problems import N_, Problem
from .settings import apply_changes

LEAGUE_COUNTS_MAX = 2  # a league keeps at most this many counts of a family's own (models: count_1, count_2)


class Frozen(RuntimeError):
    """A family (or a listener) added once the app is made: refused, so that no layer knows it by half."""


@dataclass(frozen=True)
class Member:
    """A family of the registry and what its folder brings beside its rules (None: it brings none of it)."""

    family: Family
    package: str = ""  # the package it was found in ("scorepad.families.romme")
    adapter: Any = None  # its pages (pages.py's ADAPTER); None: the pages its declarations make
    templates: Path | None = None  # its own templates, named "<key>/<name>" on the pages
    static: Path | None = None  # its own static files (styles), served under /static/families/<key>/
    examples: Path | None = None  # its API examples (examples.json)
    translations: Path | None = None  # its catalogs (translations/<lang>/LC_MESSAGES/messages.mo)


class Registry:
    """Every family an app plays and its rule sets; filled by `register`, then `freeze`d for good."""

    def __init__(self) -> None:
        self.members: Mapping[str, Member] = MappingProxyType({})
        self.families: Mapping[str, Family] = MappingProxyType({})
        self.rulesets: Mapping[str, tuple[Family, Preset]] = MappingProxyType({})
        self.listeners: tuple[Callable[..., None], ...] = ()
        self.guards: tuple[Callable[..., None], ...] = ()
        self.frozen = False

    def register(self, family: Family, **brings: Any) -> Family:
        """Add a family, with what its folder brings (`Member`'s fields), in the order families are offered; a
        key already taken, a table that can't sit one out, too many league counts, or a frozen registry refuse."""
        if self.frozen:
            raise Frozen(f"{family.key}: the app's families are fixed once the app is made; register it before")
        taken = [p.key for p in family.presets if p.key in self.rulesets]
        taken += [family.key] if family.key in self.members else []
        if taken:
            raise ValueError(f"already registered: {', '.join(taken)}")
        if any(t not in family.tables or sorted(t)[-1] == sorted(t)[-2] for t in family.sits_out):
            raise ValueError(f"{family.key}: a table that sits one out is one of its tables, with one biggest side")
        if any(t not in family.tables for t in family.evening_tables):
            raise ValueError(f"{family.key}: a club evening's table is one of its tables")
        if len(family.league_counts) > LEAGUE_COUNTS_MAX:
            raise ValueError(f"{family.key}: at most {LEAGUE_COUNTS_MAX} league counts")
        ordered = sorted([*self.members.values(), Member(family, **brings)], key=lambda m: m.family.order)
        self.members = MappingProxyType({m.family.key: m for m in ordered})
        self.families = MappingProxyType({m.family.key: m.family for m in ordered})
        self.rulesets = MappingProxyType({p.key: (m.family, p) for m in ordered for p in m.family.presets})
        return family

    def listen(self, listener: Callable[..., None]) -> None:
        """Tell `listener` of every change to a game (games/listeners.py calls them; the same one twice is once)."""
        if self.frozen:
            raise Frozen(f"{getattr(listener, '__qualname__', listener)}: listen before the app is made")
        if listener not in self.listeners:
            self.listeners = (*self.listeners, listener)

    def guard(self, guard: Callable[..., None]) -> None:
        """Ask `guard` before every change to a game by someone (games/listeners.py calls them; it raises to refuse)."""
        if self.frozen:
            raise Frozen(f"{getattr(guard, '__qualname__', guard)}: guard before the app is made")
        if guard not in self.guards:
            self.guards = (*self.guards, guard)

    def freeze(self) -> Registry:
        """Take no family or listener from now on."""
        self.frozen = True
        return self

    def default_ruleset(self) -> str:
        """The rule set a new game or league starts from unless another is chosen: the first family's first."""
        return next(iter(self.rulesets))

    def family_of(self, ruleset: str) -> Family:
        """The family a rule set belongs to."""
        return self.rulesets[ruleset][0]

    def preset_of(self, ruleset: str) -> Preset:
        """A shipped rule set by its key."""
        return self.rulesets[ruleset][1]

    def preset_rules(self, ruleset: str) -> Any:
        """The settings of a shipped rule set, before any house rule."""
        family, preset = self.rulesets[ruleset]
        return family.rules_of(preset)

    def house_rules(self, ruleset: Any, changes: Any) -> tuple[Any, list[Problem]]:
        """A shipped rule set by its key with a table's changes (None when the key names none), and what is wrong:
        an unknown key, or changes its settings refuse."""
        if not isinstance(ruleset, str) or ruleset not in self.rulesets:  # a JSON object or list is no key
            return None, [
                Problem(
                    "ruleset",
                    N_("Must be one of: %(choices)s."),
                    {"choices": ", ".join(self.rulesets)},
                    code="not_one_of",
                )
            ]
        return apply_changes(self.preset_rules(ruleset), changes)

    def most_sides(self) -> int:
        """The most sides a table of any family has."""
        return max(len(t) for f in self.families.values() for t in f.tables)
