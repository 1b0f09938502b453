"""Races between real concurrent requests: several client processes against a gunicorn server with 3 workers.

The server runs on the run's test database (SQLite file, or PostgreSQL when SCOREPAD_TEST_DATABASE_URL is set)
and every game is created over HTTP, so these tests don't use the `app` fixture. Client processes come from a
multiprocessing fork server (single-threaded, pytest preloaded once, so each client starts in milliseconds)
and are released together by a multiprocessing Barrier.
"""

from __future__ import annotations

import http.client
import json
import multiprocessing
import os
import queue
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import WON

ROOT = Path(__file__).resolve().parent.parent
GUNICORN = Path(sys.executable).parent / "gunicorn"
START_SECONDS = 60  # how long the server may take to answer (a busy 2-core machine needs 5-10 s)
REQUEST_SECONDS = 30  # one request's socket timeout
RACE_SECONDS = 60  # a whole race (start the processes, meet at the barrier, send, answer)

SIDES = [{"name": "Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}]


def lost(hand_points: int) -> dict[str, Any]:
    """The other side's entry: 85 melded, `hand_points` left in hand (scores 85 - hand_points)."""
    return {"meld_points": 85, "hand_points": hand_points}


Call = tuple[str, str, Any, dict[str, str]]  # method, path, JSON body or None, headers
Answer = tuple[int, dict[str, str], Any]  # status, headers (lower-case names), JSON body or raw text


def send(port: int, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> Answer:
    """One HTTP request to the server on 127.0.0.1 (a new connection, as the sync workers close each one)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=REQUEST_SECONDS)
    try:
        head = dict(headers or {})
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            head["Content-Type"] = "application/json"
        conn.request(method, path, body=data, headers=head)
        response = conn.getresponse()
        raw = response.read()
        names = {k.lower(): v for k, v in response.getheaders()}
        try:
            parsed: Any = json.loads(raw) if raw else None
        except ValueError:
            parsed = raw.decode(errors="replace")
        return response.status, names, parsed
    finally:
        conn.close()


def client_process(barrier: Any, results: Any, index: int, port: int, calls: list[Call]) -> None:
    """In a child process: wait for every other client at the barrier, then send `calls` one after another."""
    try:
        barrier.wait(timeout=RACE_SECONDS)
        answers = [send(port, *call) for call in calls]
        results.put((index, answers, None))
    except BaseException as error:  # reported to the parent, which fails the test
        results.put((index, None, repr(error)))


def race(port: int, plans: list[list[Call]]) -> list[list[Answer]]:
    """Run each plan (a list of calls) in its own process, all released at once; every plan's answers, in order."""
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["pytest", __name__])  # the costly imports, once (Python 3.11 can't find __name__)
    barrier = ctx.Barrier(len(plans))
    results = ctx.Queue()
    processes = [
        ctx.Process(target=client_process, args=(barrier, results, i, port, plan), daemon=True)
        for i, plan in enumerate(plans)
    ]
    answers: dict[int, list[Answer]] = {}
    failures: list[str] = []
    try:
        for process in processes:
            process.start()
        deadline = time.monotonic() + RACE_SECONDS
        while len(answers) + len(failures) < len(plans) and time.monotonic() < deadline:
            try:
                index, got, error = results.get(timeout=1)
            except queue.Empty:
                if not any(p.is_alive() for p in processes) and results.empty():
                    break
                continue
            if error is None:
                answers[index] = got
            else:
                failures.append(f"client {index}: {error}")
    finally:
        for process in processes:
            if process.pid is None:  # never started
                continue
            process.join(timeout=5)
            if process.is_alive():
                process.kill()
                process.join(timeout=5)
        results.close()
    assert not failures, failures
    assert len(answers) == len(plans), f"only {len(answers)} of {len(plans)} clients answered in {RACE_SECONDS} s"
    return [answers[i] for i in range(len(plans))]


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Server:
    """A running gunicorn: its port and the file its output goes to."""

    port: int
    log: Path

    def tracebacks(self, since: int) -> str:
        """The server's output after byte `since` if it holds a traceback, else an empty string."""
        text = self.log.read_bytes()[since:].decode(errors="replace")
        return text if "Traceback" in text else ""

    def log_size(self) -> int:
        """How much the server has written so far."""
        return self.log.stat().st_size


def stop(process: subprocess.Popen[bytes]) -> None:
    """Stop gunicorn and its workers: TERM to its process group, KILL if it hasn't gone after 10 s."""
    if process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
    except ProcessLookupError:
        process.wait(timeout=10)


def start_gunicorn(env: dict[str, str], log: Path) -> tuple[subprocess.Popen[bytes], int, bool]:
    """Start gunicorn -w 3 on a free port in its own process group: the process, its port, whether it answers."""
    port = free_port()
    command = [str(GUNICORN), "--no-control-socket", "-w", "3", "-b", f"127.0.0.1:{port}", "scorepad:create_app()"]
    with open(log, "ab") as out:
        process = subprocess.Popen(  # noqa: S603  (our own gunicorn, fixed arguments)
            command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    deadline, ready = time.monotonic() + START_SECONDS, False
    try:
        while not ready and process.poll() is None and time.monotonic() < deadline:
            try:
                ready = send(port, "GET", "/api/rulesets")[0] == 200
            except OSError:
                time.sleep(0.2)
    except BaseException:
        stop(process)
        raise
    return process, port, ready


@pytest.fixture(scope="module")
def server(app: Any, database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """gunicorn -w 3 on a free port of 127.0.0.1, on the run's test database (migrated by the `app` fixture);
    stopped at the end of the module."""
    if not GUNICORN.exists():
        pytest.skip(f"gunicorn not found at {GUNICORN}: race tests skipped")
    instance = tmp_path_factory.mktemp("races-instance")
    log = instance / "gunicorn.log"
    env = {
        **os.environ,
        "SCOREPAD_INSTANCE_PATH": str(instance),
        "SCOREPAD_SECRET_KEY": "test",
        "SCOREPAD_DATABASE_URL": database_url,
    }
    process, port, ready = start_gunicorn(env, log)
    if not ready and process.poll() is not None:  # it exited: the free port may have been taken meanwhile
        process, port, ready = start_gunicorn(env, log)
    try:
        if not ready:
            tail = log.read_text(errors="replace")[-1500:]
            why = f"exited with {process.returncode}" if process.poll() is not None else f"silent for {START_SECONDS} s"
            pytest.skip(f"gunicorn could not start ({why}): race tests skipped. Its output ends:\n{tail}")
        yield Server(port, log)
    finally:
        stop(process)


def new_game(server: Server, rounds: int) -> tuple[str, dict[str, str]]:
    """A game that never ends by itself (target 1,000,000) with `rounds` rounds of [WON, lost(45)]: id, headers."""
    status, _, game = send(
        server.port, "POST", "/api/games", {"ruleset": "classic", "settings": {"target": 1_000_000}, "sides": SIDES}
    )
    assert status == 201, game
    auth = {"Authorization": f"Bearer {game['token']}"}
    for number in range(1, rounds + 1):
        status, _, body = send(
            server.port, "POST", f"/api/games/{game['id']}/rounds", {"number": number, "entries": [WON, lost(45)]}, auth
        )
        assert status == 201, body
    return game["id"], auth


def totals(game: dict[str, Any]) -> list[int]:
    """The game's side totals."""
    return [side["total"] for side in game["sides"]]


def summed(game: dict[str, Any]) -> list[int]:
    """Each side's start plus the scores of its entries in every stored round."""
    return [
        side["start"] + sum(r["entries"][i]["score"] for r in game["rounds"]) for i, side in enumerate(game["sides"])
    ]


def test_twelve_clients_post_the_same_round_number_exactly_one_is_stored(server):
    log_start = server.log_size()
    game_id, auth = new_game(server, 6)
    path = f"/api/games/{game_id}/rounds"
    plans = [[("POST", path, {"number": 7, "entries": [WON, lost(5 * i)]}, auth)] for i in range(12)]

    answers = [plan[0] for plan in race(server.port, plans)]

    statuses = sorted(status for status, _, _ in answers)
    assert statuses == [201] + [409] * 11, statuses
    winner = next(i for i, (status, _, _) in enumerate(answers) if status == 201)
    for status, _, body in answers:
        if status == 409:
            assert "number" in body["errors"], body
            assert len(body["game"]["rounds"]) == 7
    status, _, game = send(server.port, "GET", f"/api/games/{game_id}")
    assert status == 200
    assert [r["number"] for r in game["rounds"]] == [1, 2, 3, 4, 5, 6, 7]
    assert game["rounds"][6]["entries"][1]["hand_points"] == 5 * winner  # the stored round 7 is the 201's
    assert totals(game) == [7 * 940, 6 * 40 + 85 - 5 * winner] == summed(game)
    assert totals(answers[winner][2]) == totals(game)
    assert not server.tracebacks(log_start)


def test_concurrent_rounds_without_a_number_are_numbered_without_gaps_or_duplicates(server):
    log_start = server.log_size()
    game_id, auth = new_game(server, 0)
    path = f"/api/games/{game_id}/rounds"
    plans = [[("POST", path, {"entries": [WON, lost(5 * (5 * p + k + 1))]}, auth) for k in range(5)] for p in range(8)]

    answers = [answer for plan in race(server.port, plans) for answer in plan]

    assert [status for status, _, _ in answers] == [201] * 40, [(s, b) for s, _, b in answers if s != 201]
    status, _, game = send(server.port, "GET", f"/api/games/{game_id}")
    assert status == 200
    assert [r["number"] for r in game["rounds"]] == list(range(1, 41))
    assert sorted(r["entries"][1]["hand_points"] for r in game["rounds"]) == list(range(5, 205, 5))
    assert totals(game) == [40 * 940, sum(85 - h for h in range(5, 205, 5))] == summed(game)
    assert not server.tracebacks(log_start)


def test_two_corrections_with_the_same_etag_one_wins_the_other_gets_412(server):
    log_start = server.log_size()
    game_id, auth = new_game(server, 4)
    status, headers, before = send(server.port, "GET", f"/api/games/{game_id}")
    assert status == 200 and headers.get("etag")
    path = f"/api/games/{game_id}/rounds/3"
    plans = [[("PUT", path, {"entries": [WON, lost(h)]}, {**auth, "If-Match": headers["etag"]})] for h in (100, 150)]

    answers = [plan[0] for plan in race(server.port, plans)]

    assert sorted(status for status, _, _ in answers) == [200, 412], [(s, b) for s, _, b in answers]
    winner = next(i for i, (status, _, _) in enumerate(answers) if status == 200)
    loser_body = answers[1 - winner][2]
    assert "_game" in loser_body["errors"] and len(loser_body["game"]["rounds"]) == 4
    status, _, game = send(server.port, "GET", f"/api/games/{game_id}")
    assert game["version"] == before["version"] + 1
    assert game["rounds"][2]["entries"][1]["hand_points"] == (100, 150)[winner]
    assert totals(game) == [4 * 940, 3 * 40 + 85 - (100, 150)[winner]] == summed(game)
    assert not server.tracebacks(log_start)
