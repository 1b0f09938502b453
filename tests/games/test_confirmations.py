"""Which rounds each side confirmed (games/confirmations.py): read per round and per game, taken back, and
whether a game is confirmed throughout, kept on the game for a league that requires it."""

from __future__ import annotations

from scorepad.extensions import db
from scorepad.games import confirmations, evidence
from scorepad.models import Game

from .conftest import ME


def test_confirmed_by_lists_each_rounds_sides(new_game, play_round):
    game = play_round(new_game(), times=3)
    for number, side in ((1, 0), (1, 1), (3, 1)):
        evidence.confirm_round(game.id, number, side, ME)
    assert confirmations.confirmed_by(game) == {1: {0, 1}, 3: {1}}
    assert [c.side for c in confirmations.of_round(game, 1)] == [0, 1]
    assert confirmations.of_round(game, 2) == []


def test_take_back_deletes_one_rounds_confirmations(new_game, play_round):
    game = play_round(new_game(), times=2)
    for number in (1, 2):
        evidence.confirm_round(game.id, number, 0, ME)
    assert confirmations.take_back(game, 1) == [0]
    assert confirmations.take_back(game, 1) == []
    assert confirmations.confirmed_by(game) == {2: {0}}


def test_throughout_needs_every_side_on_every_round(new_game, play_round):
    game = new_game()
    assert not confirmations.throughout(game, 0)
    game = play_round(game, times=2)
    for number, side in ((1, 0), (1, 1), (2, 0)):
        evidence.confirm_round(game.id, number, side, ME)
        assert not confirmations.throughout(game, 2)
    evidence.confirm_round(game.id, 2, 1, ME)
    assert confirmations.throughout(game, 2)
    assert not confirmations.throughout(game, 3)  # a third round, unconfirmed


def test_only_a_league_game_keeps_whether_it_is_confirmed(new_game, new_league, play_round):
    casual, league_game = play_round(new_game()), play_round(new_game(league=new_league()))
    for game in (casual, league_game):
        for side in (0, 1):
            evidence.confirm_round(game.id, 1, side, ME)
    assert not db.session.get(Game, casual.id).confirmed
    assert db.session.get(Game, league_game.id).confirmed
    play_round(league_game)
    assert not db.session.get(Game, league_game.id).confirmed  # round 2 awaits both sides
