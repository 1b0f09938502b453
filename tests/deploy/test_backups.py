"""README's backups, run as written: its `scorepad-admin` lines through deploy/scorepad-admin (as the service's user,
in its folder, with its env file readable by root only), an export, an import into an empty database and an online
SQLite copy, each written for its owner only; and what an administrator did before, the old command as root
without the env file, now refused without making a database."""

from __future__ import annotations

import getpass
import json
import os
import pwd
import re
import shutil
import sqlite3
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from flask_migrate import upgrade

from scorepad import MIGRATIONS, create_app
from tests.conftest import TWO_PAIRS

from .club import ROOT, Club
from .files import DEPLOY, env_file

KEY = "0123456789abcdef" * 4


def readme_backup_lines() -> list[str]:
    """The `scorepad-admin` command lines of README's Backups section, as written."""
    section = (ROOT / "README.md").read_text().split("## Backups", 1)[1].split("\n## ", 1)[0]
    lines = re.findall(r"^    (scorepad-admin .+)$", section, re.MULTILINE)
    assert [line.split()[1] for line in lines] == ["export", "import", "backup"], lines
    return lines


@dataclass
class Server:
    """A club server's folders as README's step 1 makes them, its env file as step 3, its user."""

    home: Path
    env_file: Path
    user: str
    bin: Path

    def settings(self, **overrides: str) -> None:
        """Write the env file (root's only): deploy/scorepad.env with this server's own."""
        values = env_file(
            {
                "SCOREPAD_SECRET_KEY": KEY,
                "SCOREPAD_INSTANCE_PATH": str(self.home / "instance"),
                # No Redis: a backup never asks the cache, and `nobody`'s interpreter (Debian's 3.11.2 on the test's
                # packages) lacks what the Redis client needs there (async-timeout: a club's install pins it).
                "SCOREPAD_CACHE_REDIS_URL": "",
                **overrides,
            }
        )
        self.env_file.write_text("".join(f"{k}={v}\n" for k, v in values.items()))
        self.env_file.chmod(0o600)

    def run(self, line: str) -> subprocess.CompletedProcess[str]:
        """A README line, run by root's shell with scorepad-admin on the PATH and this server's paths."""
        env = {
            **{k: v for k, v in os.environ.items() if not k.startswith("SCOREPAD_")},
            "PATH": f"{self.bin}:{os.environ['PATH']}",
            "SCOREPAD_ENV_FILE": str(self.env_file),
            "SCOREPAD_HOME": str(self.home),
            "SCOREPAD_USER": self.user,
        }
        return subprocess.run(["/bin/sh", "-c", line], env=env, capture_output=True, text=True, timeout=180)  # noqa: S603

    def own(self, path: Path) -> None:
        """Give a file or folder (and what it holds) to the service's user."""
        entry = pwd.getpwnam(self.user)
        for found in [path, *path.rglob("*")]:
            os.chown(found, entry.pw_uid, entry.pw_gid)


def venv_for_anyone(venv: Path) -> bool:
    """A virtualenv at `venv` that another user may run: of a system Python of this one's minor version, holding
    the test's packages (its site-packages, this checkout's editable install among them); False when there is
    no such Python (the test's own may live in root's home, which `nobody` can't enter)."""
    system = Path("/usr/bin/python3")
    if not system.exists():
        return False
    minor = subprocess.run([str(system), "-c", "import sys; print(sys.version_info[:2])"], capture_output=True, text=True)  # noqa: S603
    if minor.stdout.strip() != str(sys.version_info[:2]):
        return False
    subprocess.run([str(system), "-m", "venv", "--without-pip", str(venv)], check=True)  # noqa: S603
    ours = next(Path(sys.prefix).glob("lib/python3*/site-packages"))
    theirs = next(venv.glob("lib/python3*/site-packages"))
    (theirs / "tests-packages.pth").write_text(f"import site; site.addsitedir({str(ours)!r})\n")
    (venv / "bin" / "scorepad").write_text(f"#!{venv / 'bin' / 'python'}\nfrom scorepad import main\nmain()\n")
    (venv / "bin" / "scorepad").chmod(0o755)
    return True


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    """/srv/scorepad in a folder of its own; the service's user is `nobody` when the test runs as root (so runuser is
    really used, with a virtualenv `nobody` may run), else the test's own user with the test's virtualenv."""
    home = Path(tempfile.mkdtemp(prefix="scorepad-srv-", dir="/tmp"))
    home.chmod(0o755)
    user = "nobody" if os.geteuid() == 0 and venv_for_anyone(home / "venv") else getpass.getuser()
    if user != "nobody":
        (home / "venv").symlink_to(Path(sys.prefix))
    (home / "instance").mkdir()
    (home / "backups").mkdir(mode=0o700)
    folder = tmp_path / "bin"
    folder.mkdir()
    (folder / "scorepad-admin").symlink_to(DEPLOY / "scorepad-admin")
    made = Server(home, tmp_path / "scorepad.env", user, folder)
    made.own(home / "instance")
    made.own(home / "backups")
    yield made
    shutil.rmtree(home, ignore_errors=True)


def club_database(server: Server, name: str) -> str:
    """A SQLite database of the club with one game in it, its files the service user's: its URL."""
    url = f"sqlite:///{server.home / 'instance' / name}"
    app = create_app({"SQLALCHEMY_DATABASE_URI": url, "SECRET_KEY": KEY, "TESTING": True})
    with app.app_context():
        upgrade(directory=MIGRATIONS)
    assert app.test_client().post("/api/games", json={"ruleset": "classic", "sides": TWO_PAIRS}).status_code == 201
    server.own(server.home / "instance")
    return url


def games_in(database: Path) -> int:
    """How many games a SQLite file holds."""
    with sqlite3.connect(database) as conn:
        return int(conn.execute("SELECT count(*) FROM games").fetchone()[0])


def private_to(path: Path, user: str) -> bool:
    """Whether a file is its owner's only, and the owner is `user`."""
    info = path.stat()
    return stat.S_IMODE(info.st_mode) == 0o600 and pwd.getpwuid(info.st_uid).pw_name == user


def test_readmes_backup_lines_run_as_the_service_with_its_env_file(server: Server, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SCOREPAD_INSTANCE_PATH", str(server.home / "instance"))
    export, restore, copy = readme_backup_lines()
    server.settings(SCOREPAD_DATABASE_URL=club_database(server, "club.db"))

    done = server.run(export)
    assert done.returncode == 0, done.stdout + done.stderr
    exported = server.home / "backups" / "latest.json"
    assert private_to(exported, server.user) and len(json.loads(exported.read_text())["tables"]["games"]) == 1
    assert "Exported" in done.stdout and "(schema revision " in done.stdout

    restored = server.home / "instance" / "restored.db"  # a new, empty database: where an import goes
    server.settings(SCOREPAD_DATABASE_URL=f"sqlite:///{restored}")
    done = server.run(restore)
    assert done.returncode == 0, done.stdout + done.stderr
    assert games_in(restored) == 1 and pwd.getpwuid(restored.stat().st_uid).pw_name == server.user

    server.settings(SCOREPAD_DATABASE_URL=f"sqlite:///{server.home / 'instance' / 'club.db'}")
    done = server.run(copy)
    assert done.returncode == 0, done.stdout + done.stderr
    assert private_to(server.home / "backups" / "latest.db", server.user)
    assert games_in(server.home / "backups" / "latest.db") == 1


def test_an_export_of_a_database_that_is_not_there_is_refused_and_makes_none(server: Server) -> None:
    export = readme_backup_lines()[0]
    missing = server.home / "instance" / "typo.db"
    server.settings(SCOREPAD_DATABASE_URL=f"sqlite:///{missing}")
    done = server.run(export)
    assert done.returncode != 0 and f"There is no database at {missing}" in done.stderr
    assert not missing.exists() and not (server.home / "backups" / "latest.json").exists()


def test_the_env_file_is_read_as_root_and_the_command_is_the_users(server: Server) -> None:
    server.settings(SCOREPAD_DATABASE_URL=f"sqlite:///{server.home / 'instance' / 'club.db'}")
    assert stat.S_IMODE(server.env_file.stat().st_mode) == 0o600
    done = server.run("echo 'import getpass, os; print(\"as\", getpass.getuser(), os.getcwd())' | scorepad-admin shell")
    assert done.returncode == 0, done.stderr
    assert f"as {server.user} {server.home}" in done.stdout, done.stdout + done.stderr


def test_the_old_command_as_root_without_the_env_file_is_refused_and_makes_no_database(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCOREPAD_")}
    flask = Path(sys.prefix) / "bin" / "flask"
    done = subprocess.run(  # noqa: S603
        [str(flask), "--app", "scorepad", "export", "all.json"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode != 0, done.stdout
    assert f"There is no database at {tmp_path / 'instance' / 'scorepad.db'}" in done.stderr
    assert not (tmp_path / "instance" / "scorepad.db").exists() and not (tmp_path / "all.json").exists()


def test_an_export_of_the_clubs_postgresql_runs_the_same_way(club: Club, server: Server) -> None:
    game = club.https("POST", "/api/games", {"ruleset": "classic", "sides": TWO_PAIRS})
    assert game.status == 201
    server.settings(SCOREPAD_DATABASE_URL=club.database_url)
    done = server.run(readme_backup_lines()[0])
    assert done.returncode == 0, done.stdout + done.stderr
    exported = server.home / "backups" / "latest.json"
    assert private_to(exported, server.user)
    assert game.json()["id"] in {row["id"] for row in json.loads(exported.read_text())["tables"]["games"]}
    refused = server.run(readme_backup_lines()[2])  # an online copy is SQLite's
    assert refused.returncode != 0 and "Online copies are for SQLite" in refused.stderr
