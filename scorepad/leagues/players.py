"""A league player's record: games, partners, results over time, best and average round."""

from __future__ import annotations

from typing import Any

from sqlalchemy import and_, func, select
from sqlalchemy.orm import aliased

from ..extensions import db
from ..models import Entry, Game, Player, Round, Seat, Side
from .ratings import ordinal


def player_games(player: Player) -> list[dict[str, Any]]:
    """Every game of the player, oldest first: date, own side, partners, opponents, totals, result."""
    sides = db.session.scalars(
        select(Side)
        .join(Seat, Seat.side_id == Side.id)
        .join(Game, Game.id == Side.game_id)
        .where(Seat.player_id == player.id)
        .order_by(Game.played_on, Game.created_at)
    ).all()
    games = []
    for side in sides:
        game = side.game
        others = [s for s in game.sides if s is not side]
        games.append(
            {
                "id": game.id,
                "played_on": game.played_on.isoformat(),
                "status": game.status,
                "side": side.name,
                "partners": [
                    {"id": s.player_id, "name": s.player.name} for s in side.seats if s.player_id != player.id
                ],
                "opponents": [s.name for s in others],
                "total": side.total,
                "against": side.against,
                "won": side.won,
            }
        )
    return games


def round_figures(player: Player) -> tuple[dict[str, Any] | None, float | None]:
    """The player's best round (game, round, score) and average round score, from the stored scores."""
    side = aliased(Side)
    scores = (
        select(Entry.score, Round.number, Round.game_id)
        .join(Round, Round.id == Entry.round_id)
        .join(side, and_(side.game_id == Round.game_id, side.position == Entry.position))
        .join(Seat, Seat.side_id == side.id)
        .where(Seat.player_id == player.id)
    )
    best = db.session.execute(scores.order_by(Entry.score.desc(), Round.game_id, Round.number).limit(1)).first()
    average = db.session.scalar(select(func.avg(scores.subquery().c.score)))
    best_json = {"game": best.game_id, "round": best.number, "score": best.score} if best else None
    return best_json, (float(average) if average is not None else None)


def player_json(player: Player) -> dict[str, Any]:
    """Everything the player page shows, as the API gives it."""
    games = player_games(player)
    partners: dict[int, dict[str, Any]] = {}
    for game in games:
        for partner in game["partners"]:
            partners.setdefault(partner["id"], {**partner, "games": 0})["games"] += 1
    best, average = round_figures(player)
    finished = [g for g in games if g["status"] == "finished"]
    return {
        "id": player.id,
        "name": player.name,
        "league": player.league_id,
        "rating": round(ordinal(player), 2),
        "played": len(finished),
        "won": sum(1 for g in finished if g["won"]),
        "games": games,
        "partners": sorted(partners.values(), key=lambda p: (-p["games"], p["name"])),
        "best_round": best,
        "average_round": average,
    }
