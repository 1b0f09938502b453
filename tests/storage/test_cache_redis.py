"""The cache in a Redis that servers share: a second release (a changed template) serves no bytes of the first,
and a stopped Redis leaves pages, JSON and writes working, with a warning in the log (redis-server from Debian,
started here as the test's own process on a free port). Covers storage/cache.py with a Redis store, through
the pages and the API (web/, api/)."""

import logging
import shutil
import subprocess
import time

import pytest

from scorepad.storage.cache import cache_store, store_ok
from tests.conftest import HELD, WON
from tests.live import free_port

from .test_cache import another_app  # noqa: F401  (fixture)

redis = pytest.importorskip("redis", reason="the Redis client (pip install redis) is not installed")
SERVER = shutil.which("redis-server")


@pytest.fixture
def redis_url(tmp_path):
    """A Redis of this test's own, stopped at its end (the test may stop it sooner)."""
    if SERVER is None:
        pytest.skip("redis-server is not installed (apt-get install redis-server)")
    port = free_port()
    command = [SERVER, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--daemonize", "no"]
    process = subprocess.Popen(command, cwd=tmp_path, stdout=subprocess.DEVNULL)  # noqa: S603
    client = redis.Redis(port=port)
    for _ in range(100):
        try:
            client.ping()
            break
        except redis.ConnectionError:
            time.sleep(0.05)
    yield f"redis://127.0.0.1:{port}/0", process, client
    process.terminate()
    process.wait(timeout=10)


def test_a_second_release_serves_no_bytes_of_the_first(make_game, play, redis_url, another_app):  # noqa: F811
    url, _process, client = redis_url
    game = make_game()
    play(game, WON, HELD)
    shared = {"CACHE_TYPE": "RedisCache", "CACHE_REDIS_URL": url}
    first = another_app(SCOREPAD_RELEASE="first", **shared)
    board = f"/games/{game['id']}"
    reader = first.test_client()
    reader.get(board)  # remembered on this phone, and cached
    (key,) = [k.decode() for k in client.keys("*") if b"|board|" in k]
    assert key.startswith("scorepad|first|board|")
    with first.app_context():  # the page as the first release's template made it
        backend = cache_store().backend
        backend.set(key.removeprefix("scorepad|"), backend.get(key.removeprefix("scorepad|")).replace(b"Round", b"OLD"))
    assert b"OLD" in reader.get(board).data  # the first release serves what it cached
    second = another_app(SCOREPAD_RELEASE="second", **shared)  # a deploy sharing the Redis
    newer = second.test_client()
    newer.set_cookie(first.config["SESSION_COOKIE_NAME"], reader.get_cookie(first.config["SESSION_COOKIE_NAME"]).value)
    assert b"OLD" not in newer.get(board).data and b"Round" in newer.get(board).data
    assert any(k.startswith(b"scorepad|second|board|") for k in client.keys("*"))


def test_a_stopped_redis_leaves_every_read_and_write_working(make_game, play, redis_url, another_app, caplog):  # noqa: F811
    url, process, _client = redis_url
    game = make_game()
    play(game, WON, HELD)
    app = another_app(CACHE_TYPE="RedisCache", CACHE_REDIS_URL=url)
    reader, board, api = app.test_client(), f"/games/{game['id']}", f"/api/games/{game['id']}"
    before = reader.get(board).data
    with app.app_context():
        assert store_ok() is True
    process.terminate()
    process.wait(timeout=10)
    with caplog.at_level(logging.WARNING, logger="scorepad.storage.cache"):
        assert reader.get(board).data == before and reader.get(api).status_code == 200
        auth = {"Authorization": f"Bearer {game['token']}"}
        written = app.test_client().post(f"{api}/rounds", json={"entries": [HELD, WON]}, headers=auth)
        assert written.status_code == 201
        after = reader.get(board)
        assert after.status_code == 200 and after.data != before
        assert [s["total"] for s in reader.get(api).get_json()["sides"]] == [980, 980]
        with app.app_context():
            assert store_ok() is False and cache_store().get(cache_store().key("game", game["id"], [1])) is None
    assert f"The cache store {url} failed" in caplog.text and "ConnectionError" in caplog.text  # Redis named
