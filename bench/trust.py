"""Figures for the outside probe's findings (issue "Trust, part 3"): the JSON guard on 64 KB bodies, a history of
10,000 events read a page at a time, and what unauthenticated writes leave in the rate-limit store. Prints
figures; it is not a test. In-process through Flask's test client, on a temporary SQLite file.

    .venv/bin/python bench/trust.py
"""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

BODIES = {
    "unending string (the probe's)": b'"' + b'\\"' * 32_700,
    "quotes": b'"' * 65_536,
    "brackets": b"[" * 65_536,
    "empty strings": b'["",' * 16_384,
}


def best_ms(run: Callable[[], object], times: int = 5) -> float:
    """The best of `times` runs, in CPU milliseconds."""
    best = float("inf")
    for _ in range(times):
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
    return best * 1000


def main() -> None:
    """Print the figures."""
    tmp = tempfile.mkdtemp(prefix="scorepad-bench-")
    from migrated import migrated_app

    from scorepad.extensions import db
    from scorepad.models import Event, RateCounter
    from scorepad.serving.json_guard import depth

    for name, body in BODIES.items():
        print(f"JSON guard, 64 KB of {name}: {best_ms(lambda body=body: depth(body)):.1f} ms")

    app = migrated_app(Path(tmp), limit=None)
    client = app.test_client()
    sides = [{"name": "A", "players": ["a"]}, {"name": "B", "players": ["b"]}]
    game = client.post("/api/games", json={"sides": sides}).get_json()
    with app.app_context():
        change = {"action": "game_changed", "by_kind": "api", "by_name": "", "imported": False}
        rows = [{"game_id": game["id"], "before": {"n": n}, "after": {"n": n + 1}, **change} for n in range(10_000)]
        db.session.execute(Event.__table__.insert(), rows)
        db.session.commit()
    for label, url in (
        ("the page's", f"/games/{game['id']}/history"),
        ("the API's", f"/api/games/{game['id']}/history"),
    ):
        size, took = len(client.get(url).get_data()), best_ms(lambda url=url: client.get(url))
        print(f"History of 10,000 events, {label} first page: {took:.0f} ms, {size:,} bytes")

    with app.app_context():
        before = db.session.query(RateCounter).count()
    start = time.perf_counter()
    stranger = app.test_client()
    for n in range(1000):
        stranger.post(f"/api/games/g{n}/rounds", json={"entries": [{}, {}]})
        stranger.post(f"/api/games/{game['id']}/rounds", json={"entries": [{}, {}]})
    elapsed = time.perf_counter() - start
    with app.app_context():
        added = db.session.query(RateCounter).count() - before
    print(f"2,000 unauthenticated round writes: {added} rate-limit rows added, {elapsed / 2:.2f} ms each")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
