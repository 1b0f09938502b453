"""Who may change a game from a browser: edit rights held in the phone's signed session."""

from __future__ import annotations

import hashlib
import hmac
import secrets

from flask import abort, current_app, session
from flask_login import current_user

from ..accounts import WRITERS, role_in
from ..games import token_matches
from ..models import Game

KEEP_GAMES = 40


def device() -> str:
    """Who writes, for the history: the signed-in user, else this browser's random id."""
    if current_user.is_authenticated:
        return f"user {current_user.name}"
    if "device" not in session:
        session["device"] = secrets.token_hex(4)
        session.permanent = True
    return f"device {session['device']}"


def remember(game_id: str) -> None:
    """Keep a game in this phone's list (newest first)."""
    seen = [g for g in session.get("seen", []) if g != game_id]
    session["seen"] = [game_id, *seen][:KEEP_GAMES]
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


def require_edit(game: Game) -> str:
    """Refuse a write without the right (401 when not signed in, 403 when signed in); returns who writes."""
    if not can_edit(game):
        abort(403 if current_user.is_authenticated else 401)
    return device()


def edit_token(game_id: str) -> str:
    """The token of a game's edit link: derived from the secret key, so no server keeps it."""
    key = current_app.config["SECRET_KEY"].encode()
    return hmac.new(key, f"edit-link:{game_id}".encode(), hashlib.sha256).hexdigest()[:32]


def claim(game: Game, token: str) -> bool:
    """Take the edit right with the edit link (or the API token); False when the token is wrong."""
    if not (hmac.compare_digest(token, edit_token(game.id)) or token_matches(game, token)):
        return False
    grant(game.id)
    return True
