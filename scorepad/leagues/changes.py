"""League operations: create a league, add seasons, add an existing game, find a season."""

from __future__ import annotations

from datetime import date
from typing import Any

from ..core.errors import Conflict, Invalid
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
from .tallies import count_season


@write
def create_league(name: Any, ruleset: Any = None, settings: Any = None) -> tuple[League, str]:
    """A new league playing one rule set (and so one game family); returns it with its token (shown once)."""
    clean, problems = clean_name("name", name, LEAGUE_NAME_MAX)
    key = ruleset or registry().default_ruleset()
    rules, found = registry().house_rules(key, settings)
    problems += found
    if problems or rules is None or clean is None:
        raise Invalid(problems)
    token = new_secret()
    league = League(id=new_id(9), name=clean, token_hash=hash_secret(token), ruleset_key=key, settings=to_json(rules))
    db.session.add(league)
    return league, token


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
        raise Invalid([Problem("game", N_("No game with this id."))])
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
