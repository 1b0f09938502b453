"""Who may change a game from a browser: a league's scorers and owner, or the phone holding its edit right."""

from __future__ import annotations

import secrets

from flask import current_app, session
from flask_login import current_user

from ..accounts.grants import opens_game
from ..accounts.roles import WRITERS, role_in
from ..errors import NeedsCredentials, NotAllowed
from ..games.history import Actor
from ..models import Game
from ..rules.problems import N_, Problem

KEEP_GAMES = 40


def device_id() -> str:
    """This browser's random id (kept in its session)."""
    if "device" not in session:
        session["device"] = secrets.token_hex(4)
        session.permanent = True
    return str(session["device"])


def actor() -> Actor:
    """Who writes, for the history: the signed-in user, else this phone."""
    if current_user.is_authenticated:
        return Actor("user", current_user.name)
    return Actor("phone", device_id())


def remember(game_id: str) -> None:
    """Keep a game in this phone's list (newest first); the session is written only when the list changes."""
    seen = session.get("seen", [])
    if game_id in seen:
        return
    session["seen"] = [game_id, *[g for g in seen if g != game_id]][:KEEP_GAMES]
    session.permanent = True


def grant(game_id: str) -> None:
    """Give this phone the right to change a game."""
    session["edit"] = [game_id, *[g for g in session.get("edit", []) if g != game_id]][:KEEP_GAMES]
    remember(game_id)


def can_edit(game: Game) -> bool:
    """Whether this phone may change the game: a league's scorers and owner; else the phone holding its edit right."""
    if game.league_id is not None:
        return role_in(current_user, game.league_id) in WRITERS
    return game.id in session.get("edit", [])


def require_edit(game: Game) -> Actor:
    """Refuse a write without the right (NeedsCredentials when not signed in); returns who writes."""
    if not can_edit(game):
        problem = [Problem("_auth", N_("Changing this game needs its edit link, or a scorer's role in its league."))]
        raise NotAllowed(problem) if current_user.is_authenticated else NeedsCredentials(problem)
    return actor()


def claim(game: Game, token: str) -> bool:
    """Take the edit right with the edit link (or the API token); False when the token is wrong."""
    if not opens_game(game, token, current_app.config["SECRET_KEY"]):
        return False
    grant(game.id)
    return True
