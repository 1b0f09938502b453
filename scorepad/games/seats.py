"""Who sits where: a league's players found by id or name (a new name makes a new player)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from ..core.errors import Invalid
from ..core.ids import db_id
from ..extensions import db
from ..models import League, Player
from ..rules.problems import N_, Problem


def league_player(league: League, name: str, player_id: int | None) -> Player | None:
    """One league player by id (None if not in this league), or by name (created when new)."""
    if player_id is not None:
        person = db.session.get(Player, player_id) if db_id(player_id) else None
        return person if person is not None and person.league_id == league.id else None
    # Held until the write ends: a concurrent game naming the same new player waits, then finds it (PostgreSQL
    # would let both look first, and the second insert break the league's unique names; SQLite's lock is held).
    db.session.execute(select(League.id).where(League.id == league.id).with_for_update())
    person = db.session.scalar(select(Player).where(Player.league_id == league.id, Player.name == name))
    if person is None:
        person = Player(name=name, league_id=league.id)
        db.session.add(person)
    return person


def seat_players(league: League, sides: list[Any]) -> list[list[Player]]:
    """The league's player records for a new game's sides: by id, or by name (a new name makes a new player)."""
    problems: list[Problem] = []
    seated: list[list[Player]] = []
    for i, side in enumerate(sides):
        people: list[Player] = []
        for j, (name, player_id) in enumerate(zip(side.players, side.player_ids, strict=True)):
            person = league_player(league, name, player_id)
            if person is None:
                problems.append(Problem(f"sides.{i}.players.{j}", N_("No player with this id in this league.")))
                continue
            if any(person is p for row in [*seated, people] for p in row):
                problems.append(Problem(f"sides.{i}.players.{j}", N_("The same player can't sit twice.")))
            people.append(person)
        seated.append(people)
    if problems:
        raise Invalid(problems)
    return seated
