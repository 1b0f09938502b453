"""Factories for the Buraco engine tests: the family of its own folder, the presets' rules, card counts, hands checked and games played."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po

from scorepad.families import buraco
from scorepad.families.buraco.family import FAMILY
from scorepad.families.buraco.rules.checks import check_round
from scorepad.families.buraco.rules.entries import BuracoEntry
from scorepad.families.buraco.rules.game import play_round
from scorepad.families.buraco.rules.settings import CARD_CLASSES, BuracoRules
from scorepad.rules import entries
from scorepad.rules.cards import CardCount
from scorepad.rules.game import Replay, RoundOutcome, replay
from scorepad.rules.problems import Problem
from scorepad.rules.settings import apply_changes

CATALOGS = Path(buraco.__file__).resolve().parent / "translations"
PRESETS: dict[str, BuracoRules] = {p.key: FAMILY.rules_of(p) for p in FAMILY.presets}
BURRACO = PRESETS["burraco"]
INTERNAZIONALE = PRESETS["burraco_internazionale"]
STBL = PRESETS["buraco_stbl"]
BURAKO = PRESETS["burako"]
CLASSES = tuple(c.key for c in CARD_CLASSES)
PAIRS = [2, 2]
ALONE = [1, 1]
OUT = {"going_out": "out"}


@cache
def catalogued() -> frozenset[str]:
    """Every message of the family's own catalog (a plural one by its singular), as the German catalog lists them."""
    path = CATALOGS / "de" / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as f:
        return frozenset(m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id)


def rules(base: BuracoRules = BURRACO, **changes: Any) -> BuracoRules:
    """A preset with a table's house rules, checked as a table's changes are."""
    changed, found = apply_changes(base, changes)
    assert changed is not None, found
    return changed


def cards(**counts: int) -> CardCount:
    """Counted cards by class (classes left out count 0)."""
    return CardCount.of(counts, CLASSES)


def parse(rules: BuracoRules, *data: Any) -> tuple[list[BuracoEntry] | None, list[Problem]]:
    """A hand's entries as the engine parses them (bounds checked, a bad count read as 0)."""
    return entries.parse_entries(BuracoEntry, rules, list(data), len(data))


def problems(rules: BuracoRules, *data: Any, sizes: list[int] | None = None) -> dict[str, str]:
    """Every problem of a hand, parsed and checked, by field path, in English."""
    sides, found = parse(rules, *data)
    assert sides is not None
    found += check_round(rules, sides, sizes or PAIRS, found)
    out: dict[str, str] = {}
    for p in found:
        out[p.path] = f"{out[p.path]} {p.text()}" if p.path in out else p.text()
    return out


def checked(rules: BuracoRules, *data: Any, sizes: list[int] | None = None) -> list[BuracoEntry]:
    """A hand's entries, parsed and checked: any problem fails the test."""
    assert problems(rules, *data, sizes=sizes) == {}
    sides, _ = parse(rules, *data)
    assert sides is not None
    return sides


def play(
    rules: BuracoRules, *data: Any, sizes: list[int] | None = None, before: list[int] | None = None
) -> RoundOutcome:
    """One checked hand scored from the totals before it."""
    sides = checked(rules, *data, sizes=sizes)
    return play_round(rules, sides, before or [0] * len(sides), sizes or PAIRS)


def scores(rules: BuracoRules, *data: Any, sizes: list[int] | None = None) -> list[int]:
    """Each side's score of one checked hand."""
    return [r.score for r in play(rules, *data, sizes=sizes).results]


def play_game(rules: BuracoRules, sizes: list[int], *rounds: list[dict[str, Any]]) -> Replay:
    """A whole game from its hands as JSON entries, every hand checked first."""
    played = [checked(rules, *r, sizes=sizes) for r in rounds]
    return replay(play_round, rules, [0] * len(sizes), sizes, played)


def said(outcome: RoundOutcome) -> list[tuple[str, int | None, dict[str, Any]]]:
    """A hand's announcements as (kind, side, params)."""
    return [(a.kind, a.side, a.params) for a in outcome.announcements]
