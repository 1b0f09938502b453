"""Time and size of refusing the imports an outside probe sends to make a worker busy: a file of 80,000 unknown
keys (about 1.3 MB) and a file of 100,000 rounds (over the 1,000-round cap). Target: each refused in
milliseconds with an answer of kilobytes. Prints figures; it is not a test.

In-process through Flask's test client (the request parsed, checked and answered as a server does), on a
temporary SQLite file (migrated; nothing is stored: both are refused)."""

from __future__ import annotations

import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SIDES = [{"name": "Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}]
REPEAT = 5


def unknown_keys(n: int) -> dict[str, Any]:
    """A game file with `n` keys the format doesn't know."""
    return {"format": "scorepad-game", "version": 1, "ruleset": "classic", "sides": SIDES} | {
        f"key{i:05d}": i for i in range(n)
    }


def many_rounds(n: int) -> dict[str, Any]:
    """A game file with `n` rounds, each an empty object (the cap is 1,000; the file stays under 2 MiB)."""
    rounds: list[dict[str, Any]] = [{} for _ in range(n)]
    return {"format": "scorepad-game", "version": 1, "ruleset": "classic", "sides": SIDES, "rounds": rounds}


def main() -> None:
    """Refuse each file REPEAT times and print the median time and the answer's size."""
    tmp = tempfile.mkdtemp(prefix="scorepad-bench-")
    try:
        from migrated import migrated_app

        client = migrated_app(Path(tmp)).test_client()
        for name, made in (("80,000 unknown keys", unknown_keys(80_000)), ("100,000 rounds", many_rounds(100_000))):
            body = json.dumps(made).encode()
            walls, cpus, answer = [], [], None
            for _ in range(REPEAT):
                start, cpu = time.perf_counter(), time.process_time()
                answer = client.post("/api/games/import", data=body, content_type="application/json")
                walls.append(time.perf_counter() - start)
                cpus.append(time.process_time() - cpu)
            assert answer is not None
            size = len(answer.get_data())
            print(
                f"{name}: body {len(body):,} bytes -> {answer.status_code}, answer {size:,} bytes, "
                f"wall median {statistics.median(walls) * 1000:.0f} ms (min {min(walls) * 1000:.0f}, "
                f"max {max(walls) * 1000:.0f}), CPU median {statistics.median(cpus) * 1000:.0f} ms, of {REPEAT}"
            )
            problems = answer.get_json().get("errors", {})
            print(f"  {len(problems)} problems listed; {answer.get_json().get('more', 0)} more counted")
        print(f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    sys.exit(0)


if __name__ == "__main__":
    main()
