"""Who may change a game from a browser: a league's scorers and owner, or a phone holding a grant for a casual
game. The session lists the games this phone holds grants for only as a hint: a reader without one costs no
query, and the grant's row decides (a phone the scorer removed is refused with a message)."""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import Any, Protocol

from flask import current_app, request, session
from flask.sessions import SessionMixin
from flask_login import current_user

from ...accounts import grants
from ...accounts.roles import WRITERS, role_in
from ...core.errors import NeedsCredentials, NotAllowed
from ...games.history import Actor
from ...games.view import get_game
from ...models import Game
from ...rules.problems import N_, Problem
from ...serving import rate_limits

KEEP_GAMES = 40
SEEN, EDIT, DEVICE = "seen", "edit", "device"  # what this module writes into a phone's session
SIGNED_IN = "_user_id"  # what Flask-Login writes into it at sign-in
NEEDS_RIGHTS = N_("Changing this game needs its edit link, or a scorer's role in its league.")
NEEDS_MEMBER = N_("Confirming a round needs a phone of this game (its edit link), or a member of its league signed in.")


def device_id() -> str:
    """This phone's random id, kept in its session (the server stores only its hash, with each grant)."""
    if DEVICE not in session:
        session[DEVICE] = secrets.token_urlsafe(16)
        session.permanent = True
    return str(session[DEVICE])


def actor() -> Actor:
    """Who writes, for the history: the signed-in user, else this phone (by a short form of its id's hash)."""
    if not current_user.is_authenticated:
        device_id()  # a phone writing for the first time gets its id now
    me = this_phone()
    assert me is not None  # signed in, or the phone has its id
    return me


def this_phone() -> Actor | None:
    """Who this phone writes as in the history, without giving it an id when it has none (then None)."""
    if current_user.is_authenticated:
        return Actor("user", current_user.name)
    if DEVICE in session:
        return Actor("phone", grants.phone_tag(session[DEVICE]))
    return None


def remembered(data: Mapping[str, Any], game_id: str) -> bool:
    """Whether a phone's session has the game in its list already."""
    return game_id in data.get(SEEN, ())


def remember(game_id: str) -> None:
    """Keep a game in this phone's list (newest first); the session is written only when the list changes."""
    remember_in(session, game_id)


def remember_in(data: SessionMixin, game_id: str) -> None:
    """`remember` in a given session (the middleware's, before the app)."""
    if remembered(data, game_id):
        return
    data[SEEN] = [game_id, *[g for g in data.get(SEEN, []) if g != game_id]][:KEEP_GAMES]
    data.permanent = True


def forget(game_id: str) -> None:
    """Take a game off this phone's list (its grant, if it holds one, stays: opening the game lists it again)."""
    if remembered(session, game_id):
        session[SEEN] = [g for g in session.get(SEEN, []) if g != game_id]


def grant_hinted(data: Mapping[str, Any], game_id: str) -> bool:
    """Whether a phone's session says it holds a grant for the game (a hint; the row decides)."""
    return game_id in data.get(EDIT, ())


def hinted(game_id: str) -> bool:
    """Whether this phone's session says it holds a grant for the game."""
    return grant_hinted(session, game_id)


def sign_in_hinted(data: Mapping[str, Any], cookies: Mapping[str, str], config: Mapping[str, Any]) -> bool:
    """Whether a phone may have someone signed in: a sign-in in its session, or a remember-me cookie (only the
    sign-in's row on the server can say whether it still holds)."""
    return SIGNED_IN in data or config.get("REMEMBER_COOKIE_NAME", "remember_token") in cookies


def plain_reader(data: Mapping[str, Any], cookies: Mapping[str, str], game_id: str, config: Mapping[str, Any]) -> bool:
    """Whether a phone is a plain reader of a game by what it holds alone: no sign-in and no grant hinted for the
    game. Nothing else a session holds changes what a reader's page is, so the views decide a plain reader this
    way before asking the database, and the middleware that answers before the app asks the same."""
    return not sign_in_hinted(data, cookies, config) and not grant_hinted(data, game_id)


def grant(game: Game, name: str = "", creator: bool = False) -> None:
    """Let this phone score a game (`creator`: it started the game): a grant row, and the hint in its session."""
    grants.give(game, device_id(), name, creator)
    session[EDIT] = [game.id, *[g for g in session.get(EDIT, []) if g != game.id]][:KEEP_GAMES]
    remember(game.id)


class GameKey(Protocol):
    """What deciding who may change a game needs: its id and league (a Game, or a game's light lookup)."""

    id: str
    league_id: str | None


def holds_grant(game: GameKey) -> bool | None:
    """True when this phone holds a live grant for a casual game, False when the scorer removed it, None when
    it holds none. A hint without any row is a right given before grants were rows: it becomes one."""
    if not hinted(game.id):
        return None
    row = grants.grant_of(game.id, device_id())
    if row is None and game.league_id is not None:  # a league game's grants were rows from the first
        return None
    if row is None:
        grants.give(get_game(game.id), device_id())
        return True
    return row.removed_at is None


def signed_in() -> bool:
    """Whether someone is signed in on this phone. A phone with neither a sign-in in its session nor a
    remember-me cookie has nobody to load (Flask-Login would hash the client's address and agent to say so)."""
    if not sign_in_hinted(session, request.cookies, current_app.config):
        return False
    return bool(current_user.is_authenticated)


def can_edit(game: GameKey) -> bool:
    """Whether this phone may change the game: a league's scorers and owner; else a phone holding a grant (a
    league game's only from a club evening's table card: only those open by link)."""
    # nobody signed in holds no role (and Flask-Login is not asked to look)
    if game.league_id is not None and signed_in() and role_in(current_user, game.league_id) in WRITERS:
        return True
    return bool(holds_grant(game))


def require_edit(game: Game) -> Actor:
    """Refuse a write without the right (NeedsCredentials when nobody said who they are; a removed phone is
    told so); returns who writes. A phone's write is recorded as its grant's last use."""
    allowed = game.league_id is not None and role_in(current_user, game.league_id) in WRITERS
    if not allowed:  # a phone by the game's link: a casual game's, or a club evening table's card
        held = holds_grant(game)
        if held is False:
            raise NotAllowed([Problem("_auth", grants.REMOVED)])
        allowed = bool(held)
        if allowed and request.method not in ("GET", "HEAD"):
            grants.use(game, device_id())
    if not allowed:
        problem = [Problem("_auth", NEEDS_RIGHTS)]
        raise NotAllowed(problem) if current_user.is_authenticated else NeedsCredentials(problem)
    rate_limits.let_in()
    return actor()


def can_confirm(game: GameKey) -> bool:
    """Whether this phone may give a side's word on a round: any member of a league signed in (its players
    follow as viewers); else a phone of the game (one holding a grant: the table hands it round)."""
    if game.league_id is not None:
        return signed_in() and role_in(current_user, game.league_id) is not None
    return bool(holds_grant(game))


def require_confirm(game: Game) -> Actor:
    """Refuse a confirmation without the right (as `require_edit` refuses a write); returns who confirms."""
    if game.league_id is not None:
        allowed = role_in(current_user, game.league_id) is not None
    else:
        held = holds_grant(game)
        if held is False:
            raise NotAllowed([Problem("_auth", grants.REMOVED)])
        allowed = bool(held)
    if not allowed:
        problem = [Problem("_auth", NEEDS_MEMBER)]
        raise NotAllowed(problem) if current_user.is_authenticated else NeedsCredentials(problem)
    rate_limits.let_in()
    return actor()
