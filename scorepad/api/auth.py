"""Who may write: the bearer token a game was created with."""

from __future__ import annotations

from flask import request

from ..extensions import db
from ..games import GameError, hash_token, token_matches
from ..models import Game, League
from ..rules.problems import N_, Problem


def bearer_token() -> str | None:
    """The token of an `Authorization: Bearer <token>` header, if any."""
    kind, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() if kind.lower() == "bearer" and token.strip() else None


def require_writer(game: Game) -> str:
    """Check the request may change this game; returns who is writing, for the history."""
    token = bearer_token()
    if token is None:
        raise GameError(401, [Problem("_auth", N_("Writing needs the game's token: Authorization: Bearer <token>."))])
    if token_matches(game, token):
        return f"token {hash_token(token)[:8]}"
    league = db.session.get(League, game.league_id) if game.league_id else None
    if league is not None and token_matches(league, token):  # type: ignore[arg-type]  (same token_hash column)
        return f"league token {hash_token(token)[:8]}"
    raise GameError(403, [Problem("_auth", N_("This token may not change this game."))])


def require_league_writer(league: League) -> str:
    """Check the request holds the league's token; returns who writes."""
    token = bearer_token()
    if token is None:
        raise GameError(401, [Problem("_auth", N_("This needs the league's token: Authorization: Bearer <token>."))])
    if not token_matches(league, token):  # type: ignore[arg-type]  (same token_hash column)
        raise GameError(403, [Problem("_auth", N_("This token may not change this league."))])
    return f"league token {hash_token(token)[:8]}"
