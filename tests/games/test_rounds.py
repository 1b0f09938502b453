"""The round operations themselves, below HTTP: what they store, what they refuse, and that a refusal
stores nothing."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict, Invalid, NotFound
from scorepad.core.sizes import ROUNDS_MAX
from scorepad.extensions import db
from scorepad.games import rounds
from scorepad.games.history import events_of
from scorepad.models import Game, Round
from tests.conftest import HELD, WON

from .conftest import ME


def test_add_stores_the_counts_and_every_kept_number(new_game):
    game = new_game()
    written = rounds.add_round(game.id, [WON, HELD], ME)
    assert written.number == 1 and [r.score for r in written.outcome.results] == [940, 40]
    stored = db.session.get(Game, game.id)
    assert [s.total for s in stored.sides] == [940, 40] and stored.version == 2
    assert [e.action for e in events_of(stored)] == ["created", "round_added"]


def test_a_refused_round_stores_nothing(new_game):
    game = new_game()
    with pytest.raises(Invalid) as refused:
        rounds.add_round(game.id, [{**WON, "meld_points": 241}, HELD], ME)
    assert [p.path for p in refused.value.problems] == ["entries.0.meld_points"]
    assert db.session.scalar(db.select(db.func.count()).select_from(Round)) == 0
    assert db.session.get(Game, game.id).version == 1


def test_the_same_phone_id_again_answers_with_the_stored_round(new_game):
    game = new_game()
    first = rounds.add_round(game.id, [WON, HELD], ME, client_id="phone-1-round-1")
    again = rounds.add_round(game.id, [HELD, WON], ME, client_id="phone-1-round-1")
    assert not first.repeated and again.repeated and again.number == 1
    assert [e.meld_points for e in again.entries] == [240, 85]  # the stored round, not the second body
    with pytest.raises(Conflict) as taken:  # another phone's round at a number already taken
        rounds.add_round(game.id, [WON, HELD], ME, number=1, client_id="phone-2-round-1")
    assert taken.value.details == {"number": 1, "next": 2}
    with pytest.raises(Conflict) as early:  # rounds before it were never stored: not yet, and the next is named
        rounds.add_round(game.id, [WON, HELD], ME, number=3, client_id="phone-2-round-3")
    assert early.value.details == {"number": 3, "next": 2}
    assert [p.message for p in early.value.problems] == ["Round %(n)d can't be recorded yet; the next is %(next)d."]
    assert db.session.scalar(db.select(db.func.count()).select_from(Round)) == 1


def test_a_correction_opened_on_an_older_round_is_refused_with_the_round_as_it_is(new_game):
    game = new_game()
    rounds.add_round(game.id, [WON, HELD], ME)
    version = db.session.scalar(db.select(Round.version).where(Round.game_id == game.id))
    rounds.correct_round(game.id, 1, [WON, {**HELD, "hand_points": 25}], ME, round_version=version)
    with pytest.raises(Conflict) as changed:
        rounds.correct_round(game.id, 1, [WON, {**HELD, "hand_points": 5}], ME, round_version=version)
    assert changed.value.details["round"]["entries"][1]["hand_points"] == 25


def test_delete_then_restore_brings_the_round_back(new_game):
    game = new_game()
    rounds.add_round(game.id, [WON, HELD], ME)
    rounds.delete_round(game.id, 1, ME)
    assert [s.total for s in db.session.get(Game, game.id).sides] == [0, 0]
    with pytest.raises(NotFound):
        rounds.delete_round(game.id, 1, ME)
    rounds.restore_round(game.id, 1, ME)
    assert [s.total for s in db.session.get(Game, game.id).sides] == [940, 40]


def test_a_canasta_game_ends_by_its_rules_not_by_the_table(new_game):
    game = new_game()
    rounds.add_round(game.id, [WON, HELD], ME)
    with pytest.raises(Conflict):
        rounds.finish_game(game.id, ME)


def test_a_game_holds_at_most_the_documented_number_of_rounds(new_game, monkeypatch):
    monkeypatch.setattr(rounds, "ROUNDS_MAX", 2)
    game = new_game(settings={"target": 1_000_000})
    rounds.add_round(game.id, [WON, HELD], ME)
    rounds.add_round(game.id, [WON, HELD], ME)
    with pytest.raises(Conflict) as full:
        rounds.add_round(game.id, [WON, HELD], ME)
    assert full.value.problems[0].params == {"n": 2} and ROUNDS_MAX == 1000
