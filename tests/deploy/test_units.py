"""The systemd units' commands with deploy/scorepad.env as an administrator first copies it (the secret key still
its placeholder): neither the migration nor an app server starts, and each says why, on standard error and, in the
JSON log the env file asks for, as a JSON line. Needs no database: the key is checked before any is asked."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from .files import DEPLOY, env_file, unit_command

WHY = "Scorepad refuses to start: SCOREPAD_SECRET_KEY is still the env file's placeholder"


def environment(instance: Path, **overrides: str) -> dict[str, str]:
    """deploy/scorepad.env as copied (its placeholder key, its database that nobody asks), our own folder."""
    keep = {k: v for k, v in os.environ.items() if not k.startswith("SCOREPAD_")}
    return {**keep, **env_file({"SCOREPAD_INSTANCE_PATH": str(instance), **overrides})}


def json_lines(text: str) -> list[dict[str, object]]:
    """The JSON lines of `text` (gunicorn also prints a failed worker's error, and its own traceback when every
    worker failed to boot, as plain text: those are prints, not log records)."""
    return [json.loads(line) for line in text.splitlines() if line.startswith("{")]


@pytest.mark.parametrize("unit", ["scorepad-migrate.service", "scorepad@.service"])
def test_a_unit_with_the_env_files_placeholder_key_refuses_to_start_saying_why(unit: str, tmp_path: Path) -> None:
    command = unit_command(DEPLOY / unit, 1 if "@" in unit else None)  # port 1: it never gets to listen
    done = subprocess.run(  # noqa: S603
        command, cwd=tmp_path, env=environment(tmp_path), capture_output=True, text=True, timeout=120
    )
    assert done.returncode != 0
    if "@" in unit:  # gunicorn: the app's own reason among its JSON lines
        lines = json_lines(done.stdout + done.stderr)
        assert any(x["level"] == "CRITICAL" and str(x["message"]).startswith(WHY) for x in lines), lines
        # gunicorn 27 logs that no worker booted as a JSON record, gunicorn 26 only prints it: either way it is said
        assert "failed to boot" in (done.stdout + done.stderr).lower()
    else:
        assert WHY in done.stderr and "its database is shared (not SQLite)" in done.stderr
    assert not (tmp_path / "secret_key").exists()


def test_with_a_real_key_the_same_command_gets_as_far_as_the_database(tmp_path: Path) -> None:
    key = "0123456789abcdef" * 4
    url = f"sqlite:///{tmp_path / 'club.db'}"
    done = subprocess.run(  # noqa: S603
        unit_command(DEPLOY / "scorepad-migrate.service"),
        cwd=tmp_path,
        env=environment(tmp_path, SCOREPAD_SECRET_KEY=key, SCOREPAD_DATABASE_URL=url),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("Upgraded the database schema from revision none (an empty database) to ")
