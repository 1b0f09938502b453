"""The secret key: a server on a shared database or behind a proxy refuses to start without a real one (missing,
the env file's placeholder, too short), saying why in the log; a single machine on SQLite still makes its own."""

from __future__ import annotations

import logging
import stat
from pathlib import Path

import pytest

from scorepad import create_app
from scorepad.config import KEY_MIN, UnsafeSecretKey
from tests.deploy.files import env_file

SHARED = "postgresql+psycopg://scorepad:nothing@127.0.0.1:1/scorepad"  # never connected to: the key is checked first
PLACEHOLDER = env_file({})["SCOREPAD_SECRET_KEY"]  # deploy/scorepad.env's, as an administrator copies it
REAL = "0123456789abcdef" * 4


@pytest.fixture
def instance(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An instance folder of the test's own, and no key in the environment."""
    monkeypatch.setenv("SCOREPAD_INSTANCE_PATH", str(tmp_path))
    monkeypatch.delenv("SCOREPAD_SECRET_KEY", raising=False)
    return tmp_path


@pytest.mark.parametrize(
    ("settings", "why"),
    [
        ({"SQLALCHEMY_DATABASE_URI": SHARED}, "no SCOREPAD_SECRET_KEY is set, and its database is shared"),
        ({"SQLALCHEMY_DATABASE_URI": SHARED, "SECRET_KEY": PLACEHOLDER}, "still the env file's placeholder"),
        ({"SQLALCHEMY_DATABASE_URI": SHARED, "SECRET_KEY": REAL[: KEY_MIN - 1]}, f"{KEY_MIN - 1} characters long"),
        ({"SCOREPAD_PROXIES": 1}, "no SCOREPAD_SECRET_KEY is set, and it is served behind a proxy"),
        ({"SCOREPAD_PROXIES": 1, "SECRET_KEY": "short"}, "5 characters long, fewer than 32"),
        ({"SECRET_KEY": PLACEHOLDER}, "still the env file's placeholder"),  # even on one machine: it is public
    ],
)
def test_a_server_without_a_real_key_refuses_to_start_and_says_why(
    instance: Path, caplog: pytest.LogCaptureFixture, settings: dict[str, object], why: str
) -> None:
    with caplog.at_level(logging.CRITICAL, logger="scorepad.config"), pytest.raises(UnsafeSecretKey) as refused:
        create_app({"TESTING": True, **settings})
    assert why in str(refused.value) and "refuses to start" in str(refused.value)
    assert [r.getMessage() for r in caplog.records if r.levelno == logging.CRITICAL] == [str(refused.value)]
    assert not (instance / "secret_key").exists()  # no key made up on the way


def test_the_key_from_the_environment_counts_as_given(instance: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SCOREPAD_SECRET_KEY", PLACEHOLDER)
    with pytest.raises(UnsafeSecretKey, match="placeholder"):
        create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": SHARED})
    monkeypatch.setenv("SCOREPAD_SECRET_KEY", REAL)
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": SHARED, "SCOREPAD_PROXIES": 1})
    assert app.config["SECRET_KEY"] == REAL and not (instance / "secret_key").exists()


def test_a_real_key_of_the_least_length_is_taken(instance: Path) -> None:
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": SHARED, "SECRET_KEY": REAL[:KEY_MIN]})
    assert app.config["SECRET_KEY"] == REAL[:KEY_MIN]


def test_a_single_machine_on_sqlite_makes_its_own_key_once(instance: Path) -> None:
    first = create_app({"TESTING": True})
    key = instance / "secret_key"
    assert first.config["SECRET_KEY"] == key.read_text().strip() and len(key.read_text().strip()) == 64
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert create_app({"TESTING": True}).config["SECRET_KEY"] == first.config["SECRET_KEY"]
