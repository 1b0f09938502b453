"""Factories for the Rommé engine tests: the preset's rules, hands as the parser reads them, games played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scorepad.families.romme.rules.checks import check_round
from scorepad.families.romme.rules.entries import PlayerHand
from scorepad.families.romme.rules.game import play_round
from scorepad.families.romme.rules.settings import CARD_CLASSES, RommeRules
from scorepad.rules import entries
from scorepad.rules.cards import CardCount
from scorepad.rules.game import Replay, replay
from scorepad.rules.problems import Problem
from tests.registry import preset_rules

BOOKLET: RommeRules = preset_rules("romme")
CLASSES = tuple(c.key for c in CARD_CLASSES)


def rules(**changes: Any) -> RommeRules:
    """The booklet's rules with a table's house rules."""
    return replace(BOOKLET, **changes)


def cards(**counts: int) -> CardCount:
    """Cards left in hand by class; the faces 2-9 as f2 ... f9 (classes left out count 0)."""
    return CardCount.of({k.removeprefix("f"): n for k, n in counts.items()}, CLASSES)


def parse(rules: RommeRules, *data: Any) -> tuple[list[PlayerHand] | None, list[Problem]]:
    """A hand's entries as the engine parses them (bounds checked, a bad count read as 0)."""
    return entries.parse_entries(PlayerHand, rules, list(data), len(data))


def problems(rules: RommeRules, *data: Any) -> dict[str, str]:
    """Every problem of a hand, parsed and checked, by field path."""
    hands, found = parse(rules, *data)
    assert hands is not None
    found += check_round(rules, hands, [1] * len(hands), found)
    return {p.path: p.text() for p in found}


def hands(rules: RommeRules, *data: Any) -> list[PlayerHand]:
    """A hand's entries, parsed and checked: any problem fails the test."""
    assert problems(rules, *data) == {}
    parsed, _ = parse(rules, *data)
    assert parsed is not None
    return parsed


def play_game(rules: RommeRules, *rounds: list[dict[str, Any]]) -> Replay:
    """A whole game from its hands as JSON entries, every hand checked first."""
    players = len(rounds[0])
    return replay(play_round, rules, [0] * players, [1] * players, [hands(rules, *r) for r in rounds])
