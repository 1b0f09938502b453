"""Factories for the Modern American engine tests: both presets' rules, entries, a hand or a game played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hypothesis import strategies as st

from scorepad.families.american.family import FAMILY
from scorepad.families.american.rules.cards import MELD_FLOORS
from scorepad.families.american.rules.checks import check_round
from scorepad.families.american.rules.entries import AmericanEntry
from scorepad.families.american.rules.game import play_round
from scorepad.families.american.rules.scoring import score_side
from scorepad.families.american.rules.settings import CARD_CLASSES, AmericanRules
from scorepad.rules import entries
from scorepad.rules.cards import CardCount
from scorepad.rules.game import Replay, RoundOutcome, replay
from scorepad.rules.problems import Problem, by_path
from tests.families.play import Play

PRESETS: dict[str, AmericanRules] = {p.key: FAMILY.rules_of(p) for p in FAMILY.presets}
LEAGUE, PAGAT = PRESETS["american"], PRESETS["american_pagat"]
LEAGUE_HANDS = tuple(LEAGUE.special_hands)
RANKS = ("aces", "sevens")
THREES = ("red_threes", "black_threes", "threes_in_hand", "last_card_three")
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


@st.composite
def possible_hand(draw: st.DrawFn, _ruleset: str = "american") -> list[dict[str, Any]]:
    """A hand of two pairs that can have happened under the League's rules (RULES.md 11.9): one way it ended,
    at most one thing of the aces, the sevens and the wild cards each on the table, threes within the deck, and
    meld and hand points that hold what was counted (their sum within the deck's 1160)."""
    ended = draw(st.sampled_from(["out_0", "out_1", "special_0", "special_1", "stock"]))
    entries: list[dict[str, Any]] = [{}, {}]
    for rank in RANKS:  # a canasta, an unfinished meld or a player holding three: on one side, or nowhere
        what, where = draw(st.sampled_from(["canastas", "incomplete", "held", None])), draw(st.integers(0, 1))
        if what:
            entries[where][f"{rank}_{what}" if what != "incomplete" else f"incomplete_{rank}"] = (
                True if what == "incomplete" else 1
            )
    wild = draw(st.sampled_from(["wild_canastas", "joker_canastas", "deuce_canastas", "incomplete_wild", None]))
    if wild:
        entries[draw(st.integers(0, 1))][wild] = True if wild == "incomplete_wild" else 1
    last_three = draw(st.integers(0, 1)) if ended == "stock" else None
    for i, entry in enumerate(entries):
        if ended == f"special_{i}":
            entries[i] = {"special_hand": draw(st.sampled_from(LEAGUE_HANDS))}
            continue
        entry["natural_canastas"] = draw(st.integers(0, 2))
        entry["mixed_canastas"] = draw(st.integers(0, 2))
        if ended == f"out_{i}":
            for name in [n for n in list(entry) if n.startswith("incomplete") or n.endswith("_held")]:
                del entry[name]  # a side that went out leaves nothing unfinished; its players hold little
            entry["natural_canastas"] = max(entry["natural_canastas"], 2)
            entry["going_out"] = "out"
        floor = sum(MELD_FLOORS[name] * int(value) for name, value in entry.items() if name in MELD_FLOORS)
        entry["meld_points"] = floor + 5 * draw(st.integers(0, 20)) if floor or draw(st.booleans()) else 0
        held = 60 * entry.get("aces_held", 0) + 15 * entry.get("sevens_held", 0)
        entry["hand_points"] = held + 5 * draw(st.integers(0, 20))
        entry["red_threes"], entry["black_threes"] = draw(st.integers(0, 2)), draw(st.integers(0, 2))
        entry["threes_in_hand"] = draw(st.integers(0, 1))
        entry["last_card_three"] = last_three == i
    for name in ("threes_in_hand", "black_threes", "black_threes"):  # both sides' threes within the deck's 8
        for entry in entries:
            if sum(e.get(k, 0) for e in entries for k in THREES) > 8 and entry.get(name):
                entry[name] -= 1
    return entries



# League games of the League's rules with a target of 3000, so that games also end (by points, or at once by a dream
# hand).
PLAY = Play(("american",), lambda _draw, _ruleset: {"target": 3000}, possible_hand)
