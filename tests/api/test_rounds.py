"""Round endpoints (api/rounds.py): the round written with the game or, asked so, without; a preview stores
nothing; a round explained; a correction that changes nothing says so."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Flask
from sqlalchemy import event

from scorepad.extensions import db
from tests.conftest import HELD, WON

MINIMAL_ROUND_STATEMENTS = 10  # a round POST answered short, whatever the game's length (BEGIN and SET aside)


def test_a_round_written_with_the_game_or_minimal(client, make_game, play):
    game = make_game()
    full = play(game, WON, HELD)
    assert full.status_code == 201 and full.headers["Location"].endswith(f"/api/games/{game['id']}/rounds/1")
    assert full.get_json()["game"]["version"] == 2 and full.get_json()["changed"] is True
    headers = {"Authorization": f"Bearer {game['token']}", "Prefer": "return=minimal"}
    body = {"family": "canasta", "entries": [HELD, WON]}
    short = client.post(f"/api/games/{game['id']}/rounds", json=body, headers=headers)
    assert "game" not in short.get_json() and short.headers["Preference-Applied"] == "return=minimal"


def test_a_preview_stores_nothing_and_a_round_is_explained(client, make_game, play):
    game = make_game()
    preview = client.post(f"/api/games/{game['id']}/rounds/preview", json={"family": "canasta", "entries": [WON, HELD]})
    assert preview.status_code == 200 and [e["total"] for e in preview.get_json()["entries"]] == [940, 40]
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"] == []
    play(game, WON, HELD)
    explained = client.get(f"/api/games/{game['id']}/rounds/1").get_json()
    assert explained["number"] == 1 and explained["entries"][0]["explanation"][0]["points"] == 240
    assert client.get(f"/api/games/{game['id']}/rounds/2").status_code == 404


def test_a_correction_holding_the_same_counts_changes_nothing(client, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    same = play(game, WON, HELD, method="put", number=1)
    assert same.status_code == 200 and same.get_json()["changed"] is False and same.get_json()["version"] == 2


def test_a_round_id_used_again_with_another_body_is_a_409_naming_it(client, make_game, play):
    game = make_game()
    first = play(game, WON, HELD, id="phone-1-round-1")
    again = play(game, WON, HELD, id="phone-1-round-1")
    assert first.status_code == 201 and again.status_code == 200 and again.get_json()["changed"] is False
    other = play(game, HELD, WON, id="phone-1-round-1")
    assert other.status_code == 409 and other.mimetype == "application/problem+json"
    assert "phone-1-round-1" in other.get_json()["errors"]["id"] and other.get_json()["game"]["version"] == 2
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"][0]["entries"][0]["meld_points"] == 240


def statements_of(app: Flask, send: Callable[[], Any]) -> list[str]:
    """The SQL statements one request sends to the database, BEGIN and a session's SET aside (SQLite sends the
    one as a statement, PostgreSQL the other)."""
    seen: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        seen.append(" ".join(statement.split()))

    with app.app_context():
        engine = db.engine
    event.listen(engine, "before_cursor_execute", note)
    try:
        assert send().status_code == 201
    finally:
        event.remove(engine, "before_cursor_execute", note)
    return [s for s in seen if not s.upper().startswith(("BEGIN", "SET "))]


def test_a_minimal_round_post_sends_as_few_statements_at_round_30_as_at_round_1(app, client, make_game, monkeypatch):
    # The rate-limit store's sweep of expired counters comes with every 200th hit of the process, whichever request
    # that is (the suite's order decides): housekeeping of the store, not a statement of the POST's.
    monkeypatch.setattr("scorepad.serving.rate_limit_store.SWEEP_EVERY", 10**9)
    game = make_game(settings={"target": 1_000_000})
    headers = {"Authorization": f"Bearer {game['token']}", "Prefer": "return=minimal"}
    small = {"family": "canasta", "entries": [{"meld_points": 60, "hand_points": 20}, HELD]}

    def post() -> Any:
        return client.post(f"/api/games/{game['id']}/rounds", json=small, headers=headers)

    first = statements_of(app, post)
    for _ in range(28):
        post()
    thirtieth = statements_of(app, post)
    with app.app_context():  # PostgreSQL locks the game before reading it (games/held.py): one statement more
        locking = int(db.engine.dialect.name != "sqlite")
    assert len(first) <= MINIMAL_ROUND_STATEMENTS + locking and len(thirtieth) == len(first), "\n".join(thirtieth)
    # Nothing of the game's rounds is read back: the new round is scored from the totals the sides keep.
    assert not [s for s in thirtieth if s.startswith("SELECT") and ("FROM entries" in s or "FROM rounds JOIN" in s)]
    assert sum(s.startswith("SELECT games.id") for s in thirtieth) == 2 + locking  # before the write, and locked
