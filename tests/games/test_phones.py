"""Removing a phone from a casual game (games/phones.py), below HTTP: a new version of the game with its history
event, never the creator's phone, nothing changed when refused."""

from __future__ import annotations

import pytest

from scorepad.accounts import grants
from scorepad.core.errors import NotAllowed, NotFound
from scorepad.extensions import db
from scorepad.games.history import events_of
from scorepad.games.phones import remove_phone
from scorepad.models import Game

from .conftest import ME


def test_removing_a_phone_is_a_new_version_with_its_history_event(new_game):
    game = new_game()
    grants.give(game, "creator-device", "Anna's phone", creator=True)
    other = grants.give(game, "other-device", "Ben's phone")
    before = db.session.get(Game, game.id).version
    assert remove_phone(game.id, other.id, ME) == "Ben's phone"
    db.session.expire_all()
    assert db.session.get(Game, game.id).version == before + 1
    assert [p.name for p in grants.phones(db.session.get(Game, game.id))] == ["Anna's phone"]
    last = events_of(game)[-1]
    assert (last.action, last.before, last.after, last.by_kind) == (
        "phone_removed",
        {"phone": "Ben's phone"},
        None,
        "phone",
    )


def test_the_creators_phone_and_an_unknown_one_are_refused_and_nothing_changes(new_game):
    game = new_game()
    creator = grants.give(game, "creator-device", "Anna's phone", creator=True)
    before = (db.session.get(Game, game.id).version, len(events_of(game)))
    with pytest.raises(NotAllowed):
        remove_phone(game.id, creator.id, ME)
    with pytest.raises(NotFound):
        remove_phone(game.id, 999_999, ME)
    db.session.expire_all()
    assert (db.session.get(Game, game.id).version, len(events_of(game))) == before
    assert [p.name for p in grants.phones(db.session.get(Game, game.id))] == ["Anna's phone"]
