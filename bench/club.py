"""Reads through the club's nginx (TLS) with two app servers against one: requests a second from wrk.

Starts the topology of tests/deploy/club.py from the files in deploy/ (nginx, app servers by the systemd unit's
command, Redis for the cache and the limits) on --database-url (PostgreSQL), makes one game with a few rounds,
then for one and for two upstream servers measures with wrk: a returning reader's board (the front door's kept
bytes), the game's JSON, and a follower's poll answered 304. Prints figures; it is not a test.

    .venv/bin/python bench/club.py --database-url postgresql+psycopg://scorepad:...@127.0.0.1:5432/scorepad_bench
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.conftest import HELD, TWO_PAIRS, WON  # noqa: E402
from tests.deploy.club import Club, stop  # noqa: E402
from tests.deploy.conftest import drop_schema, own_schema  # noqa: E402
from tests.deploy.files import certificate  # noqa: E402
from tests.live import free_port  # noqa: E402

WRK = shutil.which("wrk") or "/usr/bin/wrk"


def wrk(url: str, seconds: int, connections: int, headers: dict[str, str]) -> tuple[float, str]:
    """Requests a second and the latency line wrk prints for one URL."""
    command = [WRK, "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", url]
    for name, value in headers.items():
        command += ["-H", f"{name}: {value}"]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    assert non2xx is None, out
    latency = re.search(r"50%\s+(\S+)\s+75%\s+\S+\s+90%\s+\S+\s+99%\s+(\S+)", out.replace("\n", " "))
    return rate, f"p50 {latency.group(1)}, p99 {latency.group(2)}" if latency else ""


def main() -> None:
    """Start the club, measure with one and with two servers, print a table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database-url", required=True, help="PostgreSQL (a schema of its own is made and dropped)")
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=16)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="scorepad-bench-club-"))
    club = Club(folder, own_schema(args.database_url), https_port=free_port(), http_port=free_port())
    try:
        club.cert, _key = certificate(folder)
        club.start_redis()
        club.migrate(club.environment(folder / "instance-migrate"))
        a, b = club.start_server("a"), club.start_server("b")
        game = club.direct(a.port, "POST", "/api/games", {"ruleset": "classic", "sides": TWO_PAIRS}).json()
        auth = {"Authorization": f"Bearer {game['token']}"}
        for _ in range(3):
            assert (
                club.direct(a.port, "POST", f"/api/games/{game['id']}/rounds", {"entries": [WON, HELD]}, auth).status
                == 201
            )
        first = club.direct(a.port, "GET", f"/games/{game['id']}")
        cookie = first.headers["set-cookie"].split(";", 1)[0]
        version = club.direct(a.port, "GET", f"/games/{game['id']}/news").json()["version"]
        reads = {
            "board (returning reader)": (f"/games/{game['id']}", {"Cookie": cookie}),
            "game JSON": (f"/api/games/{game['id']}", {}),
            "follower's poll (304)": (f"/games/{game['id']}/news", {"If-None-Match": f'"{version}"'}),
        }
        load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        print(f"wrk -t2 -c{args.connections} -d{args.seconds}s via nginx (TLS), gunicorn -w 2 a server; load {load}")
        for upstreams in ([a.port, a.port], [a.port, b.port]):
            club.start_nginx(upstreams)
            for name, (path, headers) in reads.items():
                club.https("GET", path, headers=headers)  # made and kept before measuring
                rate, latency = wrk(club.base + path, args.seconds, args.connections, headers)
                print(f"{len(set(upstreams))} server(s)  {name:28} {rate:8.0f} req/s  {latency}")
            stop(club.nginx, 3)
    finally:
        club.stop()
        drop_schema(args.database_url)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
