"""Deleting a casual game for good: its rounds, history, phones, confirmations and photos (the bytes too, wherever
the club keeps them) and its players, who belong to no one else. A league game is its league's record: it stays."""

from __future__ import annotations

from sqlalchemy import delete, select

from ..core.errors import Conflict
from ..extensions import db
from ..models import Player, Seat, Side
from ..photos.stores import let_go
from ..rules.problems import N_, Problem
from ..storage.database import write
from .photos import of_game
from .rounds import lock_game


@write
def delete_game(game_id: str) -> int:
    """Delete a casual game and all it holds; how many photos went with it (NotFound without such a game,
    Conflict for a league game)."""
    game = lock_game(game_id)
    if game.league_id is not None:
        raise Conflict([Problem("_game", N_("A league game can't be deleted: it belongs to its league's record."))])
    photos = [p.id for p in of_game(game.id)]
    let_go(photos)
    players = list(db.session.scalars(select(Seat.player_id).join(Side).where(Side.game_id == game.id)))
    db.session.delete(game)  # its sides, seats, rounds and history by the ORM; photos and the rest by the database
    db.session.flush()
    db.session.execute(delete(Player).where(Player.id.in_(players), Player.league_id.is_(None)))
    return len(photos)
