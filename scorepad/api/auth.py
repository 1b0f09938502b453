"""Who may write through the API: the bearer token a game (or its league) was created with."""

from __future__ import annotations

from flask import request

from ..core.errors import NeedsCredentials, NotAllowed
from ..core.tokens import hash_secret, matches
from ..extensions import db
from ..games.history import Actor
from ..models import Game, League
from ..rules.problems import N_, Problem


def bearer_token() -> str | None:
    """The token of an `Authorization: Bearer <token>` header, if any."""
    kind, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() if kind.lower() == "bearer" and token.strip() else None


def require_writer(game: Game) -> Actor:
    """Check the request may change this game (its own token, or its league's); returns who writes."""
    token = bearer_token()
    if token is None:
        raise NeedsCredentials([Problem("_auth", N_("Writing needs the game's token: Authorization: Bearer <token>."))])
    if matches(game.token_hash, token):
        return Actor("token", hash_secret(token)[:8])
    league = db.session.get(League, game.league_id) if game.league_id else None
    if league is not None and matches(league.token_hash, token):
        return Actor("league_token", hash_secret(token)[:8])
    raise NotAllowed([Problem("_auth", N_("This token may not change this game."))])


def require_league_writer(league: League) -> Actor:
    """Check the request holds the league's token; returns who writes."""
    token = bearer_token()
    if token is None:
        raise NeedsCredentials([Problem("_auth", N_("This needs the league's token: Authorization: Bearer <token>."))])
    if not matches(league.token_hash, token):
        raise NotAllowed([Problem("_auth", N_("This token may not change this league."))])
    return Actor("league_token", hash_secret(token)[:8])
