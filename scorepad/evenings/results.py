"""An evening's results as the engine ranks them, read from its tables' games in one query: each table's sides as
drawn, the points of its game and its state (playing, finished, or closed by the organiser), and each round's byes."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import selectinload

from ..extensions import db
from ..models import Evening, EveningTable, Game, Side
from .scores import RoundResult, TableResult, TableState


def table_games(evening: Evening) -> dict[str, Game]:
    """Every table's game of the evening with its sides (not their seats: the evening keeps who sat where), by id:
    one query, and one for the sides."""
    ids = [t.game_id for drawn in evening.drawn for t in drawn.tables]
    if not ids:
        return {}
    query = select(Game).where(Game.id.in_(ids)).options(selectinload(Game.sides).lazyload(Side.seats))
    return {game.id: game for game in db.session.scalars(query)}


def table_state(table: EveningTable, game: Game) -> TableState:
    """A table's state: closed (its game ended by the organiser), finished, or playing."""
    if table.ended:
        return "closed"
    return "finished" if game.status == "finished" else "playing"


def round_results(evening: Evening, games: dict[str, Game]) -> tuple[RoundResult, ...]:
    """Each drawn round's results: its tables' sides, points and states, and its byes."""
    return tuple(
        RoundResult(
            drawn.number,
            tuple(
                TableResult(
                    tuple(tuple(side) for side in table.sides),
                    tuple(side.total for side in games[table.game_id].sides),
                    table_state(table, games[table.game_id]),
                )
                for table in drawn.tables
            ),
            tuple(drawn.byes),
        )
        for drawn in evening.drawn
    )
