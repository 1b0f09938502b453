"""The family seam, proved: Tally, a family that lives only under tests/families/tally/, goes through every page and
API path of Scorepad in English and German: it is created, scored, corrected, exported and imported, shown on the
board, the round form and the rules sheet, followed live, sent from the outbox, and ranked in a league. Nothing
outside its package names it (tests/test_family_seam.py)."""

from __future__ import annotations

import html
from typing import Any
from urllib.parse import urlsplit

import pytest

PAIRS = [{"name": "Anna", "players": ["Anna"]}, {"name": "Ben", "players": ["Ben"]}]


def text(client: Any, url: str, lang: str = "en") -> str:
    """A page's text, unescaped, in a language."""
    response = client.get(url, headers={"Accept-Language": lang})
    assert response.status_code == 200, url
    return html.unescape(response.get_data(as_text=True))


@pytest.fixture
def tally(make_game: Any) -> dict[str, Any]:
    """A Tally game of two, through the API."""
    return make_game(ruleset="tally", sides=PAIRS)


def test_scored_through_the_api_with_its_checks_warnings_and_end(client, tally, play):
    assert tally["ruleset"]["key"] == "tally"
    assert play(tally, {"marks": 7}, {"marks": 5}).get_json()["errors"] == {"entries.0.marks": "Marks come in fives."}
    too_many = play(tally, {"marks": 505}, {"marks": 0}).get_json()["errors"]
    assert too_many == {"entries.0.marks": "At most 500 marks in one round."}
    assert client.get(f"/api/games/{tally['id']}").get_json()["rounds"] == []  # nothing stored
    first = play(tally, {"marks": 45}, {"marks": 60})  # 45, 60: Ben is past half of 100
    assert first.status_code == 201
    game = first.get_json()["game"]
    assert [s["total"] for s in game["sides"]] == [45, 60]
    assert game["rounds"][0]["announcements"] == ["Ben is halfway there: 60."]
    assert [s["to_go"] for s in game["sides"]] == [55, 40] and game["target"] == 100
    warned = client.post(
        f"/api/games/{tally['id']}/rounds/preview", json={"entries": [{"marks": 400}, {"marks": 0}]}
    ).get_json()
    assert warned["warnings"] == {"entries.0.marks": "400 marks in one round?"}
    over = play(tally, {"marks": 50}, {"marks": 30}).get_json()["game"]  # 95, 90: nobody past 100
    assert over["status"] == "playing"
    won = play(tally, {"marks": 10}, {"marks": 5}).get_json()["game"]  # 105, 95: Anna wins by 10
    assert (won["status"], won["winner"], won["margin"]) == ("finished", 0, 10)
    explained = client.get(f"/api/games/{tally['id']}/rounds/1", headers={"Accept-Language": "de"}).get_json()[
        "entries"
    ][0]["explanation"]
    assert [p["text"] for p in explained] == ["Eingetragene Striche: 45 (wer zuerst über 100 kommt, gewinnt)"]


def test_corrected_exported_and_imported(client, tally, play):
    play(tally, {"marks": 45}, {"marks": 60})
    play(tally, {"marks": 20}, {"marks": 10})
    fixed = play(tally, {"marks": 25}, {"marks": 10}, method="put", number=1).get_json()["game"]
    assert [s["total"] for s in fixed["sides"]] == [45, 20]  # round 1 is now 25 and 10: 25 + 20, 10 + 10
    history = client.get(f"/api/games/{tally['id']}/history").get_json()["events"]
    assert history[-1]["action"] == "round_corrected" and history[-1]["before"]["entries"][0] == {"marks": 45}
    csv = client.get(f"/api/games/{tally['id']}/export?format=csv").get_data(as_text=True)
    assert csv.splitlines()[0].lstrip("\ufeff") == "round,side,marks,score,total"
    exported = client.get(f"/api/games/{tally['id']}/export?format=json").get_json()
    imported = client.post("/api/games/import", json=exported)
    assert imported.status_code == 201, imported.get_json()
    again = imported.get_json()
    assert [s["total"] for s in again["sides"]] == [45, 20]
    assert [[e["marks"] for e in r["entries"]] for r in again["rounds"]] == [[25, 10], [20, 10]]


def claimed(client: Any, game: dict[str, Any]) -> None:
    """This phone scores the game (its edit link opened and kept)."""
    assert client.post(urlsplit(game["edit_link"]).path, data={"name": ""}).status_code == 303


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("Marks", "To go: 40", "Marks to win", "Ben is halfway there: 60.", "Tally to 100")),
        ("de", ("Striche", "Noch 40", "Striche zum Sieg", "Ben hat die Hälfte geschafft: 60.", "Strichliste bis 100")),
    ],
)
def test_the_pages_in_both_languages(client, tally, lang, words):
    marks, to_go, setting, announced, preset = words
    claimed(client, tally)
    form = text(client, f"/games/{tally['id']}/rounds/new", lang)
    assert f">{marks}<" in form and 'name="entries-0-marks"' in form and 'name="out"' not in form
    saved = client.post(
        f"/games/{tally['id']}/rounds/new",
        data={"entries-0-marks": "45", "entries-1-marks": "60", "number": "1", "round_id": "tally-1"},
    )
    assert saved.status_code == 303, saved.get_data(as_text=True)
    board = text(client, f"/games/{tally['id']}", lang)
    assert "tally-totals" in board and to_go in board and announced in board
    assert setting in text(client, f"/games/{tally['id']}/rules", lang)
    assert 'href="/games/new/tally"' in text(client, "/games/new", lang)  # the first step offers every family
    assert preset in text(client, "/games/new/tally", lang)


def test_followed_live_and_sent_from_the_outbox(client, tally):
    claimed(client, tally)
    news = client.get(f"/games/{tally['id']}/news")
    tag = news.headers["ETag"]
    assert client.get(f"/games/{tally['id']}/news", headers={"If-None-Match": tag}).status_code == 304
    sent = client.post(
        f"/games/{tally['id']}/rounds/send",
        data={"entries-0-marks": "50", "entries-1-marks": "5", "number": "1", "round_id": "outbox-1"},
        headers={"Accept": "application/json"},
    )
    assert sent.status_code == 201 and sent.get_json()["number"] == 1
    again = client.post(
        f"/games/{tally['id']}/rounds/send",
        data={"entries-0-marks": "50", "entries-1-marks": "5", "number": "1", "round_id": "outbox-1"},
        headers={"Accept": "application/json"},
    )
    assert again.status_code == 200 and again.get_json()["repeated"]
    assert client.get(f"/games/{tally['id']}/news", headers={"If-None-Match": tag}).status_code == 200


def test_ranked_in_a_league_by_its_own_declarations(client, play):
    league = client.post("/api/leagues", json={"visibility": "public", "name": "Tally club", "ruleset": "tally"}).get_json()
    auth = {"Authorization": f"Bearer {league['token']}"}
    for marks in ([[60, 10], [50, 0]], [[55, 45], [0, 60]]):  # Anna wins 110-10, then Ben wins 105-55
        made = client.post("/api/games", json={"league": league["id"], "sides": PAIRS}, headers=auth).get_json()
        for a, b in marks:
            assert play({**made, "token": league["token"]}, {"marks": a}, {"marks": b}).status_code == 201
    table = client.get(f"/api/leagues/{league['id']}/standings").get_json()["players"]
    assert {(r["name"], r["won"], r["fifties"]) for r in table} == {("Anna", 1, 3), ("Ben", 1, 1)}
    # Anna: 60, 50, 55 are 50 or more; Ben: 60. Both won once: Anna's mean margin (100 - 50) / 2 = 25 leads Ben's -25.
    assert [r["name"] for r in table] == ["Anna", "Ben"]
    page = text(client, f"/leagues/{league['id']}", "de")
    assert "Runden mit 50 oder mehr" in page
    csv = client.get(f"/api/leagues/{league['id']}/standings?format=csv").get_data(as_text=True)
    assert "fifties" in csv.splitlines()[0]
