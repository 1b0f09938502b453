"""A game's history (who changed what, when) and changes to names and settings."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from .extensions import db
from .games import GameError, lock_game, record
from .models import Event, Game
from .newgame import PLAYER_NAME_MAX, SIDE_NAME_MAX, clean_name
from .rules.overrides import apply_overrides
from .rules.problems import N_, Problem
from .rules.settings import PRESETS


def events_of(game: Game) -> list[Event]:
    """Every event of a game, oldest first."""
    return list(db.session.scalars(select(Event).where(Event.game_id == game.id).order_by(Event.id)))


def event_json(event: Event) -> dict[str, Any]:
    """One event as the API shows it."""
    out = {
        "at": event.at.isoformat(timespec="microseconds") + "Z",
        "action": event.action,
        "round": event.round,
        "before": event.before,
        "after": event.after,
        "by": event.by,
    }
    if event.imported:
        out["imported"] = True
    return out


def history_json(game: Game) -> dict[str, Any]:
    """The whole history of a game, oldest first."""
    return {"events": [event_json(e) for e in events_of(game)]}


def parse_names(game: Game, data: Any) -> tuple[list[dict[str, Any]], list[Problem]]:
    """New side and player names: [{"name", "players"}] in side order; the table stays as it is."""
    if not isinstance(data, list) or len(data) != len(game.sides):
        return [], [Problem("sides", N_("Must be a list with one object per side."))]
    out, problems = [], []
    for i, (item, side) in enumerate(zip(data, game.sides, strict=True)):
        if not isinstance(item, dict) or set(item) - {"name", "players"}:
            problems.append(Problem(f"sides.{i}", N_('Must be an object with "name" and "players".')))
            continue
        name, found = clean_name(f"sides.{i}.name", item.get("name", side.name), SIDE_NAME_MAX)
        problems += found
        players = item.get("players", [s.player.name for s in side.seats])
        if not isinstance(players, list) or len(players) != len(side.seats):
            problems.append(
                Problem(f"sides.{i}.players", N_("Must name the same %(n)d player(s)."), {"n": len(side.seats)})
            )
            continue
        cleaned = []
        for j, player in enumerate(players):
            value, found = clean_name(f"sides.{i}.players.{j}", player, PLAYER_NAME_MAX)
            problems += found
            cleaned.append(value)
        out.append({"name": name, "players": cleaned})
    return out, problems


def names_of(game: Game) -> list[dict[str, Any]]:
    """The sides' names and players as history records them."""
    return [{"name": s.name, "players": [seat.player.name for seat in s.seats]} for s in game.sides]


def change_game(game_id: str, data: Any, by: str) -> Game:
    """Rename sides and players (any time) or change settings (only before the first round)."""
    game = lock_game(game_id)
    if not isinstance(data, dict):
        raise GameError(400, [Problem("_body", N_("The body must be a JSON object."))])
    problems = [Problem(k, N_("Unknown field.")) for k in data if k not in ("sides", "settings")]
    before: dict[str, Any] = {}
    after: dict[str, Any] = {}
    if "sides" in data:
        names, found = parse_names(game, data["sides"])
        problems += found
        if not found:
            before["sides"], after["sides"] = names_of(game), names
    if "settings" in data:
        if game.rounds:
            raise GameError(409, [Problem("settings", N_("Settings can only change before the first round."))])
        rules, found = apply_overrides(PRESETS[game.ruleset_key].rules, data["settings"])
        problems += found
        if rules is not None:
            before["settings"], after["settings"] = game.settings, rules.to_dict()
    if problems:
        raise GameError(422, problems)
    for side, new in zip(game.sides, after.get("sides", []), strict=False):
        side.name = new["name"]
        for seat, player in zip(side.seats, new["players"], strict=True):
            seat.player.name = player
    if "settings" in after:
        game.settings = after["settings"]
    if after:
        record(game, "game_changed", None, before, after, by)
    db.session.commit()
    return game
