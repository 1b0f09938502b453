"""The evening's ranking (RULES.md 14): every player's totals over the rounds, ranked by the chosen method
first, then by victory points, the point difference and the points scored; players equal on all of them share
a rank (1, 2, 2, 4)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .errors import EveningError
from .scores import RoundResult, Score, Scoring, results_problems, round_scores


@dataclass(frozen=True)
class Row:
    """One player's line of the ranking: totals over the evening, tables played, byes, and the rank."""

    player: int
    points: int
    victory_points: int
    match_points: int
    difference: int
    played: int
    byes: int
    rank: int


def ranking(results: tuple[RoundResult, ...], scoring: Scoring, players: tuple[int, ...] = ()) -> tuple[Row, ...]:
    """The ranking after these rounds, best first (equal ranks by player id): every player with a counted
    result, and `players` (those present who have none yet) with zeros. Tables still playing don't count yet,
    nor a round's byes before every table of it has finished or been closed. EveningError on wrong inputs."""
    problems = scoring.problems() + results_problems(results)
    if problems:
        raise EveningError(problems)
    totals: dict[int, list[Score]] = {player: [] for player in players}
    for result in results:
        for player, score in round_scores(result, scoring).items():
            totals.setdefault(player, []).append(score)
    rows = [_total(player, scores) for player, scores in totals.items()]
    rows.sort(key=lambda row: (sort_key(row, scoring), row.player))
    ranked: list[Row] = []
    for n, row in enumerate(rows):
        tied = bool(ranked) and sort_key(ranked[-1], scoring) == sort_key(row, scoring)
        ranked.append(replace(row, rank=ranked[-1].rank if tied else n + 1))
    return tuple(ranked)


def sort_key(row: Row, scoring: Scoring) -> tuple[int, ...]:
    """What a row is ranked by, smallest first: the method's own total, then victory points, the point
    difference, the points scored (fewer points first where the lower total wins)."""
    points = row.points if scoring.lower_wins else -row.points
    first = {"points": points, "victory_points": -row.victory_points, "match_points": -row.match_points}
    return (first[scoring.method], -row.victory_points, -row.difference, points)


def _total(player: int, scores: list[Score]) -> Row:
    """A player's row (ranked 0 until ranked) from the player's results of each counted round."""
    return Row(
        player,
        points=sum(s.points for s in scores),
        victory_points=sum(s.victory_points for s in scores),
        match_points=sum(s.match_points for s in scores),
        difference=sum(s.difference for s in scores),
        played=sum(not s.bye for s in scores),
        byes=sum(s.bye for s in scores),
        rank=0,
    )
