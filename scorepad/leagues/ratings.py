"""Ratings with openskill's Weng-Lin (Plackett-Luce) model: teams of any size, any number of sides, ranked by
place in each game (Canasta: highest total first; Rommé: lowest loss points first).

Each finished league game updates its own players' ratings (one `rate` call on their ratings alone), in the
order the games were played (date, then entry). A change that would rewrite the past (a correction, a reopened
game, an older paper sheet, a merge) marks the league's ratings stale: readers then see the last rated values
with a note, and `flask rebuild-ratings` (run after merges and imports, never inside a request) recomputes
them from all the league's games. The shown rating is the conservative estimate mu - 3 sigma (openskill's
"ordinal"), which rises as uncertainty shrinks with play.
"""

from __future__ import annotations

from itertools import groupby
from typing import Any

from openskill.models import PlackettLuce
from sqlalchemy import and_, select, update

from ..extensions import db
from ..models import Game, League, Player, Seat, Side

MODEL = PlackettLuce()


def invalidate(league: League | None) -> None:
    """Mark a league's ratings for a rebuild from its games."""
    if league is not None:
        league.ratings_stale = True
        touch(league)


def touch(league: League) -> None:
    """Note that the league's standings changed (kept standings of older versions are not used again); one
    atomic UPDATE, so two writers on PostgreSQL never leave the same version behind."""
    db.session.execute(
        update(League).where(League.id == league.id).values(standings_version=League.standings_version + 1)
    )


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
    latest = db.session.scalar(  # walks the (league, status, date) index from its end: the newest rated game
        select(Game.played_on)
        .where(Game.league_id == game.league_id, Game.status == "finished", Game.rated.is_(True))
        .order_by(Game.played_on.desc())
        .limit(1)
    )
    if league is None or league.ratings_stale or (latest is not None and latest > game.played_on):
        invalidate(league)
        return
    apply(game)


def game_changed(game: Game) -> None:
    """A rated game's result changed (corrected, reopened): its league's ratings must be rebuilt."""
    if game.league_id is not None and (game.rated or game.status == "finished"):
        invalidate(db.session.get(League, game.league_id))


def counted(league: League) -> Any:
    """The SQL condition of a league's games that count: finished, and confirmed where the league requires it."""
    finished = Game.status == "finished"
    return and_(finished, Game.confirmed.is_(True)) if league.confirmations_required else finished


def rebuild(league: League) -> None:
    """Recompute every rating of a league from all its finished games, in the order they were played (within
    the caller's write transaction: `flask rebuild-ratings`, never a request).

    Streams one query of (game, side, total, player) rows and keeps the ratings in a dict: no ORM objects,
    so a league of 100,000 games is rebuilt in seconds, not minutes.
    """
    rows = db.session.execute(
        select(Game.id, Side.position, Side.place, Seat.player_id)
        .join(Side, Side.game_id == Game.id)
        .join(Seat, Seat.side_id == Side.id)
        .where(Game.league_id == league.id, counted(league))
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
    db.session.execute(update(Game).where(Game.league_id == league.id).values(rated=counted(league)))
    league.ratings_stale = False
    touch(league)
