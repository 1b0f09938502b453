"""deploy/rolling-restart, run as README's "Upgrading" says, on the club's two servers: one server at a time, the
next only once the first answers /healthz again, and phones reading through nginx meanwhile see no error. systemd
is played by a `systemctl` of the test's own that restarts a server as systemd would (TERM, wait for it to be gone,
start the unit's command again)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from .club import AppServer, Club
from .files import DEPLOY, unit_command

FAKE_SYSTEMCTL = '''#!{python}
"""systemctl restart scorepad@<port>, as systemd does it for the test's servers (state in {state})."""
import json, os, signal, subprocess, sys, time
verb, unit = sys.argv[1], sys.argv[2]
assert verb == "restart", sys.argv
state = json.load(open({state!r}))
port = unit.removeprefix("scorepad@")
server = state[port]

def running(pid):
    try:
        with open(f"/proc/{{pid}}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False

os.killpg(server["pid"], signal.SIGTERM)
while running(server["pid"]):
    time.sleep(0.05)
with open(server["log"], "ab") as log:
    started = subprocess.Popen(server["command"], cwd=server["cwd"], env=server["env"], stdout=log,
                               stderr=subprocess.STDOUT, start_new_session=True)
server["pid"] = started.pid
json.dump(state, open({state!r}, "w"))
'''


@pytest.fixture
def systemd(club: Club, tmp_path: Path) -> Iterator[Path]:
    """A PATH folder holding the fake systemctl, and the state it keeps of the club's servers a and b; the servers
    it started are stopped after the test and the club's own started again on their ports."""
    state = tmp_path / "units.json"
    servers = {name: club.servers[name] for name in ("a", "b")}
    state.write_text(json.dumps({str(s.port): unit_state(club, name, s) for name, s in servers.items()}))
    folder = tmp_path / "bin"
    folder.mkdir()
    fake = folder / "systemctl"
    fake.write_text(FAKE_SYSTEMCTL.format(python=sys.executable, state=str(state)))
    fake.chmod(0o755)
    yield folder
    for port, unit in json.loads(state.read_text()).items():
        with_pid = [s for s in servers.values() if str(s.port) == port and s.process and s.process.pid == unit["pid"]]
        if not with_pid:  # a server the fake started: the test's to stop
            try:
                os.killpg(unit["pid"], signal.SIGTERM)
            except ProcessLookupError:
                continue
            deadline = time.monotonic() + 30
            while Path(f"/proc/{unit['pid']}").exists() and time.monotonic() < deadline:
                time.sleep(0.1)
    for name, server in servers.items():
        if server.process is not None and server.process.poll() is not None:
            club.start_server(name)


def unit_state(club: Club, name: str, server: AppServer) -> dict[str, object]:
    """What the fake systemctl needs to restart one server."""
    assert server.process is not None
    return {
        "pid": server.process.pid,
        "command": unit_command(DEPLOY / "scorepad@.service", server.port),
        "env": club.environment(club.folder / f"instance-{name}"),
        "cwd": str(club.folder),
        "log": str(server.log),
    }


def test_the_rolling_restart_restarts_one_server_at_a_time_and_readers_see_no_error(club: Club, systemd: Path) -> None:
    a, b = club.servers["a"], club.servers["b"]
    before = {a.port: a.process.pid if a.process else 0, b.port: b.process.pid if b.process else 0}
    statuses: list[int] = []
    reading = threading.Event()
    reading.set()

    def read() -> None:
        while reading.is_set():
            for path in ("/", "/api/rulesets"):
                statuses.append(club.https("GET", path).status)

    reader = threading.Thread(target=read)
    reader.start()
    began = time.monotonic()
    try:
        done = subprocess.run(  # noqa: S603
            [str(DEPLOY / "rolling-restart"), str(a.port), str(b.port)],
            env={**os.environ, "PATH": f"{systemd}:{os.environ['PATH']}"},
            capture_output=True,
            text=True,
            timeout=600,
        )
    finally:
        reading.clear()
        reader.join(timeout=60)
    took = time.monotonic() - began
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines() == [
        f"rolling-restart: restarting scorepad@{a.port}",
        f"rolling-restart: scorepad@{a.port} is back (ok)",
        f"rolling-restart: restarting scorepad@{b.port}",
        f"rolling-restart: scorepad@{b.port} is back (ok)",
    ]
    after = json.loads((systemd.parent / "units.json").read_text())
    assert all(after[str(port)]["pid"] != pid for port, pid in before.items())  # both were restarted
    assert statuses and set(statuses) == {200}, sorted(set(statuses))  # a phone never saw a 502
    print(f"\nrolling restart of 2 servers: {took:.1f} s, {len(statuses)} reads through nginx meanwhile, all 200")
