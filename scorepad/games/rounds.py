"""A round's one write path: the round form, the outbox and the API add and correct a round through
`save_round`, which parses and checks it once against the game's rules; the preview; delete and restore.
Each write is one transaction; the game is re-scored from the changed round on through games/refresh.py (a new
round alone, from the totals it follows)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from sqlalchemy import select

from ..core.errors import Conflict, Invalid, NotFound
from ..core.ids import DB_INT_MAX
from ..core.sizes import ROUND_ID_MAX, ROUNDS_MAX
from ..extensions import db, registry
from ..models import Entry, Game, Round
from ..rules import entries as declared_entries
from ..rules.game import RoundOutcome
from ..rules.problems import N_, Problem
from ..storage.database import write
from .confirmations import take_back
from .conflicts import GameFull, GameOver, IdTaken, NumberTaken, RoundChanged, StoredRound, expect_version
from .held import Held, held_for_adding
from .history import Actor, added_records, last_event, record
from .listeners import may_change
from .photos import drop_leftovers
from .refresh import last_number, refresh, refresh_added
from .view import GameView, entries_of, rules_of, side_sizes, totals_before

CLIENT_ID = re.compile(rf"[A-Za-z0-9_-]{{1,{ROUND_ID_MAX}}}")
NUMBER_RANGE = N_("The round number must be a whole number from 1 to %(n)d.")


@dataclass(frozen=True)
class RoundWrite:
    """A round as a door hands it in. `entries`: one mapping per side, as typed (parsed and checked here);
    `number`: a new round's number as the phone gave it (None: the next), or the round corrected;
    `phone_id`: the id the phone gave a new round (sent again, the stored round answers); `game_version` and
    `round_version`: the versions the writer saw (None: any); `unreadable`: fields the door could not read,
    named with the rules' problems; `confirmed`: False asks first when the counts look odd."""

    entries: Any
    number: int | None = None
    correcting: bool = False
    phone_id: str | None = None
    game_version: int | None = None
    round_version: int | None = None
    unreadable: tuple[Problem, ...] = ()
    confirmed: bool = True


Done = Literal["added", "corrected", "repeated", "unchanged", "unsure", "previewed"]


@dataclass
class Saved:
    """What became of a round: `added` or `corrected` (a new version of the game), `repeated` (the phone's id
    was stored: the stored round answers), `unchanged` (a correction to the counts it holds), `unsure` (odd
    counts, not confirmed: its warnings) or `previewed`. Only the first two write anything."""

    game: Game
    number: int
    entries: list[Any]
    outcome: RoundOutcome | None = None
    warnings: list[Problem] = field(default_factory=list)
    done: Done = "added"
    unconfirmed: list[int] = field(default_factory=list)  # the sides whose confirmation a correction took back

    @property
    def changed(self) -> bool:
        """Whether the game has a new version."""
        return self.done in ("added", "corrected")


def lock_game(game_id: str, by: Actor | None = None) -> Game:
    """The game, held for this write transaction (a row lock on PostgreSQL; SQLite's write lock is held); with
    `by`, the app's guards are asked whether that writer may change it now (listeners.may_change)."""
    game = db.session.get(Game, game_id, with_for_update=True, populate_existing=True)
    if game is None:
        raise NotFound([Problem("_game", N_("No game with this id."), code="not_found")])
    if by is not None:
        may_change(game, by)
    return game


def round_problems(game: Game, data: Any, unreadable: list[Problem] | None = None) -> tuple[list[Any], list[Problem]]:
    """A round's entries (typed values, one per side) and every problem the game's rules find in them;
    `unreadable` fields (already refused by whoever read them) are named too, and no check rests on them."""
    family, rules = registry().family_of(game.ruleset_key), rules_of(game)
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


def warnings_of(game: Game, entries: list[Any], number: int | None = None) -> list[Problem]:
    """Possible but unlikely counts of a round ("Are you sure?"), by each side's total before it; never blocking."""
    return registry().family_of(game.ruleset_key).warnings(rules_of(game), entries, totals_before(game, number))


def preview_round(game: Game, data: Any) -> Saved:
    """Score a round as if it were added next; nothing is stored."""
    entries, warnings = judged(game, RoundWrite(data))
    view = GameView(game)
    outcome = view.family.play_round(view.rules, entries, [s.total for s in game.sides], view.sizes, view.round_count)
    return Saved(game, view.round_count + 1, entries, outcome, warnings, done="previewed")


def stored_by_client_id(game: Game, client_id: str) -> Round | None:
    """The round a phone already stored under its own id, if any."""
    return db.session.scalar(select(Round).where(Round.game_id == game.id, Round.client_id == client_id))


def check_asked(asked: RoundWrite) -> None:
    """What a write names besides its counts: a phone's round id (letters, digits, - and _, at most 40) and a
    new round's number (a whole number a database holds)."""
    problems = []
    if asked.phone_id is not None and not (isinstance(asked.phone_id, str) and CLIENT_ID.fullmatch(asked.phone_id)):
        problems.append(
            Problem("id", N_("Must be 1 to %(n)d letters, digits, - or _."), {"n": ROUND_ID_MAX}, code="bad_round_id")
        )
    number = asked.number
    if not asked.correcting and number is not None and not (type(number) is int and 0 < number <= DB_INT_MAX):
        problems.append(Problem("number", NUMBER_RANGE, {"n": DB_INT_MAX}, code="out_of_range"))
    if problems:
        raise Invalid(problems)


def judged(game: Game, asked: RoundWrite) -> tuple[list[Any], list[Problem]]:
    """A round's entries parsed and checked against the game's rules, once, with its warnings; Invalid naming
    every problem (the fields the door could not read among them)."""
    entries, problems = round_problems(game, asked.entries, list(asked.unreadable))
    if problems:
        raise Invalid(problems)
    return entries, warnings_of(game, entries, asked.number if asked.correcting else None)


def stored_round(game: Game, row: Round) -> StoredRound:
    """A stored round as a conflict shows it, with who wrote it last and the round before their change."""
    event = last_event(game, row.number)
    by = Actor(event.by_kind, event.by_name) if event else None
    before = event.before if event and isinstance(event.before, dict) else None
    return StoredRound(row.number, entries_of(registry().family_of(game.ruleset_key), row), row.version, by, before)


def round_at(game: Game, number: int) -> Round | None:
    """The stored round with this number, if any."""
    return db.session.scalar(select(Round).where(Round.game_id == game.id, Round.number == number))


@write
def save_round(game_id: str, asked: RoundWrite, by: Actor) -> Saved:
    """Add or correct one round, from any door. The round is parsed and checked once; odd counts come back as
    warnings without writing unless confirmed; what the state refuses is a typed conflict carrying what a door
    shows (games/conflicts.py). The same phone id again answers with the stored round."""
    check_asked(asked)
    if asked.correcting:
        game = lock_game(game_id, by)
        expect_version(game.version, asked.game_version)
        return corrected(game, asked, by)
    held = held_for_adding(game_id)
    may_change(held.game, by)
    expect_version(held.game.version, asked.game_version)
    return added(held, asked, by)


def added(held: Held, asked: RoundWrite, by: Actor) -> Saved:
    """Record the next round of a running game."""
    game = held.game
    if asked.phone_id and (stored := stored_by_client_id(game, asked.phone_id)) is not None:
        return repeated(game, stored, asked)
    if game.status == "finished":
        raise GameOver()
    entries, warnings = judged(game, asked)
    next_number = held.last + 1
    if asked.number is not None and asked.number != next_number:
        theirs = round_at(game, asked.number)
        raise NumberTaken(asked.number, next_number, stored_round(game, theirs) if theirs else None)
    if next_number > ROUNDS_MAX:
        raise GameFull(ROUNDS_MAX)
    if warnings and not asked.confirmed:
        return Saved(game, next_number, entries, warnings=warnings, done="unsure")
    if held.leftovers:  # what a deleted round of this number left, kept while it could come back
        take_back(game, next_number)
        drop_leftovers(game, next_number)
    row = {"game_id": game.id, "number": next_number, "client_id": asked.phone_id, "version": game.version + 1}
    outcome = refresh_added(game, row, entries)
    record(game, "round_added", next_number, None, round_record(next_number, entries), by)
    return Saved(game, next_number, entries, outcome, warnings)


def repeated(game: Game, stored: Round, asked: RoundWrite) -> Saved:
    """A phone's round id sent again: with the round stored under it (as it is now, or as it was added before a
    correction) the stored round answers and nothing is written; with other counts or number, IdTaken."""
    kept = entries_of(registry().family_of(game.ruleset_key), stored)
    entries, problems = round_problems(game, asked.entries, list(asked.unreadable))
    sent = round_record(stored.number, entries)
    same = sent == round_record(stored.number, kept) or sent in added_records(game, stored.number)
    if problems or not same or asked.number not in (None, stored.number):
        raise IdTaken(asked.phone_id or "", stored.number)
    return Saved(game, stored.number, kept, done="repeated")


def corrected(game: Game, asked: RoundWrite, by: Actor) -> Saved:
    """Replace round `asked.number`; later rounds are re-scored. A correction opened on an older version of the
    round (`round_version`) is refused with the round as it is now, so nobody overwrites unseen; one that
    changes nothing stores nothing."""
    number = asked.number or 0
    row = find_round(game, number)
    entries, warnings = judged(game, asked)
    before = round_record(number, entries_of(registry().family_of(game.ruleset_key), row))
    if round_record(number, entries) == before:
        return Saved(game, number, entries, done="unchanged")
    if asked.round_version is not None and row.version != asked.round_version:
        raise RoundChanged(stored_round(game, row), round_record(number, entries))
    if warnings and not asked.confirmed:
        return Saved(game, number, entries, warnings=warnings, done="unsure")
    row.entries.clear()
    db.session.flush()  # the old entries go before the new ones take their (round, position)
    row.entries.extend(entry_rows(entries))
    row.version = game.version + 1
    unconfirmed = take_back(game, number)  # the sides confirmed other counts: their word no longer holds
    outcome = refresh(game, since=number)[0]
    after = round_record(number, entries) | ({"unconfirmed": unconfirmed} if unconfirmed else {})
    record(game, "round_corrected", number, before, after, by)
    return Saved(game, number, entries, outcome, warnings, done="corrected", unconfirmed=unconfirmed)


def find_round(game: Game, number: int) -> Round:
    """A stored round by number, or NotFound."""
    row = round_at(game, number)
    if row is None:
        raise NotFound([Problem("_round", N_("No round %(n)d in this game."), {"n": number}, code="not_found")])
    return row


@write
def delete_round(game_id: str, number: int, by: Actor, expected: int | None = None) -> Game:
    """Delete the last round; it stays in the history and can be restored (`expected`: the game's version the
    writer saw, None: any)."""
    game = lock_game(game_id, by)
    expect_version(game.version, expected)
    row = find_round(game, number)
    if number != last_number(game):
        raise Conflict([Problem("_round", N_("Only the last round can be deleted."), code="not_last_round")])
    before = round_record(number, entries_of(registry().family_of(game.ruleset_key), row))
    db.session.delete(row)
    refresh(game, since=number)
    record(game, "round_deleted", number, before, None, by)
    return game


@write
def restore_round(game_id: str, number: int, by: Actor, expected: int | None = None) -> Game:
    """Bring back a deleted round, while it would again be the last (`expected` as for `delete_round`)."""
    game = lock_game(game_id, by)
    expect_version(game.version, expected)
    deleted = last_event(game, number)
    if deleted is None or deleted.action != "round_deleted" or number != last_number(game) + 1:
        raise Conflict(
            [
                Problem(
                    "_round",
                    N_("Round %(n)d can't be restored: only a deleted round that would again be the last can."),
                    {"n": number},
                    code="not_restorable",
                )
            ]
        )
    if game.status == "finished":
        raise GameOver()
    try:
        entries = checked_entries(game, (deleted.before or {}).get("entries"))
    except Invalid as error:  # the settings changed since: the round no longer fits
        raise Conflict(error.problems) from error
    db.session.add(Round(game_id=game.id, number=number, version=game.version + 1, entries=entry_rows(entries)))
    refresh(game, since=number)
    record(game, "round_restored", number, None, round_record(number, entries), by)
    return game
