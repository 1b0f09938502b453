"""League pages: start a league, add a season, read standings, a player's record."""

import re
from html import unescape

from tests.api.test_leagues import league, play_season_games  # noqa: F401  (fixture and data reused)


def test_start_a_league_and_add_a_season(client, app, sign_up):
    assert client.get("/leagues/new").headers["Location"].startswith("/signin")
    sign_up()
    response = client.post("/leagues/new", data={"name": "Thursday Club", "ruleset": "german"})
    assert response.status_code == 303
    page = response.headers["Location"]
    added = client.post(page + "/seasons", data={"name": "Spring", "start": "2026-01-01", "end": "2026-06-30"})
    assert added.status_code == 303
    html = client.get(page).get_data(as_text=True)
    assert "Thursday Club" in html and "Spring" in html and "No finished games yet." in html
    stranger = app.test_client()
    season = {"name": "X", "start": "2026-01-01", "end": "2026-02-01"}
    assert stranger.post(page + "/seasons", data=season).status_code == 401
    assert stranger.post("/signup", data={"name": "Stranger", "password": "another secret"}).status_code == 303
    assert stranger.post(page + "/seasons", data=season).status_code == 403
    bad = client.post(page + "/seasons", data={"name": "Late", "start": "2026-05-01", "end": "2026-01-01"})
    assert bad.status_code == 422 and "Must not be before the start." in bad.get_data(as_text=True)
    assert client.post("/leagues/new", data={"name": "", "ruleset": "classic"}).status_code == 422


def test_standings_page_shows_ranks_and_how_they_are_made(client, league):  # noqa: F811
    play_season_games(client, league)
    body, _, (spring, _) = league
    html = client.get(f"/leagues/{body['id']}?season={spring}").get_data(as_text=True)
    names = re.findall(r'<th scope="row"><a href="/players/[\w-]+">([^<]*)</a></th>', html)
    assert names == ["Ben", "Anna", "Dan", "Cara"]
    assert "head-to-head" in html and "The rating starts at 0 for a new player." in html and "Weng-Lin" not in html
    csv = client.get(f"/api/leagues/{body['id']}/standings?season={spring}&format=csv").get_data(as_text=True)
    assert csv.splitlines()[1].startswith("player,1,Ben,3,3,0,1.0,2600,160")
    assert client.get(f"/leagues/{body['id']}?season=99999").status_code == 404


def test_owner_merges_two_records_on_the_league_page(client, app, sign_up):
    sign_up()
    page = client.post("/leagues/new", data={"name": "Club", "ruleset": "classic"}).headers["Location"]
    league_id = page.rsplit("/", 1)[1]
    for names in (["Anna", "Ben"], ["Ann", "Ben"]):
        client.post(
            "/games/new",
            data={
                "ruleset": "classic",
                "sides-0-name": " & ".join(names),
                "sides-0-size": "2",
                "sides-1-name": "Cara & Dan",
                "sides-1-size": "2",
                "dealer_first": "0",
                "rotation": "clockwise",
                "league": league_id,
                "confirm": "1",  # "Ann" is meant as typed when the form asks "Did you mean Anna?"
            },
        )
    players = {p["name"]: p["id"] for p in client.get(f"/api/leagues/{league_id}").get_json()["players"]}
    html = client.get(page).get_data(as_text=True)
    assert "Merge two records of one person" in html
    same = client.post(page + "/merge", data={"from": players["Ben"], "into": players["Ben"]})
    assert same.status_code == 422 and "A player can&#39;t be merged into themself." in same.get_data(as_text=True)
    assert (
        app.test_client().post(page + "/merge", data={"from": players["Ann"], "into": players["Anna"]}).status_code
        == 401
    )
    assert client.post(page + "/merge", data={"from": players["Ann"], "into": players["Anna"]}).status_code == 303
    names = sorted(p["name"] for p in client.get(f"/api/leagues/{league_id}").get_json()["players"])
    assert names == ["Anna", "Ben", "Cara", "Dan"]


def test_the_page_shows_the_best_partnerships_and_says_where_the_rest_are(client, monkeypatch):
    monkeypatch.setattr("scorepad.web.leagues.league.PARTNERSHIPS_SHOWN", 2)
    body = client.post("/api/leagues", json={"visibility": "public", "name": "Club", "ruleset": "classic", "settings": {"target": 500}})
    club = body.get_json()
    auth = {"Authorization": f"Bearer {club['token']}"}
    for pair, other in ((["Anna", "Ben"], ["Cara", "Dan"]), (["Eva", "Finn"], ["Gil", "Hal"])):
        sides = [{"name": " & ".join(p), "players": p} for p in (pair, other)]
        game = client.post("/api/games", json={"league": club["id"], "sides": sides}, headers=auth).get_json()
        won = {"meld_points": 240, "natural_canastas": 1, "red_threes": 1, "going_out": "out"}
        client.post(f"/api/games/{game['id']}/rounds", json={"entries": [won, {"meld_points": 85}]}, headers=auth)
    page = client.get(f"/leagues/{club['id']}").get_data(as_text=True)
    assert "The best 2 of 4 partnerships; every one is in the standings as CSV below." in page
    assert (
        page.count("Anna &amp; Ben") >= 1
        and "Cara &amp; Dan" not in page.split("Partnerships", 1)[1].split("The best")[0]
    )
    csv = client.get(f"/api/leagues/{club['id']}/standings?format=csv").get_data(as_text=True)
    assert all(name in csv for name in ("Anna & Ben", "Cara & Dan", "Eva & Finn", "Gil & Hal"))


def test_a_league_that_requires_the_sides_word_counts_a_game_once_every_side_confirmed(client, app, sign_up):
    from tests.web.conftest import NEW_GAME
    from tests.web.round_post import post_round

    sign_up()
    page = client.post("/leagues/new", data={"name": "Strict Club", "ruleset": "classic"}).headers["Location"]
    html = unescape(client.get(page).get_data(as_text=True))
    assert "A game counts in the standings as soon as it is over." in html
    assert client.post(page + "/confirmations", data={"required": "1"}).status_code == 303
    html = unescape(client.get(page).get_data(as_text=True))
    assert "A game counts here once every side confirmed every round of it." in html
    league_id = page.rsplit("/", 1)[1]
    with app.app_context():  # a short game: the league's games end at 500
        from scorepad.extensions import db
        from scorepad.models import League

        stored = db.session.get(League, league_id)
        stored.settings = {**stored.settings, "target": 500}
        db.session.commit()
    players = {"sides-0-players-0": "Anna", "sides-0-players-1": "Ben", "sides-1-players-0": "Cara"}
    players |= {"sides-1-players-1": "Dan", "league": league_id}
    board = client.post("/games/new", data={**NEW_GAME, **players}).headers["Location"]
    won = {"meld_points": 300, "natural_canastas": 1, "going_out": "out"}
    assert post_round(client, board, won, {"meld_points": 100, "hand_points": 20}).status_code == 303
    assert client.get(f"/api{board}").get_json()["status"] == "finished"
    assert client.get(f"/api/leagues/{league_id}/standings").get_json()["players"] == []  # not confirmed yet
    stranger = app.test_client()
    assert stranger.post(f"{board}/rounds/1/confirmations", data={"side": "0"}).status_code == 401
    for side in ("0", "1"):
        assert client.post(f"{board}/rounds/1/confirmations", data={"side": side}).status_code == 303
    standings = client.get(f"/api/leagues/{league_id}/standings").get_json()
    assert [(r["name"], r["played"], r["won"]) for r in standings["players"]][:1] == [("Anna", 1, 1)]
    assert client.post(page + "/confirmations", data={"required": "0"}).status_code == 303
    assert stranger.post(page + "/confirmations", data={"required": "1"}).status_code == 401
