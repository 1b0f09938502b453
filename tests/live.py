"""A live server for tests that need real concurrency or a real network: gunicorn started as the README's
production command says (its own process group, a free port of 127.0.0.1), requests over real sockets, and
races of client processes released together.

Client processes come from a multiprocessing fork server (single-threaded, pytest preloaded once, so each
client starts in milliseconds) and are released together by a multiprocessing Barrier.
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
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
GUNICORN = Path(sys.executable).parent / "gunicorn"
START_SECONDS = 60  # how long the server may take to answer (a busy 2-core machine needs 5-10 s)
REQUEST_SECONDS = 30  # one request's socket timeout
RACE_SECONDS = 60  # a whole race (start the processes, meet at the barrier, send, answer)


class Form(dict[str, str]):
    """A body sent as a submitted form (urlencoded) rather than JSON."""


Call = tuple[str, str, Any, dict[str, str]]  # method, path, JSON body (or a Form, or None), headers
Answer = tuple[int, dict[str, str], Any]  # status, headers (lower-case names), JSON body or raw text


def send(port: int, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> Answer:
    """One HTTP request to the server on 127.0.0.1 (a new connection, as the sync workers close each one)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=REQUEST_SECONDS)
    try:
        head = dict(headers or {})
        data = None
        if isinstance(body, Form):
            data = urlencode(body).encode()
            head["Content-Type"] = "application/x-www-form-urlencoded"
        elif body is not None:
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
    ctx.set_forkserver_preload(["pytest", "tests.live"])  # the costly imports, once
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


def start_gunicorn(env: dict[str, str], log: Path, workers: int = 3) -> tuple[subprocess.Popen[bytes], int, bool]:
    """Start gunicorn on a free port in its own process group: the process, its port, whether it answers."""
    port = free_port()
    command = [
        str(GUNICORN),
        "--no-control-socket",
        "--worker-class",
        "scorepad.serving.worker.SecuredWorker",
        "--forwarder-headers=",  # as the README's command: no client's SCRIPT_NAME header reaches the app
        "-w",
        str(workers),
        "-b",
        f"127.0.0.1:{port}",
        "scorepad:create_app()",
    ]
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


class NotStarted(Exception):
    """gunicorn could not be started here (the tests that need it are skipped, saying why)."""


@contextmanager
def serving(instance: Path, env: dict[str, str], workers: int) -> Iterator[Server]:
    """gunicorn with `workers` workers on a free port, its instance folder and log in `instance`, with the
    environment `env` added to ours; stopped when the block ends. NotStarted when it won't start."""
    if not GUNICORN.exists():
        raise NotStarted(f"gunicorn not found at {GUNICORN}")
    log = instance / "gunicorn.log"
    full = {**os.environ, "SCOREPAD_INSTANCE_PATH": str(instance), "SCOREPAD_SECRET_KEY": "test-only-secret-key-of-a-test-server", **env}
    process, port, ready = start_gunicorn(full, log, workers)
    if not ready and process.poll() is not None:  # it exited: the free port may have been taken meanwhile
        process, port, ready = start_gunicorn(full, log, workers)
    try:
        if not ready:
            tail = log.read_text(errors="replace")[-1500:]
            why = f"exited with {process.returncode}" if process.poll() is not None else f"silent for {START_SECONDS} s"
            raise NotStarted(f"gunicorn could not start ({why}). Its output ends:\n{tail}")
        yield Server(port, log)
    finally:
        stop(process)
