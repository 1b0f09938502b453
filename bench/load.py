"""Load and kill test: many tables play whole games at once against gunicorn; then every round is checked.

Starts gunicorn itself (-w 4, 127.0.0.1, a free port) on a temporary SQLite file, or on --database-url.
N client threads each play whole games through the JSON API (create, post rounds with "number" until the
game is over, start the next) for --seconds. With --kill the whole gunicorn process group is SIGKILLed in the
middle of the run and started again; clients retry requests that got no answer. Afterwards every
acknowledged round is looked up through the API and the database is checked directly. Prints figures; it is
not a test. Exit status 1 if any check failed.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import math
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

ROOT = Path(__file__).resolve().parent.parent
GUNICORN = Path(sys.executable).parent / "gunicorn"
HOST = "127.0.0.1"  # the only address this script ever talks to
REQUEST_TIMEOUT = 30.0  # seconds, one request
RETRIES = 120  # attempts of one request that got no answer (connection refused or reset, timeout)
RETRY_PAUSE = 0.25  # seconds between them
RETRY_GRACE = 30.0  # seconds after the end of the run during which an unanswered request is still retried
START_TIMEOUT = 60.0  # seconds for gunicorn to answer

SIDES = [{"name": "Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}]
WINNERS = [  # the side that went out (940, 1210, 915, 1280 points with the classic rules)
    {"meld_points": 240, "natural_canastas": 1, "red_threes": 1, "going_out": "out"},
    {"meld_points": 410, "natural_canastas": 1, "mixed_canastas": 1, "going_out": "out"},
    {"meld_points": 315, "mixed_canastas": 1, "red_threes": 2, "going_out": "out"},
    {"meld_points": 380, "natural_canastas": 1, "mixed_canastas": 2, "going_out": "concealed"},
]
LOSERS = [  # the other side
    {"meld_points": 85, "hand_points": 45},
    {"meld_points": 150, "hand_points": 20, "red_threes": 1},
    {"meld_points": 0, "hand_points": 110},
    {"meld_points": 60, "hand_points": 0},
    {"meld_points": 120, "hand_points": 75},
]
ENTRY_FIELDS = {  # the fields a round's entries are compared on, with the value a field left out stands for
    "meld_points": 0,
    "hand_points": 0,
    "natural_canastas": 0,
    "mixed_canastas": 0,
    "red_threes": 0,
    "going_out": None,
}

CREATE, ROUND, ROUND_409, READ = (
    "POST /api/games",
    "POST .../rounds -> 201",
    "POST .../rounds -> 409",
    "GET /api/games/<id>",
)


def pct(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of some timings."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


class NoAnswer(Exception):
    """A request that got no HTTP answer: it may or may not have been carried out."""


def request(port: int, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
    """One request on a new connection (gunicorn's sync workers close each one): status and parsed JSON."""
    conn = http.client.HTTPConnection(HOST, port, timeout=REQUEST_TIMEOUT)
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    try:
        conn.request(method, path, body=json.dumps(body).encode() if body is not None else None, headers=headers)
        response = conn.getresponse()
        raw = response.read()
    except (OSError, http.client.HTTPException) as error:
        raise NoAnswer(f"{type(error).__name__}: {error}") from error
    finally:
        conn.close()
    try:
        return response.status, json.loads(raw) if raw else None
    except ValueError:
        return response.status, raw[:300].decode(errors="replace")


class Server:
    """gunicorn in its own process group, restartable on the same port; its output goes to one log file."""

    def __init__(self, database_url: str, instance: Path, workers: int) -> None:
        self.port = free_port()
        self.log = instance / "gunicorn.log"
        self.env = {
            **os.environ,
            "SCOREPAD_INSTANCE_PATH": str(instance),
            "SCOREPAD_SECRET_KEY": "bench-key-0123456789abcdef0123456789",
            "SCOREPAD_DATABASE_URL": database_url,
            # every client is 127.0.0.1 here: the limits a club's tables each have would be shared by all
            "SCOREPAD_CREATE_LIMIT": "100000 per minute",
            "SCOREPAD_GAME_WRITE_LIMIT": "100000 per minute",
        }
        self.command = [
            str(GUNICORN),
            "--no-control-socket",
            "-w",
            str(workers),
            "-b",
            f"{HOST}:{self.port}",
            "scorepad:create_app()",
        ]
        self.process: subprocess.Popen[bytes] | None = None
        # Migrations run before serving (the app builds nothing at start), as the README's deploy does.
        flask = [str(GUNICORN.parent / "flask"), "--app", "scorepad", "db", "upgrade"]
        subprocess.run(flask, cwd=ROOT, env=self.env, check=True, capture_output=True)

    def start(self) -> float:
        """Start gunicorn and wait until it answers; returns the seconds that took."""
        started = time.monotonic()
        with open(self.log, "ab") as out:
            self.process = subprocess.Popen(
                self.command, cwd=ROOT, env=self.env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )
        while time.monotonic() - started < START_TIMEOUT:
            if self.process.poll() is not None:
                sys.exit(f"gunicorn exited with {self.process.returncode}; see {self.log}")
            try:
                if request(self.port, "GET", "/api/rulesets")[0] == 200:
                    return time.monotonic() - started
            except NoAnswer:
                pass
            time.sleep(0.1)
        self.stop()
        sys.exit(f"gunicorn did not answer within {START_TIMEOUT:.0f} s; see {self.log}")

    def kill(self) -> None:
        """SIGKILL the whole process group (arbiter and workers) and reap the arbiter."""
        assert self.process is not None
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=30)
        deadline = time.monotonic() + 10  # workers are not our children; wait until the group is gone
        while time.monotonic() < deadline:
            try:
                os.killpg(self.process.pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.05)

    def stop(self) -> None:
        """TERM the process group, KILL it if still there after 15 s."""
        if self.process is None or self.process.poll() is not None:
            return
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.kill()
        except ProcessLookupError:
            self.process.wait(timeout=15)

    def tracebacks(self) -> list[str]:
        """Every traceback the server printed (from its log)."""
        found, current = [], None
        for line in self.log.read_text(errors="replace").splitlines():
            if line.startswith("Traceback"):
                current = [line]
                found.append(current)
            elif current is not None:
                current.append(line)
                if line and not line.startswith((" ", "\t", "Traceback", "During handling", "The above")):
                    current = None
        return ["\n".join(lines) for lines in found]


@dataclass
class Played:
    """What a client knows of one of its games: rounds acknowledged (201) and rounds of unknown fate."""

    id: str
    token: str
    acked: dict[int, dict[str, Any]] = field(default_factory=dict)  # number -> the round as the 201 showed it
    sent: dict[int, list[dict[str, Any]]] = field(default_factory=dict)  # number -> entries sent
    stored_on_retry: set[int] = field(default_factory=set)  # no answer, then 409: the first attempt was stored
    unknown: set[int] = field(default_factory=set)  # no answer, and the retries ran out
    finished: bool = False


class Stats:
    """Shared counters and latencies of all clients."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.latency: dict[str, list[tuple[float, float]]] = defaultdict(list)  # (began, ms) per request type
        self.errors: list[str] = []
        self.error_count = 0
        self.no_answer = 0
        self.no_answer_in_kill_window = 0
        self.creates_lost = 0
        self.games: list[Played] = []
        self.games_finished = 0

    def timed(self, kind: str, began: float, ms: float) -> None:
        """Record one answered request: when it began (monotonic) and its wall time."""
        with self.lock:
            self.latency[kind].append((began, ms))

    def error(self, what: str) -> None:
        """Record one unexpected answer (the first 20 are kept)."""
        with self.lock:
            self.error_count += 1
            if len(self.errors) < 20:
                self.errors.append(what)


class Load:
    """The clients, the clock and the kill."""

    def __init__(self, server: Server, seconds: float, target: int) -> None:
        self.server, self.seconds, self.target = server, seconds, target
        self.stats = Stats()
        self.start = 0.0
        self.end = 0.0
        self.down = threading.Event()  # set while the server is killed and restarting
        self.kill_window: tuple[float, float] | None = None

    def call(
        self, kind: str, method: str, path: str, body: Any = None, token: str | None = None
    ) -> tuple[int, Any, bool]:
        """One request, retried while it gets no answer (bounded in count and time): status, body, whether retried.

        Raises NoAnswer if no attempt got an answer.
        """
        for attempt in range(RETRIES):
            began = time.monotonic()
            try:
                status, data = request(self.server.port, method, path, body, token)
            except NoAnswer:
                with self.stats.lock:
                    self.stats.no_answer += 1
                    if self.down.is_set() or self.in_kill_window(began):
                        self.stats.no_answer_in_kill_window += 1
                if attempt == RETRIES - 1 or time.monotonic() > self.end + RETRY_GRACE:
                    raise
                time.sleep(RETRY_PAUSE)
                continue
            ms = (time.monotonic() - began) * 1000
            self.stats.timed(ROUND_409 if kind == ROUND and status == 409 else kind, began, ms)
            return status, data, attempt > 0
        raise NoAnswer("retries exhausted")

    def in_kill_window(self, at: float) -> bool:
        """Whether a request began while the server was down or restarting (or 1 s before the kill)."""
        if self.kill_window is None:
            return False
        return self.kill_window[0] - 1 <= at <= self.kill_window[1]

    def client(self, seed: int) -> None:
        """One table: play whole games until the time is up."""
        rng = random.Random(seed)
        while time.monotonic() < self.end:
            try:
                self.play_one(rng)
            except NoAnswer:
                continue  # the server stayed away too long: this game is abandoned (its rounds are still checked)

    def play_one(self, rng: random.Random) -> None:
        """Create a game and post rounds with their number until it is over (or the time is up)."""
        body = {"ruleset": "classic", "settings": {"target": self.target}, "sides": SIDES}
        try:
            status, data, _ = self.call(CREATE, "POST", "/api/games", body)
        except NoAnswer:
            with self.stats.lock:
                self.stats.creates_lost += 1
            raise
        if status != 201:
            self.stats.error(f"create -> {status}: {str(data)[:300]}")
            return
        game = Played(data["id"], data["token"])
        with self.stats.lock:
            self.stats.games.append(game)
        number = 1
        while time.monotonic() < self.end and not game.finished:
            entries = [dict(rng.choice(WINNERS)), dict(rng.choice(LOSERS))]
            if rng.random() < 0.5:
                entries.reverse()
            game.sent[number] = entries
            path = f"/api/games/{game.id}/rounds"
            try:
                status, data, retried = self.call(
                    ROUND, "POST", path, {"number": number, "entries": entries}, game.token
                )
            except NoAnswer:
                game.unknown.add(number)
                raise
            if status == 201:
                game.acked[number] = data["game"]["rounds"][number - 1]
                game.finished = data["status"] == "finished"
            elif status == 409 and retried and len(data["game"]["rounds"]) >= number:
                game.stored_on_retry.add(number)  # the unanswered attempt was stored: the 409 says so
                game.finished = data["game"]["status"] == "finished" and len(data["game"]["rounds"]) == number
            else:
                self.stats.error(f"round {number} of {game.id} -> {status}: {str(data)[:300]}")
                return
            number += 1
        if game.finished:
            with self.stats.lock:
                self.stats.games_finished += 1
            status, data, _ = self.call(READ, "GET", f"/api/games/{game.id}")  # the table looks at the final board
            if status != 200:
                self.stats.error(f"read {game.id} -> {status}: {str(data)[:300]}")

    def run(self, clients: int, kill_at: float | None) -> dict[str, float]:
        """Run the clients for the time given, killing and restarting the server once if asked."""
        self.start = time.monotonic()
        self.end = self.start + self.seconds
        threads = [threading.Thread(target=self.client, args=(i,), daemon=True) for i in range(clients)]
        for thread in threads:
            thread.start()
        kill: dict[str, float] = {}
        if kill_at is not None:
            time.sleep(max(0.0, self.start + kill_at * self.seconds - time.monotonic()))
            self.down.set()
            killed = time.monotonic()
            self.server.kill()
            restart = self.server.start()
            self.down.clear()
            self.kill_window = (killed, time.monotonic())
            kill = {"at": killed - self.start, "restart": restart, "down": time.monotonic() - killed}
        limit = self.end + RETRY_GRACE + REQUEST_TIMEOUT * 2
        for thread in threads:
            thread.join(timeout=max(0.0, limit - time.monotonic()))
        stuck = sum(thread.is_alive() for thread in threads)
        if stuck:
            self.stats.error(f"{stuck} client threads still running {limit - self.end:.0f} s after the end")
        kill["elapsed"] = time.monotonic() - self.start
        return kill


def raw(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Entries reduced to the counts compared, as sent or as stored."""
    return [{k: e.get(k, default) for k, default in ENTRY_FIELDS.items()} for e in entries]


def check_through_api(port: int, games: list[Played]) -> tuple[dict[str, int], list[str]]:
    """GET every game that has rounds: every acknowledged round is there once, as sent; totals add up."""
    counts: Counter[str] = Counter()
    problems: list[str] = []

    def check(game: Played) -> tuple[Counter[str], list[str]]:
        found: Counter[str] = Counter()
        bad: list[str] = []
        status, data = request(port, "GET", f"/api/games/{game.id}")
        if status != 200:
            return found, [f"GET {game.id} -> {status}"]
        found["games"] += 1
        numbers = [r["number"] for r in data["rounds"]]
        by_number = {r["number"]: r for r in data["rounds"]}
        if numbers != list(range(1, len(numbers) + 1)):
            bad.append(f"{game.id}: round numbers {numbers}")
        for number, acked in game.acked.items():
            found["acknowledged"] += 1
            if numbers.count(number) != 1:
                bad.append(f"{game.id}: acknowledged round {number} found {numbers.count(number)} times")
                continue
            found["acknowledged present"] += 1
            if by_number[number] != acked:
                bad.append(f"{game.id}: round {number} differs from its 201")
        for number in game.stored_on_retry:
            found["stored on retry"] += 1
            if number not in by_number:
                bad.append(f"{game.id}: round {number} (409 on retry) missing")
        may_exist = set(game.acked) | game.stored_on_retry | game.unknown
        for number, row in by_number.items():
            if number not in may_exist:
                bad.append(f"{game.id}: round {number} stored but never sent")
            elif raw(row["entries"]) != raw(game.sent[number]):
                bad.append(f"{game.id}: round {number} holds other entries than were sent")
        for number in game.unknown:
            found["unknown stored" if number in by_number else "unknown not stored"] += 1
        sums = [s["start"] + sum(r["entries"][i]["score"] for r in data["rounds"]) for i, s in enumerate(data["sides"])]
        if sums != [s["total"] for s in data["sides"]]:
            bad.append(f"{game.id}: totals {[s['total'] for s in data['sides']]} but rounds add up to {sums}")
        return found, bad

    with ThreadPoolExecutor(max_workers=4) as pool:
        for found, bad in pool.map(check, [g for g in games if g.sent]):
            counts.update(found)
            problems += bad
    return dict(counts), problems


DB_CHECKS = {
    "rounds without exactly one entry per side": """
        SELECT count(*) FROM rounds r
        WHERE (SELECT count(*) FROM entries e WHERE e.round_id = r.id)
           <> (SELECT count(*) FROM sides s WHERE s.game_id = r.game_id)
           OR EXISTS (SELECT 1 FROM entries e WHERE e.round_id = r.id
                      AND e.position NOT IN (SELECT s.position FROM sides s WHERE s.game_id = r.game_id))""",
    "side totals other than start + its entries' scores": """
        SELECT count(*) FROM sides s
        WHERE s.total <> s.start + coalesce((SELECT sum(e.score) FROM entries e JOIN rounds r ON r.id = e.round_id
                                             WHERE r.game_id = s.game_id AND e.position = s.position), 0)""",
    "entry running totals wrong": """
        SELECT count(*) FROM entries e JOIN rounds r ON r.id = e.round_id
        JOIN sides s ON s.game_id = r.game_id AND s.position = e.position
        WHERE e.total <> s.start + (SELECT sum(e2.score) FROM entries e2 JOIN rounds r2 ON r2.id = e2.round_id
                                    WHERE r2.game_id = r.game_id AND e2.position = e.position
                                      AND r2.number <= r.number)""",
    "games whose round numbers are not 1..n": """
        SELECT count(*) FROM (SELECT game_id FROM rounds GROUP BY game_id
                              HAVING min(number) <> 1 OR max(number) <> count(*)
                                  OR count(DISTINCT number) <> count(*)) AS g""",
    "games whose history disagrees with their rounds": """
        SELECT count(*) FROM games g
        WHERE (SELECT count(*) FROM rounds r WHERE r.game_id = g.id)
           <> (SELECT count(*) FROM events v WHERE v.game_id = g.id AND v.action = 'round_added')
           OR g.version <> 1 + (SELECT count(*) FROM rounds r WHERE r.game_id = g.id)""",
    "finished games without a winner, or a winner's total below the target": """
        SELECT count(*) FROM games g
        WHERE g.status = 'finished' AND (g.winner IS NULL OR (SELECT s.total FROM sides s
                                          WHERE s.game_id = g.id AND s.position = g.winner) < :target)""",
}


def check_database(database_url: str, target: int) -> tuple[dict[str, int], dict[str, int]]:
    """Check the stored rows directly: sizes, and the number of rows breaking each rule (all should be 0)."""
    engine = create_engine(database_url)
    try:
        with engine.connect() as conn:
            sizes = {t: conn.scalar(text(f"SELECT count(*) FROM {t}")) for t in ("games", "rounds", "entries")}  # noqa: S608
            broken = {name: conn.scalar(text(sql), {"target": target}) for name, sql in DB_CHECKS.items()}
    finally:
        engine.dispose()
    return sizes, broken


def report(load: Load, kill: dict[str, float], api: dict[str, int], api_problems: list[str]) -> None:
    """Print the load figures."""
    stats, elapsed = load.stats, kill["elapsed"]
    answered = sum(len(v) for v in stats.latency.values())
    print(
        f"requests answered: {answered} in {load.seconds:.0f} s = {answered / load.seconds:.1f} requests/s "
        f"(the last clients finished {elapsed - load.seconds:.1f} s after the end)"
    )
    if load.kill_window is not None:
        killed, back = load.kill_window
        began_all = [began for values in stats.latency.values() for began, _ in values]
        before = sum(began < killed for began in began_all) / (killed - load.start)
        after = sum(back <= began < load.end for began in began_all) / max(0.001, load.end - back)
        print(f"  requests/s begun before the kill {before:.1f}, after the restart {after:.1f}")
    tables = [("all answered requests", lambda began: True)]
    if load.kill_window is not None:
        tables.append(("requests begun while the server was up", lambda began: not load.in_kill_window(began)))
    for title, keep in tables:
        print(f"  {title + ':':<40} {'count':>6} {'p50':>8} {'p95':>8} {'p99':>8} {'max':>8}  ms")
        for kind in (CREATE, ROUND, ROUND_409, READ):
            values = [ms for began, ms in stats.latency.get(kind, []) if keep(began)]
            if values:
                figures = " ".join(f"{pct(values, p):8.1f}" for p in (50, 95, 99)) + f" {max(values):8.1f}"
                print(f"    {kind:<38} {len(values):>6} {figures}")
    acked = sum(len(g.acked) for g in stats.games)
    print(f"games started {len(stats.games)}, finished {stats.games_finished}; rounds acknowledged (201) {acked}")
    print(f"errors (unexpected answers): {stats.error_count}")
    for line in stats.errors:
        print(f"  {line}")
    print(
        f"requests without an answer: {stats.no_answer} "
        f"({stats.no_answer_in_kill_window} while the server was killed or restarting), "
        f"game creations abandoned {stats.creates_lost}; "
        f"rounds found stored by a 409 on retry {sum(len(g.stored_on_retry) for g in stats.games)}, "
        f"of unknown fate {sum(len(g.unknown) for g in stats.games)}"
    )
    if "at" in kill:
        print(
            f"kill: SIGKILL of the process group at {kill['at']:.1f} s; gunicorn answered again "
            f"{kill['restart']:.1f} s after its restart, {kill['down']:.1f} s after the kill"
        )
    print(
        f"API check: {api.get('games', 0)} games read; acknowledged rounds present exactly once "
        f"{api.get('acknowledged present', 0)}/{api.get('acknowledged', 0)}; "
        f"unknown fate: stored {api.get('unknown stored', 0)}, not stored {api.get('unknown not stored', 0)}; "
        f"problems {len(api_problems)}"
    )
    for line in api_problems[:20]:
        print(f"  {line}")


def main() -> None:
    """Parse the flags, start gunicorn, run the load (and the kill), check, report, clean up."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60, help="how long the clients play (default 60)")
    parser.add_argument("--clients", type=int, default=50, help="concurrent clients (default 50)")
    parser.add_argument("--workers", type=int, default=4, help="gunicorn sync workers (default 4)")
    parser.add_argument("--target", type=int, default=5000, help="game target (default 5000: 4 to 9 rounds)")
    parser.add_argument("--database-url", help="a SQLAlchemy URL (default: a temporary SQLite file)")
    parser.add_argument("--kill", action="store_true", help="SIGKILL gunicorn mid-run and start it again")
    parser.add_argument("--kill-at", type=float, default=0.4, help="when to kill, as a fraction of --seconds")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (log, SQLite file)")
    args = parser.parse_args()
    if args.seconds <= 0 or args.clients < 1 or args.workers < 1 or not 0 < args.kill_at < 1:
        parser.error("--seconds, --clients and --workers must be positive, --kill-at between 0 and 1")
    if args.database_url and (make_url(args.database_url).database or "").endswith("scorepad_test"):
        parser.error("not the test suite's database: the tests empty it while they run")
    if not GUNICORN.exists():
        sys.exit(f"gunicorn not found at {GUNICORN}")
    tmp = Path(tempfile.mkdtemp(prefix="scorepad-load-"))
    database_url = args.database_url or f"sqlite:///{tmp / 'load.db'}"
    server = Server(database_url, tmp, args.workers)
    failed = False
    try:
        kind = "SQLite (temporary file)" if not args.database_url else make_url(database_url).get_backend_name()
        print(
            f"Scorepad load test: {kind}, gunicorn -w {args.workers} on {HOST}:{server.port}, "
            f"{args.clients} clients, {args.seconds:.0f} s" + (f", kill at {args.kill_at:.0%}" if args.kill else "")
        )
        print(f"gunicorn answered after {server.start():.1f} s")
        load = Load(server, args.seconds, args.target)
        kill = load.run(args.clients, args.kill_at if args.kill else None)
        api, api_problems = check_through_api(server.port, load.stats.games)
        report(load, kill, api, api_problems)
        server.stop()  # the database is checked at rest
        sizes, broken = check_database(database_url, args.target)
        print(f"database check: {sizes['games']} games, {sizes['rounds']} rounds, {sizes['entries']} entries")
        for name, count in broken.items():
            print(f"  {name}: {count}")
        tracebacks = server.tracebacks()
        print(f"server tracebacks: {len(tracebacks)}")
        for trace in tracebacks[:3]:
            print("  " + trace.replace("\n", "\n  "))
        failed = bool(load.stats.error_count or api_problems or any(broken.values()) or tracebacks)
        if args.kill and not failed:
            failed = api.get("acknowledged present", 0) != api.get("acknowledged", 0)
        print("RESULT: " + ("FAILED" if failed else "OK"))
    finally:
        server.stop()
        if args.keep or failed:
            print(f"kept {tmp} (gunicorn.log{', load.db' if not args.database_url else ''})")
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
