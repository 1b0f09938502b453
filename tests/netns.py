"""A table's network made for a test: a network namespace joined to this one by a veth pair (iproute2, as root),
so `scorepad serve` runs on a machine of its own with a Wi-Fi-like address, and the test's browser and mDNS
browser reach it over that link only. Addresses are from 198.18.0.0/15, the range set aside for testing
networks (RFC 2544); nothing leaves this machine. Where namespaces can't be made, the test is skipped, saying why."""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

import pytest

IP = shutil.which("ip")


@dataclass(frozen=True)
class TableNetwork:
    """A namespace (the table's server) and this side's address on the link to it."""

    namespace: str
    here: str  # this namespace's end of the link
    there: str  # the table server's address


def ip(*args: str) -> None:
    """Run `ip ...`, failing with what it said."""
    done = subprocess.run([IP or "ip", *args], capture_output=True, text=True, timeout=30, check=False)  # noqa: S603
    if done.returncode:
        raise RuntimeError(f"ip {' '.join(args)}: {done.stderr.strip()}")


@contextmanager
def table_network() -> Iterator[TableNetwork]:
    """A fresh namespace with loopback and one veth link to this namespace; removed afterwards."""
    if IP is None:
        pytest.skip("iproute2's `ip` is not installed: no network namespace for a table's server")
    if os.geteuid() != 0:
        pytest.skip("making a network namespace needs root: no second machine for a table's server")
    tag = secrets.token_hex(3)
    name, near, far = f"sp-{tag}", f"sph{tag}", f"spt{tag}"
    octet = int(tag[:2], 16)
    here, there = f"198.18.{octet}.1", f"198.18.{octet}.2"
    try:
        ip("netns", "add", name)
    except RuntimeError as error:
        pytest.skip(f"no network namespace can be made here ({error}): no second machine for a table's server")
    try:
        ip("link", "add", near, "type", "veth", "peer", "name", far)
        ip("link", "set", far, "netns", name)
        ip("addr", "add", f"{here}/24", "dev", near)
        ip("link", "set", near, "up")
        ip("-n", name, "addr", "add", f"{there}/24", "dev", far)
        ip("-n", name, "link", "set", far, "up")
        ip("-n", name, "link", "set", "lo", "up")
        yield TableNetwork(name, here, there)
    finally:
        with suppress(RuntimeError):
            ip("link", "del", near)  # takes its peer with it
        ip("netns", "del", name)


@dataclass
class Served:
    """`scorepad serve` running in a namespace: its process and what it printed so far."""

    process: subprocess.Popen[str]
    lines: list[str] = field(default_factory=list)

    def text(self) -> str:
        """Everything printed so far."""
        return "".join(self.lines)

    def wait_for(self, *words: str, seconds: float = 90) -> str:
        """Everything printed, once one of the words has been; fails with the output when it isn't in time."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if any(w in self.text() for w in words):
                return self.text()
            if self.process.poll() is not None:
                time.sleep(0.2)  # the reader may still be catching up
                break
            time.sleep(0.1)
        assert any(w in self.text() for w in words), f"never printed {words}:\n{self.text()}"
        return self.text()


@contextmanager
def serve_in(network: TableNetwork, scorepad: Path, instance: Path, *args: str) -> Iterator[Served]:
    """`scorepad serve` started inside the table's namespace (its own process group); stopped afterwards."""
    env = {**os.environ, "SCOREPAD_INSTANCE_PATH": str(instance), "PYTHONUNBUFFERED": "1"}
    env.pop("SCOREPAD_BASE_URL", None)
    process = subprocess.Popen(  # noqa: S603
        [IP or "ip", "netns", "exec", network.namespace, str(scorepad), "serve", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
        cwd=instance.parent,
        start_new_session=True,
    )
    served = Served(process)

    def read() -> None:
        for line in process.stdout or []:
            served.lines.append(line)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        yield served
    finally:
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)
        reader.join(timeout=5)
