"""Reads, followers and writes against the README's production command, each as a ratio to a bare route.

Starts two gunicorns the same way (2 sync workers as the README says, or --workers; the masking access logger,
access log to a file): the app on a temporary SQLite file (or --database-url, migrated first) and bench/bare.py,
a one-route Flask app. Plays a 30-round game through the API and claims it as a scorer, then runs wrk against
every route in the same run and prints requests per second and the ratio to the bare route. Then 50 followers
poll the game's news once a second while nothing changes (the server's CPU, from /proc, as a share of one core),
and round POSTs with `Prefer: return=minimal` are timed at 1 and at 200 rounds. On PostgreSQL it then runs
bench/club.py (the club's topology: nginx, one app server and then two) on the same database, unless --no-club.
Prints figures; not a test.
"""

from __future__ import annotations

import argparse
import contextlib
import http.cookiejar
import json
import os
import re
import secrets
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from load import HOST, ROOT, free_port  # noqa: E402

BIN = Path(sys.executable).parent
GUNICORN = [
    str(BIN / "gunicorn"),
    "--no-control-socket",
    "--forwarder-headers=",
    "--logger-class",
    "scorepad.serving.access_log.MaskingLogger",
]
WORKERS = 2  # the README's production command
SIDES = [{"name": "Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}]


def a_round(i: int) -> dict[str, Any]:
    """A small round nobody goes out in, so a game to 1,000,000 never ends."""
    return {"entries": [{"meld_points": 60 + 5 * (i % 7), "hand_points": 20}, {"meld_points": 55, "hand_points": 15}]}


class Gunicorn:
    """One gunicorn in its own process group on a free port."""

    def __init__(
        self, app: str, env: dict[str, str], folder: Path, name: str, workers: int, database: bool = False
    ) -> None:
        self.port = free_port()
        self.postgres = database and env["SCOREPAD_DATABASE_URL"].startswith("postgresql")
        log = folder / f"{name}.log"
        command = [*GUNICORN, "-w", str(workers), "--access-logfile", str(log), "-b", f"{HOST}:{self.port}", app]
        with open(log, "ab") as errors:
            self.process = subprocess.Popen(command, cwd=ROOT, env=env, stderr=errors, start_new_session=True)
        for _ in range(300):
            try:
                urllib.request.urlopen(f"http://{HOST}:{self.port}/", timeout=2)
                return
            except OSError:
                time.sleep(0.1)
        sys.exit(f"gunicorn for {app} did not answer; see {log}")

    def cpu_seconds(self) -> float:
        """User and system CPU of the arbiter and its workers so far, and of PostgreSQL's processes if any run
        on this machine (they answer the workers' queries)."""
        others = postgres() if self.postgres else []
        return sum(cpu_of(pid) for pid in [self.process.pid, *children(self.process.pid), *others])

    def stop(self) -> None:
        """TERM the process group."""
        os.killpg(self.process.pid, signal.SIGTERM)
        self.process.wait(timeout=15)


def cpu_of(pid: int) -> float:
    """A process's user and system CPU seconds so far (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def postgres() -> list[int]:
    """PostgreSQL's server processes on this machine."""
    found = []
    for entry in Path("/proc").iterdir():
        with contextlib.suppress(OSError):
            if entry.name.isdigit() and (entry / "comm").read_text().strip() == "postgres":
                found.append(int(entry.name))
    return found


def children(pid: int) -> list[int]:
    """The process's direct children (gunicorn's workers)."""
    return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def call(opener: Any, url: str, body: Any = None, headers: dict[str, str] | None = None) -> Any:
    """One request; JSON in and out when there is a body."""
    data = json.dumps(body).encode() if body is not None else None
    asked = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json", **(headers or {})})
    with opener.open(asked, timeout=30) as answer:
        raw = answer.read()
        return json.loads(raw) if answer.headers.get_content_type() == "application/json" else raw.decode()


def cookie_header(jar: http.cookiejar.CookieJar) -> str:
    """The Cookie header a phone holding these cookies sends."""
    return "; ".join(f"{c.name}={c.value}" for c in jar)


def cookie_of(base: str, path: str) -> str:
    """The cookie a phone holds after reading a page once (a reader: its list of games)."""
    jar = http.cookiejar.CookieJar()
    urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar)).open(base + path, timeout=30).read()
    return cookie_header(jar)


def prepared_game(base: str, rounds: int) -> tuple[dict[str, Any], str]:
    """A game of `rounds` rounds and the cookie of a phone that claimed it (its scorer)."""
    jar = http.cookiejar.CookieJar()
    phone = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    game = call(phone, f"{base}/api/games", {"sides": SIDES, "settings": {"target": 1_000_000}})
    auth = {"Authorization": f"Bearer {game['token']}"}
    for i in range(rounds):
        call(phone, f"{base}/api/games/{game['id']}/rounds", a_round(i), auth)
    claim = game["edit_link"].split("/games/", 1)[1]
    page = call(phone, f"{base}/games/{claim}")
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    form = urllib.request.Request(f"{base}/games/{claim}", data=f"csrf_token={token}".encode())
    phone.open(form, timeout=30).read()
    return game, cookie_header(jar)


def wrk(url: str, seconds: int, headers: dict[str, str]) -> float:
    """Requests per second wrk reaches (2 threads, 8 connections)."""
    flags = [arg for name, value in headers.items() for arg in ("-H", f"{name}: {value}")]
    out = subprocess.run(
        ["wrk", "-t2", "-c8", f"-d{seconds}s", *flags, url], capture_output=True, text=True, check=True
    ).stdout
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    if errors:
        sys.exit(f"{url}: {errors.group(1)} answers were errors\n{out}")
    return float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))


def followers(server: Gunicorn, polled: list[str], seconds: int) -> float:
    """CPU of the server, as a share of one core, while one phone per URL of `polled` polls it once a second
    with the ETag it first got (a URL listed twice: two phones on it)."""
    tags = {url: urllib.request.urlopen(url).headers["ETag"] or "none" for url in set(polled)}
    stop = time.monotonic() + seconds

    def poll(url: str) -> None:
        while time.monotonic() < stop:
            asked = urllib.request.Request(url, headers={"If-None-Match": tags[url]})
            try:
                urllib.request.urlopen(asked, timeout=10)
            except urllib.error.HTTPError as answer:  # 304: nothing changed
                assert answer.code == 304, answer.code
            time.sleep(1)

    threads = [threading.Thread(target=poll, args=(url,)) for url in polled]
    before, began = server.cpu_seconds(), time.monotonic()
    for thread in threads:
        thread.start()
        time.sleep(1 / len(polled))  # spread over the second, as real phones are
    for thread in threads:
        thread.join()
    return (server.cpu_seconds() - before) / (time.monotonic() - began)


def post_times(base: str, count: int) -> list[float]:
    """Milliseconds of each of `count` round POSTs to one new game, asking for the short answer."""
    opener = urllib.request.build_opener()
    game = call(opener, f"{base}/api/games", {"sides": SIDES, "settings": {"target": 1_000_000}})
    headers = {"Authorization": f"Bearer {game['token']}", "Prefer": "return=minimal"}
    times = []
    for i in range(count):
        began = time.perf_counter()
        call(opener, f"{base}/api/games/{game['id']}/rounds", a_round(i), headers)
        times.append((time.perf_counter() - began) * 1000)
    return times


def post_figures(server: Gunicorn, base: str) -> None:
    """Time 200 round POSTs asking for the short answer and print the medians at rounds 2-11 and 191-200, and the
    server's CPU per POST (what a neighbour's load on the shared cores changes least)."""
    before = server.cpu_seconds()
    times = post_times(base, 200)
    cpu = (server.cpu_seconds() - before) / len(times) * 1000
    first, last = statistics.median(times[1:11]), statistics.median(times[-10:])
    print(f"  round POST, Prefer: return=minimal: median {first:.1f} ms at rounds 2-11, {last:.1f} ms at 191-200")
    print(f"    ratio {last / first:.2f} (the goal: within 1.3); median of all 200 {statistics.median(times):.1f} ms")
    print(f"    server CPU per POST {cpu:.1f} ms (the game's creation included)")


def main() -> None:
    """Start both servers, prepare, measure, print, clean up."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database-url", help="a SQLAlchemy URL, migrated first (default: a temporary SQLite file)")
    parser.add_argument("--seconds", type=int, default=5, help="seconds of wrk per route and turn (default 5)")
    parser.add_argument("--rounds", type=int, default=3, help="turns over every route; the best counts (default 3)")
    parser.add_argument(
        "--workers", type=int, default=WORKERS, help=f"gunicorn workers (default {WORKERS}, the README's)"
    )
    parser.add_argument("--only-posts", action="store_true", help="only the round POSTs (no wrk routes, no followers)")
    parser.add_argument("--no-club", action="store_true", help="on PostgreSQL, don't run bench/club.py after")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="scorepad-reads-"))
    url = args.database_url or f"sqlite:///{folder / 'reads.db'}"
    env = {**os.environ, "SCOREPAD_INSTANCE_PATH": str(folder), "SCOREPAD_DATABASE_URL": url}
    env.update(SCOREPAD_SECURE_COOKIES="0", SCOREPAD_GAME_WRITE_LIMIT="10000 per minute")  # 230 writes to one game
    env.setdefault("SCOREPAD_SECRET_KEY", secrets.token_hex(32))  # a shared database asks for a real key
    subprocess.run([str(BIN / "flask"), "--app", "scorepad", "db", "upgrade"], cwd=ROOT, env=env, check=True)
    app = Gunicorn("scorepad:create_app()", env, folder, "app", args.workers, database=True)
    bare = Gunicorn("bench.bare:app", env, folder, "bare", args.workers)
    try:
        base = f"http://{HOST}:{app.port}"
        kind = "SQLite" if not args.database_url else "PostgreSQL"
        if args.only_posts:
            print(f"Scorepad round POSTs, {kind}, gunicorn -w {args.workers} (the README's command)")
            post_figures(app, base)
            return
        game, cookie = prepared_game(base, 30)
        board, json_url = f"{base}/games/{game['id']}", f"{base}/api/games/{game['id']}"
        reader = cookie_of(base, f"/games/{game['id']}")
        tag = urllib.request.urlopen(board).headers["ETag"]
        print(f"Scorepad reads, {kind}, gunicorn -w {args.workers} (the README's command), a 30-round game")
        print(f"wrk -t2 -c8 on every route in turn, {args.rounds} turns of {args.seconds} s each; the best turn counts")
        routes = [
            ("bare Flask route", f"http://{HOST}:{bare.port}/", {}),
            ("bare route + one version read", f"http://{HOST}:{bare.port}/read/{game['id']}", {}),
            ("board, a reader", board, {"Cookie": reader}),
            ("board, a reader's first visit", board, {}),
            ("board, its scorer", board, {"Cookie": cookie}),
            ("board, a reader's 304", board, {"Cookie": reader, "If-None-Match": tag}),
            ("game JSON", json_url, {}),
            ("rule sets JSON (kept per release)", f"{base}/api/rulesets", {}),
            ("API document, gzipped (kept)", f"{base}/api/openapi.json", {"Accept-Encoding": "gzip"}),
        ]
        best: dict[str, float] = {}
        for _ in range(args.rounds):  # every route in turn, again and again: a neighbour's load hits them all alike
            for name, target, headers in routes:
                best[name] = max(best.get(name, 0.0), wrk(target, args.seconds, headers))
        rates = list(best.items())
        for name, rate in rates:
            print(f"  {name:32} {rate:9.0f} req/s  {rate / rates[0][1]:6.1%} of bare")
        share = followers(app, [f"{board}/news"] * 50, 30)
        floor = followers(bare, [f"http://{HOST}:{bare.port}/"] * 50, 30)
        print(f"  50 followers polling once a second, nothing changing: server CPU {share:.1%} of one core")
        if args.database_url:
            print("    (gunicorn's processes and PostgreSQL's together)")
        print(f"    (the bare route polled the same way: {floor:.1%})")
        post_figures(app, base)
    finally:
        app.stop()
        bare.stop()
        shutil.rmtree(folder, ignore_errors=True)
    if args.database_url and not (args.only_posts or args.no_club):
        print("The club's topology (bench/club.py) on the same database:", flush=True)
        club = [sys.executable, str(ROOT / "bench" / "club.py"), "--database-url", args.database_url]
        subprocess.run([*club, "--seconds", str(args.seconds)], cwd=ROOT, check=True)


if __name__ == "__main__":
    main()
