"""A whole game out as JSON or CSV, and back in as a new game, re-scored by our own engine."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime
from typing import Any

from .corrections import rescore
from .extensions import db
from .games import GameError, build_game, checked_entries, entry_row, record
from .gameview import GameView
from .history import event_json, events_of
from .models import Event, Game, Round, utcnow
from .newgame import parse_new_game
from .rules.entries import COUNT_FIELDS
from .rules.problems import N_, Problem
from .urls import db_id

FORMAT = "scorepad-game"
COMPUTED = ("score", "total", "breakdown", "explanation")


def export_json(game: Game) -> dict[str, Any]:
    """Everything needed to rebuild the game: rules, sides, raw rounds, history (scores are informative only)."""
    view = GameView(game)
    return {
        "format": FORMAT,
        "version": 1,
        "id": game.id,
        "ruleset": game.ruleset_key,
        "settings": game.settings,
        "sides": [
            {"name": s.name, "players": [seat.player.name for seat in s.seats], "start": s.start} for s in game.sides
        ],
        "dealer": {"first": game.first_dealer, "rotation": game.deal_rotation},
        "played_on": game.played_on.isoformat(),
        "rounds": [
            {"number": n, "entries": [e.to_dict() for e in entries]}
            for n, entries in zip(view.round_numbers, view.round_entries, strict=True)
        ],
        "totals": view.totals,
        "history": [event_json(e) for e in events_of(game)],
    }


def export_csv(game: Game) -> str:
    """One line per side per round: the raw counts, the round score and the running total."""
    view = GameView(game)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["round", "side", *COUNT_FIELDS, "going_out", "score", "total"])
    rows = zip(view.round_numbers, view.round_entries, view.replay.outcomes, strict=True)
    for number, entries, outcome in rows:
        for side, entry, result in zip(game.sides, entries, outcome.results, strict=True):
            values = [getattr(entry, name) for name in COUNT_FIELDS]
            writer.writerow([number, side.name, *values, entry.going_out or "", result.score, result.total])
    return out.getvalue()


def import_game(data: Any, by: str) -> tuple[Game, str]:
    """Create the exported game anew: same rules, sides and rounds, re-scored; old history marked imported."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise GameError(422, [Problem("format", N_('Not a Scorepad game export (format "scorepad-game").'))])
    body = {k: data.get(k) for k in ("ruleset", "settings", "sides", "dealer", "played_on") if k in data}
    new, problems = parse_new_game(body)
    rounds = data.get("rounds")
    if not isinstance(rounds, list):
        problems.append(Problem("rounds", N_("Must be a list of rounds.")))
    history = data.get("history", [])
    if not isinstance(history, list) or not all(isinstance(e, dict) for e in history):
        problems.append(Problem("history", N_("Must be a list of events.")))
    if new is None or problems:
        raise GameError(422, problems)
    game, token = build_game(new, by=by, history=False)
    add_imported(game, rounds or [], history, data.get("id"), by)
    db.session.commit()
    return game, token


def add_imported(game: Game, rounds: list[Any], history: list[dict[str, Any]], old_id: Any, by: str) -> None:
    """Check and add every imported round, then the copied history and the import itself (uncommitted)."""
    for i, item in enumerate(rounds):
        raw = item.get("entries") if isinstance(item, dict) else None
        if isinstance(raw, list):  # scores in a file are never trusted: they are computed again
            raw = [{k: v for k, v in e.items() if k not in COMPUTED} if isinstance(e, dict) else e for e in raw]
        try:
            entries = checked_entries(game, {"entries": raw})
        except GameError as error:
            problems = [Problem(f"rounds.{i}.{p.path}", p.message, p.params) for p in error.problems]
            raise GameError(422, problems) from error
        game.rounds.append(Round(number=i + 1, entries=[entry_row(j, e) for j, e in enumerate(entries)]))
    rescore(game)
    for old in history:
        db.session.add(
            Event(
                game_id=game.id,
                at=parse_time(old.get("at")),
                action=plain_text(old.get("action"), 20),
                round=db_id(old.get("round")),
                before=old.get("before"),
                after=old.get("after"),
                by=plain_text(old.get("by"), 80),
                imported=True,
            )
        )
    db.session.flush()
    record(game, "created", None, None, {"imported_from": plain_text(old_id, 40), "rounds": len(rounds)}, by)


def parse_time(value: Any) -> datetime:
    """An ISO time from the file (as UTC without a zone), or now when it is missing or unreadable."""
    try:
        at = datetime.fromisoformat(value)
        return at.astimezone(UTC).replace(tzinfo=None) if at.tzinfo else at
    except (TypeError, ValueError, OverflowError):
        return utcnow()


def plain_text(value: Any, limit: int) -> str:
    """Text from the file as a database can store it: no control characters (NUL included), cut to `limit`."""
    return "".join(ch for ch in str(value if value is not None else "") if ch.isprintable())[:limit]
