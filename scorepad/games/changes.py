"""Changing a game besides its rounds: names at any time, settings before the first round, and the table's own
end of a game (and taking it up again)."""

from __future__ import annotations

from typing import Any

from ..core.errors import Conflict, Invalid
from ..core.sizes import PLAYER_NAME_MAX, SIDE_NAME_MAX
from ..extensions import db, registry
from ..models import Game, League
from ..rules.problems import N_, Problem
from ..rules.settings import apply_changes, to_json
from ..rules.typed_names import clean_name
from ..storage.database import write
from .conflicts import expect_version
from .history import Actor, record
from .refresh import last_number, refresh
from .rounds import lock_game
from .seats import league_player
from .start import NewSide, names_apart


def names_of(game: Game) -> list[dict[str, Any]]:
    """The sides' names and players as history records them."""
    return [{"name": s.name, "players": [seat.player.name for seat in s.seats]} for s in game.sides]


def check_names(game: Game, data: Any) -> tuple[list[dict[str, Any]], list[Problem]]:
    """New side and player names, [{"name", "players"}] in side order; the table stays as it is."""
    if not isinstance(data, list) or len(data) != len(game.sides):
        return [], [Problem("sides", N_("Must be a list with one object per side."))]
    out, problems = [], []
    for i, (item, side) in enumerate(zip(data, game.sides, strict=True)):
        item = item if isinstance(item, dict) else {}
        name, found = clean_name(f"sides.{i}.name", item.get("name", side.name), SIDE_NAME_MAX)
        problems += found
        players = item.get("players", [s.player.name for s in side.seats])
        if not isinstance(players, list) or len(players) != len(side.seats):
            problems.append(
                Problem(
                    f"sides.{i}.players",
                    N_("Must name the same player."),
                    {"n": len(side.seats)},
                    N_("Must name the same %(n)d players."),
                )
            )
            continue
        cleaned = []
        for j, player in enumerate(players):
            value, found = clean_name(f"sides.{i}.players.{j}", player, PLAYER_NAME_MAX)
            problems += found
            cleaned.append(value)
        out.append({"name": name, "players": cleaned})
    if not problems:
        problems = names_apart([NewSide(s["name"], s["players"]) for s in out])
    return out, problems


def rename(game: Game, names: list[dict[str, Any]]) -> None:
    """Put new names on the sides and seats. In a league a seat renamed to another name seats that league
    player (an existing member, or a new record) in this game only; it never renames anyone elsewhere."""
    league = db.session.get(League, game.league_id) if game.league_id else None
    seated: list[Any] = []
    problems = []
    for i, (side, new) in enumerate(zip(game.sides, names, strict=True)):
        side.name = new["name"]
        for j, (seat, name) in enumerate(zip(side.seats, new["players"], strict=True)):
            if league is not None and seat.player.name != name:
                seat.player = league_player(league, name, None)
            elif league is None:
                seat.player.name = name
            if any(seat.player is other for other in seated):
                problems.append(Problem(f"sides.{i}.players.{j}", N_("The same player can't sit twice.")))
            seated.append(seat.player)
    if problems:
        raise Conflict(problems)


@write
def change_game(game_id: str, names: Any, settings: Any, by: Actor, expected: int | None = None) -> Game:
    """Rename sides and players (any time) or change settings (only before the first round); `expected`: the
    game's version the writer saw (None: any)."""
    game = lock_game(game_id, by)
    expect_version(game.version, expected)
    problems: list[Problem] = []
    before: dict[str, Any] = {}
    after: dict[str, Any] = {}
    if names is not None:
        checked, found = check_names(game, names)
        problems += found
        if not found:
            before["sides"], after["sides"] = names_of(game), checked
    if settings is not None:
        if last_number(game):
            raise Conflict([Problem("settings", N_("Settings can only change before the first round."))])
        rules, found = apply_changes(registry().preset_rules(game.ruleset_key), settings)
        problems += found
        if rules is not None:
            before["settings"], after["settings"] = game.settings, to_json(rules)
    if problems:
        raise Invalid(problems)
    if "sides" in after:
        rename(game, after["sides"])
    if "settings" in after:
        game.settings = after["settings"]
    if after:
        refresh(game)
        record(game, "game_changed", None, before, after, by)
    return game


@write
def finish_game(game_id: str, by: Actor, expected: int | None = None) -> Game:
    """The table ends the game now (a family without a fixed end, such as Rommé): the best total wins. `expected`:
    the game's version the writer saw (None: any)."""
    game = lock_game(game_id, by)
    expect_version(game.version, expected)
    if not registry().family_of(game.ruleset_key).can_finish:
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
def reopen_game(game_id: str, by: Actor, expected: int | None = None) -> Game:
    """Undo the table's end of a game: play may go on. `expected`: the game's version the writer saw (None: any)."""
    game = lock_game(game_id, by)
    expect_version(game.version, expected)
    if not game.ended_by_table:
        raise Conflict([Problem("_game", N_("Only a game the table ended can be taken up again."))])
    game.ended_by_table = False
    refresh(game)
    record(game, "reopened", None, None, None, by)
    return game
