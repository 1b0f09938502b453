"""Factories for the Canasta engine tests: the presets' rules, card counts, a round or a game played."""

from __future__ import annotations

from typing import Any

from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.canasta.rules.game import play_round
from scorepad.families.canasta.rules.settings import CARD_CLASSES, CanastaRules
from scorepad.rules import entries
from scorepad.rules.cards import CardCount
from scorepad.rules.game import Replay, RoundOutcome, replay
from tests.registry import preset_rules

CLASSIC: CanastaRules = preset_rules("classic")
GERMAN: CanastaRules = preset_rules("german")
THREE_PACK: CanastaRules = preset_rules("three_pack")
PRESETS = {"classic": CLASSIC, "german": GERMAN, "three_pack": THREE_PACK}
CLASSES = tuple(c.key for c in CARD_CLASSES)


def cards(**counts: int) -> CardCount:
    """Counted cards by class (classes left out count 0)."""
    return CardCount.of(counts, CLASSES)


def parse_entries(rules: CanastaRules, data: Any, sides: int) -> tuple[list[SideEntry] | None, list[Any]]:
    """Entries as the engine parses them (bounds checked, a bad count read as 0)."""
    return entries.parse_entries(SideEntry, rules, data, sides)


def play(rules: CanastaRules, entries: list[SideEntry], before: list[int], sizes: list[int]) -> RoundOutcome:
    """One checked round scored."""
    return play_round(rules, entries, before, sizes)


def minimums(outcome: RoundOutcome) -> tuple[list[int], list[int]]:
    """The initial-meld minimums before and after a round."""
    figures: Any = outcome.extras["initial_meld"]
    return figures["before"], figures["after"]


def play_game(rules: CanastaRules, starts: list[int], sizes: list[int], rounds: list[list[SideEntry]]) -> Replay:
    """A whole game replayed."""
    return replay(play_round, rules, starts, sizes, rounds)


__all__ = [
    "CLASSIC",
    "GERMAN",
    "PRESETS",
    "THREE_PACK",
    "SideEntry",
    "cards",
    "minimums",
    "parse_entries",
    "play",
    "play_game",
]
