"""A league read back: the reads the pages and the API ask of leagues (a league, its players by name, its seasons,
its newest games, the leagues a user scores, the standings' version a follower polls), each one place, so views and
handlers never query the database themselves."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from sqlalchemy import Engine, Row, Select, bindparam, or_, select

from ..accounts.roles import WRITERS
from ..core.errors import NotFound
from ..core.ids import db_id, db_key
from ..extensions import db
from ..models import Game, League, Membership, Player, Season, Side
from ..rules.problems import N_, Problem
from ..storage.database import read_alone
from ..storage.paging import Ask, Page, paged

GAMES_LISTED = 20  # the newest games on a league's page; every one is in the games CSV
LEAGUES = League.__table__.c
STANDINGS_VERSION = select(LEAGUES.standings_version).where(LEAGUES.id == bindparam("key"))  # made once


def find_league(league_id: Any) -> League | None:
    """A league by its id, or None (an id no key could be, too)."""
    key = db_key(league_id)
    return db.session.get(League, key) if key else None


def get_league(league_id: Any) -> League:
    """A league by its id, or NotFound."""
    league = find_league(league_id)
    if league is None:
        raise NotFound([Problem("_league", N_("No league with this id."))])
    return league


def league_players(league: League) -> list[Player]:
    """The league's players by name."""
    return list(db.session.scalars(select(Player).where(Player.league_id == league.id).order_by(Player.name)))


def seen_by(user_id: int | None) -> Select[tuple[League]]:
    """The leagues a reader may see: the public ones, and those a signed-in user is a member of."""
    members = select(Membership.league_id).where(Membership.user_id == user_id)
    shown = League.visibility == "public"
    return select(League).where(or_(shown, League.id.in_(members)) if user_id is not None else shown)


def leagues_by_name(user_id: int | None) -> list[League]:
    """The leagues a reader may see (seen_by), by name."""
    return list(db.session.scalars(seen_by(user_id).order_by(League.name)))


def leagues_page(ask: Ask, user_id: int | None) -> Page[League]:
    """A page of the leagues a reader may see (seen_by), by name."""
    rows = list(db.session.scalars(paged(seen_by(user_id), [League.name, League.id], ask)))
    return Page.of(rows, ask, key=lambda lg: (lg.name, lg.id))


def scored_by(user_id: int) -> list[League]:
    """The leagues whose games a user may start (as scorer or owner), by name."""
    query = (
        select(League)
        .join(Membership, Membership.league_id == League.id)
        .where(Membership.user_id == user_id, Membership.role.in_(WRITERS))
        .order_by(League.name)
    )
    return list(db.session.scalars(query))


def league_season(league: League, raw: Any) -> Season | None:
    """A season of this league by its id (text or number), or None when there is no such season in it."""
    season = db.session.get(Season, season_id) if (season_id := db_id(raw)) else None
    return season if season is not None and season.league_id == league.id else None


def find_player(player_id: Any) -> Player | None:
    """A player by the id pages and the API show (its public id), or None (an id no row could have, too)."""
    key = db_key(player_id)
    return db.session.scalar(select(Player).where(Player.public_id == key)) if key else None


def get_player(player_id: Any) -> Player:
    """A player by id, or NotFound."""
    player = find_player(player_id)
    if player is None:
        raise NotFound([Problem("_player", N_("No player with this id."))])
    return player


def ruleset_of(league_id: Any) -> str | None:
    """The rule set a league plays, without reading the whole league (None: no such league)."""
    key = db_key(league_id)
    return db.session.scalar(select(League.ruleset_key).where(League.id == key)) if key else None


def standings_version(league_id: str) -> int | None:
    """The version of a league's standings (None: no such league): what a follower's poll compares."""
    return db.session.scalar(STANDINGS_VERSION, {"key": league_id})


def standings_version_alone(engine: Engine, league_id: str) -> int | None:
    """`standings_version` read before the app, on the engine alone (serving/cached_reads.py)."""
    row = read_alone(engine, STANDINGS_VERSION, {"key": league_id})
    return row[0] if row is not None else None


@dataclass(frozen=True)
class ListedGame:
    """A game as the league page lists it: its sides' names and totals, no rounds or seats."""

    id: str
    status: str
    played_on: date
    created_at: datetime
    sides: list[Row[Any]] = field(default_factory=list)  # name and total, in seat order


def recent_games(league: League, season: Season | None) -> list[ListedGame]:
    """The league's games (or the season's), newest first: the newest of each status, each read backwards from
    the (league, status, date) index, so a league of 100,000 games sorts none of them; then their sides' names
    and totals in one more plain-column query."""
    dates = [Game.played_on >= season.start, Game.played_on <= season.end] if season is not None else []
    newest: list[ListedGame] = []
    for status in ("playing", "finished"):
        query = (
            select(Game.id, Game.status, Game.played_on, Game.created_at)
            .where(Game.league_id == league.id, Game.status == status, *dates)
            .order_by(Game.played_on.desc(), Game.created_at.desc())
            .limit(GAMES_LISTED)
        )
        newest += (ListedGame(*row) for row in db.session.execute(query))
    newest.sort(key=lambda game: (game.played_on, game.created_at), reverse=True)
    listed = {game.id: game for game in newest[:GAMES_LISTED]}
    sides = select(Side.game_id, Side.name, Side.total).where(Side.game_id.in_(listed)).order_by(Side.position)
    for side in db.session.execute(sides):
        listed[side.game_id].sides.append(side)
    return list(listed.values())
