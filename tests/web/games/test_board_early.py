"""The board answered before the app (board_early.py) for a casual game's scorer and a phone's first visit, with
the app's own bytes and headers: the grant read with the versions (a removed phone gets the reader's page at once),
the first visit's cookie as the view would set it; a page holding a form goes to the app."""

import re
import time
from types import SimpleNamespace
from urllib.parse import urlsplit

from scorepad.extensions import db
from scorepad.models import Grant
from scorepad.web.games import board_early
from tests.conftest import HELD, WON
from tests.serving.test_cached_reads import headers_of, the_app_alone
from tests.web.games.test_share import claimed_phone
from tests.web.round_post import post_round


def test_a_scorer_gets_the_apps_own_bytes_and_headers_before_the_app(app, monkeypatch, game, app_asked):
    board = f"/games/{game['id']}"
    scorer = claimed_phone(app, urlsplit(game["edit_link"]).path)
    made = scorer.get(board)  # made by the app, cached per kind of reader
    app_asked.clear()
    early = scorer.get(board)
    assert app_asked == [] and b"Enter round 2" in early.data and early.data == made.data
    alone = the_app_alone(monkeypatch, scorer, board)
    assert early.data == alone.data and headers_of(early) == headers_of(alone)
    assert "Set-Cookie" not in early.headers
    unchanged = scorer.get(board, headers={"If-None-Match": early.headers["ETag"]})
    assert unchanged.status_code == 304 and app_asked == [board]  # only the app alone's read


def test_a_removed_scorer_gets_the_readers_page_at_once_before_the_app(app, game, app_asked):
    board = f"/games/{game['id']}"
    first = claimed_phone(app, urlsplit(game["edit_link"]).path, "First")
    second = claimed_phone(app, urlsplit(game["edit_link"]).path, "Second")
    reader = app.test_client()
    for phone in (first, second, reader):
        phone.get(board)
    tag = second.get(board).headers["ETag"]
    with app.app_context():
        seconds = db.session.query(Grant).filter_by(name="Second").one().id
    assert first.post(f"{board}/share/phones/{seconds}/remove").status_code == 303
    reader.get(board)  # the reader's page of the new version, made by the app
    app_asked.clear()
    removed = second.get(board, headers={"If-None-Match": tag})
    assert app_asked == [] and removed.status_code == 200
    assert b"Enter round 2" not in removed.data and removed.data == reader.get(board).data
    assert b"Enter round 2" in first.get(board).data


def test_a_finished_games_scorer_page_holds_a_form_and_goes_to_the_app(app, make_game, play, app_asked):
    game = make_game(settings={"target": 500})
    play(game, WON, HELD)
    board = f"/games/{game['id']}"
    scorer = claimed_phone(app, urlsplit(game["edit_link"]).path)
    scorer.get(board)
    app_asked.clear()
    assert b"rematch" in scorer.get(board).data and app_asked == [board]  # its form token is the session's own


def test_a_first_visit_gets_the_cached_bytes_and_the_cookie_the_app_would_set(app, monkeypatch, game, app_asked):
    board = f"/games/{game['id']}"
    app.test_client().get(board, headers={"Accept-Language": "de"})  # cached by a first reader's read
    app_asked.clear()
    stranger, other = app.test_client(), app.test_client()
    early = stranger.get(board, headers={"Accept-Language": "de"})
    alone = the_app_alone(monkeypatch, other, board, headers={"Accept-Language": "de"})
    assert app_asked == [board] and early.data == alone.data and b"Runde" in early.data  # the app made only its own
    name = app.config["SESSION_COOKIE_NAME"]
    cookies = [set(re.sub(f"^{name}=[^;]+", "", answer.headers["Set-Cookie"]).split("; ")) for answer in (early, alone)]
    assert cookies[0] == cookies[1] and {"HttpOnly", "SameSite=Lax", "Path=/"} <= cookies[0]  # the value is signed
    early.headers.remove("Set-Cookie")
    alone.headers.remove("Set-Cookie")
    assert headers_of(early) == headers_of(alone)
    held = [
        app.session_interface.get_signing_serializer(app).loads(p.get_cookie(name).value) for p in (stranger, other)
    ]
    assert held[0] == held[1] == {"_permanent": True, "seen": [game["id"]]}
    assert stranger.get_cookie(name).expires == other.get_cookie(name).expires
    app_asked.clear()
    again = stranger.get(board, headers={"Accept-Language": "de"})  # now a returning reader: no cookie
    assert app_asked == [] and "Set-Cookie" not in again.headers


def test_a_first_visit_keeps_the_games_the_phone_remembers(app, make_game, play, app_asked):
    games = [make_game() for _ in range(3)]
    for made in games:
        app.test_client().get(f"/games/{made['id']}")  # each board made and cached by someone's first visit
    app_asked.clear()
    phone = app.test_client()
    for made in games:
        phone.get(f"/games/{made['id']}")
    assert app_asked == []
    name = app.config["SESSION_COOKIE_NAME"]
    held = app.session_interface.get_signing_serializer(app).loads(phone.get_cookie(name).value)
    assert held["seen"] == [made["id"] for made in reversed(games)]
    listed = phone.get("/").get_data(as_text=True)
    assert all(made["id"] in listed for made in games)


def test_first_visits_in_one_second_share_the_cookie_made_once_per_game(app, monkeypatch, make_game, app_asked):
    games = [make_game() for _ in range(2)]
    for made in games:
        app.test_client().get(f"/games/{made['id']}")  # each board cached by someone's first visit
    now = [time.time()]
    monkeypatch.setattr(board_early, "time", SimpleNamespace(time=lambda: now[0]))  # the second the key counts
    signed, save = [], app.session_interface.save_session
    monkeypatch.setattr(app.session_interface, "save_session", lambda *a: (signed.append(1), save(*a))[1])
    app_asked.clear()
    name, serializer = app.config["SESSION_COOKIE_NAME"], app.session_interface.get_signing_serializer(app)
    cookies: dict[str, set[str]] = {}
    for made in (*games, *games, games[0]):
        phone = app.test_client()
        answer = phone.get(f"/games/{made['id']}")
        assert serializer.loads(phone.get_cookie(name).value) == {"_permanent": True, "seen": [made["id"]]}
        cookies.setdefault(made["id"], set()).add(answer.headers["Set-Cookie"])
    assert app_asked == [] and len(signed) == 2 and [len(c) for c in cookies.values()] == [1, 1]
    now[0] += 1  # the next second: signed anew
    app.test_client().get(f"/games/{games[0]['id']}")
    assert len(signed) == 3 and app_asked == []


def test_a_club_evening_tables_phone_is_its_scorer_before_the_app(app, client, sign_up, app_asked):
    sign_up()
    league = client.post("/leagues/new", data={"name": "Club", "ruleset": "classic"}).headers["Location"]
    data = {"name": "Thursday", "form": "individuals", "rounds": "2", "hands": "3", "scoring": "points",
            "bands": "burraco_3_hands", "new_players": "Anna\nBen\nCara\nDan"}  # fmt: skip
    evening = client.post(f"{league}/evenings/new", data=data).headers["Location"]
    link = re.search(r'class="claim-link" href="([^"]+)"', client.get(f"{evening}/cards").text).group(1)
    game_id = re.search(r"/games/([\w-]+)/claim/", link).group(1)
    board = f"/games/{game_id}"
    phone = claimed_phone(app, urlsplit(link).path, "Table 1")
    assert post_round(phone, board, WON, HELD).status_code == 303
    made = phone.get(board)
    app_asked.clear()
    early = phone.get(board)
    assert app_asked == [] and b"Enter round 2" in early.data and early.data == made.data
    reader = app.test_client()
    assert b"Enter round 2" not in reader.get(board).data  # the same league game, read by another
