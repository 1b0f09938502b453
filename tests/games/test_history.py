"""A game's history (games/history.py): who changed what, an event per write, read whole, by page, by round."""

from __future__ import annotations

from scorepad.extensions import db
from scorepad.games.history import (
    API,
    Actor,
    events_of,
    events_page,
    last_event,
    newest_event,
    own_events_after,
    record,
)
from scorepad.models import Event, Game
from scorepad.storage.paging import Ask

from .conftest import ME


def test_an_actor_is_worded_as_the_api_shows_it():
    assert Actor("phone", "1a2b").text == "phone 1a2b"
    assert Actor("user", "Anna").text == "user Anna"
    assert API.text == "api" and Actor("import").text == "import"


def test_recording_adds_an_event_and_a_new_version_unless_told_not_to(new_game):
    game = new_game()
    assert game.version == 1 and [e.action for e in events_of(game)] == ["created"]
    before = game.updated_at
    record(game, "game_changed", None, {"a": 1}, {"a": 2}, Actor("user", "Anna"))
    assert game.version == 2 and game.updated_at >= before
    record(game, "note", 3, None, None, ME, bump=False)
    db.session.commit()
    events = events_of(db.session.get(Game, game.id))
    assert [(e.action, e.round, e.by_kind, e.by_name) for e in events] == [
        ("created", None, "phone", "test"),
        ("game_changed", None, "user", "Anna"),
        ("note", 3, "phone", "test"),
    ]
    assert (events[1].before, events[1].after) == ({"a": 1}, {"a": 2}) and game.version == 2


def test_the_newest_event_and_the_newest_about_one_round(new_game):
    game = new_game()
    for number, action in ((1, "round_added"), (2, "round_added"), (1, "round_corrected")):
        record(game, action, number, None, {"n": number}, ME)
    db.session.commit()
    assert (newest_event(game).action, newest_event(game).round) == ("round_corrected", 1)
    assert last_event(game, 2).action == "round_added" and last_event(game, 1).action == "round_corrected"
    assert last_event(game, 9) is None


def test_a_long_history_is_read_a_page_at_a_time_and_imported_events_are_skipped(new_game):
    game = new_game()
    for number in range(1, 5):
        record(game, "round_added", number, None, None, ME)
    db.session.add(Event(game_id=game.id, action="round_added", round=9, by_kind="import", by_name="x", imported=True))
    db.session.commit()
    first = events_page(game, Ask(limit=2))
    assert [e.action for e in first.items] == ["created", "round_added"] and first.after is not None
    second = events_page(game, Ask(limit=2, after=first.after))
    assert [e.round for e in second.items] == [2, 3]
    assert [e.round for e in own_events_after(game, 3)] == [3, 4]  # the imported event is not the game's own
    assert own_events_after(game, 5) == []
