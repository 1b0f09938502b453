"""League operations: create a league, add seasons, seat league players, add games, merge players."""

from __future__ import annotations

import secrets
from datetime import date
from typing import Any

from sqlalchemy import func, select, update

from ..extensions import db
from ..games import GameError, hash_token
from ..models import Game, League, Player, Season, Seat, Side
from ..newgame import NewSide, clean_name, parse_date
from ..rules.overrides import apply_overrides, rules_from_dict
from ..rules.problems import N_, Problem
from ..rules.settings import PRESETS, RuleSet
from ..summaries import partnership_key
from ..urls import db_id
from .ratings import invalidate

LEAGUE_NAME_MAX = 80


def league_rules(league: League) -> tuple[str, RuleSet]:
    """The preset key and settings a league's games start with."""
    return league.ruleset_key, rules_from_dict(league.settings)


def create_league(data: Any) -> tuple[League, str]:
    """A new league with its default rules; returns it with its token (shown once)."""
    if not isinstance(data, dict):
        raise GameError(400, [Problem("_body", N_("The body must be a JSON object."))])
    problems = [Problem(k, N_("Unknown field.")) for k in data if k not in ("name", "ruleset", "settings")]
    name, found = clean_name("name", data.get("name"), LEAGUE_NAME_MAX)
    problems += found
    key = data.get("ruleset", "classic")
    rules = None
    if key not in PRESETS:
        problems.append(Problem("ruleset", N_("Must be one of: %(choices)s."), {"choices": ", ".join(PRESETS)}))
    else:
        rules, found = apply_overrides(PRESETS[key].rules, data.get("settings"))
        problems += found
    if problems or rules is None or name is None:
        raise GameError(422, problems)
    token = secrets.token_urlsafe(24)
    league = League(
        id=secrets.token_urlsafe(9), name=name, token_hash=hash_token(token), ruleset_key=key, settings=rules.to_dict()
    )
    db.session.add(league)
    db.session.commit()
    return league, token


def add_season(league: League, data: Any) -> Season:
    """A named date range of the league."""
    if not isinstance(data, dict):
        raise GameError(400, [Problem("_body", N_("The body must be a JSON object."))])
    problems = [Problem(k, N_("Unknown field.")) for k in data if k not in ("name", "start", "end")]
    name, found = clean_name("name", data.get("name"), 80)
    problems += found
    dates: dict[str, date | None] = {}
    for key in ("start", "end"):
        dates[key], found = parse_date(data.get(key))
        problems += [Problem(key, p.message) for p in found]
        if data.get(key) is None:
            problems.append(Problem(key, N_("Must be a date written YYYY-MM-DD.")))
    start, end = dates["start"], dates["end"]
    if start and end and end < start:
        problems.append(Problem("end", N_("Must not be before the start.")))
    if problems or not (start and end and name):
        raise GameError(422, problems)
    season = Season(league_id=league.id, name=name, start=start, end=end)
    db.session.add(season)
    db.session.commit()
    return season


def seat_players(league: League, sides: list[NewSide]) -> list[list[Player]]:
    """The league's player records for a new game: by id, or by name (a new name makes a new player)."""
    problems: list[Problem] = []
    seated: list[list[Player]] = []
    for i, side in enumerate(sides):
        people: list[Player] = []
        for j, (name, player_id) in enumerate(zip(side.players, side.player_ids, strict=True)):
            person = league_player(league, name, player_id)
            if person is None:
                problems.append(Problem(f"sides.{i}.players.{j}", N_("No player with this id in this league.")))
                continue
            if any(person is p for row in [*seated, people] for p in row):
                problems.append(Problem(f"sides.{i}.players.{j}", N_("The same player can't sit twice.")))
            people.append(person)
        seated.append(people)
    if problems:
        raise GameError(422, problems)
    return seated


def league_player(league: League, name: str, player_id: int | None) -> Player | None:
    """One league player by id (None if not in this league), or by name (created when new)."""
    if player_id is not None:
        person = db.session.get(Player, player_id) if db_id(player_id) else None
        return person if person is not None and person.league_id == league.id else None
    person = db.session.scalar(select(Player).where(Player.league_id == league.id, Player.name == name))
    if person is None:
        person = Player(name=name, league_id=league.id)
        db.session.add(person)
    return person


def attach_game(league: League, game: Game) -> Game:
    """Add an existing casual game to a league: its players become the league's players of the same names."""
    if game.league_id is not None:
        raise GameError(409, [Problem("game", N_("This game already belongs to a league."))])
    for side in game.sides:
        for seat in side.seats:
            old = seat.player
            seat.player = league_player(league, old.name, None)  # type: ignore[assignment]
            db.session.delete(old)
    db.session.flush()
    for side in game.sides:
        side.partnership = partnership_key(side)
    game.league_id = league.id
    invalidate(league)
    db.session.commit()
    return game


def merge_players(league: League, data: Any) -> Player:
    """Merge two records of the same person: every game of `from` moves to `into`, `from` is removed."""
    if not isinstance(data, dict) or set(data) - {"from", "into"}:
        raise GameError(400, [Problem("_body", N_('The body must be {"from": <id>, "into": <id>}.'))])
    source, target = (db.session.get(Player, i) if (i := db_id(data.get(k))) else None for k in ("from", "into"))
    problems = [
        Problem(k, N_("No player with this id in this league."))
        for k, p in (("from", source), ("into", target))
        if p is None or p.league_id != league.id
    ]
    if problems:
        raise GameError(422, problems)
    assert source is not None and target is not None
    if source.id == target.id:
        raise GameError(422, [Problem("into", N_("A player can't be merged into themself."))])
    shared = db.session.scalar(
        select(func.count())
        .select_from(Seat)
        .join(Side, Seat.side_id == Side.id)
        .where(
            Seat.player_id == source.id,
            Side.game_id.in_(
                select(Side.game_id).join(Seat, Seat.side_id == Side.id).where(Seat.player_id == target.id)
            ),
        )
    )
    if shared:
        raise GameError(409, [Problem("into", N_("These two played in the same game, so they are two people."))])
    db.session.execute(update(Seat).where(Seat.player_id == source.id).values(player_id=target.id))
    db.session.flush()
    sides = db.session.scalars(select(Side).join(Seat, Seat.side_id == Side.id).where(Seat.player_id == target.id))
    for side in sides:
        db.session.refresh(side)
        side.partnership = partnership_key(side)
    db.session.delete(source)
    invalidate(league)
    db.session.commit()
    return target


def league_season(league: League, raw: Any) -> Season | None:
    """A season of this league by its id (text or number), or None when there is no such season in it."""
    season = db.session.get(Season, season_id) if (season_id := db_id(raw)) else None
    return season if season is not None and season.league_id == league.id else None
