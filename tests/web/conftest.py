"""Page fixtures: start a game through the new-game form, as a phone would."""

import re

import pytest
from sqlalchemy import event

from scorepad.extensions import db

NEW_GAME = {
    "ruleset": "classic",
    "sides-0-name": "Anna & Ben",
    "sides-0-size": "2",
    "sides-1-name": "Cara & Dan",
    "sides-1-size": "2",
    "sides-2-size": "2",
    "dealer_first": "0",
    "rotation": "clockwise",
}


@pytest.fixture
def start_game(client):
    """A factory: post the new-game form; returns the board's path."""

    def start(**fields):
        response = client.post("/games/new", data={**NEW_GAME, **fields})
        assert response.status_code == 303, response.get_data(as_text=True)
        return response.headers["Location"]

    return start


def errors(response):
    """The error messages shown on a page."""
    html = response.get_data(as_text=True)
    return re.findall(r'class="error"[^>]*>([^<]*)', html) + re.findall(r"<li>([^<]*)</li>", html)


def sent_statements(app, client, path):
    """Every statement one GET of `path` sends to the database (it must answer 200 or 304)."""
    seen = []

    def log(_conn, _cursor, statement, *_args):
        seen.append(statement)

    with app.app_context():
        engine = db.engine
    event.listen(engine, "before_cursor_execute", log)
    try:
        assert client.get(path).status_code in (200, 304)
    finally:
        event.remove(engine, "before_cursor_execute", log)
    return seen
