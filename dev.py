#!/usr/bin/env python3
"""Set up and run Scorepad with nothing but python3: `python3 dev.py serve` (the table's Wi-Fi), `python3 dev.py run`
or `python3 dev.py test`."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / "bin"
STAMP = VENV / ".scorepad-installed"


def sh(*args: str | Path, env: dict[str, str] | None = None) -> None:
    """Run a command from the project folder; stop on failure with its exit code."""
    code = subprocess.call([str(a) for a in args], cwd=ROOT, env={**os.environ, **(env or {})})
    if code:
        sys.exit(code)


def setup() -> None:
    """Create .venv and install the project with its test tools, again only when pyproject.toml changed."""
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == wanted:
        return
    if not (BIN / "python").exists():
        sh(sys.executable, "-m", "venv", VENV)
    sh(BIN / "python", "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    sh(BIN / "python", "-m", "pip", "install", "--quiet", "-e", ".[test]")
    STAMP.write_text(wanted)


def run(extra: list[str]) -> None:
    """Create or migrate the database, then serve the app on http://127.0.0.1:5000."""
    sh(BIN / "flask", "--app", "scorepad", "db", "upgrade")
    sh(BIN / "flask", "--app", "scorepad", "run", *(extra or ["--host", "127.0.0.1", "--port", "5000"]))


def serve(extra: list[str]) -> None:
    """Serve the table's Wi-Fi (`scorepad serve`): migrate, then gunicorn on the network address, printed with a QR
    code and announced as scorepad.local."""
    sh(BIN / "scorepad", "serve", *extra)


def test(extra: list[str]) -> None:
    """Lint, then every test; browser tests run where Chromium is installed and say so when skipped."""
    sh(BIN / "ruff", "check", ".")
    sh(BIN / "python", "-m", "pytest", *extra)


def main() -> None:
    """Dispatch `serve`, `run`, `test` or `setup`."""
    command, extra = (sys.argv[1] if len(sys.argv) > 1 else ""), sys.argv[2:]
    if command not in ("serve", "run", "test", "setup"):
        sys.exit("usage: python3 dev.py serve|run|test|setup [extra arguments]")
    setup()
    {"serve": serve, "run": run, "test": test, "setup": lambda _extra: None}[command](extra)


if __name__ == "__main__":
    main()
