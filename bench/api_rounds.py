"""Benchmark the JSON API with one long game: POST N rounds, then GET the whole game repeatedly.

In-process through Flask's test client by default (a temporary SQLite file, or --database-url);
against a running server with --url http://127.0.0.1:PORT. Prints figures; it is not a test.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import random
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any

Send = Callable[[str, str, Any, str | None], tuple[int, bytes]]

GAME = {
    "ruleset": "classic",
    "settings": {"target": 1_000_000},
    "sides": [{"name": "Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}],
}
WINNERS = [  # the side that went out: valid entries of varying size
    {"meld_points": 240, "natural_canastas": 1, "red_threes": 1, "going_out": "out"},
    {"meld_points": 410, "natural_canastas": 1, "mixed_canastas": 1, "going_out": "out"},
    {"meld_points": 315, "mixed_canastas": 1, "red_threes": 2, "going_out": "out"},
]
LOSERS = [
    {"meld_points": 85, "hand_points": 45},
    {"meld_points": 150, "hand_points": 20, "red_threes": 1},
    {"meld_points": 0, "hand_points": 110},
    {"meld_points": 60, "hand_points": 0},
]


def in_process_client(database_url: str | None) -> Send:
    """A sender through Flask's test client, on a temporary SQLite file unless a database URL is given."""
    from migrated import bench_folder, migrated_app

    limit = "10000 per minute"  # 200 writes to one game in a minute: the production limit would answer 429
    app = migrated_app(bench_folder(), database_url, limit=None, SCOREPAD_GAME_WRITE_LIMIT=limit)
    client = app.test_client()

    def send(method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, bytes]:
        """One request through the test client."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        response = client.open(path, method=method, json=body, headers=headers)
        return response.status_code, response.get_data()

    return send


def http_client(base: str) -> Send:
    """A sender over real HTTP with urllib (a new connection per request)."""

    def send(method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, bytes]:
        """One request over HTTP."""
        headers = {"Content-Type": "application/json"} if body is not None else {}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(base.rstrip("/") + path, data=data, headers=headers, method=method)
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    return send


def timed(send: Send, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[float, bytes]:
    """One request's wall time in ms and its body; any unexpected status stops the run."""
    start = time.perf_counter()
    status, data = send(method, path, body, token)
    elapsed = (time.perf_counter() - start) * 1000
    if status not in (200, 201):
        sys.exit(f"{method} {path} -> {status}: {data[:500]!r}")
    return elapsed, data


def pct(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of some timings."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def next_round(rng: random.Random) -> list[dict[str, Any]]:
    """A valid round: one side goes out, the other does not; which side varies."""
    entries = [dict(rng.choice(WINNERS)), dict(rng.choice(LOSERS))]
    return entries if rng.random() < 0.5 else entries[::-1]


def run(send: Send, rounds: int, reads: int) -> None:
    """Create a game, post its rounds, read it back, time the baseline, and print each figure."""
    _, data = timed(send, "POST", "/api/games", GAME)
    game = json.loads(data)
    path, rng, tenth = f"/api/games/{game['id']}", random.Random(1), max(1, rounds // 10)
    start = time.perf_counter()
    posts = [
        timed(send, "POST", f"{path}/rounds", {"entries": next_round(rng)}, game["token"])[0] for _ in range(rounds)
    ]
    rate = rounds / (time.perf_counter() - start)
    print(f"POST /api/games/<id>/rounds x{rounds}: {rate:.1f} rounds/s")
    print(f"  latency ms: p50 {pct(posts, 50):.2f}  p95 {pct(posts, 95):.2f}  max {max(posts):.2f}")
    first, last = pct(posts[:tenth], 50), pct(posts[-tenth:], 50)
    print(f"  p50 of the first {tenth} rounds {first:.2f} ms, of the last {tenth} {last:.2f} ms")
    gets, body = [], b""
    for _ in range(reads):
        elapsed, body = timed(send, "GET", path)
        gets.append(elapsed)
    if len(json.loads(body)["rounds"]) != rounds:
        sys.exit(f"expected {rounds} rounds in the game, found {len(json.loads(body)['rounds'])}")
    print(f"GET /api/games/<id> ({rounds} rounds) x{reads}: p50 {pct(gets, 50):.2f} ms  p95 {pct(gets, 95):.2f} ms")
    print(f"  body: {len(body)} bytes raw, {len(gzip.compress(body))} bytes gzipped")
    base, base_body = [], b""
    for _ in range(max(reads, 50)):
        elapsed, base_body = timed(send, "GET", "/api/rulesets")
        base.append(elapsed)
    print(f"GET /api/rulesets (baseline) x{len(base)}: p50 {pct(base, 50):.2f} ms  ({len(base_body)} bytes)")


def main() -> None:
    """Parse the flags, pick the mode, run and report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200, help="rounds to post (default 200)")
    parser.add_argument("--reads", type=int, default=50, help="GETs of the finished game (default 50)")
    parser.add_argument("--url", help="a running server, e.g. http://127.0.0.1:8765 (default: in-process)")
    parser.add_argument("--database-url", help="in-process only: a SQLAlchemy URL instead of a temporary SQLite file")
    args = parser.parse_args()
    if args.rounds < 1 or args.reads < 1:
        parser.error("--rounds and --reads must be at least 1")
    if args.url and args.database_url:
        parser.error("--database-url applies to in-process mode only")
    if args.url:
        send, mode = http_client(args.url), f"HTTP {args.url}"
    else:
        send = in_process_client(args.database_url)
        mode = "in-process, " + (args.database_url.split("://")[0] if args.database_url else "SQLite temp file")
    print(f"Scorepad API benchmark ({mode})")
    run(send, args.rounds, args.reads)


if __name__ == "__main__":
    main()
