"""Ratings with openskill's Weng-Lin (Plackett-Luce) model: teams of any size, any number of sides.

Each finished league game updates its players' ratings in the order the games were played (date, then
entry). A change that would rewrite the past (a correction, an older paper sheet, a merge) marks the league's
ratings stale; they are then rebuilt from all its games on the next read. The shown rating is the
conservative estimate mu - 3 sigma (openskill's "ordinal"), which rises as uncertainty shrinks with play.
"""

from __future__ import annotations

from openskill.models import PlackettLuce
from sqlalchemy import func, select, update

from ..extensions import db
from ..models import Game, League, Player

MODEL = PlackettLuce()


def invalidate(league: League | None) -> None:
    """Mark a league's ratings for a rebuild from its games."""
    if league is not None:
        league.ratings_stale = True


def ordinal(player: Player) -> float:
    """The conservative rating estimate shown in standings (0 before the first rated game is about -25)."""
    if player.rating_mu is None or player.rating_sigma is None:
        return MODEL.rating().ordinal()
    return MODEL.rating(mu=player.rating_mu, sigma=player.rating_sigma).ordinal()


def apply(game: Game) -> None:
    """Update the ratings of one finished game's players: higher final total, better rank; ties share a rank."""
    teams = []
    for side in game.sides:
        teams.append([MODEL.rating(mu=s.player.rating_mu, sigma=s.player.rating_sigma) for s in side.seats])
    totals = [side.total for side in game.sides]
    ranks = [sorted(totals, reverse=True).index(t) + 1 for t in totals]
    rated = MODEL.rate(teams, ranks=ranks)
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
    """Recompute every rating of a league from all its finished games, in the order they were played."""
    db.session.execute(update(Player).where(Player.league_id == league.id).values(rating_mu=None, rating_sigma=None))
    db.session.execute(update(Game).where(Game.league_id == league.id).values(rated=False))
    db.session.expire_all()
    games = db.session.scalars(
        select(Game)
        .where(Game.league_id == league.id, Game.status == "finished")
        .order_by(Game.played_on, Game.created_at, Game.id)
    )
    for game in games:
        apply(game)
    league.ratings_stale = False
    db.session.commit()
