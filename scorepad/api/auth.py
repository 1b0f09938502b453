"""Who may write through the API: the bearer token a game (or its league) was created with; and who may read a
league seen by its members only: its token, or a member signed in on this browser."""

from __future__ import annotations

from flask_login import current_user

from ..accounts.roles import may_see
from ..core.errors import BadCredentials, NeedsCredentials
from ..core.tokens import hash_secret, matches
from ..games.history import Actor
from ..leagues.view import find_league
from ..models import Game, League
from ..rules.problems import N_, Problem
from ..serving.rate_limits import bearer, guesses, let_in
from .http import GAME_TOKEN, LEAGUE_TOKEN


def wrong_token(problem: Problem) -> BadCredentials:
    """A refused token (401, RFC 6750's invalid_token), counted as a guess of this address (past its limit the
    answer is 429 instead)."""
    guesses.refused()
    return BadCredentials([problem])


def require_writer(game: Game) -> Actor:
    """Check the request may change this game (its own token, or its league's); returns who writes."""
    token = bearer()
    if token is None:
        raise NeedsCredentials([Problem("_auth", GAME_TOKEN, code="token_needed")])
    if matches(game.token_hash, token):
        let_in()
        return Actor("token", hash_secret(token)[:8])
    league = find_league(game.league_id) if game.league_id else None
    if league is not None and matches(league.token_hash, token):
        let_in()
        return Actor("league_token", hash_secret(token)[:8])
    raise wrong_token(Problem("_auth", N_("This token may not change this game."), code="token_refused"))


def require_league_writer(league: League) -> Actor:
    """Check the request holds the league's token; returns who writes."""
    token = bearer()
    if token is None:
        raise NeedsCredentials([Problem("_auth", LEAGUE_TOKEN, code="token_needed")])
    if not matches(league.token_hash, token):
        raise wrong_token(Problem("_auth", N_("This token may not change this league."), code="token_refused"))
    let_in()
    return Actor("league_token", hash_secret(token)[:8])


def require_league_reader(league: League) -> None:
    """Check the request may see this league: a public one anyone, one seen by its members only its token or a
    member's session (401 without either, counted as a guess with a wrong token)."""
    if may_see(current_user, league):
        return
    token = bearer()
    if token is None:
        raise NeedsCredentials(
            [Problem("_auth", N_("This league is seen by its members only: send its token."), code="token_needed")]
        )
    if not matches(league.token_hash, token):
        raise wrong_token(Problem("_auth", N_("This token may not read this league."), code="token_refused"))
    let_in()
