"""Rounds: add, preview, correct, delete and restore them, and let the table end a game. Each operation is
one write transaction; the game is re-scored from the changed round on through games/refresh.py."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select

from ..core.errors import Conflict, Invalid, NotFound, Stale
from ..core.sizes import ROUND_ID_MAX, ROUNDS_MAX
from ..extensions import db
from ..models import Entry, Game, Round
from ..rules import entries as declared_entries
from ..rules.families import family_of
from ..rules.game import RoundOutcome
from ..rules.problems import N_, Problem
from ..storage.database import found, write
from .history import Actor, last_event, record
from .refresh import last_number, refresh
from .view import GameView, entries_of, names_version, rules_of, side_sizes

CLIENT_ID = re.compile(rf"[A-Za-z0-9_-]{{1,{ROUND_ID_MAX}}}")
OVER = Problem("_round", N_("The game is over; correct or delete the last round first."))


@dataclass
class Written:
    """A round written: the game, its number, the entries as stored, and its outcome; `repeated` when the
    phone's id was already stored (the stored round is answered, nothing new is written)."""

    game: Game
    number: int
    entries: list[Any]
    outcome: RoundOutcome | None = None
    repeated: bool = False
    warnings: list[Problem] = field(default_factory=list)


def get_game(game_id: str) -> Game:
    """A game by its id, or NotFound."""
    return found(Game, game_id, "_game", N_("No game with this id."))


def lock_game(game_id: str) -> Game:
    """The game, held for this write transaction (a row lock on PostgreSQL; SQLite's write lock is held)."""
    game = db.session.get(Game, game_id, with_for_update=True, populate_existing=True)
    if game is None:
        raise NotFound([Problem("_game", N_("No game with this id."))])
    return game


def round_problems(game: Game, data: Any, unreadable: list[Problem] | None = None) -> tuple[list[Any], list[Problem]]:
    """A round's entries (typed values, one per side) and every problem the game's rules find in them;
    `unreadable` fields (already refused by whoever read them) are named too, and no check rests on them."""
    family, rules = family_of(game.ruleset_key), rules_of(game)
    entries, problems = declared_entries.parse_entries(family.entry_class, rules, data, len(game.sides))
    problems = [*(unreadable or []), *problems]
    if entries is not None:
        problems += family.check_round(rules, entries, side_sizes(game), problems)
    return entries or [], problems


def checked_entries(game: Game, data: Any) -> list[Any]:
    """A round's entries (typed values, one per side), checked against the game's rules, or Invalid."""
    entries, problems = round_problems(game, data)
    if problems:
        raise Invalid(problems)
    return entries


def round_record(number: int, entries: list[Any]) -> dict[str, Any]:
    """A round as history keeps it: its number and raw entries."""
    return {"number": number, "entries": [declared_entries.to_json(e) for e in entries]}


def entry_rows(entries: list[Any]) -> list[Entry]:
    """New stored entries holding exactly what the table typed."""
    return [Entry(position=i, counts=declared_entries.to_json(e)) for i, e in enumerate(entries)]


def warnings_of(game: Game, entries: list[Any]) -> list[Problem]:
    """Possible but unlikely counts of a round ("Are you sure?"); they never block."""
    return family_of(game.ruleset_key).warnings(rules_of(game), entries)


def preview_round(game: Game, data: Any) -> Written:
    """Score a round as if it were added next; nothing is stored."""
    entries = checked_entries(game, data)
    view = GameView(game)
    outcome = view.family.play_round(view.rules, entries, [s.total for s in game.sides], view.sizes, view.round_count)
    return Written(game, view.round_count + 1, entries, outcome, warnings=warnings_of(game, entries))


def stored_by_client_id(game: Game, client_id: str) -> Round | None:
    """The round a phone already stored under its own id, if any."""
    return db.session.scalar(select(Round).where(Round.game_id == game.id, Round.client_id == client_id))


def check_client_id(client_id: str | None) -> None:
    """A phone's round id: letters, digits, - and _, at most 40."""
    if client_id is not None and not (isinstance(client_id, str) and CLIENT_ID.fullmatch(client_id)):
        raise Invalid([Problem("id", N_("Must be 1 to %(n)d letters, digits, - or _."), {"n": ROUND_ID_MAX})])


@write
def add_round(game_id: str, data: Any, by: Actor, number: int | None = None, client_id: str | None = None) -> Written:
    """Record the next round of a running game. The same phone id again answers with the stored round."""
    check_client_id(client_id)
    game = lock_game(game_id)
    if client_id and (stored := stored_by_client_id(game, client_id)) is not None:
        return Written(game, stored.number, entries_of(family_of(game.ruleset_key), stored), repeated=True)
    if game.status == "finished":
        raise Conflict([OVER])
    entries = checked_entries(game, data)
    next_number = last_number(game) + 1
    if number is not None and number != next_number:
        said = N_("Round %(n)d is already recorded; the next is %(next)d.")
        if number > next_number:  # rounds before it were never stored (discarded from a phone's outbox)
            said = N_("Round %(n)d can't be recorded yet; the next is %(next)d.")
        raise Conflict([Problem("number", said, {"n": number, "next": next_number})], number=number, next=next_number)
    if next_number > ROUNDS_MAX:
        raise Conflict([Problem("_round", N_("A game holds at most %(n)d rounds."), {"n": ROUNDS_MAX})])
    db.session.add(
        Round(
            game_id=game.id,
            number=next_number,
            client_id=client_id,
            version=game.version + 1,
            entries=entry_rows(entries),
        )
    )
    outcome = refresh(game, since=next_number)[-1]
    record(game, "round_added", next_number, None, round_record(next_number, entries), by)
    return Written(game, next_number, entries, outcome, warnings=warnings_of(game, entries))


def check_etag(game: Game, if_match: str | None) -> None:
    """Refuse a write made against an older version of the game (If-Match)."""
    tag = (if_match or "").strip()
    if tag and tag != "*" and not names_version(tag, GameView(game).etag):
        raise Stale([Problem("_game", N_("The game changed meanwhile; reload it and try again."))])


def find_round(game: Game, number: int) -> Round:
    """A stored round by number, or NotFound."""
    row = db.session.scalar(select(Round).where(Round.game_id == game.id, Round.number == number))
    if row is None:
        raise NotFound([Problem("_round", N_("No round %(n)d in this game."), {"n": number})])
    return row


@write
def correct_round(
    game_id: str,
    number: int,
    data: Any,
    by: Actor,
    if_match: str | None = None,
    round_version: int | None = None,
) -> Written:
    """Replace round `number`; later rounds are re-scored. A correction opened on an older version of the
    round (`round_version`) is refused with the round as it is now, so nobody overwrites unseen."""
    game = lock_game(game_id)
    check_etag(game, if_match)
    row = find_round(game, number)
    family = family_of(game.ruleset_key)
    entries = checked_entries(game, data)
    before = round_record(number, entries_of(family, row))
    if round_version is not None and row.version != round_version:
        event = last_event(game, number)
        problem = Problem("_round", N_("Round %(n)d was changed on another phone meanwhile."), {"n": number})
        raise Conflict([problem], round=before, version=row.version, by=event.by_name if event else "")
    row.entries.clear()
    db.session.flush()  # the old entries go before the new ones take their (round, position)
    row.entries.extend(entry_rows(entries))
    row.version = game.version + 1
    outcome = refresh(game, since=number)[0]
    record(game, "round_corrected", number, before, round_record(number, entries), by)
    return Written(game, number, entries, outcome, warnings=warnings_of(game, entries))


@write
def delete_round(game_id: str, number: int, by: Actor, if_match: str | None = None) -> Game:
    """Delete the last round; it stays in the history and can be restored."""
    game = lock_game(game_id)
    check_etag(game, if_match)
    row = find_round(game, number)
    if number != last_number(game):
        raise Conflict([Problem("_round", N_("Only the last round can be deleted."))])
    before = round_record(number, entries_of(family_of(game.ruleset_key), row))
    db.session.delete(row)
    refresh(game, since=number)
    record(game, "round_deleted", number, before, None, by)
    return game


@write
def restore_round(game_id: str, number: int, by: Actor, if_match: str | None = None) -> Game:
    """Bring back a deleted round, while it would again be the last."""
    game = lock_game(game_id)
    check_etag(game, if_match)
    deleted = last_event(game, number)
    if deleted is None or deleted.action != "round_deleted" or number != last_number(game) + 1:
        raise Conflict(
            [
                Problem(
                    "_round",
                    N_("Round %(n)d can't be restored: only a deleted round that would again be the last can."),
                    {"n": number},
                )
            ]
        )
    if game.status == "finished":
        raise Conflict([OVER])
    try:
        entries = checked_entries(game, (deleted.before or {}).get("entries"))
    except Invalid as error:  # the settings changed since: the round no longer fits
        raise Conflict(error.problems) from error
    db.session.add(Round(game_id=game.id, number=number, version=game.version + 1, entries=entry_rows(entries)))
    refresh(game, since=number)
    record(game, "round_restored", number, None, round_record(number, entries), by)
    return game


@write
def finish_game(game_id: str, by: Actor) -> Game:
    """The table ends the game now (a family without a fixed end, such as Rommé): the best total wins."""
    game = lock_game(game_id)
    if not family_of(game.ruleset_key).can_finish:
        raise Conflict([Problem("_game", N_("This game ends by its rules, not when the table says so."))])
    if game.status == "finished":
        raise Conflict([Problem("_game", N_("The game is already over."))])
    if last_number(game) == 0:
        raise Conflict([Problem("_game", N_("Play at least one hand before ending the game."))])
    game.ended_by_table = True
    refresh(game)
    record(game, "finished", None, None, {"totals": [s.total for s in game.sides]}, by)
    return game


@write
def reopen_game(game_id: str, by: Actor) -> Game:
    """Undo the table's end of a game: play may go on."""
    game = lock_game(game_id)
    if not game.ended_by_table:
        raise Conflict([Problem("_game", N_("Only a game the table ended can be taken up again."))])
    game.ended_by_table = False
    refresh(game)
    record(game, "reopened", None, None, None, by)
    return game
