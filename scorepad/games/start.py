"""Starting a game: what it is made of (rule set, house rules, sides, dealing), checked, then stored."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

from ..core.errors import Invalid
from ..core.sizes import PLAYER_NAME_MAX, SIDE_NAME_MAX, START_LIMIT
from ..core.tokens import hash_secret, new_id, new_secret
from ..extensions import db, registry
from ..models import Game, League, Player, Seat, Side
from ..rules.problems import N_, Problem
from ..rules.seating import ROTATIONS
from ..rules.settings import apply_changes, to_json
from ..rules.typed_names import clean_name, repeated
from ..storage.database import found, write
from .history import Actor, record
from .refresh import refresh
from .seats import seat_players

STEPS = {  # what a carried-over total must be, by the family's step of points
    5: N_("Must be a whole multiple of 5 (negative allowed)."),
    1: N_("Must be a whole number (negative allowed)."),
}


@dataclass(frozen=True)
class NewSide:
    """A side as the table named it: its players (names, or a league's player ids) and a carried-over total."""

    name: str
    players: list[str]
    start: int = 0
    player_ids: tuple[str | None, ...] = ()


@dataclass(frozen=True)
class NewGame:
    """Everything needed to start a game, already checked."""

    ruleset: str
    rules: Any
    sides: list[NewSide]
    first_dealer: int = 0
    rotation: str = "clockwise"
    played_on: date | None = None


@dataclass(frozen=True)
class GameRequest:
    """What a table asks for (typed, not yet checked): the API and the new-game form both make one."""

    sides: list[dict[str, Any]]
    ruleset: str | None = None
    settings: dict[str, Any] | None = None
    dealer: dict[str, Any] | None = None
    played_on: str | date | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    confirmed: bool = True  # False: a new name close to a league player's asks first (seats.NearNames)


def parse_side(i: int, data: Any, most_players: int, step: int = 5) -> tuple[NewSide | None, list[Problem]]:
    """One side: {"name", "players": [names or {"id": a league player's id}], "start": total so far}."""
    at = f"sides.{i}"
    if not isinstance(data, dict):
        return None, [Problem(at, N_("Each side must be an object."))]
    name, problems = clean_name(f"{at}.name", data.get("name"), SIDE_NAME_MAX)
    players: list[str] = []
    ids: list[int | None] = []
    raw = data.get("players")
    if not isinstance(raw, list) or not 1 <= len(raw) <= most_players:
        problems.append(
            Problem(
                f"{at}.players",
                N_("Must be a list of 1 to %(n)d player names."),
                {"n": most_players},
            )
        )
    else:
        for j, item in enumerate(raw):
            if isinstance(item, dict):  # {"id": "Qm3k…"}: a league's player record, by its public id
                player_id = item.get("id")
                if not isinstance(player_id, str):  # the database's own numbers are no player's id
                    problems.append(Problem(f"{at}.players.{j}", N_("No player with this id in this league.")))
                    player_id = None
                ids.append(player_id)
                players.append("")
                continue
            player, found = clean_name(f"{at}.players.{j}", item, PLAYER_NAME_MAX)
            problems += found
            players.append(player or "")
            ids.append(None)
    start = data.get("start", 0)
    if type(start) is not int or abs(start) > START_LIMIT or start % step:
        problems.append(Problem(f"{at}.start", STEPS.get(step, STEPS[5])))
    if problems or name is None:
        return None, problems
    return NewSide(name, players, start, tuple(ids)), []


def parse_sides(tables: tuple[tuple[int, ...], ...], data: Any, step: int = 5) -> tuple[list[NewSide], list[Problem]]:
    """The sides of one of the family's tables (Canasta 1-1, 2-2, 3-2, ...; Rommé 2 to 6 players alone), each total
    carried over a multiple of the family's `step` of points."""
    counts = sorted({len(t) for t in tables})
    if not isinstance(data, list) or len(data) not in counts:
        low, high = counts[0], counts[-1]
        return [], [Problem("sides", N_("Must be a list of %(low)d to %(high)d sides."), {"low": low, "high": high})]
    sides: list[NewSide] = []
    problems: list[Problem] = []
    for i, item in enumerate(data):
        side, found = parse_side(i, item, max(max(t) for t in tables), step)
        problems += found
        if side:
            sides.append(side)
    if not problems and tuple(len(s.players) for s in sides) not in tables:
        shapes = ", ".join("-".join(map(str, t)) for t in tables)
        problems.append(Problem("sides", N_("Players per side must make a table of %(tables)s."), {"tables": shapes}))
    return sides, problems


def names_apart(sides: list[NewSide]) -> list[Problem]:
    """Sides, and players, of one game named apart once compared as accounts are (`name_key`): "Us" twice can't be
    told apart on the board."""
    sides_again = repeated([(i, side.name) for i, side in enumerate(sides)])
    players_again = repeated([((i, j), n) for i, side in enumerate(sides) for j, n in enumerate(side.players) if n])
    problems = [Problem(f"sides.{i}.name", N_("Another side of this game has this name.")) for i in sides_again]
    return problems + [
        Problem(f"sides.{i}.players.{j}", N_("Another player of this game has this name."))
        for i, j in players_again
        if not (i in sides_again and len(sides[i].players) == 1)  # a player alone is named by the side: said once
    ]


def parse_dealer(data: Any, seats: int) -> tuple[int, str, list[Problem]]:
    """Who deals first (a seat, 0 = the first player of the first side) and how the deal moves."""
    if data is None:
        return 0, "clockwise", []
    first, rotation = data.get("first", 0), data.get("rotation", "clockwise")
    problems = []
    if type(first) is not int or not 0 <= first < max(seats, 1):
        problems.append(Problem("dealer.first", N_("Must be a seat number from 0 to %(n)d."), {"n": max(seats - 1, 0)}))
    if rotation not in ROTATIONS:
        problems.append(
            Problem(
                "dealer.rotation",
                N_("Must be one of: %(choices)s."),
                {"choices": ", ".join(ROTATIONS)},
                code="not_one_of",
            )
        )
    return (first if not problems else 0), rotation, problems


def parse_date(value: Any, path: str = "played_on") -> tuple[date | None, list[Problem]]:
    """An ISO date (YYYY-MM-DD) or nothing."""
    if value is None or isinstance(value, date):
        return value, []
    try:
        return date.fromisoformat(value), []
    except (TypeError, ValueError):
        return None, [Problem(path, N_("Must be a date written YYYY-MM-DD."))]


def league_rules(league: League) -> tuple[str, Any]:
    """The rule set and settings a league's games are played by."""
    return league.ruleset_key, apply_changes(registry().preset_rules(league.ruleset_key), league.settings)[0]


def check_new_game(asked: GameRequest, league: League | None = None, apart: bool = True) -> NewGame:
    """A whole new game, checked: rule set, house rules, sides of the family's tables (named apart unless `apart` is
    False: a game imported or played again as it was), dealing, date."""
    problems: list[Problem] = []
    families = registry()
    key = asked.ruleset or families.default_ruleset()
    rules: Any = None
    if league is not None:
        key, rules = league_rules(league)
        if asked.ruleset not in (None, key) or asked.settings is not None:
            name = "ruleset" if asked.ruleset not in (None, key) else "settings"
            problems.append(Problem(name, N_("A league game is played by the league's rules.")))
    else:
        rules, found = families.house_rules(key, asked.settings)
        problems += found
    known = key if isinstance(key, str) and key in families.rulesets else families.default_ruleset()
    family = families.family_of(known)
    sides, found = parse_sides(family.tables, asked.sides, family.points_step)
    problems += found
    if apart and not found:
        problems += names_apart(sides)
    if league is None and any(i is not None for side in sides for i in side.player_ids):
        problems.append(Problem("sides", N_("Players are given by id only in a league game.")))
    first, rotation, found = parse_dealer(asked.dealer, sum(len(s.players) for s in sides))
    problems += found
    played_on, found = parse_date(asked.played_on)
    problems += found
    if problems or rules is None:
        raise Invalid(problems)
    return NewGame(key, rules, sides, first, rotation, played_on)


def build_game(
    new: NewGame, by: Actor, league: League | None = None, players: list[list[Player]] | None = None
) -> tuple[Game, str]:
    """Add a new game to the session with its write token (returned once, stored only as a hash); the caller
    records its creation or imports its history. A league game seats the league's player records."""
    token = new_secret()
    game = Game(
        id=new_id(),
        token_hash=hash_secret(token),
        edit_link_salt=new_id(12),
        ruleset_key=new.ruleset,
        settings=to_json(new.rules),
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
    return game, token


@write
def create_game(asked: GameRequest, by: Actor, league: League | None = None) -> tuple[Game, str]:
    """Check and start a new game (a league game seats the league's players); returns it with its token."""
    new = check_new_game(asked, league)
    return start_game(new, by, league, seat_players(league, new.sides, asked.confirmed) if league else None)


@write
def rematch(game_id: str, by: Actor) -> tuple[Game, str]:
    """A new game with the same players, sides, rules and dealing as a finished one, played today."""
    old = found(Game, game_id, "_game", N_("No game with this id."))
    league = db.session.get(League, old.league_id) if old.league_id else None
    asked = GameRequest(
        sides=[{"name": s.name, "players": [seat.player.name for seat in s.seats]} for s in old.sides],
        ruleset=None if league else old.ruleset_key,
        settings=None if league else old.settings,
        dealer={"first": 0, "rotation": old.deal_rotation},
    )
    new = check_new_game(asked, league, apart=False)  # the same table again, named as it was
    return start_game(new, by, league, seat_players(league, new.sides) if league else None)


def start_game(
    new: NewGame, by: Actor, league: League | None = None, players: list[list[Player]] | None = None
) -> tuple[Game, str]:
    """Start a checked game (within the caller's write transaction); returns it with its write token."""
    game, token = build_game(new, by, league, players)
    refresh(game, since=1)
    summary = {
        "ruleset": new.ruleset,
        "sides": [
            {"name": s.name, "players": [seat.player.name for seat in s.seats], "start": s.start} for s in game.sides
        ],
    }
    record(game, "created", None, None, summary, by, bump=False)
    return game, token
