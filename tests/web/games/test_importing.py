"""Importing a game on a page: its JSON export uploaded as a file starts the game anew (re-scored, its history kept
as imported), scored by this phone; whatever is wrong with the file is said on the page in the reader's language,
nothing is stored, never a 500; the size, depth, CSRF token and rate limit hold as for the API's import."""

from __future__ import annotations

import html
import io
import json
import os
import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import func, select

from scorepad import create_app
from scorepad.config import LIMITS
from scorepad.core.sizes import IMPORT_MAX
from scorepad.extensions import db
from scorepad.models import Game
from tests.conftest import HELD, WON


def upload(client: FlaskClient, content: bytes, name: str = "game.json", **headers: str) -> Any:
    """Post the import form with one file, as a browser sends it."""
    data = {"file": (io.BytesIO(content), name)}
    return client.post("/games/import", data=data, content_type="multipart/form-data", headers=headers)


def games_stored(app: Flask) -> int:
    """How many games the database holds."""
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(Game)) or 0


def shown(response: Any) -> str:
    """A page's text as the reader sees it (entities decoded)."""
    return html.unescape(response.get_data(as_text=True))


@pytest.fixture
def exported(client: FlaskClient, make_game: Any, play: Any) -> dict[str, Any]:
    """A game of two rounds (940 : 40, then 1,880 : 80) exported as JSON, the way a board's link saves it."""
    game = make_game()
    play(game, WON, HELD)
    play(game, WON, HELD)
    return client.get(f"/api/games/{game['id']}/export?format=json").get_json()


def test_the_page_offers_a_file_in_both_languages(client: FlaskClient) -> None:
    page = shown(client.get("/games/import"))
    assert (
        'type="file"' in page and 'enctype="multipart/form-data"' in page and 'accept=".json,application/json"' in page
    )
    assert "A .json file of at most 2 MB." in page
    assert "Import a game from its JSON file" in shown(client.get("/"))
    german = shown(client.get("/games/import", headers={"Accept-Language": "de"}))
    assert "Spiel importieren" in german and "Eine .json-Datei mit höchstens 2 MB." in german


def test_an_export_becomes_a_new_game_this_phone_scores(app: Flask, client: FlaskClient, exported: dict) -> None:
    response = upload(client, json.dumps(exported).encode())
    assert response.status_code == 303
    board = response.headers["Location"]
    new_id = board.rsplit("/", 1)[1]
    assert new_id != exported["id"]
    game = client.get(f"/api{board}").get_json()
    assert [s["total"] for s in game["sides"]] == [1880, 80]  # 940 + 940 and 40 + 40, scored again
    page = shown(client.get(board))
    assert "Enter round 3" in page  # this phone scores the imported game
    assert new_id in client.get("/").get_data(as_text=True)  # and lists it
    history = shown(client.get(f"{board}/history"))
    assert history.count("imported") >= 3 and "Round 2 entered" in history


def test_computed_parts_in_the_file_are_ignored(client: FlaskClient, exported: dict) -> None:
    exported["rounds"][0]["entries"][0] |= {"score": 99999, "total": 5, "breakdown": [], "explanation": "x"}
    response = upload(client, json.dumps(exported).encode())
    assert response.status_code == 303
    assert client.get(f"/api{response.headers['Location']}").get_json()["sides"][0]["total"] == 1880


@pytest.mark.parametrize(
    ("content", "english", "german"),
    [
        (b"", "Choose the game's JSON file", "Wähle die JSON-Datei des Spiels"),
        (b"not json at all", "This file is not JSON", "Diese Datei ist kein JSON"),
        (b"\xff\xfe\x00garbage", "This file is not JSON", "Diese Datei ist kein JSON"),
        (b"[" * 40 + b"]" * 40, "nests deeper than 32 levels", "tiefer als 32 Ebenen"),
        (b"[1, 2]", "This is not a game exported by Scorepad", "Das ist kein von Scorepad exportiertes Spiel"),
        (b'{"format": "other"}', "This is not a game exported by Scorepad", "Das ist kein von Scorepad"),
    ],
)
def test_a_file_that_is_no_export_is_named_so(
    app: Flask, client: FlaskClient, content: bytes, english: str, german: str
) -> None:
    response = upload(client, content)
    assert response.status_code == 422
    page = shown(response)
    assert english in page and 'aria-invalid="true"' in page and 'href="#file"' in page
    assert german in shown(upload(client, content, **{"Accept-Language": "de"}))
    assert games_stored(app) == 0


def test_each_wrong_part_is_named_by_its_place_in_the_file(app: Flask, client: FlaskClient, exported: dict) -> None:
    broken = {**exported, "sides": "Anna", "dealer": [1], "history": 5}
    page = shown(upload(client, json.dumps(broken).encode()))
    assert "“sides”: Must be a list of sides." in page
    assert "“dealer”: Must be an object with the first dealer and the rotation." in page
    assert "“history”: Must be a list of history events." in page
    exported["rounds"][1]["entries"][0]["meld_points"] = -5
    exported["rounds"][0] = "round"
    response = upload(client, json.dumps(exported).encode(), **{"Accept-Language": "de"})
    assert response.status_code == 422
    assert "Runde 1: Muss ein Objekt mit den Einträgen der Runde sein, einer Liste." in shown(response)
    exported["rounds"][0] = {"entries": [WON, HELD]}
    page = shown(upload(client, json.dumps(exported).encode()))
    assert re.search(r"Round 2, side 1, “meld_points”: [^<]+", page)
    assert games_stored(app) == 1  # the game the export came from, nothing more


def test_a_file_over_the_limit_is_refused_on_the_page(app: Flask, client: FlaskClient) -> None:
    response = upload(client, b" " * (IMPORT_MAX + 1), **{"Accept-Language": "de"})
    assert response.status_code == 413
    assert "Diese Datei ist größer als 2 MB" in shown(response)
    whole = upload(client, b" " * (IMPORT_MAX + 200 * 1024))  # the request itself over the form's limit
    assert whole.status_code == 413 and "This file is larger than 2 MB" in shown(whole)
    assert games_stored(app) == 0


def test_a_large_export_within_the_limit_is_taken(client: FlaskClient, exported: dict) -> None:
    padded = json.dumps(exported, indent=1).encode()
    padded = padded[:-1] + b" " * (IMPORT_MAX - len(padded)) + b"}"
    assert len(padded) == IMPORT_MAX
    assert upload(client, padded).status_code == 303


@pytest.fixture
def strict_app(app: Flask, tmp_path: Any) -> Flask:
    """The app as production runs it: CSRF on, two imports per minute per address (a refused one counts too)."""
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(tmp_path)
    limits = dict.fromkeys(LIMITS, "1000 per minute") | {"SCOREPAD_IMPORT_LIMIT": "2 per minute"}
    return create_app(
        {"TESTING": True, "SQLALCHEMY_DATABASE_URI": app.config["SQLALCHEMY_DATABASE_URI"], "SECRET_KEY": "test-only-secret-key-of-a-test-server", **limits}
    )


def test_the_form_needs_its_token_and_the_import_limit_holds(app: Flask, strict_app: Flask, exported: dict) -> None:
    client = strict_app.test_client()
    content = json.dumps(exported).encode()
    refused = upload(client, content)
    assert refused.status_code == 400 and "The form expired; please send it again." in shown(refused)
    assert games_stored(app) == 1
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', shown(client.get("/games/import"))).group(1)
    data = {"csrf_token": token, "file": (io.BytesIO(content), "game.json")}
    assert client.post("/games/import", data=data, content_type="multipart/form-data").status_code == 303
    data = {"csrf_token": token, "file": (io.BytesIO(content), "game.json")}
    limited = client.post(
        "/games/import", data=data, content_type="multipart/form-data", headers={"Accept-Language": "de"}
    )
    assert (
        limited.status_code == 429
        and "Zu viele Versuche" in shown(limited)
        and "warten" in shown(limited)
        and limited.headers["Retry-After"]
    )
    assert games_stored(app) == 2


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=12,
)
PARTS = ["ruleset", "settings", "sides", "dealer", "played_on", "ended_by_table", "rounds", "history"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(changes=st.dictionaries(st.sampled_from(PARTS + ["rounds.0", "sides.0", "history.0"]), JSON, max_size=3))
def test_any_file_of_the_exports_shape_is_answered_never_a_500(client: FlaskClient, changes: dict) -> None:
    base: dict[str, Any] = {
        "format": "scorepad-game",
        "ruleset": "classic",
        "sides": [{"name": "A", "players": ["A"], "start": 0}, {"name": "B", "players": ["B"], "start": 0}],
        "rounds": [{"number": 1, "entries": [WON, HELD]}],
        "history": [{"action": "round_added", "round": 1, "by": "phone 1234abcd"}],
    }
    for where, value in sorted(changes.items(), key=lambda c: "." not in c[0]):  # an item before its whole list
        name, _, index = where.partition(".")
        if index:
            base[name][0] = value
        else:
            base[name] = value
    response = upload(client, json.dumps(base).encode())
    assert response.status_code in (303, 422), response.get_data(as_text=True)[:500]
