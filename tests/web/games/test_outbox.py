"""The outbox's endpoint and the round form's numbers: a round carries the id its phone gave it, is stored once
however often it is sent, and another phone's round at its number is answered (shown), never overwritten."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

import pytest

from scorepad.extensions import db
from scorepad.models import Round

from ..test_forms_security import claim_with_csrf, csrf_client  # noqa: F401  (csrf_client: an app with CSRF on)
from .test_share import claimed_phone, edit_link

WON = {"meld_points": 240, "natural_canastas": 1, "red_threes": 1, "going_out": "out"}  # 940 with the bonus
HELD = {"meld_points": 85, "hand_points": 45}  # 40
MINE = {
    "entries-0-meld_points": "120",
    "entries-0-hand_points": "",
    "entries-0-natural_canastas": "1",
    "entries-1-meld_points": "60",
    "entries-1-hand_points": "20",
    "out": "0:out",
}


@pytest.fixture(autouse=True)
def _context(app):
    """Read the database beside the client's requests."""
    with app.app_context():
        yield


@pytest.fixture
def scored(client, make_game):
    """A game this phone may score (its edit link opened)."""
    game = make_game()
    assert client.post(urlsplit(game["edit_link"]).path, data={"name": ""}).status_code == 303
    return game


def send(client, game: dict[str, Any], number: int | str, phone_id: str, **fields: str):
    """Post a round as the outbox does (the form's fields, with the id the phone gave the round)."""
    data = {**MINE, "number": str(number), "round_id": phone_id, **fields}
    return client.post(f"/games/{game['id']}/rounds/send", data=data, headers={"Accept": "application/json"})


def stored(game: dict[str, Any]) -> list[tuple[int, str | None]]:
    """The rounds stored: number and phone id."""
    query = db.select(Round.number, Round.client_id).where(Round.game_id == game["id"]).order_by(Round.number)
    rows = [(number, client_id) for number, client_id in db.session.execute(query)]
    db.session.rollback()  # the next read sees what the requests wrote since
    return rows


def test_a_round_sent_twice_is_stored_once(client, scored):
    first = send(client, scored, 1, "phone-a-1")
    again = send(client, scored, 1, "phone-a-1", **{"entries-0-meld_points": "999"})
    board = f"/games/{scored['id']}?saved=1"
    assert (first.status_code, first.get_json()) == (201, {"number": 1, "repeated": False, "board": board})
    assert (again.status_code, again.get_json()) == (200, {"number": 1, "repeated": True, "board": board})
    assert stored(scored) == [(1, "phone-a-1")]
    assert client.get(f"/api/games/{scored['id']}").get_json()["rounds"][0]["entries"][0]["meld_points"] == 120


def test_another_phones_round_at_the_number_is_answered_in_words(client, scored, play):
    play(scored, WON, HELD)  # the other phone, round 1
    taken = send(client, scored, 1, "phone-a-1")
    assert taken.status_code == 409
    answer = taken.get_json()
    assert answer["next"] == 2 and answer["theirs"]["number"] == 1
    assert answer["theirs"]["said"].startswith("Anna & Ben: ") and "240" in answer["theirs"]["said"]
    assert answer["errors"] == {"number": "Round 1 is already recorded; the next is 2."}
    assert stored(scored) == [(1, None)]
    assert send(client, scored, 2, "phone-a-1").status_code == 201  # "add mine as the next round"
    assert stored(scored) == [(1, None), (2, "phone-a-1")]


def test_a_round_after_a_discarded_one_names_the_next_number(client, scored):
    early = send(client, scored, 2, "phone-a-2")
    assert early.status_code == 409
    assert early.get_json() == {
        "errors": {"number": "Round 2 can't be recorded yet; the next is 1."},
        "theirs": None,
        "next": 1,
    }
    assert stored(scored) == []


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ({"entries-0-meld_points": "241"}, "entries.0.meld_points", "multiple of 5"),
        ({"entries-0-meld_points": "lots"}, "entries.0.meld_points", "whole number"),
        ({"out": ""}, "out", "Say who went out"),
        ({"round_id": "not an id!"}, "id", ""),
    ],
)
def test_a_refused_round_names_its_field_and_stores_nothing(client, scored, fields, field, message):
    refused = send(client, scored, 1, "phone-a-1", **fields)
    assert refused.status_code == 422
    errors = refused.get_json()["errors"]
    assert field in errors and message in errors[field], errors
    assert stored(scored) == []


@pytest.mark.parametrize("number", ["0", "-1", str(2**31), str(2**63), "abc", "١٠", "1.0", " 1", "+1"])
def test_a_round_number_that_is_no_plain_whole_number_is_refused(client, scored, number):
    """Issue 23, finding 10: such a number was stored as the next round, which switched off the guard against
    a number another phone took."""
    refused = send(client, scored, number, "phone-a-1")
    assert refused.status_code == 422
    assert refused.get_json() == {
        "errors": {"number": "The round number must be a whole number from 1 to 2,147,483,647."}
    }
    assert stored(scored) == []


@pytest.mark.parametrize("going_out", ["7:out", "2:out", "-1:out", "0:nope", "0:", ":out", "out", "0:out:1", "nobody"])
def test_a_going_out_value_naming_no_side_or_way_is_refused(client, scored, going_out):
    """Issue 23, finding 10: such a value was stored as "nobody went out"."""
    refused = send(client, scored, 1, "phone-a-1", out=going_out)
    assert refused.status_code == 422
    assert refused.get_json() == {"errors": {"out": "Who went out must be one of the sides and ways offered."}}
    assert stored(scored) == []


def test_a_bad_number_and_bad_counts_are_named_at_once_in_the_phones_language(client, scored):
    client.post("/language", data={"lang": "de"})
    refused = send(client, scored, "١٠", "phone-a-1", out="7:out", **{"entries-0-meld_points": "241"})
    assert refused.status_code == 422
    assert refused.get_json()["errors"] == {
        "number": "Die Rundennummer muss eine ganze Zahl von 1 bis 2.147.483.647 sein.",
        "out": "Wer ausgemacht hat, muss eine der angebotenen Seiten und Arten sein.",
        "entries.0.meld_points": "Muss ein Vielfaches von 5 sein.",
    }
    assert stored(scored) == []


def test_without_the_right_to_score_nothing_is_stored(client, make_game):
    game = make_game()
    refused = send(client, game, 1, "phone-a-1")
    assert refused.status_code in (401, 403)
    assert "_auth" in refused.get_json()["errors"]
    assert stored(game) == []


def test_a_phone_the_scorer_removed_is_refused_with_the_reason(app, client, start_game):
    board = start_game()
    game = {"id": board.rsplit("/", 1)[1]}
    anna = claimed_phone(app, edit_link(client, board), "Anna's phone")
    share = client.get(board + "/share").get_data(as_text=True)
    client.post(re.search(r'href="([^"]+/remove)"', share).group(1))  # the page that asks first posts here
    refused = send(anna, game, 1, "phone-a-1")
    assert refused.status_code == 403 and "The scorer removed this phone" in refused.get_json()["errors"]["_auth"]
    assert stored(game) == []


def test_a_finished_game_refuses_without_offering_a_number(client, scored, play):
    for _ in range(6):  # 940 a round: over 5,000 after six
        play(scored, WON, HELD)
    refused = send(client, scored, 7, "phone-a-7")
    assert refused.status_code == 409
    assert set(refused.get_json()) == {"errors"} and "over" in refused.get_json()["errors"]["_round"]


def test_the_csrf_token_is_checked_in_a_header(csrf_client, make_game):  # noqa: F811
    game = make_game()
    claim_with_csrf(csrf_client, game["edit_link"])
    page = csrf_client.get(f"/games/{game['id']}/rounds/new").get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    url = f"/games/{game['id']}/rounds/send"
    data = {**MINE, "number": "1", "round_id": "phone-a-1"}
    assert csrf_client.post(url, data=data).status_code == 400
    assert csrf_client.post(url, data=data, headers={"X-CSRFToken": "forged"}).status_code == 400
    assert csrf_client.post(url, data=data, headers={"X-CSRFToken": token}).status_code == 201


def test_the_round_form_carries_an_id_so_back_and_save_again_stores_once(client, scored):
    page = client.get(f"/games/{scored['id']}/rounds/new").get_data(as_text=True)
    round_id = re.search(r'id="round_id" name="round_id" type="hidden" value="([^"]+)"', page).group(1)
    assert round_id != re.search(
        r'name="round_id" type="hidden" value="([^"]+)"',
        client.get(f"/games/{scored['id']}/rounds/new").get_data(as_text=True),
    ).group(1)  # a new one each time
    data = {**MINE, "number": "1", "round_id": round_id, "save": "1"}
    assert client.post(f"/games/{scored['id']}/rounds/new", data=data).status_code == 303
    assert client.post(f"/games/{scored['id']}/rounds/new", data=data).status_code == 303  # Back, Save again
    assert stored(scored) == [(1, round_id)]


def test_a_form_opened_for_a_round_another_phone_saved_shows_theirs_and_offers_the_next(client, scored, play):
    play(scored, WON, HELD)  # saved elsewhere while this phone typed round 1
    data = {**MINE, "number": "1", "round_id": "phone-a-1", "save": "1"}
    page = client.post(f"/games/{scored['id']}/rounds/new", data=data)
    html = page.get_data(as_text=True)
    assert page.status_code == 409
    assert "Another phone saved round 1 meanwhile:" in html and "Meld points 240" in html
    assert "save to add them as round 2" in html and 'name="number" type="hidden" value="2"' in html
    assert 'value="120"' in html  # my counts are still in the form
    assert stored(scored) == [(1, None)]
    data["number"] = "2"
    assert client.post(f"/games/{scored['id']}/rounds/new", data=data).status_code == 303
    assert stored(scored) == [(1, None), (2, "phone-a-1")]


def test_the_round_form_may_be_kept_by_the_phone(client, scored):
    assert client.get(f"/games/{scored['id']}/rounds/new").headers["Cache-Control"] == "private, no-cache"


def test_the_service_worker_may_look_after_the_whole_site(client):
    worker = client.get("/sw.js")
    assert worker.status_code == 200 and worker.mimetype == "text/javascript"
    assert worker.headers["Service-Worker-Allowed"] == "/" and worker.headers["Cache-Control"] == "no-cache"
    offline = client.get("/offline").get_data(as_text=True)
    assert 'id="outbox"' in offline and "/static/outbox.js" in offline


@pytest.mark.parametrize("path", ["/", "/offline"])
def test_pages_with_an_outbox_say_it_in_german_too(client, path):
    client.post("/language", data={"lang": "de"})
    html = client.get(path).get_data(as_text=True)
    assert 'data-sent="Runde {n} gesendet."' in html and "Jetzt senden" in html
