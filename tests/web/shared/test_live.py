"""Following a game or a league: "nothing changed" is a 304 after one version lookup (answered before the app
by the cached-read middleware, with every security header); a change answers the new version and what happened, in the reader's words."""

from tests.conftest import HELD, WON

from ..accounts.test_account import ROUND
from ..games.test_share import claimed_phone, edit_link


def test_a_followers_poll_is_304_until_a_round_is_saved_then_says_what_happened(client, make_game, play):
    game = make_game()
    news = f"/games/{game['id']}/news"
    first = client.get(news)
    assert first.status_code == 200 and first.get_json() == {"version": game["version"], "said": []}
    unchanged = client.get(news, headers={"If-None-Match": first.headers["ETag"]})
    assert unchanged.status_code == 304 and not unchanged.data and "Set-Cookie" not in unchanged.headers
    assert unchanged.headers["ETag"] == first.headers["ETag"] and unchanged.headers["Cache-Control"] == "no-cache"
    assert "default-src 'self'" in unchanged.headers["Content-Security-Policy"]
    assert unchanged.headers["X-Frame-Options"] == "DENY"
    play(game, WON, HELD)
    changed = client.get(f"{news}?since={game['version']}", headers={"If-None-Match": first.headers["ETag"]})
    assert changed.status_code == 200
    assert changed.get_json() == {"version": game["version"] + 1, "said": ["Round 1 was saved on another phone."]}
    german = client.get(f"{news}?since={game['version']}", headers={"Accept-Language": "de"})
    assert german.get_json()["said"] == ["Runde 1 wurde auf einem anderen Handy gespeichert."]


def test_a_poll_for_no_such_game_or_a_wrong_tag_is_answered_by_the_app(client, make_game):
    game = make_game()
    assert client.get("/games/nosuchgame/news", headers={"If-None-Match": '"1"'}).status_code == 404
    assert client.get("/games/no%20such/news", headers={"If-None-Match": '"1"'}).status_code == 404
    other = client.get(f"/games/{game['id']}/news", headers={"If-None-Match": '"999"'})
    assert other.status_code == 200 and other.get_json()["version"] == game["version"]
    posted = client.post(f"/games/{game['id']}/news", headers={"If-None-Match": f'"{game["version"]}"'})
    assert posted.status_code == 405


def test_a_leagues_poll_is_304_until_its_standings_change(client):
    league = client.post("/api/leagues", json={"visibility": "public", "name": "Club", "ruleset": "classic"}).get_json()
    news = f"/leagues/{league['id']}/news"
    first = client.get(news)
    assert first.status_code == 200
    assert client.get(news, headers={"If-None-Match": first.headers["ETag"]}).status_code == 304
    auth = {"Authorization": f"Bearer {league['token']}"}
    sides = [{"name": "A", "players": ["A"]}, {"name": "B", "players": ["B"]}]
    game = client.post("/api/games", json={"league": league["id"], "sides": sides}, headers=auth).get_json()
    client.post(f"/api/games/{game['id']}/rounds", json={"entries": [WON, HELD]}, headers=auth)
    changed = client.get(news, headers={"If-None-Match": first.headers["ETag"]})
    assert changed.status_code == 200 and changed.get_json()["said"] == ["The standings changed."]


def test_what_this_phone_saved_itself_is_not_news_from_another_phone(app, client, start_game):
    board = start_game()  # this client scores
    other = claimed_phone(app, edit_link(client, board), "Ben's phone")
    version = client.get(board + "/news").get_json()["version"]
    assert client.post(board + "/rounds/new", data=ROUND).status_code == 303
    assert client.get(f"{board}/news?since={version}").get_json()["said"] == []
    assert other.get(f"{board}/news?since={version}").get_json()["said"] == ["Round 1 was saved on another phone."]
    assert app.test_client().get(f"{board}/news?since={version}").get_json()["said"] == [
        "Round 1 was saved on another phone."
    ]
