"""Limits in a Redis of their own, counted in the app's database while it doesn't answer: every process and server
keeps one count (never each its own in memory), and a warning names the Redis that stopped."""

from __future__ import annotations

import logging
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from limits.storage import storage_from_string

from scorepad.config import limit_store
from scorepad.serving import rate_limit_fallback
from scorepad.serving.rate_limit_fallback import RedisThenDatabase
from scorepad.serving.rate_limit_store import DatabaseStorage
from tests.live import free_port
from tests.storage.test_cache_redis import SERVER, redis, redis_url  # noqa: F401  (a Redis of the test's own)


def test_a_redis_store_is_told_to_count_in_the_database_while_redis_is_down() -> None:
    assert limit_store("redis://127.0.0.1:6380/0") == "redis+database://127.0.0.1:6380/0"
    assert limit_store("rediss://:pw@cache.example:6380/1") == "rediss+database://:pw@cache.example:6380/1"
    assert limit_store("database://") == "database://" and limit_store("memcached://x:1") == "memcached://x:1"


@pytest.fixture
def stores(app: Flask) -> Iterator[tuple[RedisThenDatabase, RedisThenDatabase]]:
    """Two processes' stores (as two gunicorn workers hold them) of a Redis that never answers."""
    uri = limit_store(f"redis://:hush@127.0.0.1:{free_port()}/1")
    options = {"socket_timeout": 1, "socket_connect_timeout": 1}
    with app.test_request_context():
        made = [storage_from_string(uri, **options) for _ in range(2)]
        assert all(isinstance(store, RedisThenDatabase) for store in made)
        yield made[0], made[1]


def test_while_redis_is_down_every_process_counts_in_the_one_database(
    stores: tuple[RedisThenDatabase, RedisThenDatabase], caplog: pytest.LogCaptureFixture
) -> None:
    first, second = stores
    with caplog.at_level(logging.WARNING, logger="scorepad.serving.rate_limit_fallback"):
        counted = [(first, second)[i % 2].incr("sign-in/198.51.100.7", 60) for i in range(11)]
    assert counted == list(range(1, 12))  # one count, not one per process
    assert first.get("sign-in/198.51.100.7") == second.get("sign-in/198.51.100.7") == 11
    assert DatabaseStorage("database://").get("sign-in/198.51.100.7") == 11
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 2  # once per process when Redis stops answering, not once per hit
    assert all(w.startswith(f"The rate-limit store {first.address.replace(':hush@', ':***@')} does not answer") for w in warnings)
    assert "hush" not in caplog.text and "counting in the database until it does" in warnings[0]
    assert first.check() is False  # /healthz names the limit store as down meanwhile


def test_redis_counts_while_it_answers_and_again_once_it_is_back(
    app: Flask,
    redis_url: tuple[str, object, object],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    tmp_path: Path,
) -> None:
    url, process, _client = redis_url
    monkeypatch.setattr(rate_limit_fallback, "RETRY_SECONDS", 0.0)  # Redis asked again at every hit
    with app.test_request_context():
        store = storage_from_string(limit_store(url))
        assert isinstance(store, RedisThenDatabase)
        assert [store.incr("k", 60) for _ in range(3)] == [1, 2, 3] and store.check()
        assert DatabaseStorage("database://").get("k") == 0  # counted in Redis only
        process.terminate()  # type: ignore[attr-defined]
        process.wait(timeout=10)  # type: ignore[attr-defined]
        with caplog.at_level(logging.INFO, logger="scorepad.serving.rate_limit_fallback"):
            assert store.incr("k", 60) == 1 and store.incr("k", 60) == 2  # the database's count, from its start
            assert DatabaseStorage("database://").get("k") == 2 and not store.check()
            again = restarted(url, tmp_path)
            try:
                assert store.incr("k", 60) == 1 and store.check()  # Redis again (empty: it kept nothing on disk)
            finally:
                again.terminate()
                again.wait(timeout=10)
    said = [r.getMessage() for r in caplog.records]
    assert len([m for m in said if "does not answer" in m]) == 1 and said[-1].endswith("answers again")


def restarted(url: str, folder: Path) -> subprocess.Popen[bytes]:
    """A Redis on the port of `url` again, answering."""
    port = url.rsplit(":", 1)[1].split("/")[0]
    command = [SERVER or "redis-server", "--port", port, "--bind", "127.0.0.1", "--save", "", "--daemonize", "no"]
    process = subprocess.Popen(command, cwd=folder, stdout=subprocess.DEVNULL)  # noqa: S603
    client = redis.Redis(port=int(port))
    for _ in range(100):
        try:
            client.ping()
            return process
        except redis.ConnectionError:
            time.sleep(0.05)
    return process
