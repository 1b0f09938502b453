"""Factories for the Rommé engine tests: the preset's rules, hands as the parser reads them, games played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hypothesis import strategies as st

from scorepad.families.romme.family import FAMILY
from scorepad.families.romme.rules.checks import check_round
from scorepad.families.romme.rules.entries import PlayerHand
from scorepad.families.romme.rules.game import play_round
from scorepad.families.romme.rules.settings import CARD_CLASSES, RommeRules
from scorepad.rules import entries
from scorepad.rules.cards import CardCount
from scorepad.rules.game import Replay, replay
from scorepad.rules.problems import Problem
from tests.families.play import ALWAYS, Play

BOOKLET: RommeRules = FAMILY.rules_of(FAMILY.presets[0])
PLAYERS = [{"name": n, "players": [n]} for n in ("Anna", "Ben", "Cara")]
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


@st.composite
def possible_hand(draw: st.DrawFn, _ruleset: str = "romme", players: int = 3) -> list[dict[str, Any]]:
    """A hand that can have happened under the booklet's rules: one player out, the others' loss points."""
    out = draw(st.integers(0, players - 1))
    way = draw(st.sampled_from(["out", "hand"]))
    return [
        {"going_out": way} if i == out else {"hand_points": draw(st.sampled_from([0, 2, 5, 17, 40, 99]))}
        for i in range(players)
    ]



# Casual games of three players, Hand-Rommé doubling, an agreed number of hands or none; the table's finish and reopen
# among the writes.
PLAY = Play(
    ("romme",),
    lambda draw, _ruleset: {"hand_romme_doubles": True, "hands": draw(st.none() | st.integers(1, 6))},
    possible_hand,
    sides=PLAYERS,
    kinds=(*ALWAYS[:-1], "finish", "reopen", "import"),
    writes=25,
    league=False,
    examples=100,
)
