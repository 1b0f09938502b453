"""Who may write through the API: the bearer token a game (or its league) was created with."""

from __future__ import annotations

from ..core.errors import NeedsCredentials, NotAllowed
from ..core.tokens import hash_secret, matches
from ..games.history import Actor
from ..leagues.view import find_league
from ..models import Game, League
from ..rules.problems import N_, Problem
from ..serving.rate_limits import bearer, guesses, let_in


def wrong_token(problem: Problem) -> NotAllowed:
    """A refused token, counted as a guess of this address (past its limit the answer is 429 instead)."""
    guesses.refused()
    return NotAllowed([problem])


def require_writer(game: Game) -> Actor:
    """Check the request may change this game (its own token, or its league's); returns who writes."""
    token = bearer()
    if token is None:
        raise NeedsCredentials([Problem("_auth", N_("Writing needs the game's token: Authorization: Bearer <token>."))])
    if matches(game.token_hash, token):
        let_in()
        return Actor("token", hash_secret(token)[:8])
    league = find_league(game.league_id) if game.league_id else None
    if league is not None and matches(league.token_hash, token):
        let_in()
        return Actor("league_token", hash_secret(token)[:8])
    raise wrong_token(Problem("_auth", N_("This token may not change this game.")))


def require_league_writer(league: League) -> Actor:
    """Check the request holds the league's token; returns who writes."""
    token = bearer()
    if token is None:
        raise NeedsCredentials([Problem("_auth", N_("This needs the league's token: Authorization: Bearer <token>."))])
    if not matches(league.token_hash, token):
        raise wrong_token(Problem("_auth", N_("This token may not change this league.")))
    let_in()
    return Actor("league_token", hash_secret(token)[:8])
