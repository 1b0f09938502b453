"""Factories for the Hand and Foot engine tests: the presets' rules, card counts, rounds checked and games played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scorepad.families.hand_and_foot.rules.checks import check_round
from scorepad.families.hand_and_foot.rules.entries import SideEntry
from scorepad.families.hand_and_foot.rules.game import play_round
from scorepad.families.hand_and_foot.rules.settings import CARD_CLASSES, HandFootRules
from scorepad.rules import entries
from scorepad.rules.cards import CardCount
from scorepad.rules.game import Replay, replay
from scorepad.rules.problems import Problem
from tests.registry import preset_rules

DEFAULT: HandFootRules = preset_rules("hand_and_foot")
WHITNACK: HandFootRules = preset_rules("whitnack")
PRESETS = {"hand_and_foot": DEFAULT, "whitnack": WHITNACK}
CLASSES = tuple(c.key for c in CARD_CLASSES)
PAIRS = [2, 2]
OUT = {"going_out": "out"}


def rules(base: HandFootRules = DEFAULT, **changes: Any) -> HandFootRules:
    """A preset with a table's house rules."""
    return replace(base, **changes)


def cards(**counts: int) -> CardCount:
    """Counted cards by class (classes left out count 0)."""
    return CardCount.of(counts, CLASSES)


def parse(rules: HandFootRules, *data: Any) -> tuple[list[SideEntry] | None, list[Problem]]:
    """A round's entries as the engine parses them (bounds checked, a bad count read as 0)."""
    return entries.parse_entries(SideEntry, rules, list(data), len(data))


def problems(rules: HandFootRules, *data: Any, sizes: list[int] | None = None) -> dict[str, str]:
    """Every problem of a round, parsed and checked, by field path."""
    sides, found = parse(rules, *data)
    assert sides is not None
    found += check_round(rules, sides, sizes or [2] * len(sides), found)
    return {p.path: p.text() for p in found}


def checked(rules: HandFootRules, *data: Any, sizes: list[int] | None = None) -> list[SideEntry]:
    """A round's entries, parsed and checked: any problem fails the test."""
    assert problems(rules, *data, sizes=sizes) == {}
    sides, _ = parse(rules, *data)
    assert sides is not None
    return sides


def play_game(rules: HandFootRules, sizes: list[int], *rounds: list[dict[str, Any]]) -> Replay:
    """A whole game from its rounds as JSON entries, every round checked first."""
    played = [checked(rules, *r, sizes=sizes) for r in rounds]
    return replay(play_round, rules, [0] * len(sizes), sizes, played)
