"""A game as a whole: minimums, announcements, the end of the game, and replaying rounds."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .entries import SideEntry
from .scoring import SideResult, score_round
from .settings import RuleSet


def minimum(rules: RuleSet, total: int) -> int:
    """The initial-meld minimum of a side with this cumulative total (RULES.md 5)."""
    if total < 0:
        return rules.initial_meld_below_zero
    needed = rules.initial_meld_steps[0][1]
    for bound, points in rules.initial_meld_steps:
        if total >= bound:
            needed = points
    return needed


@dataclass(frozen=True)
class Ending:
    """Whether the game is over after a round: the winning side and its margin, or a tie on top."""

    winner: int | None
    margin: int | None
    tie_over_target: bool


def ending(rules: RuleSet, totals: list[int], side_sizes: list[int]) -> Ending:
    """The game ends when a side has at least the target and more than every other side (RULES.md 6)."""
    target = rules.target_for(side_sizes)
    best = max(totals)
    if best < target:
        return Ending(None, None, False)
    leaders = [i for i, t in enumerate(totals) if t == best]
    if len(leaders) > 1:
        return Ending(None, None, True)
    runner_up = max(t for i, t in enumerate(totals) if i != leaders[0])
    return Ending(leaders[0], best - runner_up, False)


@dataclass(frozen=True)
class Announcement:
    """One event of a round worth saying aloud; words are chosen by the caller, in its language."""

    kind: str
    side: int | None = None
    params: dict[str, Any] = field(default_factory=dict)


def announcements(
    rules: RuleSet, before: list[int], after: list[int], side_sizes: list[int], end: Ending
) -> list[Announcement]:
    """The round's announcements, most important first (RULES.md 5: crossing a bound is said aloud)."""
    found: list[Announcement] = []
    if end.winner is not None:
        found.append(Announcement("game_over", end.winner, {"totals": list(after), "margin": end.margin}))
    if end.tie_over_target:
        found.append(Announcement("tie", None, {"total": max(after)}))
    target = rules.target_for(side_sizes)
    for i, (old, new) in enumerate(zip(before, after, strict=True)):
        if minimum(rules, old) != minimum(rules, new):
            found.append(Announcement("minimum", i, {"old": minimum(rules, old), "new": minimum(rules, new)}))
    for i, (old, new) in enumerate(zip(before, after, strict=True)):
        if old >= 0 > new:
            found.append(Announcement("below_zero", i, {"total": new}))
    if end.winner is None:
        for i, (old, new) in enumerate(zip(before, after, strict=True)):
            if old < target - 500 <= new < target:
                found.append(Announcement("last_500", i, {"total": new, "needed": target - new}))
    return found


@dataclass(frozen=True)
class RoundOutcome:
    """A scored round: each side's result, the minimums before and after, and what to announce."""

    results: list[SideResult]
    minimums_before: list[int]
    minimums_after: list[int]
    announcements: list[Announcement]
    ending: Ending


def play_round(
    rules: RuleSet, entries: list[SideEntry], totals_before: list[int], side_sizes: list[int]
) -> RoundOutcome:
    """Score one checked round and say what it changed."""
    results = score_round(rules, entries, totals_before)
    after = [r.total for r in results]
    end = ending(rules, after, side_sizes)
    return RoundOutcome(
        results=results,
        minimums_before=[minimum(rules, t) for t in totals_before],
        minimums_after=[minimum(rules, t) for t in after],
        announcements=announcements(rules, totals_before, after, side_sizes, end),
        ending=end,
    )


@dataclass(frozen=True)
class Replay:
    """A whole game replayed from its raw rounds: every round's outcome and where it ended."""

    outcomes: list[RoundOutcome]
    totals: list[int]
    ended_at: int | None

    @property
    def finished(self) -> bool:
        """Whether the last round ended the game."""
        return bool(self.outcomes) and self.outcomes[-1].ending.winner is not None


def replay(rules: RuleSet, starts: list[int], side_sizes: list[int], rounds: list[list[SideEntry]]) -> Replay:
    """Score every round in order from the starting totals; note the first round that ended the game."""
    totals = list(starts)
    outcomes: list[RoundOutcome] = []
    ended_at: int | None = None
    for number, entries in enumerate(rounds, start=1):
        outcome = play_round(rules, entries, totals, side_sizes)
        outcomes.append(outcome)
        totals = [r.total for r in outcome.results]
        if ended_at is None and outcome.ending.winner is not None:
            ended_at = number
    return Replay(outcomes, totals, ended_at)
