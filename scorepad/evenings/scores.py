"""One round's result for each player: game points, victory points, match points and the point difference of
their table, or what a bye scores (RULES.md 14).

A table of more than two sides (Rommé's 3 to 5 players) is scored side by side against the table's best other
side: the point difference is how far a side is ahead of it (negative: behind); victory points by that margin
in the band table (the side ahead the winner's share, every other side the loser's share by how far it is
behind the best; at two sides exactly the usual split of 20); match points 2 for the one best side, 1 each for
sides tied best, 0 for the rest; points each side's own. Where the lower total wins (Rommé's loss points) a
side is ahead by having fewer points.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from ..rules.problems import Problem
from .bands import BURRACO_3_HANDS, TOTAL, Bands

Method = Literal["points", "victory_points", "match_points"]
METHODS: tuple[str, ...] = ("points", "victory_points", "match_points")
TableState = Literal["playing", "finished", "closed"]
STATES: tuple[str, ...] = ("playing", "finished", "closed")
WIN, DRAW, LOSS = 2, 1, 0  # match points
BYE_VICTORY_POINTS = 12  # a win, "average plus"


@dataclass(frozen=True)
class Scoring:
    """How an evening is ranked: the method, the band table for victory points, what a bye scores (None: the
    method's own: 12 victory points, a win's match points, the round's average of points), and whether the
    lower total wins (a family's `lower_wins`)."""

    method: Method = "victory_points"
    bands: Bands = BURRACO_3_HANDS
    bye_score: int | None = None
    lower_wins: bool = False

    def problems(self) -> list[Problem]:
        """What is wrong with the settings (nothing: an empty list)."""
        found = self.bands.problems()  # paths "bands", "bands.3", ...: the setting's own
        if self.method not in METHODS:
            found.append(Problem("method", "Rank by points, victory_points or match_points."))
        top = {"victory_points": TOTAL, "match_points": WIN}.get(self.method)
        if self.bye_score is not None and type(self.bye_score) is not int:
            found.append(Problem("bye_score", "A bye scores a whole number."))
        elif self.bye_score is not None and top is not None and not 0 <= self.bye_score <= top:
            found.append(Problem("bye_score", "A bye scores a whole number from 0 to %(top)d.", {"top": top}))
        return found


@dataclass(frozen=True)
class TableResult:
    """One table's game in a round: the players of each side, each side's game points, and its state ("playing";
    "finished"; "closed": ended by the organiser, scored as it stood)."""

    sides: tuple[tuple[int, ...], ...]
    points: tuple[int, ...]
    state: TableState = "finished"

    @property
    def counted(self) -> bool:
        """Whether the table counts in the ranking: finished or closed, not while it is playing."""
        return self.state != "playing"


@dataclass(frozen=True)
class RoundResult:
    """One round's results: its number, its tables, and the players who sat out."""

    number: int
    tables: tuple[TableResult, ...]
    byes: tuple[int, ...] = ()

    @property
    def complete(self) -> bool:
        """Whether every table has finished or been closed (only then do the round's byes count)."""
        return all(table.counted for table in self.tables)


@dataclass(frozen=True)
class Score:
    """One player's result of one round."""

    points: int
    victory_points: int
    match_points: int
    difference: int
    bye: bool = False


def table_scores(table: TableResult, scoring: Scoring) -> tuple[Score, ...]:
    """Each side's result at one table (see the module's note for tables of more than two sides)."""
    sign = -1 if scoring.lower_wins else 1
    scores = []
    for n, own in enumerate(table.points):
        best_other = max(sign * p for i, p in enumerate(table.points) if i != n)
        ahead = sign * own - best_other
        winner, loser = scoring.bands.split(ahead)
        match = WIN if ahead > 0 else DRAW if ahead == 0 else LOSS
        scores.append(Score(own, winner if ahead >= 0 else loser, match, ahead))
    return tuple(scores)


def round_average(result: RoundResult) -> int:
    """The mean of the game points of every player seated in the round's counted tables, rounded half up."""
    scored = [p for t in result.tables if t.counted for side, p in zip(t.sides, t.points, strict=True) for _ in side]
    if not scored:
        return 0
    mean = Fraction(sum(scored), len(scored))
    return math.floor(mean + Fraction(1, 2))


def bye_score(result: RoundResult, scoring: Scoring) -> Score:
    """What a bye scores in this round: the setting in the ranking's own column, the defaults in the others
    (12 victory points, a win's match points, the round's average of points), a difference of 0."""
    own = scoring.bye_score
    return Score(
        own if own is not None and scoring.method == "points" else round_average(result),
        own if own is not None and scoring.method == "victory_points" else BYE_VICTORY_POINTS,
        own if own is not None and scoring.method == "match_points" else WIN,
        0,
        bye=True,
    )


def round_scores(result: RoundResult, scoring: Scoring) -> dict[int, Score]:
    """Each player's result of one round: every player at a counted table, and the byes once the round is
    complete."""
    found: dict[int, Score] = {}
    for table in result.tables:
        if table.counted:
            for side, score in zip(table.sides, table_scores(table, scoring), strict=True):
                found.update(dict.fromkeys(side, score))
    if result.complete:
        found.update(dict.fromkeys(result.byes, bye_score(result, scoring)))
    return found


def results_problems(results: tuple[RoundResult, ...]) -> list[Problem]:
    """What is wrong with the rounds' results (nothing: an empty list)."""
    found = []
    for r, result in enumerate(results):
        seen: list[int] = list(result.byes)
        for t, table in enumerate(result.tables):
            path = f"rounds.{r}.tables.{t}"
            if len(table.sides) < 2 or len(table.points) != len(table.sides) or not all(table.sides):
                found.append(Problem(path, "A table has two sides or more, each with players and its points."))
            if table.state not in STATES or any(type(p) is not int for p in table.points):
                found.append(Problem(path, "A table is playing, finished or closed, its points whole numbers."))
            seen += [p for side in table.sides for p in side]
        if len(set(seen)) != len(seen):
            found.append(Problem(f"rounds.{r}", "A player is at two places in one round."))
    return found
