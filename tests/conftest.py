"""Fixtures: one migrated database per run (SQLite, or PostgreSQL when asked), emptied after each test."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask, request
from flask.testing import FlaskClient
from flask_migrate import upgrade
from sqlalchemy import create_engine, make_url, text

from scorepad import MIGRATIONS, create_app
from scorepad.config import LIMITS
from scorepad.extensions import REGISTRY, db
from tests.api.contract import Contract
from tests.registry import TEST_FAMILIES

WON = {"meld_points": 240, "natural_canastas": 1, "red_threes": 1, "going_out": "out"}  # 240+500+100+100 = 940
HELD = {"meld_points": 85, "hand_points": 45}  # 85-45 = 40
TWO_PAIRS = [{"name": "Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}]


def fresh_postgres(url: str) -> None:
    """Drop every table of a PostgreSQL test database, so migrations build it anew."""
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA public CASCADE; CREATE SCHEMA public"))
    engine.dispose()


def worker_database(url: str, worker: str) -> str:
    """The PostgreSQL database of one pytest-xdist worker (the run's name with `_gw0`...), created when missing:
    workers run side by side and each empties its database after every test."""
    own = make_url(url)
    name = f"{own.database}_{worker}"
    engine = create_engine(url, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        if not conn.execute(text("SELECT 1 FROM pg_database WHERE datname = :n"), {"n": name}).first():
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    engine.dispose()
    return own.set(database=name).render_as_string(hide_password=False)


def pytest_configure(config: pytest.Config) -> None:
    """Under pytest-xdist each worker gets its own PostgreSQL database, named in the environment so the servers and
    the club's topology the tests start use it too (SQLite needs nothing: each run's file is its own)."""
    worker, url = os.environ.get("PYTEST_XDIST_WORKER"), os.environ.get("SCOREPAD_TEST_DATABASE_URL", "")
    if worker and url.startswith("postgresql") and not os.environ.get("SCOREPAD_TEST_WORKER_DATABASE"):
        os.environ["SCOREPAD_TEST_DATABASE_URL"] = worker_database(url, worker)
        os.environ["SCOREPAD_TEST_WORKER_DATABASE"] = worker


def pytest_addoption(parser: pytest.Parser) -> None:
    """--app-only: .ci/run's second passes (PostgreSQL, the lowest allowed versions) run only what they can change."""
    parser.addoption(
        "--app-only",
        action="store_true",
        help="run only the tests that use the app, its database or the club's topology (the rules engine's and "
        "the tools' tests are the same on any database and any version of the app's libraries)",
    )


APP_FIXTURES = {"app", "database_url", "club"}  # every test that reaches the app or a database uses one of them


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The club's topology (tests/deploy/) is started once per worker that runs its tests: keep them on one worker
    (`--dist loadgroup`, as dev.py test runs). With --app-only, the tests that use neither the app nor a database are
    left out."""
    for item in items:
        if "deploy" in item.path.parts:
            item.add_marker(pytest.mark.xdist_group("club"))
    if config.getoption("--app-only"):
        uses = {id(item): bool(APP_FIXTURES & set(getattr(item, "fixturenames", ()))) for item in items}
        config.hook.pytest_deselected(items=[item for item in items if not uses[id(item)]])
        items[:] = [item for item in items if uses[id(item)]]


@pytest.fixture(scope="session")
def database_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    """SCOREPAD_TEST_DATABASE_URL (PostgreSQL in CI), else a SQLite file of this run."""
    url = os.environ.get("SCOREPAD_TEST_DATABASE_URL")
    if url:
        fresh_postgres(url)
        return url
    return f"sqlite:///{tmp_path_factory.mktemp('db') / 'test.db'}"


@pytest.fixture(scope="session")
def app(database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Flask]:
    """The app, migrated once for the whole run."""
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(tmp_path_factory.mktemp("instance"))
    app = create_app(
        {
            "TESTING": True,
            "SQLALCHEMY_DATABASE_URI": database_url,
            "SECRET_KEY": "test-only-secret-key-of-a-test-server",
            "SCOREPAD_FAMILIES": TEST_FAMILIES,  # the tests' own family comes in by a family from elsewhere's door
            "WTF_CSRF_ENABLED": False,  # tests/web/test_forms_security.py checks CSRF on an app with it on
            # tests sign in, start games and write often: tests/test_ratelimits.py checks the real limits
            **dict.fromkeys(LIMITS, "1000 per minute"),
        }
    )
    with app.app_context():
        upgrade(directory=MIGRATIONS)
    yield app


@pytest.fixture(scope="session")
def contract(app: Flask) -> Contract:
    """The document the app serves, as a contract."""
    return Contract(app.test_client().get("/api/openapi.json").get_json())


@pytest.fixture(autouse=True)
def _empty_database(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every test starts from an empty database (only when it uses the app)."""
    yield
    if "app" not in request.fixturenames:
        return
    flask_app: Flask = request.getfixturevalue("app")
    with flask_app.app_context():
        db.session.rollback()
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    """A test client of the app."""
    return app.test_client()


@pytest.fixture
def runner(app: Flask) -> Any:
    """A CLI runner of the app."""
    return app.test_cli_runner()


@pytest.fixture
def sign_up(client: FlaskClient) -> Callable[..., None]:
    """A helper: create an account on this client and stay signed in."""

    def make(name: str = "Organiser", password: str = "correct horse") -> None:
        response = client.post("/signup", data={"name": name, "password": password})
        assert response.status_code == 303, response.get_data(as_text=True)

    return make


@pytest.fixture
def make_game(client: FlaskClient) -> Callable[..., dict[str, Any]]:
    """A factory: start a game through the API (two pairs, classic, unless overridden)."""

    def make(**overrides: Any) -> dict[str, Any]:
        body = {"ruleset": "classic", "sides": TWO_PAIRS, **overrides}
        body.setdefault("family", client.application.extensions[REGISTRY].family_of(body["ruleset"]).key)
        response = client.post("/api/games", json=body)
        assert response.status_code == 201, response.get_json()
        return response.get_json()

    return make


@pytest.fixture
def play(client: FlaskClient) -> Callable[..., Any]:
    """A helper: send one round of entries to a game with its token."""

    def send(
        game: dict[str, Any], *entries: dict[str, Any], method: str = "post", number: int | None = None, **extra: Any
    ) -> Any:
        url = f"/api/games/{game['id']}/rounds" + (f"/{number}" if number else "")
        headers = {"Authorization": f"Bearer {game['token']}"}
        body = {"family": game["family"], "entries": list(entries), **extra} if "family" in game else {}
        return client.open(
            url, method=method.upper(), json=body or {"entries": list(entries), **extra}, headers=headers
        )

    return send


@pytest.fixture
def app_asked(app: Flask) -> Iterator[list[str]]:
    """The paths the app's views were asked for (what the middleware answers before the app never reaches them)."""
    asked: list[str] = []

    def hook() -> None:
        asked.append(request.full_path.rstrip("?"))

    hooks = app.before_request_funcs.setdefault(None, [])
    hooks.insert(0, hook)
    yield asked
    hooks.remove(hook)


@pytest.fixture
def game(make_game: Callable[..., dict[str, Any]], play: Callable[..., Any]) -> dict[str, Any]:
    """A game with a round."""
    made = make_game()
    assert play(made, WON, HELD).status_code == 201
    return made
