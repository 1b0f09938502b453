"""The `database://` rate-limit store: fixed-window counters in the app's own database, exact under
concurrent hits, in transactions of their own that never commit (or roll back) what a request is doing."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from limits import parse
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter
from sqlalchemy import event

from scorepad.extensions import db
from scorepad.models import Player, RateCounter
from scorepad.serving.rate_limit_store import KEY_MAX, DatabaseStorage
from scorepad.serving.rate_limits import limiter


@pytest.fixture
def store(app: Flask) -> Iterator[DatabaseStorage]:
    """The store, inside a request of the app (as Flask-Limiter calls it)."""
    with app.test_request_context():
        made = storage_from_string("database://")
        assert isinstance(made, DatabaseStorage)
        yield made


class Clock:
    """A clock the test moves."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    """The store's clock, under the test's hand."""
    made = Clock()
    monkeypatch.setattr("scorepad.serving.rate_limit_store.time.time", made)
    return made


def test_the_app_counts_in_its_database_by_default(app: Flask) -> None:
    assert app.config["RATELIMIT_STORAGE_URI"] == "database://"
    assert isinstance(limiter.storage, DatabaseStorage)


def test_hits_are_counted_per_key_within_a_window(store: DatabaseStorage, clock: Clock) -> None:
    assert store.get("a") == 0 and store.get_expiry("a") == clock.now
    assert [store.incr("a", 60) for _ in range(3)] == [1, 2, 3]
    assert store.incr("a", 60, amount=5) == 8 and store.get("a") == 8 and store.get("b") == 0
    assert store.get_expiry("a") == clock.now + 60
    clock.now += 59
    assert store.incr("a", 60) == 9
    clock.now += 1  # the window is over: counting starts again, in a new window
    assert store.get("a") == 0 and store.incr("a", 60) == 1 and store.get_expiry("a") == clock.now + 60


def test_clear_reset_and_check(store: DatabaseStorage) -> None:
    store.incr("a", 60)
    store.incr("b", 60)
    store.clear("a")
    assert store.get("a") == 0 and store.get("b") == 1
    assert store.reset() == 1 and store.get("b") == 0
    assert store.check()


def test_keys_longer_than_the_column_are_kept_by_their_hash(store: DatabaseStorage) -> None:
    long_key, other = "k" * (KEY_MAX + 50), "k" * (KEY_MAX + 49) + "j"
    assert store.incr(long_key, 60) == 1 and store.incr(long_key, 60) == 2 and store.incr(other, 60) == 1
    assert all(len(row.key) <= KEY_MAX for row in db.session.scalars(db.select(RateCounter)))


def test_expired_counters_are_swept_away(store: DatabaseStorage, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("scorepad.serving.rate_limit_store.SWEEP_EVERY", 3)
    store.incr("old", 10)
    clock.now += 20
    store.incr("new", 10)
    store.incr("new", 10)  # the third hit sweeps
    assert db.session.scalars(db.select(RateCounter.key)).all() == ["new"]


def test_concurrent_hits_are_all_counted(app: Flask) -> None:
    def hit(times: int) -> None:
        with app.test_request_context():
            store = DatabaseStorage()
            for _ in range(times):
                store.incr("shared", 60)

    threads = [threading.Thread(target=hit, args=(20,)) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    with app.test_request_context():
        assert DatabaseStorage().get("shared") == 120


def test_counting_commits_nothing_of_the_request_and_survives_its_rollback(store: DatabaseStorage) -> None:
    db.session.scalar(db.select(db.func.count()).select_from(Player))  # the request's transaction has begun
    db.session.add(Player(name="Pending"))
    if db.engine.dialect.name == "postgresql":  # SQLite: a request holds its write lock only inside writing()
        db.session.flush()
    assert store.incr("during", 60) == 1
    db.session.rollback()
    assert db.session.scalar(db.select(db.func.count()).select_from(Player)) == 0
    assert store.get("during") == 1


def test_a_fixed_window_limit_over_the_store(store: DatabaseStorage) -> None:
    limit, strategy = parse("3 per minute"), FixedWindowRateLimiter(store)
    assert [strategy.hit(limit, "client") for _ in range(4)] == [True, True, True, False]
    assert not strategy.test(limit, "client") and strategy.test(limit, "another")
    stats: Any = strategy.get_window_stats(limit, "client")
    assert stats.remaining == 0


def test_on_postgresql_a_counter_waits_for_no_disk(store: DatabaseStorage) -> None:
    from sqlalchemy import text

    with store.transaction() as conn:
        if conn.dialect.name != "postgresql":
            pytest.skip("PostgreSQL's synchronous_commit")
        assert conn.execute(text("SHOW synchronous_commit")).scalar() == "off"  # a lost counter is harmless
    with store.transaction(writer=False) as conn:
        assert conn.execute(text("SHOW synchronous_commit")).scalar() == "on"  # only the counter's own transaction


def test_a_requests_own_hit_answers_its_window_without_reading_it_again(app: Flask, clock: Clock) -> None:
    seen: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        seen.append(statement)

    with app.test_request_context():
        store, engine = DatabaseStorage(), db.engine
        event.listen(engine, "before_cursor_execute", note)
        try:
            assert store.incr("mine", 60) == 1 and store.incr("mine", 60) == 2
            seen.clear()
            assert store.get("mine") == 2 and store.get_expiry("mine") == clock.now + 60  # the X-RateLimit-* headers
            assert seen == []
            assert store.get("another") == 0 and seen  # a counter this request did not hit is read
            clock.now += 60  # its window is over: read again
            seen.clear()
            assert store.get("mine") == 0 and seen
            with app.app_context():  # another request (each has a context of its own) reads what the database holds
                clock.now -= 60
                seen.clear()
                assert store.get("mine") == 2 and seen
        finally:
            event.remove(engine, "before_cursor_execute", note)


def test_hits_count_alike_sent_straight_to_the_driver_or_watched(app: Flask, clock: Clock) -> None:
    seen: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        seen.append(statement)

    def counted(key: str) -> list[tuple[int, float]]:
        """One hit, two more, and one after the window ended, each a request of its own; the counter read back."""
        out = []
        for amount, later in ((1, 0), (2, 0), (1, 61)):
            clock.now += later
            with app.test_request_context():
                DatabaseStorage().incr(key, 60, amount)
            with app.test_request_context():
                store = DatabaseStorage()
                out.append((store.get(key), store.get_expiry(key) - clock.now))
        return out

    with app.app_context():
        engine = db.engine
    assert counted("straight") == [(1, 60.0), (3, 60.0), (1, 60.0)] and seen == []
    event.listen(engine, "before_cursor_execute", note)
    try:
        assert counted("watched") == [(1, 60.0), (3, 60.0), (1, 60.0)]
    finally:
        event.remove(engine, "before_cursor_execute", note)
    assert any("INSERT INTO rate_counters" in s for s in seen)
