"""Who sits where: a league's players found by id or by name (with other case or accents, the same player; a new
name makes a new player, after asking when it is close to a player's the league has)."""

from __future__ import annotations

from difflib import get_close_matches
from typing import Any

from sqlalchemy import select

from ..core.errors import Invalid
from ..core.ids import db_key
from ..extensions import db
from ..models import League, Player
from ..rules.problems import N_, Problem
from ..rules.typed_names import loose_key

NEAR = 0.75  # difflib's ratio from which a new name is asked about: Karla, Carl or Kral for Karl; not Ken for Ben


class NearNames(Invalid):
    """New names close to a league player's: each problem asks "Did you mean …?"; nothing was stored. `meant` maps
    each problem's path to the league player's name."""

    def __init__(self, problems: list[Problem], meant: dict[str, str]) -> None:
        super().__init__(problems)
        self.meant = meant


def roster(league: League) -> list[Player]:
    """The league's players, oldest first, its row held until the write ends: a concurrent game naming the same new
    player waits, then finds it (PostgreSQL would let both look first, and the second insert break the league's
    unique names; SQLite's lock is held)."""
    db.session.execute(select(League.id).where(League.id == league.id).with_for_update())
    return list(db.session.scalars(select(Player).where(Player.league_id == league.id).order_by(Player.id)))


def named(players: list[Player], name: str) -> Player | None:
    """The player of this name: as typed, else the oldest whose name differs only in case or accents."""
    exact = next((p for p in players if p.name == name), None)
    return exact or next((p for p in players if loose_key(p.name) == loose_key(name)), None)


def near(players: list[Player], name: str) -> Player | None:
    """The player whose name is closest to a new one, when it is close enough to ask about (difflib's ratio)."""
    keys = {loose_key(p.name): p for p in reversed(players)}  # the oldest of one key wins
    found = get_close_matches(loose_key(name), list(keys), n=1, cutoff=NEAR)
    return keys[found[0]] if found else None


def by_id(league: League, player_id: str) -> Player | None:
    """One league player by the id pages and the API show (its public id; None if not in this league)."""
    key = db_key(player_id)
    query = select(Player).where(Player.public_id == key, Player.league_id == league.id)
    return db.session.scalar(query) if key else None


def league_player(league: League, name: str, player_id: str | None) -> Player | None:
    """One league player by id (None if not in this league), or by name (created when new)."""
    if player_id is not None:
        return by_id(league, player_id)
    players = roster(league)
    return named(players, name) or new_player(league, name, players)


def new_player(league: League, name: str, players: list[Player]) -> Player:
    """A new player of the league, added to the session and to the roster at hand."""
    person = Player(name=name, league_id=league.id)
    db.session.add(person)
    players.append(person)
    return person


def seat_players(league: League, sides: list[Any], confirmed: bool = True) -> list[list[Player]]:
    """The league's player records for a new game's sides: by id, or by name (a new name makes a new player).
    Unless `confirmed`, a new name close to a player's not seated in this game asks first (NearNames)."""
    problems: list[Problem] = []
    meant: dict[str, str] = {}
    asked: list[Player] = []  # a player is suggested once, and never one seated here: no answer seats anyone twice
    players = roster(league)
    seated: list[list[Player]] = []
    for i, side in enumerate(sides):
        people: list[Player] = []
        for j, (name, player_id) in enumerate(zip(side.players, side.player_ids, strict=True)):
            path = f"sides.{i}.players.{j}"
            person = by_id(league, player_id) if player_id is not None else named(players, name)
            if person is None and player_id is not None:
                problems.append(Problem(path, N_("No player with this id in this league.")))
                continue
            if person is None and not confirmed:
                taken = [p for row in [*seated, people] for p in row] + asked
                close = near([p for p in players if not any(p is q for q in taken)], name)
                if close is not None:
                    asked.append(close)
                    meant[path] = close.name
                    problems.append(Problem(path, N_("Did you mean %(name)s?"), {"name": close.name}))
                    continue
            person = person or new_player(league, name, players)
            if any(person is p for row in [*seated, people] for p in row):
                problems.append(Problem(path, N_("The same player can't sit twice.")))
            people.append(person)
        seated.append(people)
    if problems:
        raise NearNames(problems, meant)
    return seated
