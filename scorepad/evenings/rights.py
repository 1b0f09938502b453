"""Who may change an evening's table games, and what an evening hears of them: a table's game is corrected by its
table until the organiser closes its round, by the organiser after (the app's guard, asked by every game write);
every write to a table's game moves the evening's version on (the app's listener); each table's API token is
derived from the server's key, as edit links are, so the organiser can be given it again."""

from __future__ import annotations

import hashlib
import hmac

from flask import current_app
from sqlalchemy import select, update

from ..accounts.roles import WRITERS
from ..core.errors import NotAllowed
from ..extensions import db
from ..games.history import Actor
from ..models import Evening, EveningRound, EveningTable, Game, Membership, User
from ..rules.problems import N_, Problem

CLOSED = N_("The organiser closed this round: only the organiser may change its tables' games now.")


def table_token(game_id: str) -> str:
    """A table game's API token: derived from the server's key and the game's id (its hash is the game's
    token_hash), so the organiser's read can hand it out again while nothing but its hash is stored."""
    key = current_app.config["SECRET_KEY"].encode()
    return hmac.new(key, f"evening-table:{game_id}".encode(), hashlib.sha256).hexdigest()[:32]


def organises(league_id: str, by: Actor) -> bool:
    """Whether a writer organises the league's evenings: its token's holder, or a user of it who owns or scores."""
    if by.kind == "league_token":
        return True
    if by.kind != "user":
        return False
    role = db.session.scalar(
        select(Membership.role).join(User).where(Membership.league_id == league_id, User.name == by.name)
    )
    return role in WRITERS


def round_state(game_id: str) -> str | None:
    """The state of the evening round a game is a table of (None: no evening's table)."""
    query = select(EveningRound.state).join(EveningTable, EveningTable.round_id == EveningRound.id)
    return db.session.scalar(query.where(EveningTable.game_id == game_id))


def may_change(game: Game, by: Actor) -> None:
    """Refuse a change to a table's game of a closed round by anyone but the organiser (the app's guard)."""
    if game.league_id is None or round_state(game.id) != "closed":
        return
    if not organises(game.league_id, by):
        raise NotAllowed([Problem("_game", CLOSED, code="round_closed")])


def game_changed(game: Game, was_finished: bool, scores_changed: bool = True) -> None:
    """Move on the version of the evening whose table a changed game is (the app's listener)."""
    if game.league_id is None:
        return
    evening = select(EveningTable.evening_id).where(EveningTable.game_id == game.id).scalar_subquery()
    bump = update(Evening).where(Evening.id == evening).values(version=Evening.version + 1)
    db.session.execute(bump.execution_options(synchronize_session=False))
