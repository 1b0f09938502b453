"""A club's server, tested as a club runs it (deploy/): nginx ending TLS in front of two app servers on one
PostgreSQL, Redis as their shared cache and rate-limit store. A browser plays through HTTPS; a round written
through one server is read through the other; limits count across both; a server killed mid-burst loses and
doubles nothing; a second release serves none of the first one's bytes; without Redis the servers go on."""

from __future__ import annotations

import json
import re
import shutil
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

import scorepad
from tests.conftest import HELD, TWO_PAIRS, WON

from .club import ROOT, AppServer, Club, stop, wait_for

LIVE_BOUND = 2.0  # seconds: a round saved on one phone shows on every phone following the game
NEEDS_TRUST = "CSRF over HTTPS (forms behind a TLS proxy): fixed by the `trust` branch, merged before this one"
PASSWORD = "a long enough secret"


def json_lines(server: AppServer) -> list[dict[str, Any]]:
    """The JSON lines a server logged (SCOREPAD_LOG_FORMAT=json, as deploy/scorepad.env sets it)."""
    lines = []
    for line in server.output().splitlines():
        if line.startswith("{"):
            try:
                lines.append(json.loads(line))
            except ValueError:
                continue
    return lines


def new_game(club: Club, port: int) -> tuple[str, dict[str, str]]:
    """A casual game that never ends by itself, started on one server: its id and bearer header."""
    body = {"ruleset": "classic", "settings": {"target": 1_000_000}, "sides": TWO_PAIRS}
    answer = club.direct(port, "POST", "/api/games", body)
    assert answer.status == 201, answer.text
    game = answer.json()
    return game["id"], {"Authorization": f"Bearer {game['token']}"}


def test_health_version_and_a_request_id_through_the_proxy(club: Club) -> None:
    answer = club.https("GET", "/healthz")
    assert answer.status == 200, answer.text
    body = answer.json()
    assert body["status"] == "ok" and body["checks"] == {"database": "ok", "cache": "ok", "limits": "ok"}
    assert body["version"] == scorepad.__version__
    assert answer.headers["strict-transport-security"]  # the app knows it is served over HTTPS (X-Forwarded-Proto)
    rid = answer.headers["x-request-id"]  # nginx's $request_id, passed on and sent back
    assert re.fullmatch(r"[0-9a-f]{32}", rid)
    assert club.https("GET", "/api/openapi.json").json()["info"]["x-app-version"] == scorepad.__version__

    a = club.servers["a"]
    answer = club.direct(a.port, "GET", "/api/rulesets?x=1", headers={"X-Forwarded-For": "198.51.100.23"})
    rid_a = answer.headers["x-request-id"]
    assert wait_for(lambda: any(x.get("request_id") == rid_a for x in json_lines(a)), 5)  # logged once answered
    line = next(x for x in json_lines(a) if x.get("request_id") == rid_a)
    assert line["method"] == "GET" and line["path"] == "/api/rulesets?x=1" and line["status"] == 200
    assert line["client"] == "198.51.100.23" and line["duration_ms"] >= 0
    assert wait_for(lambda: any(x.get("request_id") == rid for s in club.servers.values() for x in json_lines(s)), 5)


def test_a_round_written_through_one_server_is_read_through_the_other_within_the_live_bound(club: Club) -> None:
    a, b = club.servers["a"].port, club.servers["b"].port
    game_id, auth = new_game(club, a)
    before = club.direct(b, "GET", f"/api/games/{game_id}")  # the other server has read (and kept) it first
    assert before.status == 200 and before.json()["rounds"] == []
    version = club.direct(b, "GET", f"/games/{game_id}/news").json()["version"]
    assert club.direct(b, "GET", f"/games/{game_id}/news", headers={"If-None-Match": f'"{version}"'}).status == 304

    written = club.direct(a, "POST", f"/api/games/{game_id}/rounds", {"entries": [WON, HELD]}, auth)
    assert written.status == 201, written.text
    saved = time.monotonic()

    def seen_on_b() -> bool:
        game = club.direct(b, "GET", f"/api/games/{game_id}").json()
        board = club.direct(b, "GET", f"/games/{game_id}").text
        news = club.direct(b, "GET", f"/games/{game_id}/news", headers={"If-None-Match": f'"{version}"'})
        return len(game["rounds"]) == 1 and "940" in board and news.status == 200 and news.json()["version"] > version

    assert wait_for(seen_on_b, LIVE_BOUND, every=0.05)
    assert time.monotonic() - saved <= LIVE_BOUND
    assert [t["total"] for t in club.direct(b, "GET", f"/api/games/{game_id}").json()["sides"]] == [940, 40]


def sign_in_attempt(club: Club, port: int, address: str, name: str = "") -> int:
    """One sign-in with a wrong password from `address`, as a browser sends it: its form page first. Each attempt
    names another account unless `name` is given (an account's own count of wrong passwords is lower)."""
    origin = club.base
    page = club.direct(port, "GET", "/signin", headers={"X-Forwarded-For": address})
    cookie = page.headers["set-cookie"].split(";", 1)[0]
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page.text)
    assert token, page.text
    form = [("csrf_token", token.group(1)), ("name", name or f"nobody {time.monotonic_ns()}"), ("password", "not the password")]
    headers = {
        "X-Forwarded-For": address,
        "Cookie": cookie,
        "Origin": origin,
        "Referer": f"{origin}/signin",
        "Sec-Fetch-Site": "same-origin",
    }
    return club.direct(port, "POST", "/signin", form, headers).status


def test_sign_in_attempts_spread_over_both_servers_are_limited_together(club: Club) -> None:
    a, b = club.servers["a"].port, club.servers["b"].port
    statuses = [sign_in_attempt(club, (a, b)[i % 2], "198.51.100.40") for i in range(11)]  # 10 a minute allowed
    assert 429 not in statuses[:10] and 500 not in statuses, statuses
    assert statuses[10] == 429
    assert sign_in_attempt(club, a, "198.51.100.41") != 429  # another address counts apart


def test_wrong_passwords_for_one_account_from_many_addresses_over_both_servers_are_limited_together(
    club: Club,
) -> None:
    a_b = (club.servers["a"].port, club.servers["b"].port)
    statuses = [sign_in_attempt(club, a_b[i % 2], f"198.51.100.{70 + i}", "one account") for i in range(6)]
    assert statuses == [401] * 5 + [429], statuses  # 5 a minute per account (deploy/scorepad.env keeps the default)
    assert sign_in_attempt(club, a_b[0], "198.51.100.80", "another account") == 401


@pytest.fixture
def second_release(club: Club) -> Iterator[AppServer]:
    """A third app server of a second release (the checkout copied, one template changed) on the same Redis."""
    copy = club.folder / "release-2"
    if not copy.exists():
        for folder in ("scorepad", "templates", "static"):
            shutil.copytree(ROOT / folder, copy / folder, ignore=shutil.ignore_patterns("__pycache__"))
        base = copy / "templates" / "base.html"
        base.write_text(base.read_text().replace("</body>", "<!-- the second release -->\n</body>"))
    server = club.start_server("c", cwd=copy, PYTHONPATH=str(copy))
    yield server
    stop(server.process)


def test_a_second_release_is_a_release_of_its_own(club: Club, second_release: AppServer) -> None:
    first = club.direct(club.servers["a"].port, "GET", "/healthz").json()
    second = club.direct(second_release.port, "GET", "/healthz").json()
    assert first["version"] == second["version"] and first["release"] != second["release"]


def test_a_second_release_on_the_same_redis_serves_none_of_the_first_ones_bytes(
    club: Club, second_release: AppServer
) -> None:
    a, c = club.servers["a"].port, second_release.port
    game_id, auth = new_game(club, a)
    assert club.direct(a, "POST", f"/api/games/{game_id}/rounds", {"entries": [WON, HELD]}, auth).status == 201
    first = club.direct(a, "GET", f"/games/{game_id}")  # a reader's first visit: the page is made and kept
    cookie = first.headers["set-cookie"].split(";", 1)[0]
    again = club.direct(a, "GET", f"/games/{game_id}", headers={"Cookie": cookie})  # a returning reader
    assert "the second release" not in first.text + again.text
    for headers in ({}, {"Cookie": cookie}):
        answer = club.direct(c, "GET", f"/games/{game_id}", headers=headers)
        assert answer.status == 200 and "<!-- the second release -->" in answer.text


@pytest.fixture
def no_redis(club: Club) -> Iterator[None]:
    """Redis stopped for one test, started again (empty) after it."""
    club.stop_redis()
    yield
    club.start_redis()


def test_without_redis_the_servers_are_degraded_and_the_limits_count_as_before(club: Club, no_redis: None) -> None:
    a = club.servers["a"]
    answer = club.https("GET", "/healthz")  # a load balancer's check keeps the servers: pages and writes go on
    assert answer.status == 200 and answer.json()["status"] == "degraded"
    assert answer.json()["checks"] == {"database": "ok", "cache": "down", "limits": "ok"}  # limits: the database's
    assert answer.json()["failing"] == ["cache"]
    a_b = (a.port, club.servers["b"].port)
    statuses = [sign_in_attempt(club, a_b[i % 2], "198.51.100.60") for i in range(11)]
    assert 429 not in statuses[:10] and 500 not in statuses and statuses[10] == 429, statuses
    redis = f"redis://127.0.0.1:{club.redis_port}/0"
    said = lambda: [x["message"] for s in club.servers.values() for x in json_lines(s) if x["level"] == "WARNING"]  # noqa: E731
    assert wait_for(lambda: any(m.startswith(f"The cache store {redis} failed") for m in said()), 10), said()


@pytest.fixture
def redis_limited(club: Club) -> Iterator[tuple[AppServer, AppServer]]:
    """Two more servers of the club counting their limits in a Redis (the one Redis the test has) instead of the
    database, as an administrator may choose (README: a Redis of their own)."""
    limits = f"redis://127.0.0.1:{club.redis_port}/1"
    made = tuple(club.start_server(name, SCOREPAD_RATELIMIT_STORAGE_URI=limits) for name in ("ra", "rb"))
    yield made  # type: ignore[misc]
    for server in made:
        stop(server.process)


def test_limits_in_a_redis_that_stops_count_on_in_the_database_across_servers_and_workers(
    club: Club, redis_limited: tuple[AppServer, AppServer], no_redis: None
) -> None:
    ra, rb = redis_limited
    health = club.direct(ra.port, "GET", "/healthz")
    assert health.status == 200 and health.json()["failing"] == ["cache", "limits"]
    statuses = [sign_in_attempt(club, (ra.port, rb.port)[i % 2], "198.51.100.61") for i in range(11)]
    assert 429 not in statuses[:10] and 500 not in statuses and statuses[10] == 429, statuses  # 10, not 40
    store = f"redis://127.0.0.1:{club.redis_port}/1"
    for server in (ra, rb):  # each names the Redis that stopped
        said = [x["message"] for x in json_lines(server) if x["level"] == "WARNING"]
        assert any(m.startswith(f"The rate-limit store {store} does not answer") for m in said), said


def test_without_redis_pages_and_writes_keep_working(club: Club, no_redis: None) -> None:
    for name in ("a", "b"):
        port = club.servers[name].port
        game_id, auth = new_game(club, port)
        assert club.direct(port, "POST", f"/api/games/{game_id}/rounds", {"entries": [WON, HELD]}, auth).status == 201
        board = club.direct(port, "GET", f"/games/{game_id}")
        assert board.status == 200 and "940" in board.text
        assert club.direct(port, "GET", f"/api/games/{game_id}").json()["sides"][0]["total"] == 940
        assert club.https("GET", f"/games/{game_id}").status == 200
    warned = [x for s in ("a", "b") for x in json_lines(club.servers[s]) if x["level"] == "WARNING"]
    assert any("cache" in x["message"].lower() for x in warned)


def test_in_json_mode_every_line_a_server_writes_is_json_gunicorns_own_too(club: Club) -> None:
    for server in club.servers.values():
        lines = [line for line in server.output().splitlines() if line.strip()]
        text = [line for line in lines if not line.startswith("{")]
        assert not text, text[:5]
        gunicorn = [x for x in json_lines(server) if x["logger"] == "gunicorn.error"]
        assert len(json_lines(server)) == len(lines) and any(x["message"].startswith("Booting worker") for x in gunicorn)
        assert all({"time", "level", "message"} <= set(x) for x in gunicorn)


def test_a_server_killed_mid_burst_loses_no_acknowledged_round_and_stores_none_twice(club: Club) -> None:
    rounds, a = 16, club.servers["a"]
    games = [new_game(club, club.servers["b"].port) for _ in range(2)]
    acknowledged: dict[str, list[int]] = {game_id: [] for game_id, _ in games}
    read_statuses: list[int] = []
    failures: list[str] = []
    writing = threading.Event()
    writing.set()

    def write(game_id: str, auth: dict[str, str]) -> None:
        for number in range(1, rounds + 1):
            body = {
                "number": number,
                "id": f"{game_id}-r{number}",
                "entries": [WON, {**HELD, "hand_points": number * 5}],
            }
            for _ in range(40):  # a phone's outbox sends the same round (same id) again until it is answered
                try:
                    answer = club.https("POST", f"/api/games/{game_id}/rounds", body, auth)
                except OSError:
                    time.sleep(0.1)
                    continue
                if answer.status in (200, 201):
                    acknowledged[game_id].append(number)
                    break
                if answer.status not in (502, 503, 504):
                    failures.append(f"round {number}: {answer.status} {answer.text[:300]}")
                    return
                time.sleep(0.1)
            else:
                failures.append(f"round {number} never acknowledged")
                return

    def read() -> None:
        while writing.is_set():
            for game_id, _ in games:
                for path in (f"/games/{game_id}", f"/api/games/{game_id}"):
                    read_statuses.append(club.https("GET", path).status)

    writers = [threading.Thread(target=write, args=game) for game in games]
    readers = [threading.Thread(target=read) for _ in range(2)]
    for thread in [*writers, *readers]:
        thread.start()
    try:
        assert wait_for(lambda: min(len(n) for n in acknowledged.values()) >= 4, 60, every=0.01)
        stop(a.process, 9)  # SIGKILL to the server's whole process group, in the middle of the burst
        for thread in writers:
            thread.join(timeout=120)
    finally:
        writing.clear()
        for thread in readers:
            thread.join(timeout=60)
        club.start_server("a")  # back on its port for whatever comes next
    assert not failures, failures
    assert read_statuses and all(status == 200 for status in read_statuses), sorted(set(read_statuses))
    for game_id, _ in games:
        assert acknowledged[game_id] == list(range(1, rounds + 1))
        stored = club.https("GET", f"/api/games/{game_id}").json()["rounds"]
        assert [r["number"] for r in stored] == list(range(1, rounds + 1))  # every round once, none twice
        assert [r["entries"][1]["hand_points"] for r in stored] == [n * 5 for n in range(1, rounds + 1)]
