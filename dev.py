#!/usr/bin/env python3
"""Set up and run Scorepad with nothing but python3: `python3 dev.py serve` (the table's Wi-Fi), `python3 dev.py run`,
`python3 dev.py test`, and after a change of a marked text `python3 dev.py translations` (every catalog extracted,
updated in every language, compiled)."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / "bin"
STAMP = VENV / ".scorepad-installed"
CONSTRAINTS = ROOT / "deploy" / "constraints.txt"
DEBIANS = Path("/usr/bin/python3")  # the interpreter a club's Debian server runs the app on (README)


def sh(*args: str | Path, env: dict[str, str] | None = None) -> None:
    """Run a command from the project folder; stop on failure with its exit code."""
    code = subprocess.call([str(a) for a in args], cwd=ROOT, env={**os.environ, **(env or {})})
    if code:
        sys.exit(code)


def setup() -> None:
    """Create .venv and install the project with its test tools, the app's packages at the versions
    deploy/constraints.txt pins (what a club installs is what the tests ran on); again only when pyproject.toml or
    the constraints changed."""
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + CONSTRAINTS.read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == wanted:
        return
    if not (BIN / "python").exists():
        sh(sys.executable, "-m", "venv", VENV)
    sh(BIN / "python", "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    sh(BIN / "python", "-m", "pip", "install", "--quiet", "-e", ".[test]", "-c", CONSTRAINTS)
    STAMP.write_text(wanted)


def frozen(python: str, folder: Path) -> dict[str, str]:
    """`pip freeze` of a new virtualenv of `python` holding the project with its club extras, the project left out."""
    venv = folder / "venv"
    sh(python, "-m", "venv", venv)
    sh(venv / "bin" / "python", "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    sh(venv / "bin" / "python", "-m", "pip", "install", "--quiet", f"{ROOT}[postgres,redis]")
    out = subprocess.run(
        [venv / "bin" / "python", "-m", "pip", "freeze", "--exclude", "scorepad"], capture_output=True, text=True
    )
    if out.returncode:
        sys.exit(out.stderr)
    return {line.split("==")[0]: line for line in out.stdout.splitlines() if "==" in line}


def constraints(extra: list[str]) -> None:
    """Write deploy/constraints.txt anew: the newest versions pyproject.toml allows, resolved in clean virtualenvs of
    this Python and of Debian's (a club's server: some packages are needed on older Pythons only), then install
    them here (run the tests on them before committing the file)."""
    found = {version(python): python for python in (str(DEBIANS), sys.executable) if Path(python).exists()}
    pythons = list(found.values())  # one of each version
    pins: dict[str, str] = {}
    for python in pythons:
        with tempfile.TemporaryDirectory(prefix="scorepad-constraints-") as folder:
            for name, line in frozen(python, Path(folder)).items():
                if pins.setdefault(name, line) != line:
                    sys.exit(f"{python} resolved {line}, another Python {pins[name]}: pin one in pyproject.toml")
    pythons_named = ", ".join(sorted(found))
    header = (
        "# Reproducible installs: every package a club's server installs (pip install '<the wheel>[postgres,redis]'\n"
        "# -c deploy/constraints.txt), at the versions the tests run on (dev.py setup installs them). Written by\n"
        f"# `python3 dev.py constraints`: pip freeze of clean virtualenvs (Python {pythons_named}) with the\n"
        "# wheel's extras, the project left out; tests/deploy/test_constraints.py checks it covers all they pull in.\n"
    )
    CONSTRAINTS.write_text(header + "".join(f"{pins[name]}\n" for name in sorted(pins, key=str.lower)))
    print(f"Wrote {len(pins)} pins to {CONSTRAINTS.relative_to(ROOT)}.")
    setup()


def version(python: str) -> str:
    """An interpreter's version (3.11.2)."""
    out = subprocess.run([python, "-c", "import platform; print(platform.python_version())"], capture_output=True)
    return out.stdout.decode().strip()


def run(extra: list[str]) -> None:
    """Create or migrate the database, then serve the app on http://127.0.0.1:5000."""
    sh(BIN / "flask", "--app", "scorepad", "db", "upgrade")
    sh(BIN / "flask", "--app", "scorepad", "run", *(extra or ["--host", "127.0.0.1", "--port", "5000"]))


def serve(extra: list[str]) -> None:
    """Serve the table's Wi-Fi (`scorepad serve`): migrate, then gunicorn on the network address, printed with a QR
    code and announced as scorepad.local."""
    sh(BIN / "scorepad", "serve", *extra)


def workers() -> str:
    """How many pytest-xdist workers: one per core, at most four (each migrates its own database)."""
    return str(max(1, min(os.cpu_count() or 1, 4)))


def test(extra: list[str]) -> None:
    """Lint, then every test side by side on every core: those without a browser, then the browser tests (they run
    where Chromium is installed and say so when skipped). Arguments given run just that pytest."""
    sh(BIN / "ruff", "check", ".")
    if extra:
        sh(BIN / "python", "-m", "pytest", *extra)
        return
    sh(BIN / "python", "-m", "pytest", "-n", workers(), "--dist", "loadgroup", "-m", "not browser")
    sh(BIN / "python", "-m", "pytest", "-n", workers(), "--dist", "loadgroup", "-m", "browser")


def translations(_extra: list[str]) -> None:
    """Extract, update and compile every catalog, in the project's own interpreter (it has Babel)."""
    sh(BIN / "python", "-m", "tools.translations")


def main() -> None:
    """Dispatch `serve`, `run`, `test`, `setup`, `translations` or `constraints`."""
    command, extra = (sys.argv[1] if len(sys.argv) > 1 else ""), sys.argv[2:]
    commands = {"serve": serve, "run": run, "test": test, "setup": lambda _extra: None, "translations": translations}
    if command == "constraints":
        constraints(extra)
        return
    if command not in commands:
        sys.exit("usage: python3 dev.py serve|run|test|setup|translations|constraints [extra arguments]")
    setup()
    commands[command](extra)


if __name__ == "__main__":
    main()
