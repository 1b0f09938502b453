"""Factories for the Modern American engine tests: both presets' rules, entries, a hand or a game played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scorepad.families.american.rules.checks import check_round
from scorepad.families.american.rules.entries import AmericanEntry
from scorepad.families.american.rules.game import play_round
from scorepad.families.american.rules.scoring import score_side
from scorepad.families.american.rules.settings import CARD_CLASSES, AmericanRules
from scorepad.rules import entries
from scorepad.rules.cards import CardCount
from scorepad.rules.game import Replay, RoundOutcome, replay
from scorepad.rules.problems import Problem, by_path
from tests.registry import preset_rules

LEAGUE: AmericanRules = preset_rules("american")
PAGAT: AmericanRules = preset_rules("american_pagat")
PRESETS = {"american": LEAGUE, "american_pagat": PAGAT}
CLASSES = tuple(c.key for c in CARD_CLASSES)
E = AmericanEntry


def rules(base: AmericanRules = LEAGUE, **changes: Any) -> AmericanRules:
    """A preset with a table's house rules."""
    return replace(base, **changes)


def cards(**counts: int) -> CardCount:
    """Counted cards by class (classes left out count 0)."""
    return CardCount.of(counts, CLASSES)


def score(ruleset: AmericanRules = LEAGUE, **counts: Any) -> int:
    """One side's hand score under `ruleset`."""
    return score_side(ruleset, E(**counts)).score


def parse(ruleset: AmericanRules, data: Any, sides: int = 2) -> tuple[list[AmericanEntry] | None, list[Problem]]:
    """Entries as the engine parses them (bounds checked, a bad count read as 0)."""
    return entries.parse_entries(AmericanEntry, ruleset, data, sides)


def paths(ruleset: AmericanRules, sides: list[AmericanEntry], sizes: tuple[int, ...] = (2, 2)) -> set[str]:
    """The field paths with problems for these entries."""
    return set(by_path(check_round(ruleset, list(sides), list(sizes))))


def play(ruleset: AmericanRules, sides: list[AmericanEntry], before: list[int]) -> RoundOutcome:
    """One checked hand scored at a table of two pairs."""
    return play_round(ruleset, sides, before, [2, 2])


def play_game(ruleset: AmericanRules, starts: list[int], sizes: list[int], hands: list[list[AmericanEntry]]) -> Replay:
    """A whole game replayed."""
    return replay(play_round, ruleset, starts, sizes, hands)
