"""Checking what a new game is made of (rules, sides, dealing), for the API and the pages alike."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import date
from typing import Any

from .rules.overrides import apply_overrides
from .rules.problems import N_, Problem
from .rules.seating import ROTATIONS, TABLES
from .rules.settings import PRESETS, RuleSet

SIDE_NAME_MAX = 80
PLAYER_NAME_MAX = 40
START_LIMIT = 1_000_000
GAME_FIELDS = ("ruleset", "settings", "sides", "dealer", "played_on", "league")


@dataclass(frozen=True)
class NewSide:
    """A side as the table named it, with the total it carries over from a paper sheet."""

    name: str
    players: list[str]
    start: int = 0
    player_ids: tuple[int | None, ...] = ()


@dataclass(frozen=True)
class NewGame:
    """Everything needed to start a game, already checked."""

    ruleset: str
    rules: RuleSet
    sides: list[NewSide]
    first_dealer: int = 0
    rotation: str = "clockwise"
    played_on: date | None = None


def clean_name(path: str, value: Any, limit: int) -> tuple[str | None, list[Problem]]:
    """A name: text of 1 to `limit` characters, without control characters."""
    if not isinstance(value, str):
        return None, [Problem(path, N_("Must be text."))]
    name = " ".join(value.split())
    if not name:
        return None, [Problem(path, N_("Must not be empty."))]
    if len(name) > limit:
        return None, [Problem(path, N_("Must be at most %(n)d characters."), {"n": limit})]
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return None, [Problem(path, N_("Contains characters that are not valid text."))]
    if any(unicodedata.category(ch) == "Cc" for ch in name):
        return None, [Problem(path, N_("Must not contain control characters."))]
    return name, []


def parse_side(i: int, data: Any) -> tuple[NewSide | None, list[Problem]]:
    """One side: {"name", "players": [names], "start": total so far}."""
    at = f"sides.{i}"
    if not isinstance(data, dict):
        return None, [Problem(at, N_("Each side must be an object."))]
    problems = [Problem(f"{at}.{k}", N_("Unknown field.")) for k in data if k not in ("name", "players", "start")]
    name, found = clean_name(f"{at}.name", data.get("name"), SIDE_NAME_MAX)
    problems += found
    players: list[str] = []
    ids: list[int | None] = []
    raw = data.get("players")
    if not isinstance(raw, list) or not 1 <= len(raw) <= 3:
        problems.append(Problem(f"{at}.players", N_("Must be a list of 1 to 3 player names.")))
    else:
        for j, item in enumerate(raw):
            if isinstance(item, dict):  # {"id": 12}: a league's player record
                if set(item) != {"id"} or type(item["id"]) is not int:
                    problems.append(Problem(f"{at}.players.{j}", N_('Must be a name or {"id": <player id>}.')))
                ids.append(item.get("id") if type(item.get("id")) is int else None)
                players.append("")
                continue
            player, found = clean_name(f"{at}.players.{j}", item, PLAYER_NAME_MAX)
            problems += found
            players.append(player or "")
            ids.append(None)
    start = data.get("start", 0)
    if type(start) is not int or abs(start) > START_LIMIT or start % 5:
        problems.append(Problem(f"{at}.start", N_("Must be a whole multiple of 5 (negative allowed).")))
    if problems or name is None:
        return None, problems
    return NewSide(name, players, start, tuple(ids)), []


def parse_sides(data: Any) -> tuple[list[NewSide], list[Problem]]:
    """The sides of a table of RULES.md 9: 1-1, 1-1-1, 2-2, 3-2, 2-2-2 or 3-3."""
    if not isinstance(data, list) or len(data) not in (2, 3):
        return [], [Problem("sides", N_("Must be a list of 2 or 3 sides."))]
    sides: list[NewSide] = []
    problems: list[Problem] = []
    for i, item in enumerate(data):
        side, found = parse_side(i, item)
        problems += found
        if side:
            sides.append(side)
    if not problems and tuple(len(s.players) for s in sides) not in TABLES:
        problems.append(
            Problem("sides", N_("Players per side must make a table of 1-1, 1-1-1, 2-2, 3-2, 2-2-2 or 3-3."))
        )
    return sides, problems


def parse_dealer(data: Any, seats: int) -> tuple[int, str, list[Problem]]:
    """Who deals first (a seat, 0 = the first player of the first side) and how the deal moves."""
    if data is None:
        return 0, "clockwise", []
    if not isinstance(data, dict) or set(data) - {"first", "rotation"}:
        return 0, "clockwise", [Problem("dealer", N_('Must be an object with "first" and "rotation".'))]
    first, rotation = data.get("first", 0), data.get("rotation", "clockwise")
    problems = []
    if type(first) is not int or not 0 <= first < max(seats, 1):
        problems.append(Problem("dealer.first", N_("Must be a seat number from 0 to %(n)d."), {"n": max(seats - 1, 0)}))
    if rotation not in ROTATIONS:
        problems.append(
            Problem("dealer.rotation", N_("Must be one of: %(choices)s."), {"choices": ", ".join(ROTATIONS)})
        )
    return (first if not problems else 0), rotation, problems


def parse_date(value: Any) -> tuple[date | None, list[Problem]]:
    """An ISO date (YYYY-MM-DD) or nothing."""
    if value is None:
        return None, []
    try:
        return date.fromisoformat(value), []
    except (TypeError, ValueError):
        return None, [Problem("played_on", N_("Must be a date written YYYY-MM-DD."))]


def parse_new_game(data: Any, league_rules: tuple[str, RuleSet] | None = None) -> tuple[NewGame | None, list[Problem]]:
    """A whole new-game body: preset, house-rule settings, sides and dealing (a league game takes its rules)."""
    if not isinstance(data, dict):
        return None, [Problem("_body", N_("The body must be a JSON object."))]
    problems = [Problem(k, N_("Unknown field.")) for k in data if k not in GAME_FIELDS]
    key = data.get("ruleset", "classic")
    rules: RuleSet | None = None
    if league_rules is not None:
        key, rules = league_rules
        for name in ("ruleset", "settings"):
            if name in data and data[name] != (key if name == "ruleset" else None):
                problems.append(Problem(name, N_("A league game is played by the league's rules.")))
    elif key not in PRESETS:
        problems.append(Problem("ruleset", N_("Must be one of: %(choices)s."), {"choices": ", ".join(PRESETS)}))
    else:
        rules, found = apply_overrides(PRESETS[key].rules, data.get("settings"))
        problems += found
    sides, found = parse_sides(data.get("sides"))
    problems += found
    if league_rules is None and any(i is not None for side in sides for i in side.player_ids):
        problems.append(Problem("sides", N_("Players are given by id only in a league game.")))
    first, rotation, found = parse_dealer(data.get("dealer"), sum(len(s.players) for s in sides))
    problems += found
    played_on, found = parse_date(data.get("played_on"))
    problems += found
    if problems or rules is None:
        return None, problems
    return NewGame(key, rules, sides, first, rotation, played_on), []
