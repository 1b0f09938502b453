"""Error answers keep the security headers even when the database failed inside the request: a session that
needs a rollback, a database that refuses every statement (the error page then goes out bare, without who
is signed in), and an error handler that fails itself (the last-resort 500)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import event
from sqlalchemy.exc import OperationalError

from scorepad.extensions import db
from scorepad.models import User
from scorepad.serving.headers import HEADERS
from tests.conftest import HELD, WON


@pytest.fixture
def errors_answered(app: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    """Let the app answer errors as in production (the test app would raise them to the test)."""
    monkeypatch.setitem(app.config, "PROPAGATE_EXCEPTIONS", False)


def assert_headers(response: Any) -> None:
    """Every security header is on the answer."""
    for name, value in HEADERS.items():
        assert response.headers.get(name) == value, name


def needs_rollback(*_args: Any, **_kwargs: Any) -> Any:
    """A flush that fails: the session must be rolled back before it can be used again."""
    db.session.add_all(
        [User(id=7, name="a", name_key="a", password_hash="x"), User(id=7, name="b", name_key="b", password_hash="x")]
    )
    db.session.flush()


@contextmanager
def database_down(app: Flask) -> Iterator[None]:
    """Every statement fails until the block ends (a database gone away, seen from the app)."""
    with app.app_context():
        engine = db.engine

    def refuse(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        raise OperationalError(statement, {}, Exception("the database went away"))

    event.listen(engine, "before_cursor_execute", refuse)
    try:
        yield
    finally:
        event.remove(engine, "before_cursor_execute", refuse)


@pytest.fixture
def signed_in_game(client: FlaskClient, sign_up: Any, make_game: Any, play: Any) -> dict[str, Any]:
    """A game with a round, on a client signed in (so every page shows who is signed in: a database read)."""
    sign_up()
    game = make_game()
    assert play(game, WON, HELD).status_code == 201
    return game


def test_a_page_whose_session_needs_a_rollback_answers_500_with_the_headers(
    client: FlaskClient, signed_in_game: dict, errors_answered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("scorepad.web.games.board.GameView", needs_rollback)
    response = client.get(f"/games/{signed_in_game['id']}")
    assert response.status_code == 500 and "Something went wrong" in response.get_data(as_text=True)
    assert_headers(response)
    assert 'href="/account"' in response.get_data(as_text=True)  # the full page: the rollback let it read who is in


def test_an_api_answer_whose_session_needs_a_rollback_is_500_with_the_headers(
    client: FlaskClient, signed_in_game: dict, errors_answered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("scorepad.api.games.shown_version", needs_rollback)
    response = client.get(f"/api/games/{signed_in_game['id']}")
    assert response.status_code == 500 and "_request" in response.get_json()["errors"]
    assert_headers(response)
    assert response.headers["Cache-Control"] == "no-cache"


def test_with_the_database_gone_pages_answer_a_bare_500_with_the_headers(
    app: Flask, client: FlaskClient, signed_in_game: dict, errors_answered: None
) -> None:
    with database_down(app):
        page = client.get(f"/games/{signed_in_game['id']}")
        german = client.get(f"/games/{signed_in_game['id']}", headers={"Accept-Language": "de"})
        api = client.get(f"/api/games/{signed_in_game['id']}")
        write = client.post(f"/api/games/{signed_in_game['id']}/rounds", json={"entries": [WON, HELD]})
    for response in (page, german, api, write):
        assert response.status_code == 500
        assert_headers(response)
    assert "Something went wrong" in page.get_data(as_text=True) and "Sign out" not in page.get_data(as_text=True)
    assert '<html lang="de">' in german.get_data(as_text=True) and "Etwas ist schiefgelaufen" in german.get_data(
        as_text=True
    )
    assert "_request" in api.get_json()["errors"]
    assert client.get(f"/games/{signed_in_game['id']}").status_code == 200  # and all is well again after


def test_when_the_error_page_itself_fails_the_last_resort_500_has_the_headers(
    client: FlaskClient, signed_in_game: dict, errors_answered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: Any, **_kwargs: Any) -> Any:
        raise RuntimeError("a bug in the error page")

    monkeypatch.setattr("scorepad.web.games.board.GameView", broken)
    monkeypatch.setattr("scorepad.web.shared.errors.render_template", broken)
    monkeypatch.setattr("scorepad.web.shared.errors.bare_page", broken)
    response = client.get(f"/games/{signed_in_game['id']}")
    assert response.status_code == 500 and response.get_data(as_text=True) == "Internal Server Error\n"
    assert_headers(response)


def test_under_test_an_error_still_reaches_the_test(client: FlaskClient, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_args: Any, **_kwargs: Any) -> Any:
        raise RuntimeError("a bug")

    monkeypatch.setattr("scorepad.web.games.home.render_template", broken)
    with pytest.raises(RuntimeError, match="a bug"):
        client.get("/")
