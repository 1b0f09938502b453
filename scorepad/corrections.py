"""Correcting, deleting and restoring rounds: the game is replayed and every later total follows."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from .extensions import db
from .games import GameError, check_etag, checked_entries, entry_row, lock_game, record, round_record
from .gameview import GameView, entries_of
from .leagues import ratings
from .models import Event, Game, Round
from .rules.entries import SideEntry
from .rules.problems import N_, Problem
from .summaries import recount


def rescore(game: Game) -> None:
    """Replay every round and refresh the cached scores, totals and result; refuse an early end (409)."""
    view = GameView(game)
    ended_at = view.replay.ended_at
    if ended_at is not None and ended_at < len(game.rounds):
        raise GameError(
            409,
            [Problem("_round", N_("This would end the game at round %(n)d, before its last round."), {"n": ended_at})],
        )
    for row, outcome in zip(game.rounds, view.replay.outcomes, strict=True):
        for entry, result in zip(row.entries, outcome.results, strict=True):
            entry.score, entry.total = result.score, result.total
    for side, total in zip(game.sides, view.totals, strict=True):
        side.total = total
    ratings.game_changed(game)
    game.status = "finished" if view.finished else "playing"
    game.winner, game.margin = view.winner, view.margin
    recount(game, view.round_entries)


def find_round(game: Game, number: int) -> Round:
    """A stored round by number, or a 404."""
    for row in game.rounds:
        if row.number == number:
            return row
    raise GameError(404, [Problem("_round", N_("No round %(n)d in this game."), {"n": number})])


def replace_entries(row: Round, entries: list[SideEntry]) -> None:
    """Put new raw counts into a stored round."""
    row.entries.clear()
    db.session.flush()  # the old entries go before the new ones take their (round, position)
    row.entries.extend(entry_row(i, e) for i, e in enumerate(entries))


def correct_round(
    game_id: str, number: int, data: Any, by: str, if_match: str | None = None
) -> tuple[Game, list[SideEntry]]:
    """Replace round `number`; later rounds are re-scored. Returns the game and the round's new entries."""
    game = lock_game(game_id)
    check_etag(game, if_match)
    row = find_round(game, number)
    entries = checked_entries(game, data)
    if data.get("number", number) != number:
        raise GameError(422, [Problem("number", N_("Must be the number of the round being corrected."))])
    before = round_record(number, entries_of(row))
    replace_entries(row, entries)
    rescore(game)
    record(game, "round_corrected", number, before, round_record(number, entries), by)
    db.session.commit()
    return game, entries


def delete_round(game_id: str, number: int, by: str, if_match: str | None = None) -> Game:
    """Delete the last round; it stays in the history and can be restored."""
    game = lock_game(game_id)
    check_etag(game, if_match)
    row = find_round(game, number)
    if number != game.rounds[-1].number:
        raise GameError(409, [Problem("_round", N_("Only the last round can be deleted."))])
    before = round_record(number, entries_of(row))
    game.rounds.remove(row)
    rescore(game)
    record(game, "round_deleted", number, before, None, by)
    db.session.commit()
    return game


def restore_round(game_id: str, number: int, by: str, if_match: str | None = None) -> Game:
    """Bring back a deleted round, while it would again be the last."""
    game = lock_game(game_id)
    check_etag(game, if_match)
    last = game.rounds[-1].number if game.rounds else 0
    deleted = db.session.scalars(
        select(Event).where(Event.game_id == game.id, Event.round == number).order_by(Event.id.desc()).limit(1)
    ).first()
    if deleted is None or deleted.action != "round_deleted" or number != last + 1:
        raise GameError(
            409,
            [
                Problem(
                    "_round",
                    N_("Round %(n)d can't be restored: only a deleted round that would again be the last can."),
                    {"n": number},
                )
            ],
        )
    if game.status == "finished":
        raise GameError(409, [Problem("_round", N_("The game is over; correct or delete the last round first."))])
    try:
        entries = checked_entries(game, {"entries": deleted.before["entries"]})
    except GameError as error:  # the settings changed since: the round no longer fits
        raise GameError(409, error.problems) from error
    game.rounds.append(Round(number=number, entries=[entry_row(i, e) for i, e in enumerate(entries)]))
    rescore(game)
    record(game, "round_restored", number, None, round_record(number, entries), by)
    db.session.commit()
    return game
