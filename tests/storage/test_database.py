"""Database plumbing (storage/database.py): one write transaction committed or rolled back whole, a raced unique
key turned into a conflict with a message, rows found or NotFound, and the light read outside the session."""

from __future__ import annotations

import pytest
from sqlalchemy import bindparam, event, insert, select
from sqlalchemy.exc import IntegrityError

from scorepad.core.errors import Conflict, NotFound
from scorepad.extensions import db
from scorepad.models import Game, Player, User
from scorepad.storage.database import (
    RACED,
    found,
    light_read,
    read_alone,
    rolled_back,
    unique_violation,
    write,
    writing,
    written_alone,
)


def users() -> list[str]:
    """The stored account names, as a fresh read sees them."""
    db.session.rollback()
    return sorted(db.session.scalars(select(User.name)))


def user(name: str) -> User:
    """An account row."""
    return User(name=name, name_key=name.lower(), password_hash="x")


def test_a_write_is_committed_whole_and_nested_writes_join_it(context):
    with writing():
        db.session.add(user("Anna"))
        with writing():
            db.session.add(user("Ben"))
        assert db.session.info.get("scorepad_write")
    assert users() == ["Anna", "Ben"] and not db.session.info.get("scorepad_write")


def test_an_error_rolls_the_whole_write_back(context):
    with pytest.raises(ZeroDivisionError), writing():
        db.session.add(user("Anna"))
        db.session.flush()
        _ = 1 / 0
    assert users() == []


def test_a_taken_unique_key_becomes_a_conflict_and_other_refusals_stay(context):
    with writing():
        db.session.add(user("Anna"))
    with pytest.raises(Conflict) as raced, writing():
        db.session.add(user("Anna"))
    assert [(p.path, p.message) for p in raced.value.problems] == [("_state", RACED)]
    assert isinstance(raced.value.__cause__, IntegrityError) and unique_violation(raced.value.__cause__)
    with pytest.raises(IntegrityError) as broken, writing():
        db.session.add(Player(name="Anna", league_id="no-such-league"))  # a foreign key, not a unique one
    assert not unique_violation(broken.value)
    assert users() == ["Anna"]


def test_an_operation_marked_write_runs_as_one(context):
    @write
    def sign_up(name: str) -> str:
        """A write operation of the test's own."""
        db.session.add(user(name))
        return name

    assert sign_up("Cara") == "Cara" and sign_up.__doc__ == "A write operation of the test's own."
    assert users() == ["Cara"]


def test_a_row_is_found_or_not_found_named_at_its_field(new_game):
    game = new_game()
    assert found(Game, game.id, "_game", "No game with this id.") is game
    with pytest.raises(NotFound) as missing:
        found(Game, "nope", "game", "No game with this id.")
    assert [(p.path, p.text()) for p in missing.value.problems] == [("game", "No game with this id.")]


def test_a_light_read_sees_committed_rows_outside_the_session(new_game):
    game = new_game()
    games = Game.__table__.c
    query = select(games.version, games.ruleset_key).where(games.id == bindparam("game_id"))
    assert light_read(query, {"game_id": game.id}) == (1, "classic")
    assert read_alone(db.engine, query, {"game_id": "nope"}) is None


def test_a_write_alone_is_committed_at_once_outside_the_session_watched_or_not(context):
    if db.engine.dialect.name != "sqlite":
        with pytest.raises(NotImplementedError):
            written_alone(db.engine, select(1), {})
        return
    players = Player.__table__
    add = insert(players).values(name=bindparam("name"), public_id=bindparam("public_id")).returning(players.c.name)
    seen: list[str] = []

    def note(_conn, _cursor, statement, *_):
        seen.append(statement)

    assert written_alone(db.engine, add, {"name": "Anna", "public_id": "p-anna"}) == ("Anna",)  # straight to SQLite
    event.listen(db.engine, "before_cursor_execute", note)
    try:
        assert written_alone(db.engine, add, {"name": "Ben", "public_id": "p-ben"}) == ("Ben",)
    finally:
        event.remove(db.engine, "before_cursor_execute", note)
    assert [s.split()[0] for s in seen] == ["BEGIN", "INSERT"] and seen[0] == "BEGIN IMMEDIATE"  # a watcher sees it
    db.session.rollback()  # the session's own transaction: nothing of it was needed
    assert sorted(db.session.scalars(select(Player.name))) == ["Anna", "Ben"]


def test_rolling_back_never_fails_an_error_answer(context, monkeypatch, caplog):
    def broken() -> None:
        raise OSError("the database is gone")

    monkeypatch.setattr(db.session, "rollback", broken)
    rolled_back()
    assert "Rollback failed" in caplog.text


def test_sqlite_checks_foreign_keys_and_writes_ahead(context):
    if db.engine.dialect.name != "sqlite":
        pytest.skip("SQLite's own pragmas")
    assert db.session.execute(db.text("PRAGMA foreign_keys")).scalar() == 1
    assert db.session.execute(db.text("PRAGMA journal_mode")).scalar() == "wal"
