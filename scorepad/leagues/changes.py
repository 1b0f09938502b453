"""League operations: create a league, add seasons, add an existing game, require confirmations, find a season."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import select

from ..core.errors import Conflict, Invalid, NotFound
from ..core.sizes import LEAGUE_NAME_MAX, SEASON_NAME_MAX
from ..core.tokens import hash_secret, new_id, new_secret
from ..extensions import db, registry
from ..games.refresh import refresh
from ..games.seats import league_player
from ..games.start import parse_date
from ..models import Game, League, Season
from ..rules.problems import N_, Problem
from ..rules.settings import to_json
from ..rules.typed_names import clean_name
from ..storage.database import write
from .ratings import invalidate, touch
from .tallies import count_season, recount_league

NOT_A_FLAG = N_("Must be true or false.")


VISIBILITIES = ("members", "public")  # who may see a league: its members only (the default), or anyone


def visibility_problems(visibility: Any) -> list[Problem]:
    """What is wrong with a league's visibility as asked (nothing, or that it is neither choice)."""
    if visibility in VISIBILITIES:
        return []
    return [
        Problem(
            "visibility", N_("Must be one of: %(choices)s."), {"choices": ", ".join(VISIBILITIES)}, code="not_one_of"
        )
    ]


@write
def create_league(
    name: Any,
    ruleset: Any = None,
    settings: Any = None,
    confirmations_required: Any = False,
    visibility: Any = "members",
) -> tuple[League, str]:
    """A new league playing one rule set (and so one game family), which may count a game only once every side
    confirmed every round, seen by its members only unless made public; returns it with its token (shown once)."""
    clean, problems = clean_name("name", name, LEAGUE_NAME_MAX)
    if not isinstance(confirmations_required, bool):
        problems.append(Problem("confirmations_required", NOT_A_FLAG))
    problems += visibility_problems(visibility)
    key = ruleset or registry().default_ruleset()
    rules, found = registry().house_rules(key, settings)
    problems += found
    if problems or rules is None or clean is None:
        raise Invalid(problems)
    token = new_secret()
    league = League(id=new_id(9), name=clean, token_hash=hash_secret(token), ruleset_key=key, settings=to_json(rules))
    league.confirmations_required, league.visibility = confirmations_required, visibility
    db.session.add(league)
    return league, token


@write
def set_visibility(league_id: str, visibility: Any) -> League:
    """Who may see a league (its standings, games and players): its members only, or anyone (then it is listed)."""
    if problems := visibility_problems(visibility):
        raise Invalid(problems)
    league = db.session.get(League, league_id, with_for_update=True)
    if league is None:
        raise NotFound([Problem("league", N_("No league with this id."))])
    league.visibility = visibility
    return league


@write
def require_confirmations(league_id: str, required: Any) -> League:
    """Count a league's games in its standings only once every side confirmed every round (True), or as soon as
    they are finished (False); the standings are counted anew and the ratings rebuilt later."""
    if not isinstance(required, bool):
        raise Invalid([Problem("confirmations_required", NOT_A_FLAG)])
    league = db.session.get(League, league_id, with_for_update=True)
    if league is None:
        raise NotFound([Problem("league", N_("No league with this id."))])
    if league.confirmations_required != required:
        league.confirmations_required = required
        db.session.flush()
        recount_league(league.id)
        finished = select(Game.id).where(Game.league_id == league.id, Game.status == "finished").limit(1)
        if db.session.scalar(finished) is not None:  # the games rated are no longer the games that count
            invalidate(league)
    return league


@write
def add_season(league: League, name: Any, start: Any, end: Any) -> Season:
    """A named date range of the league."""
    clean, problems = clean_name("name", name, SEASON_NAME_MAX)
    dates: dict[str, date | None] = {}
    for key, value in (("start", start), ("end", end)):
        dates[key], found = parse_date(value, key)
        problems += found
        if value is None:
            problems.append(Problem(key, N_("Must be a date written YYYY-MM-DD.")))
    first, last = dates["start"], dates["end"]
    if first and last and last < first:
        problems.append(Problem("end", N_("Must not be before the start.")))
    if problems or not (first and last and clean):
        raise Invalid(problems)
    season = Season(league_id=league.id, name=clean, start=first, end=last)
    db.session.add(season)
    count_season(season)
    touch(league)
    return season


@write
def attach_game(league: League, game_id: str) -> Game:
    """Add an existing casual game to a league: its players become the league's players of the same names."""
    game = db.session.get(Game, game_id, with_for_update=True)
    if game is None:
        raise Invalid([Problem("game", N_("No game with this id."), code="not_found")])
    if game.league_id is not None:
        raise Conflict([Problem("game", N_("This game already belongs to a league."))])
    if registry().family_of(game.ruleset_key) is not registry().family_of(league.ruleset_key):
        raise Conflict([Problem("game", N_("This league plays another game."))])
    for side in game.sides:
        for seat in side.seats:
            old = seat.player
            seat.player = league_player(league, old.name, None)  # type: ignore[assignment]
            db.session.delete(old)
    game.league_id = league.id
    invalidate(league)
    refresh(game)
    return game
