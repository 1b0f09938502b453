"""Factories for the Hand and Foot engine tests: the presets' rules, card counts, rounds checked and games played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hypothesis import strategies as st

from scorepad.families.hand_and_foot.family import FAMILY
from scorepad.families.hand_and_foot.rules.checks import check_round
from scorepad.families.hand_and_foot.rules.entries import SideEntry
from scorepad.families.hand_and_foot.rules.game import play_round
from scorepad.families.hand_and_foot.rules.settings import CARD_CLASSES, HandFootRules
from scorepad.rules import entries
from scorepad.rules.cards import CardCount
from scorepad.rules.game import Replay, replay
from scorepad.rules.problems import Problem
from tests.families.play import Play

PRESETS: dict[str, HandFootRules] = {p.key: FAMILY.rules_of(p) for p in FAMILY.presets}
DEFAULT, WHITNACK = PRESETS["hand_and_foot"], PRESETS["whitnack"]
FLOORS = {"clean_books": 35, "dirty_books": 50, "wild_books": 140}  # 7 fives; 6 fives and a 2; 7 twos
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


@st.composite
def possible_round(draw: st.DrawFn, ruleset: str) -> list[dict[str, Any]]:
    """A round of two pairs that can have happened under a preset (RULES.md 12.7): at most one side out, holding
    the books the preset asks for; books in meld points that hold them; threes and points within 5 decks."""
    rules = PRESETS[ruleset]
    out = draw(st.none() | st.integers(0, 1))
    entries = []
    for i in range(2):
        wild = draw(st.integers(0, 1)) if rules.wild_books is not None else 0
        entry: dict[str, Any] = {
            "clean_books": draw(st.integers(0, 3)),
            "dirty_books": draw(st.integers(0, 3)),
            "wild_books": wild,
            "red_threes": draw(st.integers(0, 3)),
            "red_threes_caught": draw(st.integers(0, 1)),
            "black_threes_caught": draw(st.integers(0, 1)),
            "exact_picks": draw(st.integers(0, 2)),
        }
        if out == i:
            for kind, needed in rules.books_to_go_out.items():
                entry[f"{kind}_books"] = max(entry[f"{kind}_books"], needed)
            entry["going_out"] = "out"
        floor = sum(FLOORS[name] * entry[name] for name in FLOORS)
        entry["meld_points"] = floor + 5 * draw(st.integers(0, 40)) if floor or draw(st.booleans()) else 0
        entry["hand_points"] = 5 * entry["black_threes_caught"] + 5 * draw(st.integers(0, 40))
        entries.append(entry)
    return entries



# League games of both presets, short (1 to 4 rounds) so that they also end, ties among them.
PLAY = Play(("hand_and_foot", "whitnack"), lambda draw, _ruleset: {"rounds": draw(st.integers(1, 4))}, possible_round)
