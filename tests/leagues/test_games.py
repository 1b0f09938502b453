"""What a league does when one of its games changes (leagues/games.py): its standings version moves on, the game
is counted in the tallies once finished, and rated."""

from __future__ import annotations

from scorepad.extensions import REGISTRY, db
from scorepad.games import rounds
from scorepad.games.rounds import RoundWrite
from scorepad.leagues.games import game_changed
from scorepad.models import League, LeagueTally, Player

from .conftest import LOSS, ME


def test_the_app_listens_once_however_often_it_is_told(app):
    registry = app.extensions[REGISTRY]
    assert registry.listeners.count(game_changed) == 1 and registry.frozen


def test_a_casual_game_touches_no_league(new_game, new_league):
    league = new_league()
    rounds.save_round(new_game().id, RoundWrite([LOSS, LOSS]), ME)
    assert db.session.get(League, league.id).standings_version == 0


def test_every_write_to_a_league_game_moves_its_standings_on(new_game, new_league):
    league = new_league(target=500)
    game = new_game(league)
    start = db.session.get(League, league.id).standings_version
    rounds.save_round(game.id, RoundWrite([LOSS, LOSS]), ME)
    db.session.expire_all()
    assert db.session.get(League, league.id).standings_version == start + 1
    assert db.session.scalar(db.select(db.func.count()).select_from(LeagueTally)) == 0  # not finished: not counted


def test_a_finished_league_game_is_counted_and_rated(new_league, played):
    league = new_league(target=500)
    game = played(league, ["Anna", "Ben"], ["Cara", "Dan"])
    assert game.status == "finished" and game.rated
    anna = db.session.scalar(db.select(Player).where(Player.name == "Anna"))
    cara = db.session.scalar(db.select(Player).where(Player.name == "Cara"))
    assert anna.rating_mu > cara.rating_mu
    tally = db.session.get(LeagueTally, (league.id, 0, "player", str(anna.id)))
    assert (tally.played, tally.won) == (1, 1)
