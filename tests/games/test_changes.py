"""Changing a game besides its rounds (games/changes.py), below HTTP: names any time, settings before the first
round, and the table's own end of a Rommé game and taking it up again."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict, Invalid
from scorepad.extensions import db
from scorepad.games import rounds
from scorepad.games.changes import change_game, check_names, finish_game, names_of, reopen_game
from scorepad.games.history import events_of
from scorepad.games.rounds import RoundWrite
from scorepad.games.view import GameView
from scorepad.models import Game, Player
from tests.conftest import HELD, WON

from .conftest import ME

TRIO = [{"name": n, "players": [n]} for n in ("Anna", "Ben", "Cara")]


def test_names_are_checked_side_by_side_and_the_table_stays(new_game):
    game = new_game()
    assert check_names(game, [{"name": "A"}]) == ([], [check_names(game, "x")[1][0]])
    assert check_names(game, "x")[1][0].text() == "Must be a list with one object per side."
    names, problems = check_names(game, [{"name": "Team A"}, {"players": ["Cara", "Dan", "Eve"]}])
    assert names == [{"name": "Team A", "players": ["Anna", "Ben"]}]
    assert [(p.path, p.text()) for p in problems] == [("sides.1.players", "Must name the same 2 players.")]
    _, problems = check_names(game, [{"name": ""}, {"players": ["Cara", 7]}])
    assert [p.path for p in problems] == ["sides.0.name", "sides.1.players.1"]


def test_a_rename_is_recorded_with_the_names_before_and_after(new_game):
    game = new_game()
    change_game(game.id, [{"name": "Team A", "players": ["Anna", "Bea"]}, {}], None, ME, expected=1)
    stored = db.session.get(Game, game.id)
    assert names_of(stored) == [
        {"name": "Team A", "players": ["Anna", "Bea"]},
        {"name": "Cara & Dan", "players": ["Cara", "Dan"]},
    ]
    event = events_of(stored)[-1]
    assert event.action == "game_changed" and stored.version == 2
    assert event.before["sides"][0] == {"name": "Anna & Ben", "players": ["Anna", "Ben"]}


def test_a_league_seat_renamed_seats_another_league_player_and_renames_nobody(new_league, new_game):
    game = new_game(new_league())
    change_game(game.id, [{"players": ["Anna", "Eve"]}, {}], None, ME)
    stored = db.session.get(Game, game.id)
    assert names_of(stored)[0]["players"] == ["Anna", "Eve"]
    league_names = db.session.scalars(db.select(Player.name).where(Player.league_id == game.league_id)).all()
    assert sorted(league_names) == ["Anna", "Ben", "Cara", "Dan", "Eve"]  # Ben is still Ben, Eve a new player
    with pytest.raises((Conflict, Invalid)) as refused:  # a name another seat of this game holds
        change_game(game.id, [{"players": ["Anna", "Dan"]}, {}], None, ME)
    assert [p.path for p in refused.value.problems] == ["sides.1.players.1"]


def test_settings_change_only_before_the_first_round(new_game):
    game = new_game()
    change_game(game.id, None, {"target": 7000}, ME)
    assert db.session.get(Game, game.id).settings["target"] == 7000
    with pytest.raises(Invalid):
        change_game(game.id, None, {"target": "lots"}, ME)
    rounds.save_round(game.id, RoundWrite([WON, HELD]), ME)
    with pytest.raises(Conflict) as refused:
        change_game(game.id, None, {"target": 3000}, ME)
    assert refused.value.problems[0].text() == "Settings can only change before the first round."


def test_only_a_family_without_a_fixed_end_is_ended_by_the_table(new_game):
    canasta = new_game()
    rounds.save_round(canasta.id, RoundWrite([WON, HELD]), ME)
    with pytest.raises(Conflict, match="ends by its rules"):
        finish_game(canasta.id, ME)
    romme = new_game(ruleset="romme", sides=TRIO)
    with pytest.raises(Conflict) as early:
        finish_game(romme.id, ME)
    assert early.value.problems[0].text() == "Play at least one hand before ending the game."


def test_the_table_ends_a_romme_game_and_takes_it_up_again(new_game):
    game = new_game(ruleset="romme", sides=TRIO)
    hands = [{"going_out": "out"}, {"hand_points": 30}, {"hand_points": 12}]
    rounds.save_round(game.id, RoundWrite(hands), ME)
    finished = finish_game(game.id, ME)
    assert (finished.status, finished.winner, finished.margin) == ("finished", 0, 12)  # 0 against 12 and 30
    assert events_of(finished)[-1].after == {"totals": [0, 30, 12]}
    with pytest.raises(Conflict, match="already over"):
        finish_game(game.id, ME)
    reopened = reopen_game(game.id, ME)
    assert (reopened.status, reopened.winner, reopened.ended_by_table) == ("playing", None, False)
    with pytest.raises(Conflict, match="Only a game the table ended"):
        reopen_game(game.id, ME)


def test_a_finished_game_refuses_hands_and_a_second_finish(new_game) -> None:
    game = new_game(ruleset="romme", sides=TRIO)
    with pytest.raises(Conflict):
        finish_game(game.id, ME)  # not before the first hand
    rounds.save_round(game.id, RoundWrite([{"going_out": "out"}, {"hand_points": 9}, {"hand_points": 4}]), ME)
    finish_game(game.id, ME)
    view = GameView(db.session.get(Game, game.id))
    assert (view.finished, view.winner, view.margin) == (True, 0, 4)
    with pytest.raises(Conflict):
        rounds.save_round(game.id, RoundWrite([{"going_out": "out"}, {"hand_points": 9}, {"hand_points": 4}]), ME)
    with pytest.raises(Conflict):
        finish_game(game.id, ME)
    reopen_game(game.id, ME)
    with pytest.raises(Conflict):
        reopen_game(game.id, ME)
