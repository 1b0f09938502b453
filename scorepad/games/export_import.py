"""A whole game out as JSON or CSV, and back in as a new game, re-scored by our own engine."""

from __future__ import annotations

from typing import Any

from sqlalchemy import insert

from ..core.errors import Invalid
from ..core.sizes import HISTORY_MAX, ROUNDS_MAX
from ..core.spreadsheet import csv_text
from ..extensions import db, registry
from ..models import Entry, Event, Game, Round
from ..rules import entries as declared_entries
from ..rules.problems import N_, Problem
from ..rules.settings import to_json
from ..storage.database import write
from .history import Actor, events_of, record
from .imported_history import imported_events, plain_text
from .refresh import refresh
from .rounds import checked_entries
from .start import GameRequest, build_game, check_new_game
from .view import GameView

FORMAT = "scorepad-game"
COMPUTED = ("score", "total", "breakdown", "explanation")  # in a file, never trusted: computed again
SHAPES: dict[str, tuple[tuple[type, ...], str]] = {  # a file's parts an import reads, and what each must be
    "ruleset": ((str,), N_("Must be the key of a rule set, as text.")),
    "settings": ((dict,), N_("Must be an object of settings.")),
    "sides": ((list,), N_("Must be a list of sides.")),
    "dealer": ((dict,), N_("Must be an object with the first dealer and the rotation.")),
    "played_on": ((str,), N_("Must be a date written YYYY-MM-DD.")),
    "ended_by_table": ((bool,), N_("Must be true or false.")),
    "rounds": ((list,), N_("Must be a list of rounds.")),
    "history": ((list,), N_("Must be a list of history events.")),
}
NOT_AN_EXPORT = N_("This is not a game exported by Scorepad: choose the file a board's “Download: JSON” saved.")


def event_json(event: Event) -> dict[str, Any]:
    """One event as the API and an export show it."""
    out: dict[str, Any] = {
        "at": event.at.isoformat(timespec="microseconds") + "Z",
        "action": event.action,
        "round": event.round,
        "before": event.before,
        "after": event.after,
        "by": event.by_name if event.imported else Actor(event.by_kind, event.by_name).text,
    }
    if event.imported:
        out["imported"] = True
    return out


def export_json(game: Game) -> dict[str, Any]:
    """Everything needed to rebuild the game: rules, sides, raw rounds, history (scores are informative only)."""
    view = GameView(game)
    return {
        "format": FORMAT,
        "version": 1,
        "id": game.id,
        "ruleset": game.ruleset_key,
        "settings": to_json(view.rules),
        "sides": [
            {"name": s.name, "players": [seat.player.name for seat in s.seats], "start": s.start} for s in game.sides
        ],
        "dealer": {"first": game.first_dealer, "rotation": game.deal_rotation},
        "played_on": game.played_on.isoformat(),
        "ended_by_table": game.ended_by_table,
        "rounds": [
            {"number": n, "entries": [declared_entries.to_json(e) for e in entries]}
            for n, entries in zip(view.round_numbers, view.round_entries, strict=True)
        ],
        "totals": view.totals,
        "history": [event_json(e) for e in events_of(game)],
    }


def export_table(game: Game) -> tuple[list[str], list[list[Any]]]:
    """The game as a table, one line per side per round: the raw counts, the round score and the running total
    (the columns by name: round, side, every count but cards, numbers first, then score and total)."""
    view = GameView(game)
    items = [c for c in declared_entries.declared(view.family.entry_class) if c.kind != "cards"]
    counts = [c.name for c in items if c.kind in ("points", "count")] + [  # numbers first, then the choices
        c.name for c in items if c.kind not in ("points", "count")
    ]
    rows = []
    for number, entries, outcome in zip(view.round_numbers, view.round_entries, view.replay.outcomes, strict=True):
        for side, entry, result in zip(game.sides, entries, outcome.results, strict=True):
            values = ["" if getattr(entry, name) is None else getattr(entry, name) for name in counts]
            rows.append([number, side.name, *values, result.score, result.total])
    return ["round", "side", *counts, "score", "total"], rows


def export_csv(game: Game) -> str:
    """The game as a plain CSV (see export_table)."""
    return csv_text(*export_table(game))


def exported_game(data: Any) -> dict[str, Any]:
    """A file's parsed JSON read as an exported game, for an import from any client: an object of our format
    with each part of the type an import reads (null where a part may be left out), the rounds' computed parts
    dropped; else Invalid naming each part that is wrong. What is inside the parts, the import checks."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise Invalid([Problem("format", NOT_AN_EXPORT)])
    problems = [
        Problem(name, message)
        for name, (types, message) in SHAPES.items()
        if data.get(name) is not None and not isinstance(data[name], types)
    ]
    if not isinstance(data.get("sides"), list):
        problems.append(Problem("sides", SHAPES["sides"][1]))
    rounds = data.get("rounds") if isinstance(data.get("rounds"), list) else []
    for i, item in enumerate(rounds):
        if not isinstance(item, dict) or not isinstance(item.get("entries"), list):
            problems.append(Problem(f"rounds.{i}", N_("Must be an object with the round's entries, a list.")))
    if problems:
        raise Invalid(problems)
    kept = {**data, "rounds": [{**r, "entries": [without_computed(e) for e in r["entries"]]} for r in rounds]}
    return {k: v for k, v in kept.items() if v is not None}


def without_computed(entry: Any) -> Any:
    """A round's entry from a file without what is computed again (a score, a total, its explanation)."""
    return {k: v for k, v in entry.items() if k not in COMPUTED} if isinstance(entry, dict) else entry


def check_caps(data: Any) -> None:
    """Refuse a game file over the caps (its rounds, its history) at once, before any round of it is read."""
    if not isinstance(data, dict):
        return
    rounds, history = data.get("rounds"), data.get("history")
    if isinstance(rounds, list) and len(rounds) > ROUNDS_MAX:
        raise Invalid(
            [Problem("rounds", N_("A game holds at most %(n)d rounds."), {"n": ROUNDS_MAX}, code="too_many_rounds")]
        )
    if isinstance(history, list) and len(history) > HISTORY_MAX:
        raise Invalid([Problem("history", N_("An imported history holds at most %(n)d events."), {"n": HISTORY_MAX})])


@write
def import_game(data: dict[str, Any], by: Actor) -> tuple[Game, str]:
    """Create an exported game anew: same rules, sides and rounds, re-scored; old history marked imported."""
    asked = GameRequest(
        sides=data.get("sides") or [],
        ruleset=data.get("ruleset"),
        settings=data.get("settings"),
        dealer=data.get("dealer"),
        played_on=data.get("played_on"),
    )
    rounds, history = data.get("rounds") or [], data.get("history") or []
    check_caps(data)
    new = check_new_game(asked, apart=False)  # a game as it was played, names and all
    game, token = build_game(new, by)
    played = checked_rounds(game, rounds)
    store_rounds(game, played)
    can_finish = registry().family_of(game.ruleset_key).can_finish
    game.ended_by_table = data.get("ended_by_table") is True and bool(rounds) and can_finish
    refresh(game, since=1)
    if events := imported_events(game, history):
        db.session.execute(insert(Event), events)
    summary = {"imported_from": plain_text(data.get("id"), 40), "rounds": len(rounds)}
    record(game, "created", None, None, summary, by, bump=False)
    return game, token


def checked_rounds(game: Game, rounds: list[Any]) -> list[list[Any]]:
    """Every round of the file checked against the game's rules (the problems of all of them at once)."""
    played, problems = [], []
    for i, item in enumerate(rounds):
        try:
            played.append(checked_entries(game, item.get("entries") if isinstance(item, dict) else None))
        except Invalid as error:
            problems += [p.at(f"rounds.{i}.") for p in error.problems]
    if problems:
        raise Invalid(problems)
    return played


def store_rounds(game: Game, played: list[list[Any]]) -> None:
    """Store many rounds at once, numbered from 1 (in bulk: a game at the cap has 1,000 of them)."""
    if not played:
        return
    numbered = [{"game_id": game.id, "number": n} for n in range(1, len(played) + 1)]
    ids = db.session.scalars(insert(Round).returning(Round.id, sort_by_parameter_order=True), numbered).all()
    rows = [
        {"round_id": round_id, "position": i, "counts": declared_entries.to_json(entry)}
        for round_id, entries in zip(ids, played, strict=True)
        for i, entry in enumerate(entries)
    ]
    db.session.execute(insert(Entry), rows)
