"""A game as a whole, for every family: scored rounds, the end of the game, announcements, replaying."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields, make_dataclass
from typing import Any


@dataclass(frozen=True)
class Parts:
    """A side's round score in signed parts: a family's breakdown is a frozen dataclass of this with a whole-number
    field per part, in the order the API shows them; they add up to the score."""

    @property
    def score(self) -> int:
        """The round score: the sum of the parts."""
        return sum(getattr(self, f.name) for f in fields(self))

    def to_dict(self) -> dict[str, int]:
        """The parts as a plain mapping, in their order."""
        return {f.name: getattr(self, f.name) for f in fields(self)}


def breakdown(parts: tuple[str, ...], doc: str) -> Any:
    """A family's breakdown class: a frozen `Parts` with a whole-number field per part, in the order named (the
    family's `parts`), each 0 unless given; `doc` says what the parts are."""
    made = make_dataclass("Breakdown", [(part, int, field(default=0)) for part in parts], bases=(Parts,), frozen=True)
    made.__doc__ = doc
    return made


@dataclass(frozen=True)
class SideResult:
    """One side's round: its signed parts (they add up to the score), the score and the total after it."""

    breakdown: Any
    score: int
    total: int


def scored(breakdowns: list[Any], totals_before: list[int]) -> list[SideResult]:
    """Each side's result of a round from its breakdown (a `Parts`): the score and the total after it."""
    return [SideResult(b, b.score, before + b.score) for b, before in zip(breakdowns, totals_before, strict=True)]


@dataclass(frozen=True)
class Ending:
    """Where the game stands after a round: over or not, its winner (None on a tie) and margin."""

    over: bool
    winner: int | None
    margin: int | None
    tie: bool = False


@dataclass(frozen=True)
class Announcement:
    """One event of a round worth saying aloud; words are chosen by the caller, in its language."""

    kind: str
    side: int | None = None
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RoundOutcome:
    """A scored round: each side's result, what to announce, where the game stands, and the family's
    own figures of the round (Canasta: the initial-meld minimums before and after)."""

    results: list[SideResult]
    announcements: list[Announcement]
    ending: Ending
    extras: dict[str, Any] = field(default_factory=dict)


def places(totals: list[int], lower_wins: bool) -> list[int]:
    """Each side's place by its total (1 = best); equal totals share the better place."""
    ordered = sorted(totals, reverse=not lower_wins)
    return [ordered.index(t) + 1 for t in totals]


def standing(totals: list[int], lower_wins: bool) -> tuple[int | None, int | None]:
    """The single best side and its lead over the next, or (None, None) on a tie for best."""
    best = min(totals) if lower_wins else max(totals)
    leaders = [i for i, t in enumerate(totals) if t == best]
    if len(leaders) > 1 or len(totals) < 2:
        return None, None
    runner_up = sorted(totals, reverse=not lower_wins)[1]
    return leaders[0], abs(best - runner_up)


@dataclass(frozen=True)
class Replay:
    """A whole game replayed from its raw rounds: every round's outcome and where it ended."""

    outcomes: list[RoundOutcome]
    totals: list[int]
    ended_at: int | None

    @property
    def ending(self) -> Ending | None:
        """Where the game stands after its last round (None before the first)."""
        return self.outcomes[-1].ending if self.outcomes else None

    @property
    def finished(self) -> bool:
        """Whether the last round ended the game."""
        return bool(self.outcomes) and self.outcomes[-1].ending.over


PlayRound = Callable[[Any, list[Any], list[int], list[int], int], RoundOutcome]


def replay(
    play_round: PlayRound, rules: Any, starts: list[int], side_sizes: list[int], rounds: list[list[Any]]
) -> Replay:
    """Score every round in order from the starting totals; note the first round that ended the game."""
    totals = list(starts)
    outcomes: list[RoundOutcome] = []
    ended_at: int | None = None
    for number, entries in enumerate(rounds, start=1):
        outcome = play_round(rules, entries, totals, side_sizes, number - 1)
        outcomes.append(outcome)
        totals = [r.total for r in outcome.results]
        if ended_at is None and outcome.ending.over:
            ended_at = number
    return Replay(outcomes, totals, ended_at)
