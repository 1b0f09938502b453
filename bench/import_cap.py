"""Time the import of a game at the cap: 1,000 rounds (limits.ROUNDS_MAX) with a full history, as the export of
such a game reads. Target: under 2 s. Prints figures; it is not a test.

In-process through Flask's test client, on a temporary SQLite file or --database-url (migrated; a game is left
in it, so give it a database of its own). The file is made by importing a synthetic game at the cap once and
exporting it through the API, so what is timed is the import of a real export.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from typing import Any

from api_rounds import LOSERS, WINNERS  # bench/ is on the path when a script of it runs

SIDES = [{"name": "Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}]


def synthetic(rounds: int, corrections: int) -> dict[str, Any]:
    """A game file at the cap: varied rounds that never reach the target, a history of every round entered
    and some corrected."""
    rng = random.Random(1000)
    played = []
    for n in range(1, rounds + 1):
        entries = [dict(rng.choice(WINNERS)), dict(rng.choice(LOSERS))]
        played.append({"number": n, "entries": entries if n % 2 else entries[::-1]})

    def event(action: str, number: int | None, before: Any, after: Any) -> dict[str, Any]:
        return {"at": "2026-01-01T19:00:00Z", "action": action, "round": number, "before": before, "after": after}

    history = [event("created", None, None, {"ruleset": "classic"})]
    history += [event("round_added", r["number"], None, r) for r in played]
    history += [event("round_corrected", r["number"], r, r) for r in rng.sample(played, corrections)]
    return {
        "format": "scorepad-game",
        "version": 1,
        "ruleset": "classic",
        "settings": {"target": 1_000_000},
        "sides": SIDES,
        "rounds": played,
        "history": history,
    }


def main() -> None:
    """Make the file, import it --repeat times, and print each figure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database-url", help="a SQLAlchemy URL instead of a temporary SQLite file")
    parser.add_argument("--repeat", type=int, default=5, help="timed imports (default 5)")
    parser.add_argument("--corrections", type=int, default=100, help="corrected rounds in the history (default 100)")
    args = parser.parse_args()

    from migrated import bench_folder, migrated_app

    app = migrated_app(bench_folder(), args.database_url)
    client = app.test_client()
    from scorepad.core.sizes import IMPORT_MAX, ROUNDS_MAX
    from scorepad.games import export_import
    from scorepad.games.history import Actor

    first = client.post("/api/games/import", json=synthetic(ROUNDS_MAX, args.corrections))
    if first.status_code != 201:
        sys.exit(f"the synthetic game was refused: {first.status_code} {first.get_data()[:500]!r}")
    exported = client.get(f"/api/games/{first.get_json()['id']}/export").get_json()
    body = json.dumps(exported).encode()
    print(f"database: {(args.database_url or 'sqlite').split(':', 1)[0]}")
    print(f"file: {len(exported['rounds'])} rounds, {len(exported['history'])} history events, {len(body):,} bytes")
    print(f"  (limit {IMPORT_MAX:,} bytes: {len(body) / IMPORT_MAX:.0%} of it)")

    requests: list[tuple[float, float]] = []
    operations: list[tuple[float, float]] = []
    for _ in range(args.repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        answer = client.post("/api/games/import", data=body, content_type="application/json")
        requests.append((time.perf_counter() - wall, time.process_time() - cpu))
        if answer.status_code != 201 or len(answer.get_json()["rounds"]) != ROUNDS_MAX:
            sys.exit(f"import failed: {answer.status_code} {answer.get_data()[:500]!r}")
    with app.test_request_context():
        data = {k: v for k, v in exported.items() if k not in ("totals",)}
        for _ in range(args.repeat):
            wall, cpu = time.perf_counter(), time.process_time()
            export_import.import_game(data, Actor("api", "bench"))
            operations.append((time.perf_counter() - wall, time.process_time() - cpu))

    def line(name: str, times: list[tuple[float, float]]) -> str:
        walls, cpus = [w for w, _ in times], [c for _, c in times]
        return (
            f"{name}: wall median {statistics.median(walls):.2f} s (min {min(walls):.2f}, max {max(walls):.2f}); "
            f"CPU of this process median {statistics.median(cpus):.2f} s"
        )

    print(line(f"POST /api/games/import x{args.repeat} (parse, check, store, answer the whole game)", requests))
    print(line(f"  the import operation alone x{args.repeat} (check, re-score, store)", operations))
    load = os.getloadavg()[0]
    verdict = "under" if statistics.median(w for w, _ in requests) < 2 else "OVER"
    print(f"target: a game at the cap imports in under 2 s: median wall time {verdict} 2 s")
    print(f"  (load average {load:.1f} on {os.cpu_count()} cores: other work shares the CPU; see the CPU figures)")


if __name__ == "__main__":
    main()
