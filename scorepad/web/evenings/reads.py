"""The evening as its pages read it: the evening's own read (scorepad/evenings/view.py), for a reader who may see
its league, turned into what the templates show (shown.py)."""

from __future__ import annotations

from ...evenings.ranking import Row
from ...evenings.view import EveningView, read_evening
from ..leagues.league import seen
from .shown import EveningShown, PlayerShown, RankShown, RoundShown, SeatShown, TableShown


def evening_of(evening_id: str) -> EveningView:
    """The whole evening, if this reader may see its league (a 404 page when there is none; 401 or 403)."""
    view = read_evening(evening_id)
    seen(view.league)
    return view


def shown_evening(view: EveningView) -> EveningShown:
    """The evening as the templates show it: names in place of ids, the ranking's rows by name."""
    row = view.evening
    rounds = tuple(
        RoundShown(
            line.number,
            line.state,
            tuple(
                TableShown(
                    t.number,
                    t.game_id,
                    t.state,
                    t.hands,
                    tuple(SeatShown(s.seat, s.player.name, s.side) for s in t.seats),
                )
                for t in line.tables
            ),
            tuple(p.name for p in line.byes),
        )
        for line in view.rounds
    )
    return EveningShown(
        id=row.id,
        name=row.name,
        league_id=view.league.id,
        league_name=view.league.name,
        form=row.form,
        movement=row.movement,
        scoring=view.scoring.method,
        rounds_planned=row.rounds,
        hands=row.hands,
        state=row.state,
        version=row.version,
        seed=row.seed,
        rounds=rounds,
        players=tuple(PlayerShown(a.player.id, a.player.name, a.arrived, a.left) for a in view.players),
        ranking=tuple(ranked(line.player.name, line.row) for line in view.ranking),
    )


def ranked(name: str, row: Row) -> RankShown:
    """A ranking's row by name."""
    return RankShown(
        row.rank, name, row.points, row.victory_points, row.match_points, row.difference, row.played, row.byes
    )
