"""The deploy files as a test uses them: read, with what the test must choose swapped in (see club.py)."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
BIN = Path(sys.executable).parent
OPENSSL = shutil.which("openssl") or "/usr/bin/openssl"


def swapped(text: str, swaps: list[tuple[str, str, int]]) -> str:
    """`text` with each (old, new, count) swap made, checking `old` occurs exactly `count` times."""
    for old, new, count in swaps:
        found = text.count(old)
        assert found == count, f"expected {count} x {old!r} in the deploy file, found {found}"
        text = text.replace(old, new)
    return text


def unit_line(unit: Path, key: str) -> str:
    """The value of one `Key=` line of a systemd unit."""
    for line in unit.read_text().splitlines():
        if line.startswith(f"{key}="):
            return line.split("=", 1)[1]
    raise AssertionError(f"{unit.name} has no {key}= line")


def unit_command(unit: Path, port: int | None = None) -> list[str]:
    """A unit's ExecStart as a command of this virtualenv (the unit's %i is the port)."""
    line = unit_line(unit, "ExecStart").replace("/srv/scorepad/venv/bin/", f"{BIN}/")
    if port is not None:
        line = swapped(line, [("%i", str(port), 1)])
    return shlex.split(line)


def env_file(overrides: dict[str, str]) -> dict[str, str]:
    """deploy/scorepad.env's settings, each one the test must choose replaced (every override must be there)."""
    settings: dict[str, str] = {}
    for line in (DEPLOY / "scorepad.env").read_text().splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            name, _, value = line.partition("=")
            settings[name.strip()] = value.strip()
    assert set(overrides) <= set(settings), sorted(set(overrides) - set(settings))
    return {**settings, **overrides}


def certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1, made now (valid one day)."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(  # noqa: S603
        [OPENSSL, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
         "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )  # fmt: skip
    return cert, key
