"""The reads of a club evening (pages and API ask these): the evening with its players, rounds, tables (games,
seats "table.seat", state, hands played), byes and ranking, read in a few queries whatever the number of tables;
and its version alone, for a conditional read."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Engine, bindparam, func, select

from ..extensions import db, registry
from ..models import Evening, EveningRound, EveningTable, Game, League
from ..storage.database import read_alone
from .ranking import Row, ranking
from .results import round_results, table_games, table_state
from .rights import table_token
from .scores import Scoring, TableState
from .seats import seat_table
from .store import get_evening, league_of, names_of, present, scoring_of

EVENINGS = Evening.__table__.c
VERSION = select(EVENINGS.version).where(EVENINGS.id == bindparam("key"))  # the room's screen's poll compares it
STAMP = select(EVENINGS.version, EVENINGS.league_id).where(EVENINGS.id == bindparam("key"))


@dataclass(frozen=True)
class Person:
    """A league player as an evening shows them: the public id and the name."""

    id: str
    name: str


@dataclass(frozen=True)
class Attendance:
    """A player of the evening: who, the partnership (pairs form), the first round and the last (None: here)."""

    player: Person
    pair: int | None
    arrived: int
    left: int | None


@dataclass(frozen=True)
class SeatLine:
    """A seat of a table: its name ("1.3"), its side (0 first) and who sits there."""

    seat: str
    side: int
    player: Person


@dataclass(frozen=True)
class TableLine:
    """A table of a round: its number, game, seats, each side's total, its state and the hands played."""

    number: int
    game_id: str
    seats: tuple[SeatLine, ...]
    totals: tuple[int, ...]
    state: TableState
    hands: int


@dataclass(frozen=True)
class RoundLine:
    """A drawn round: its number, state, tables and byes."""

    number: int
    state: str
    tables: tuple[TableLine, ...]
    byes: tuple[Person, ...]


@dataclass(frozen=True)
class RankLine:
    """A player's line of the ranking (the engine's `Row`), with the player as shown."""

    player: Person
    row: Row


@dataclass(frozen=True)
class EveningView:
    """An evening as the pages and the API show it."""

    evening: Evening
    league: League
    family: str
    scoring: Scoring
    players: tuple[Attendance, ...]
    rounds: tuple[RoundLine, ...]
    ranking: tuple[RankLine, ...]
    games: dict[str, Game]  # the tables' games by id

    @property
    def current(self) -> RoundLine | None:
        """The round being played (None once the evening is over)."""
        return self.rounds[-1] if self.rounds and self.evening.state == "playing" else None


def evening_version(evening_id: str) -> int | None:
    """An evening's version alone (one query; None: no such evening): it moves on with every change of the
    evening and of its tables' games, so a conditional read of the whole evening asks only this."""
    return db.session.scalar(VERSION, {"key": evening_id})


def evening_stamp(evening_id: str) -> tuple[int, str] | None:
    """An evening's version and league in one query (None: no such evening): what a conditional read needs to
    answer 304 to a reader the league lets see it."""
    row = db.session.execute(STAMP, {"key": evening_id}).first()
    return (row[0], row[1]) if row is not None else None


def evening_version_alone(engine: Engine, evening_id: str) -> int | None:
    """`evening_version` read before the app, on the engine alone (serving/cached_reads.py)."""
    row = read_alone(engine, VERSION, {"key": evening_id})
    return row[0] if row is not None else None


@dataclass(frozen=True)
class Listed:
    """An evening in its league's list."""

    id: str
    name: str
    form: str
    state: str
    rounds: int
    drawn: int
    created_at: datetime


def league_evenings(league_id: str) -> list[Listed]:
    """A league's evenings, newest first (one query)."""
    drawn = select(func.count(EveningRound.id)).where(EveningRound.evening_id == Evening.id).scalar_subquery()
    query = select(Evening.id, Evening.name, Evening.form, Evening.state, Evening.rounds, drawn, Evening.created_at)
    rows = db.session.execute(query.where(Evening.league_id == league_id).order_by(Evening.created_at.desc()))
    return [Listed(*row) for row in rows]


def table_tokens(evening: Evening) -> dict[str, str]:
    """Each table's game id with the API token the organiser hands that table (rights.table_token)."""
    return {t.game_id: table_token(t.game_id) for drawn in evening.drawn for t in drawn.tables}


def table_of(game_id: str) -> EveningTable | None:
    """The evening table a game is, if any."""
    return db.session.scalar(select(EveningTable).where(EveningTable.game_id == game_id))


def read_evening(evening_id: object) -> EveningView:
    """The whole evening by id (NotFound): a few queries (the evening, its players, rounds, tables, their games
    and sides, the players' names), not one per table."""
    return evening_view(get_evening(evening_id))


def evening_view(evening: Evening) -> EveningView:
    """The whole evening, from its row."""
    league = league_of(evening)
    games = table_games(evening)
    ids = {p.player_id for p in evening.players}
    people = {k: Person(p.public_id, p.name) for k, p in names_of(ids | drawn_players(evening)).items()}
    scoring = scoring_of(evening, league.ruleset_key)
    results = round_results(evening, games)
    here = tuple(p.player_id for p in present(evening, len(evening.drawn)))
    rows = ranking(results, scoring, here)
    return EveningView(
        evening,
        league,
        registry().family_of(league.ruleset_key).key,
        scoring,
        tuple(Attendance(people[p.player_id], p.pair, p.arrived, p.left) for p in evening.players),
        tuple(round_line(drawn, games, people) for drawn in evening.drawn),
        tuple(RankLine(people[row.player], row) for row in rows),
        games,
    )


def drawn_players(evening: Evening) -> set[int]:
    """Every player drawn in a round of the evening (one who left is still named in the rounds played)."""
    return {p for drawn in evening.drawn for t in drawn.tables for side in t.sides for p in side} | {
        p for drawn in evening.drawn for p in drawn.byes
    }


def round_line(drawn: EveningRound, games: dict[str, Game], people: dict[int, Person]) -> RoundLine:
    """One drawn round as shown."""
    tables = []
    for stored in drawn.tables:
        game = games[stored.game_id]
        table = seat_table(stored.number, [tuple(side) for side in stored.sides])
        seats = tuple(SeatLine(s.name, n, people[s.player]) for n, side in enumerate(table.sides) for s in side)
        hands = max((side.rounds_played for side in game.sides), default=0)
        totals = tuple(side.total for side in game.sides)
        tables.append(TableLine(stored.number, game.id, seats, totals, table_state(stored, game), hands))
    byes = tuple(people[p] for p in drawn.byes)
    return RoundLine(drawn.number, drawn.state, tuple(tables), byes)
