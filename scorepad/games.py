"""Operations on games: each one transaction, its history event written in the same transaction."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Any

from sqlalchemy import func, select

from .database import begin_write
from .extensions import db
from .gameview import GameView, rules_of, side_sizes
from .leagues import ratings
from .models import Entry, Event, Game, League, Player, Round, Seat, Side, utcnow
from .newgame import NewGame
from .rules.checks import check_round
from .rules.entries import SideEntry
from .rules.game import RoundOutcome, play_round
from .rules.parse import parse_entries
from .rules.problems import N_, Problem
from .summaries import count_round, partnership_key, settle


class GameError(Exception):
    """A request the game's state or the input can't accept; nothing was stored."""

    def __init__(self, status: int, problems: list[Problem]) -> None:
        super().__init__(status, problems)
        self.status = status
        self.problems = problems


def hash_token(token: str) -> str:
    """The stored form of a write token (the token itself is never stored)."""
    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(game: Game, token: str) -> bool:
    """Whether a bearer token is this game's write token."""
    return hmac.compare_digest(game.token_hash, hash_token(token))


def get_game(game_id: str) -> Game | None:
    """A game by its id, or None."""
    return db.session.get(Game, game_id)


def lock_game(game_id: str) -> Game:
    """Start a write transaction holding the game (row lock on PostgreSQL, write lock on SQLite)."""
    db.session.rollback()  # end any read transaction: a write must begin as a writer
    begin_write()
    game = db.session.get(Game, game_id, with_for_update=True, populate_existing=True)
    if game is None:
        raise GameError(404, [Problem("_game", N_("No game with this id."))])
    return game


def record(game: Game, action: str, number: int | None, before: Any, after: Any, by: str) -> None:
    """Add a history event and mark the game changed (the caller commits)."""
    db.session.add(Event(game_id=game.id, action=action, round=number, before=before, after=after, by=by))
    ratings.game_written(game)
    game.version += 1
    game.updated_at = utcnow()


def create_game(
    new: NewGame, by: str, league: League | None = None, players: list[list[Player]] | None = None
) -> tuple[Game, str]:
    """Start a game; returns it with its write token (shown once, stored only as a hash)."""
    game, token = build_game(new, by, league=league, players=players)
    db.session.commit()
    return game, token


def build_game(
    new: NewGame, by: str, history: bool = True, league: League | None = None, players: list[list[Player]] | None = None
) -> tuple[Game, str]:
    """Add a new game (and, unless imported, its creation event) to the session, uncommitted.

    A league game seats the league's player records (`players`, one list per side); others get new records.
    """
    token = secrets.token_urlsafe(24)
    game = Game(
        id=secrets.token_urlsafe(12),
        token_hash=hash_token(token),
        ruleset_key=new.ruleset,
        settings=new.rules.to_dict(),
        first_dealer=new.first_dealer,
        deal_rotation=new.rotation,
        league_id=league.id if league else None,
    )
    if new.played_on:
        game.played_on = new.played_on
    for i, side in enumerate(new.sides):
        people = players[i] if players else [Player(name=name) for name in side.players]
        seats = [Seat(position=j, player=person) for j, person in enumerate(people)]
        game.sides.append(Side(position=i, name=side.name, start=side.start, total=side.start, seats=seats))
    db.session.add(game)
    db.session.flush()
    for side in game.sides:
        side.partnership = partnership_key(side)
    if history:
        summary = {
            "ruleset": new.ruleset,
            "sides": [
                {"name": s.name, "players": [seat.player.name for seat in s.seats], "start": s.start}
                for s in game.sides
            ],
        }
        db.session.add(Event(game_id=game.id, action="created", round=None, before=None, after=summary, by=by))
    return game, token


def checked_entries(game: Game, data: Any) -> list[SideEntry]:
    """A round body's entries, parsed and checked against the game's rules, or a 422."""
    if not isinstance(data, dict):
        raise GameError(400, [Problem("_body", N_("The body must be a JSON object."))])
    problems = [Problem(k, N_("Unknown field.")) for k in data if k not in ("entries", "number")]
    if "number" in data and (type(data["number"]) is not int or data["number"] < 1):
        problems.append(Problem("number", N_("Must be a round number from 1.")))
    rules = rules_of(game)
    entries, found = parse_entries(rules, data.get("entries"), len(game.sides))
    problems += found
    if entries is not None:
        problems += check_round(rules, entries, side_sizes(game), found)
    if problems:
        raise GameError(422, problems)
    return entries or []


def preview_round(game: Game, data: Any) -> tuple[list[SideEntry], RoundOutcome]:
    """Score a round as if it were added next; nothing is stored."""
    entries = checked_entries(game, data)
    return entries, play_round(rules_of(game), entries, [s.total for s in game.sides], side_sizes(game))


def entry_row(position: int, entry: SideEntry) -> Entry:
    """A new stored entry holding exactly what the table typed."""
    raw = entry.to_dict()
    return Entry(position=position, **{k: v for k, v in raw.items()})


def round_record(number: int, entries: list[SideEntry]) -> dict[str, Any]:
    """A round as history keeps it: its number and raw entries."""
    return {"number": number, "entries": [e.to_dict() for e in entries]}


def check_etag(game: Game, if_match: str | None) -> None:
    """Refuse a write made against an older version of the game (412)."""
    if if_match and if_match.strip() not in ("*", GameView(game).etag):
        raise GameError(412, [Problem("_game", N_("The game changed meanwhile; reload it and try again."))])


def add_round(game_id: str, data: Any, by: str) -> tuple[Game, list[SideEntry]]:
    """Record the next round of a running game; returns the game and the round's entries."""
    game = lock_game(game_id)
    if game.status == "finished":
        raise GameError(409, [Problem("_round", N_("The game is over; correct or delete the last round first."))])
    entries = checked_entries(game, data)
    number = (db.session.scalar(select(func.max(Round.number)).where(Round.game_id == game.id)) or 0) + 1
    if data.get("number", number) != number:
        raise GameError(
            409,
            [
                Problem(
                    "number",
                    N_("Round %(n)d is already recorded; the next is %(next)d."),
                    {"n": data["number"], "next": number},
                )
            ],
        )
    outcome = play_round(rules_of(game), entries, [s.total for s in game.sides], side_sizes(game))
    row = Round(game_id=game.id, number=number, entries=[entry_row(i, e) for i, e in enumerate(entries)])
    for entry, result, side in zip(row.entries, outcome.results, game.sides, strict=True):
        entry.score, entry.total, side.total = result.score, result.total, result.total
    if outcome.ending.winner is not None:
        game.status, game.winner, game.margin = "finished", outcome.ending.winner, outcome.ending.margin
    count_round(game.sides, entries)
    settle(game)
    if game.status == "finished":
        ratings.game_finished(game)
    db.session.add(row)
    record(game, "round_added", number, None, round_record(number, entries), by)
    db.session.commit()
    return game, entries
