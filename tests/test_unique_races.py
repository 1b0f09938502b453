"""Writers racing to create the same unique thing never fail with a database error: an account name taken
twice at once (one account, the others told the name is taken) and a league's new player named by games
started at once (one player, every game seated). On PostgreSQL both writers may look before either writes;
on SQLite the write lock taken at BEGIN already orders them. Threads of one process, each its own session.
Covers accounts/users.py (sign_up), games/seats.py (league_player) and storage/database.py (writing)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from flask import Flask

from scorepad.accounts.roles import join
from scorepad.accounts.users import sign_up
from scorepad.core.errors import Conflict
from scorepad.extensions import db
from scorepad.games.history import Actor
from scorepad.games.start import GameRequest, create_game
from scorepad.leagues.changes import create_league
from scorepad.models import Game, League, Membership, Player, User

RACERS = 6


def at_once(app: Flask, work: Callable[[int], Any]) -> list[Any]:
    """Run `work(i)` in RACERS threads released together, each in its own app context: what each returned
    or raised."""
    barrier, results = threading.Barrier(RACERS), [None] * RACERS

    def run(i: int) -> None:
        with app.app_context():
            barrier.wait(timeout=30)
            try:
                results[i] = work(i)
            except Exception as error:  # reported, and checked by the test
                results[i] = error

    threads = [threading.Thread(target=run, args=(i,)) for i in range(RACERS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results


def test_one_account_per_name_when_sign_ups_race(app: Flask) -> None:
    results = at_once(app, lambda i: sign_up(["Racer", "racer", "RACER"][i % 3], "correct horse battery").id)
    assert sum(type(r) is int for r in results) == 1, results
    assert all(type(r) is int or isinstance(r, Conflict) for r in results), results
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count()).select_from(User)) == 1


def test_one_new_player_when_league_games_naming_it_race(app: Flask) -> None:
    with app.app_context():
        league_id = create_league("Race Club", "classic")[0].id

    def start(i: int) -> str:
        league = db.session.get(League, league_id)
        sides = [{"name": "New", "players": ["Newcomer", f"Guest {i}"]}, {"name": "Old", "players": ["Ann", "Bob"]}]
        return create_game(GameRequest(sides=sides), Actor("api"), league)[0].id

    results = at_once(app, start)
    assert all(isinstance(r, str) for r in results), results
    with app.app_context():
        names = db.session.scalars(db.select(Player.name).where(Player.league_id == league_id)).all()
        assert sorted(names) == sorted(["Newcomer", "Ann", "Bob", *(f"Guest {i}" for i in range(RACERS))])
        assert db.session.scalar(db.select(db.func.count()).select_from(Game)) == RACERS


def test_one_membership_when_the_same_invitation_is_opened_twice_at_once(app: Flask) -> None:
    with app.app_context():
        league_id = create_league("Race Club", "classic")[0].id
        user_id = sign_up("Member", "correct horse battery").id

    def open_link(i: int) -> str:
        member = join(db.session.get(User, user_id), db.session.get(League, league_id), ["viewer", "scorer"][i % 2])
        return member.role

    results = at_once(app, open_link)
    assert all(isinstance(r, str) for r in results), results
    with app.app_context():
        roles = db.session.scalars(db.select(Membership.role).where(Membership.league_id == league_id)).all()
        assert roles == ["scorer"]  # one membership, with the stronger role
