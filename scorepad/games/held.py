"""The game held for adding a round, with what the addition needs read in the same statement: its sides, their
seats and players (the round's checks, the sides' places and a league's ratings use them), the number of its last
round, and whether a deleted round left confirmations or photos at the next number (they go when a new round takes
it). One round trip under the lock instead of six."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from sqlalchemy import Select, bindparam, exists, func, select
from sqlalchemy.orm import joinedload

from ..core.errors import NotFound
from ..extensions import db
from ..models import Confirmation, Game, Photo, Round, Side
from ..rules.problems import N_, Problem


@dataclass(frozen=True)
class Held:
    """A game locked for this write transaction, the number of its last round, and whether anything a deleted
    round left waits at the next number."""

    game: Game
    last: int
    leftovers: bool


def held_for_adding(game_id: str) -> Held:
    """The game, held for this write transaction (a row lock on PostgreSQL; SQLite's write lock is held) and read
    afresh, with its sides and seats loaded, its last round's number and whether leftovers wait; or NotFound."""
    if db.session.get_bind().dialect.name != "sqlite":
        # PostgreSQL reads a statement's rows in the snapshot it began with, and only the locked row is read again
        # once a writer holding it commits: the lock comes first, so the reads below see that writer's round and
        # totals. (SQLite's writer holds the database from BEGIN IMMEDIATE: one statement is enough there.)
        db.session.execute(LOCKING, {"game_id": game_id})
    row = db.session.execute(holding(), {"game_id": game_id}).unique().first()
    if row is None:
        raise NotFound([Problem("_game", N_("No game with this id."), code="not_found")])
    game, number, leftovers = row
    return Held(game, number or 0, bool(leftovers))


LOCKING = select(Game.id).where(Game.id == bindparam("game_id")).with_for_update()


@lru_cache(maxsize=1)
def holding() -> Select[tuple[Game, int | None, bool]]:
    """The statement `held_for_adding` runs, built once (the game's id bound per call: `game_id`)."""
    # correlated to the game wherever it is used, the EXISTS below too (not only to the select around it)
    last = select(func.max(Round.number)).where(Round.game_id == Game.id).correlate(Game).scalar_subquery()
    following = func.coalesce(last, 0) + 1
    left = exists().where(Confirmation.game_id == Game.id, Confirmation.round == following) | exists().where(
        Photo.game_id == Game.id, Photo.round == following
    )
    return (
        select(Game, last, left)
        .where(Game.id == bindparam("game_id"))
        .options(joinedload(Game.sides).joinedload(Side.seats))  # and each seat's player (joined, as always)
        .with_for_update(of=Game)
        .execution_options(populate_existing=True)
    )
