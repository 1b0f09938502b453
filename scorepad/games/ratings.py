"""Ratings with openskill's Weng-Lin (Plackett-Luce) model: teams of any size, any number of sides, ranked by
place in each game (Canasta: highest total first; Rommé: lowest loss points first).

Each finished league game updates its players' ratings in the order the games were played (date, then
entry). A change that would rewrite the past (a correction, an older paper sheet, a merge) marks the league's
ratings stale; they are then rebuilt from all its games on the next read. The shown rating is the
conservative estimate mu - 3 sigma (openskill's "ordinal"), which rises as uncertainty shrinks with play.
"""

from __future__ import annotations

from itertools import groupby
from typing import Any

from openskill.models import PlackettLuce
from sqlalchemy import func, select, update

from ..extensions import db
from ..models import Game, League, Player, Seat, Side

MODEL = PlackettLuce()


def invalidate(league: League | None) -> None:
    """Mark a league's ratings for a rebuild from its games."""
    if league is not None:
        league.ratings_stale = True
        touch(league)


def touch(league: League) -> None:
    """Note that the league's standings changed (cached standings of older versions are not used again)."""
    league.standings_version = (league.standings_version or 0) + 1


def ordinal(player: Player) -> float:
    """The conservative rating estimate shown in standings (0 before the first rated game is about -25)."""
    if player.rating_mu is None or player.rating_sigma is None:
        return MODEL.rating().ordinal()
    return MODEL.rating(mu=player.rating_mu, sigma=player.rating_sigma).ordinal()


def apply(game: Game) -> None:
    """Update the ratings of one finished game's players: a better place, a better rank; ties share a rank."""
    teams = []
    for side in game.sides:
        teams.append([MODEL.rating(mu=s.player.rating_mu, sigma=s.player.rating_sigma) for s in side.seats])
    rated = MODEL.rate(teams, ranks=[side.place for side in game.sides])
    for side, team in zip(game.sides, rated, strict=True):
        for seat, rating in zip(side.seats, team, strict=True):
            seat.player.rating_mu, seat.player.rating_sigma = rating.mu, rating.sigma
    game.rated = True


def game_finished(game: Game) -> None:
    """Rate a league game that just ended, unless it belongs before games already rated (then rebuild later)."""
    if game.league_id is None:
        return
    league = db.session.get(League, game.league_id)
    latest = db.session.scalar(
        select(func.max(Game.played_on)).where(Game.league_id == game.league_id, Game.rated.is_(True))
    )
    if league is None or league.ratings_stale or (latest is not None and latest > game.played_on):
        invalidate(league)
        return
    apply(game)


def game_changed(game: Game) -> None:
    """A rated game's result changed (corrected, reopened): its league's ratings must be rebuilt."""
    if game.league_id is not None and (game.rated or game.status == "finished"):
        invalidate(db.session.get(League, game.league_id))


def rebuild(league: League) -> None:
    """Recompute every rating of a league from all its finished games, in the order they were played.

    Streams one query of (game, side, total, player) rows and keeps the ratings in a dict: no ORM objects,
    so a league of 100,000 games is rebuilt in seconds, not minutes.
    """
    rows = db.session.execute(
        select(Game.id, Side.position, Side.place, Seat.player_id)
        .join(Side, Side.game_id == Game.id)
        .join(Seat, Seat.side_id == Side.id)
        .where(Game.league_id == league.id, Game.status == "finished")
        .order_by(Game.played_on, Game.created_at, Game.id, Side.position, Seat.position)
    )
    ratings: dict[int, Any] = {}
    for _game, group in groupby(rows, key=lambda row: row[0]):
        sides: dict[int, tuple[int, list[int]]] = {}
        for _, position, place, player_id in group:
            sides.setdefault(position, (place, []))[1].append(player_id)
        ordered = [sides[p] for p in sorted(sides)]
        teams = [[ratings.get(pid) or MODEL.rating() for pid in players] for _, players in ordered]
        ranks = [place for place, _ in ordered]
        for (_, players), team in zip(ordered, MODEL.rate(teams, ranks=ranks), strict=True):
            ratings.update(zip(players, team, strict=True))
    db.session.execute(update(Player).where(Player.league_id == league.id).values(rating_mu=None, rating_sigma=None))
    if ratings:
        db.session.execute(
            update(Player), [{"id": pid, "rating_mu": r.mu, "rating_sigma": r.sigma} for pid, r in ratings.items()]
        )
    db.session.execute(update(Game).where(Game.league_id == league.id).values(rated=Game.status == "finished"))
    league.ratings_stale = False
    touch(league)
    db.session.commit()
    db.session.expire_all()
