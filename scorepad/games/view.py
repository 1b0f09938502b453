"""A stored game read back: its family and rules, and every round re-scored from the raw counts; and every read the
pages and the API ask of games (a game by id, the games a phone remembers, the versions a reader or a follower
compares), each one place, so views and handlers never query the database themselves."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from sqlalchemy import Engine, and_, bindparam, select

from ..core.errors import NotFound
from ..core.ids import db_key
from ..extensions import db, registry
from ..models import Entry, Game, Grant, League, Round
from ..rules.entries import from_json as read_entry
from ..rules.family import Family
from ..rules.game import Ending, Replay, replay, standing
from ..rules.problems import N_, Problem
from ..rules.seating import Hand, hands, seating
from ..rules.settings import from_json
from ..storage.database import found, light_read, read_alone


def get_game(game_id: str) -> Game:
    """A game by its id, or NotFound."""
    return found(Game, game_id, "_game", N_("No game with this id."))


def find_game(game_id: Any) -> Game | None:
    """A game by its id, or None (an id no key could be, too)."""
    key = db_key(game_id)
    return db.session.get(Game, key) if key else None


def games_by_ids(ids: list[str]) -> list[Game]:
    """The games of these ids that exist (a phone's list of games), in no order."""
    return list(db.session.scalars(select(Game).where(Game.id.in_(ids)))) if ids else []


def round_version(game_id: str, number: int) -> int | None:
    """The version of one round of a game (None: no such round)."""
    return db.session.scalar(select(Round.version).where(Round.game_id == game_id, Round.number == number))


def entries_of(family: Family, row: Round) -> list[Any]:
    """The engine's view of a stored round."""
    return [read_entry(family.entry_class, e.counts) for e in row.entries]


@lru_cache(maxsize=512)
def rules_from_text(rules_class: type, text: str) -> Any:
    """Stored settings parsed once per distinct text (rules are immutable, so sharing them is safe)."""
    return from_json(rules_class, json.loads(text))


def rules_of(game: Game) -> Any:
    """The game's frozen rule settings."""
    family = registry().family_of(game.ruleset_key)
    return rules_from_text(family.rules_class, json.dumps(game.settings, sort_keys=True))


def side_sizes(game: Game) -> list[int]:
    """Players per side, in side order."""
    return [len(side.seats) for side in game.sides]


@dataclass
class GameView:
    """A game with its rounds replayed through its family's engine: what pages and the API show."""

    game: Game

    @cached_property
    def family(self) -> Family:
        """The game's family (Canasta, Rommé)."""
        return registry().family_of(self.game.ruleset_key)

    @cached_property
    def rules(self) -> Any:
        """The game's rule settings."""
        return rules_of(self.game)

    @cached_property
    def sizes(self) -> list[int]:
        """Players per side."""
        return side_sizes(self.game)

    @cached_property
    def names(self) -> list[str]:
        """The sides' names, in side order."""
        return [s.name for s in self.game.sides]

    @cached_property
    def stored_rounds(self) -> list[tuple[int, list[Any]]]:
        """Every stored round's number and raw counts, read in one query (no ORM objects: reads stay fast)."""
        if "rounds" in self.game.__dict__:  # already loaded (a write just changed them): use those
            return [(r.number, entries_of(self.family, r)) for r in self.game.rounds]
        rows = db.session.execute(
            select(Round.number, Entry.counts)
            .join(Entry, Entry.round_id == Round.id)
            .where(Round.game_id == self.game.id)
            .order_by(Round.number, Entry.position)
        )
        rounds: list[tuple[int, list[Any]]] = []
        for number, counts in rows:
            if not rounds or rounds[-1][0] != number:
                rounds.append((number, []))
            rounds[-1][1].append(read_entry(self.family.entry_class, counts))
        return rounds

    @cached_property
    def round_entries(self) -> list[list[Any]]:
        """Every stored round's raw counts, in round order."""
        return [entries for _, entries in self.stored_rounds]

    @property
    def round_count(self) -> int:
        """How many rounds the game has."""
        return len(self.stored_rounds)

    @property
    def round_numbers(self) -> list[int]:
        """The numbers of the stored rounds, in order."""
        return [number for number, _ in self.stored_rounds]

    @cached_property
    def replay(self) -> Replay:
        """Every round scored again from its raw counts."""
        starts = [s.start for s in self.game.sides]
        return replay(self.family.play_round, self.rules, starts, self.sizes, self.round_entries)

    @property
    def preset_name(self) -> str:
        """The name of the preset the game started from."""
        return registry().preset_of(self.game.ruleset_key).name

    @property
    def totals(self) -> list[int]:
        """Each side's current total."""
        return self.replay.totals

    @cached_property
    def ending(self) -> Ending:
        """Where the game stands: over by its rules, or ended by the table (best total wins)."""
        if self.game.ended_by_table:
            winner, margin = standing(self.totals, self.family.lower_wins)
            return Ending(True, winner, margin, tie=winner is None)
        return self.replay.ending or Ending(False, None, None)

    @property
    def finished(self) -> bool:
        """Whether the game is over."""
        return self.ending.over

    @property
    def winner(self) -> int | None:
        """The winning side, once the game is over (None on a tie)."""
        return self.ending.winner if self.finished else None

    @property
    def margin(self) -> int | None:
        """The winner's lead over the next side, once the game is over."""
        return self.ending.margin if self.finished else None

    @cached_property
    def figures(self) -> dict[str, Any]:
        """The family's own figures of the game (Canasta: target, tie over the target)."""
        return self.family.game_figures(self.rules, self.sizes, self.replay)

    @cached_property
    def side_figures(self) -> list[dict[str, Any]]:
        """The family's own figures of each side (Canasta: the initial-meld minimum)."""
        return [self.family.side_figures(self.rules, total, self.round_count) for total in self.totals]

    @cached_property
    def hands(self) -> list[Hand]:
        """Every round's hand and the next one's: who dealt, and who sat out where the family's table sits one out."""
        scores = [[r.score for r in o.results] for o in self.replay.outcomes]
        if self.family.lower_wins:  # "the winner deals" means the lowest loss points
            scores = [[-s for s in row] for row in scores]
        sits_out = tuple(self.sizes) in self.family.sits_out
        return hands(self.sizes, self.game.first_dealer, self.game.deal_rotation, scores, sits_out)

    def seat_name(self, seat: int) -> str:
        """The name of the player in a seat."""
        side, player = seating(self.sizes)[seat]
        return self.game.sides[side].seats[player].player.name

    @property
    def next_dealer(self) -> str:
        """Who deals the next round."""
        return self.seat_name(self.hands[-1].dealer)

    @property
    def sitting_out(self) -> str | None:
        """Who sits out the next round (at a table that sits one out), or None."""
        out = self.hands[-1].out
        return None if out is None else self.seat_name(out)


GAMES, LEAGUES = Game.__table__.c, League.__table__.c
SHOWN = (  # made once, of plain columns: building a statement, or an ORM row, costs more than SQLite answering
    select(GAMES.version, GAMES.updated_at, GAMES.league_id, LEAGUES.standings_version, LEAGUES.visibility)
    .outerjoin(League.__table__, LEAGUES.id == GAMES.league_id)
    .where(GAMES.id == bindparam("game_id"))
)
VERSION = select(GAMES.version).where(GAMES.id == bindparam("key"))  # a follower's poll compares it
GRANTS = Grant.__table__.c
HELD = SHOWN.add_columns(GRANTS.id, GRANTS.removed_at).outerjoin(  # a phone's grant in the same round trip
    Grant.__table__, and_(GRANTS.game_id == GAMES.id, GRANTS.device_hash == bindparam("device"))
)


@dataclass(frozen=True)
class Shown:
    """A game as one light lookup sees it: enough to decide who reads, and which cached bytes they get."""

    id: str
    league_id: str | None
    version: int  # the game's own (what a write's If-Match names)
    versions: tuple[str, ...]  # the versions of everything its board and JSON show, the game's own first
    public: bool = True  # anyone may read it: a casual game, or a public league's (api/cors.py opens it to any origin)


def shown_version(game_id: str) -> Shown:
    """The version of everything a game's board and JSON show: its own, when it last changed (a database
    restored from a backup may reach the same number with other rounds), and a league game's also its
    league's (a player renamed there changes its names)."""
    row = light_read(SHOWN, {"game_id": game_id})
    if row is None:
        raise NotFound([Problem("_game", N_("No game with this id."), code="not_found")])
    return shown_of(game_id, row)


def shown_of(game_id: str, row: tuple[Any, ...]) -> Shown:
    """A game's Shown from its SHOWN row."""
    version, changed, league_id, league_version, visibility = row
    stamp = "".join(filter(str.isdigit, str(changed)))  # as the driver gives it: a time, or text on SQLite
    versions = (str(version), stamp, *((str(league_version),) if league_id else ()))
    return Shown(game_id, league_id, version, versions, league_id is None or visibility == "public")


def shown_alone(engine: Engine, game_id: str) -> Shown | None:
    """`shown_version` read before the app, on the engine alone (serving/cached_reads.py); None: no such game."""
    row = read_alone(engine, SHOWN, {"game_id": game_id})
    return shown_of(game_id, row) if row is not None else None


def held_alone(engine: Engine, game_id: str, device_hash: str) -> tuple[Shown, bool | None] | None:
    """`shown_alone` and, in the same query, whether the phone of `device_hash` holds a live grant for the game
    (True), held one the scorer removed (False) or holds none (None); None: no such game."""
    row = read_alone(engine, HELD, {"game_id": game_id, "device": device_hash})
    if row is None:
        return None
    *shown, grant_id, removed_at = row
    return shown_of(game_id, tuple(shown)), None if grant_id is None else removed_at is None


def game_version(game_id: str) -> int | None:
    """A game's own version (None: no such game): what a follower's poll compares."""
    return db.session.scalar(VERSION, {"key": game_id})


def game_version_alone(engine: Engine, game_id: str) -> int | None:
    """`game_version` read before the app, on the engine alone."""
    row = read_alone(engine, VERSION, {"key": game_id})
    return row[0] if row is not None else None


def totals_before(game: Game, number: int | None) -> list[int]:
    """Each side's total before round `number` (a correction), or now (the next round)."""
    if number is None:
        return [s.total for s in game.sides]
    view = GameView(game)
    index = view.round_numbers.index(number) if number in view.round_numbers else len(view.round_numbers)
    return [r.total for r in view.replay.outcomes[index - 1].results] if index else [s.start for s in game.sides]
