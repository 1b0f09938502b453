"""The round form's POST through the one write operation (web/games/rounds.py): parsed and checked once, its
warnings asked before anything is written, a correction that changes nothing stored as nothing, another phone's
correction shown before it is overwritten, and the numbers and choices a page never offers refused."""

from __future__ import annotations

import re

import pytest

from scorepad.extensions import db
from scorepad.models import Event
from scorepad.rules import entries as declared_entries

from ..conftest import errors
from ..test_pages import ROUND

ODD = {**ROUND, "entries-0-meld_points": "200", "entries-0-natural_canastas": "5"}  # "Are you sure?"


def game_of(client, board: str) -> dict:
    """The game as the API reads it."""
    return client.get("/api" + board).get_json()


def actions(app, board: str) -> list[str]:
    """The game's history, oldest first."""
    with app.app_context():
        query = db.select(Event.action).where(Event.game_id == board.rsplit("/", 1)[1]).order_by(Event.id)
        return list(db.session.scalars(query))


def version_field(html: str) -> str:
    """The round version a correction form carries."""
    return re.search(r'name="version"[^>]*value="([^"]*)"', html).group(1)


@pytest.mark.parametrize(("fields", "asked"), [(ROUND, False), (ODD, True), ({**ODD, "confirm": "1"}, False)])
def test_a_post_parses_and_checks_the_round_once(client, start_game, monkeypatch, fields, asked):
    board = start_game()
    parsed = []
    real = declared_entries.parse_entries
    monkeypatch.setattr(declared_entries, "parse_entries", lambda *a: parsed.append(a) or real(*a))
    response = client.post(board + "/rounds/new", data=fields)
    assert (response.status_code, "Are you sure?" in response.get_data(as_text=True)) == (
        (200, True) if asked else (303, False)
    )
    assert len(parsed) == 1
    assert len(game_of(client, board)["rounds"]) == (0 if asked else 1)


def test_a_correction_that_changes_nothing_stores_nothing_and_says_so(app, client, start_game):
    board = start_game()
    client.post(board + "/rounds/new", data={**ROUND, "confirm": "1"})
    version = game_of(client, board)["version"]
    form = client.get(board + "/rounds/1/edit").get_data(as_text=True)
    same = client.post(board + "/rounds/1/edit", data={**ROUND, "number": "1", "version": version_field(form)})
    assert same.status_code == 303 and same.headers["Location"].endswith("?unchanged=1")
    assert "Round 1 already held these counts: nothing was changed." in client.get(same.headers["Location"]).get_data(
        as_text=True
    )
    assert game_of(client, board)["version"] == version and actions(app, board) == ["created", "round_added"]
    changed = client.post(board + "/rounds/1/edit", data={**ROUND, "entries-1-hand_points": "25"})
    assert changed.status_code == 303 and changed.headers["Location"].endswith("?corrected=1")
    assert actions(app, board)[-1] == "round_corrected"


def test_a_correction_another_phone_made_meanwhile_is_shown_before_it_is_overwritten(client, start_game):
    board = start_game()
    client.post(board + "/rounds/new", data={**ROUND, "confirm": "1"})
    opened = version_field(client.get(board + "/rounds/1/edit").get_data(as_text=True))
    other = client.post(board + "/rounds/1/edit", data={**ROUND, "entries-1-hand_points": "25", "version": opened})
    assert other.status_code == 303  # the other phone's correction (the same session stands in for it)
    mine = {**ROUND, "entries-1-hand_points": "5", "version": opened}
    conflict = client.post(board + "/rounds/1/edit", data=mine)
    html = conflict.get_data(as_text=True)
    assert conflict.status_code == 409 and "Another phone saved round 1 meanwhile:" in html
    assert "Cara &amp; Dan: Meld points 85, Points left in hand 25" in html, html
    assert "Round 1 was changed on another phone meanwhile." in errors(conflict)
    assert version_field(html) != opened and 'name="entries-1-hand_points" type="text" value="5"' in html
    assert game_of(client, board)["rounds"][0]["entries"][1]["hand_points"] == 25
    again = client.post(board + "/rounds/1/edit", data={**mine, "version": version_field(html)})
    assert again.status_code == 303 and game_of(client, board)["rounds"][0]["entries"][1]["hand_points"] == 5


@pytest.mark.parametrize("number", ["0", "-1", str(2**31), str(2**63), "abc", "١٠"])
def test_the_form_refuses_a_round_number_it_never_offers(client, start_game, number):
    board = start_game()
    refused = client.post(board + "/rounds/new", data={**ROUND, "number": number, "confirm": "1"})
    assert refused.status_code == 422
    assert errors(refused) == ["The round number must be a whole number from 1 to 2,147,483,647."]
    assert game_of(client, board)["rounds"] == []


@pytest.mark.parametrize("going_out", ["7:out", "2:out", "0:nope", "out"])
def test_the_form_refuses_a_going_out_it_never_offers(client, start_game, going_out):
    board = start_game()
    refused = client.post(board + "/rounds/new", data={**ROUND, "out": going_out, "confirm": "1"})
    assert refused.status_code == 422
    assert "Who went out must be one of the sides and ways offered." in errors(refused)
    assert game_of(client, board)["rounds"] == []


def test_a_correction_refuses_a_round_version_it_never_wrote(client, start_game):
    board = start_game()
    client.post(board + "/rounds/new", data={**ROUND, "confirm": "1"})
    refused = client.post(board + "/rounds/1/edit", data={**ROUND, "entries-1-hand_points": "5", "version": "١"})
    assert refused.status_code == 422
    assert errors(refused) == [
        "The version of the round must be a whole number from 1 to 2,147,483,647: open the round again."
    ]
    assert game_of(client, board)["rounds"][0]["entries"][1]["hand_points"] == 45
