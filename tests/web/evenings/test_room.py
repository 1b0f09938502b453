"""Following an evening (web/evenings/room.py): the room's screen and the phone's ranking refresh without
JavaScript (a conditional GET: 304 while nothing changed), and with it ONE conditional poll for the whole evening,
304 while nothing changed and 200 with the new version after a table's round."""

from __future__ import annotations

from scorepad.web.evenings import room
from tests.conftest import HELD, WON
from tests.web.round_post import post_round

from .conftest import table_games


def test_the_rooms_screen_shows_every_table_and_the_ranking(client, start_evening):
    page = start_evening()
    room = client.get(f"{page}/room")
    html = room.get_data(as_text=True)
    assert room.status_code == 200
    assert '<noscript><meta http-equiv="refresh" content="20"></noscript>' in html
    assert f'data-live="{page}/news" data-version="1"' in html and "room.css" in html
    assert html.count('class="evening-table playing"') == 2 and "2 tables are still playing." in html
    assert "Ranked by victory points" in html and html.count('<th scope="row">') == 9


def test_the_screen_and_the_poll_answer_304_until_a_table_plays_a_round(client, start_evening):
    page = start_evening()
    games = table_games(client.get(page).get_data(as_text=True))
    room = client.get(f"{page}/room")
    etag = room.headers["ETag"]
    assert client.get(f"{page}/room", headers={"If-None-Match": etag}).status_code == 304
    ranking = client.get(f"{page}/ranking")
    assert client.get(f"{page}/ranking", headers={"If-None-Match": ranking.headers["ETag"]}).status_code == 304
    news = client.get(f"{page}/news?since=1", headers={"If-None-Match": '"1"'})
    assert news.status_code == 304
    post_round(client, f"/games/{games[1]}", WON, HELD)
    moved = client.get(f"{page}/news?since=1", headers={"If-None-Match": '"1"'})
    assert moved.status_code == 200
    version = moved.get_json()["version"]
    assert version > 1 and moved.get_json()["said"] == ["The evening changed."]
    assert moved.headers["ETag"] == f'"{version}"'
    assert client.get(f"{page}/news?since={version}", headers={"If-None-Match": f'"{version}"'}).status_code == 304
    fresh = client.get(f"{page}/room", headers={"If-None-Match": etag})
    assert fresh.status_code == 200 and fresh.headers["ETag"] != etag and "1 hand" in fresh.text


def test_nothing_changed_is_answered_before_the_app(client, start_evening, app_asked):
    page = start_evening()
    assert client.get(f"{page}/news?since=1", headers={"If-None-Match": '"1"'}).status_code == 304
    assert app_asked == [] or all("/news" not in asked for asked in app_asked)  # the middleware's 304
    assert client.get(f"{page}/news?since=0").status_code == 200 and any("/news" in a for a in app_asked)


def test_the_etag_names_the_language(client, start_evening):
    page = start_evening()
    english = client.get(f"{page}/room").headers["ETag"]
    client.post("/language", data={"lang": "de"})
    german = client.get(f"{page}/room", headers={"If-None-Match": english})
    assert german.status_code == 200 and "Rangliste" in german.text


def test_the_ranking_on_a_phone_and_who_may_read_it(app, client, league_id, start_evening):
    page = start_evening()
    html = client.get(f"{page}/ranking").get_data(as_text=True)
    assert "<h1>Ranking: Thursday</h1>" in html and f'href="{page}/ranking.csv"' in html
    assert app.test_client().get(f"{page}/ranking").status_code == 401  # members only
    assert app.test_client().get(f"{page}/room").status_code == 401
    assert app.test_client().get("/evenings/none-such-evening/room").status_code == 404
    assert app.test_client().get("/evenings/none-such-evening/news").status_code == 404
    client.post(f"/leagues/{league_id}/visibility", data={"visibility": "public"})
    assert app.test_client().get(f"{page}/room").status_code == 200


def test_the_pages_are_made_once_a_version_language_and_kind_of_reader(
    app, client, league_id, start_evening, monkeypatch
):
    page = start_evening()
    client.post(f"/leagues/{league_id}/visibility", data={"visibility": "public"})
    made = []
    render = room.render_template
    monkeypatch.setattr(room, "render_template", lambda *a, **k: (made.append(a[0]), render(*a, **k))[1])
    stranger, other = app.test_client(), app.test_client()
    organiser = [client.get(f"{page}/{path}").get_data(as_text=True) for path in ("room", "ranking", "room")]
    readers = [phone.get(f"{page}/room").get_data(as_text=True) for phone in (stranger, other)]
    assert made == ["web/evening_room.html", "web/evening_ranking.html", "web/evening_room.html"]
    assert organiser[0] == organiser[2] and readers[0] == readers[1] != organiser[0]  # the footer: account, sign in
    assert ">Account</a>" in organiser[0] and ">Account</a>" not in readers[0] and ">Sign in</a>" in readers[0]
    client.post("/language", data={"lang": "de"})
    assert "Rangliste" in client.get(f"{page}/room").text and len(made) == 4
    post_round(client, f"/games/{table_games(client.get(page).get_data(as_text=True))[0]}", WON, HELD)
    assert "1 hand" in stranger.get(f"{page}/room").text and len(made) == 5  # a table's round: a new version
