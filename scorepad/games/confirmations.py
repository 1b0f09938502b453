"""Which rounds each side confirmed ("confirmed by <side>"): read for the board, the score sheet and the round's
page, taken back when a round is corrected, and counted to know whether a game is confirmed throughout."""

from __future__ import annotations

from sqlalchemy import delete, func, select

from ..extensions import db
from ..models import Confirmation, Game


def confirmed_by(game: Game) -> dict[int, set[int]]:
    """For each round that any side confirmed, the positions of the sides that did."""
    rows = db.session.execute(select(Confirmation.round, Confirmation.side).where(Confirmation.game_id == game.id))
    out: dict[int, set[int]] = {}
    for number, side in rows:
        out.setdefault(number, set()).add(side)
    return out


def of_round(game: Game, number: int) -> list[Confirmation]:
    """A round's confirmations, in side order."""
    query = select(Confirmation).where(Confirmation.game_id == game.id, Confirmation.round == number)
    return list(db.session.scalars(query.order_by(Confirmation.side)))


def take_back(game: Game, number: int) -> list[int]:
    """Delete a round's confirmations (its counts changed, or another round took its number); the positions of
    the sides whose confirmation went."""
    sides = [c.side for c in of_round(game, number)]
    if sides:
        db.session.execute(delete(Confirmation).where(Confirmation.game_id == game.id, Confirmation.round == number))
    return sides


def throughout(game: Game, last: int) -> bool:
    """Whether every side confirmed every round up to `last` (a game without rounds is not confirmed)."""
    if last == 0:
        return False
    query = select(func.count()).where(Confirmation.game_id == game.id, Confirmation.round <= last)
    return db.session.scalar(query) == last * len(game.sides)


def settle(game: Game, last: int) -> None:
    """Keep whether the game is confirmed throughout (what a league may require); a casual game never needs it."""
    game.confirmed = game.league_id is not None and throughout(game, last)
