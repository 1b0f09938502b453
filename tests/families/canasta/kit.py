"""Factories for the Canasta engine tests: the presets' rules, card counts, a round or a game played."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from scorepad.families.canasta.family import FAMILY
from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.canasta.rules.game import play_round
from scorepad.families.canasta.rules.settings import CARD_CLASSES, CanastaRules
from scorepad.rules import entries
from scorepad.rules.cards import CardCount
from scorepad.rules.game import Replay, RoundOutcome, replay
from tests.families.play import ALWAYS, Play

PRESETS: dict[str, CanastaRules] = {p.key: FAMILY.rules_of(p) for p in FAMILY.presets}
CLASSIC, GERMAN, THREE_PACK = PRESETS["classic"], PRESETS["german"], PRESETS["three_pack"]
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


@st.composite
def possible_round(draw: st.DrawFn, ruleset: str = "classic", sides: int = 2) -> list[dict[str, Any]]:
    """A round that can have happened under classic rules."""
    out = draw(st.none() | st.integers(0, sides - 1))
    reds = PRESETS[ruleset].red_threes_in_deck
    entries = []
    for side in range(sides):
        natural = draw(st.integers(1 if side == out else 0, 2))
        laid = draw(st.integers(0, min(2, reds)))
        reds -= laid
        entries.append(
            {
                "meld_points": max(draw(st.integers(0, 60)) * 5, 35 * natural),
                "hand_points": 0 if side == out else draw(st.integers(0, 20)) * 5,
                "natural_canastas": natural,
                "red_threes": laid,
                "going_out": draw(st.sampled_from(["out", "concealed"])) if side == out else None,
            }
        )
    return entries


# League games of classic rules with a target of 1,000 (so games also end), renamed and their players merged too.
PLAY = Play(
    ("classic",),
    lambda _draw, _ruleset: {"target": 1000},
    possible_round,
    kinds=(*ALWAYS, "rename", "merge"),
    writes=30,
    examples=200,
)
