"""A Rommé league on the pages: its own columns, its ranking explained in both languages, no partnerships, a
player's record the lowest way round; a Canasta league's page keeps its words."""

import html
import re

from tests.api.test_leagues import league, play_season_games  # noqa: F401  (fixture and data reused)
from tests.api.test_romme_league import club, four_games  # noqa: F401  (fixture and data reused)


def test_romme_standings_page(client, club):  # noqa: F811
    four_games(client, club)
    body, _ = club
    text = html.unescape(client.get(f"/leagues/{body['id']}").get_data(as_text=True))
    names = re.findall(r'<th scope="row"><a href="/players/[\w-]+">([^<]*)</a></th>', text)
    assert names == ["Ben", "Cara", "Anna", "Dan"]
    assert re.findall(r"<td>(\d)</td>\s*<th", text) == ["1", "2", "3", "3"]
    assert '<th scope="col">Mean place</th><th scope="col">Loss points per game</th>' in text
    assert "<td>1.7</td><td>7.3</td>" in text  # Ben: places 2, 1, 2; 22 loss points in 3 games
    assert "Partnerships" not in text and "Avg. margin" not in text
    assert "then by fewer loss points per game" in text and "counts by each player's place in it" in text
    german = html.unescape(
        client.get(f"/leagues/{body['id']}", headers={"Accept-Language": "de"}).get_data(as_text=True)
    )
    assert "Platz im Schnitt" in german and "dann weniger Verlustpunkte pro Spiel" in german
    assert "<td>1,7</td><td>7,3</td>" in german


def test_romme_player_page_counts_the_lowest_as_best(client, club):  # noqa: F811
    four_games(client, club)
    body, _ = club
    players = {p["name"]: p["id"] for p in client.get(f"/api/leagues/{body['id']}").get_json()["players"]}
    text = client.get(f"/players/{players['Anna']}").get_data(as_text=True)
    assert "1 won of 3 finished games" in text and "Best round: 0" in text
    assert text.count('<rect class="won"') == 1 and text.count('<rect class="lost"') == 2


def test_canasta_league_page_keeps_its_ranking_words(client, league):  # noqa: F811
    play_season_games(client, league)
    body, _, _ = league
    text = html.unescape(client.get(f"/leagues/{body['id']}").get_data(as_text=True))
    assert (
        "Only finished games count. Ranked by most wins; ties are broken by win rate, then head-to-head (wins in "
        "games where the tied players sat on opposing sides), then average margin (own final total minus the best "
        "other side's, per game)." in text
    )
    assert '<th scope="col">Win rate</th><th scope="col">For</th><th scope="col">Against</th>' in text
    assert "Partnerships" in text and "Mean place" not in text
    german = client.get(f"/leagues/{body['id']}", headers={"Accept-Language": "de"}).get_data(as_text=True)
    assert "Siegquote" in german and "Vorsprung im Schnitt" in german


def test_a_romme_league_is_started_from_the_page(client, sign_up):
    sign_up()
    page = client.post("/leagues/new", data={"name": "Rommé-Runde", "ruleset": "romme"}).headers["Location"]
    text = html.unescape(client.get(page).get_data(as_text=True))
    assert "Rommé-Runde" in text and "Mean place" in text and "No finished games yet." in text


def test_a_romme_league_game_is_started_from_the_new_game_form(client, sign_up):
    sign_up()
    page = client.post("/leagues/new", data={"name": "Rommé-Runde", "ruleset": "romme"}).headers["Location"]
    league_id = page.rsplit("/", 1)[1]
    data = {"league": league_id, "ruleset": "classic", "dealer_first": "0", "rotation": "clockwise"}
    data.update({f"sides-{i}-name": name for i, name in enumerate(["Anna", "Ben", "Cara", "", "", ""])})
    data.update({f"sides-{i}-size": "2" for i in range(6)})  # the form's default size is ignored for Rommé
    started = client.post("/games/new", data=data)
    assert started.status_code == 303, started.get_data(as_text=True)
    game = client.get("/api" + started.headers["Location"]).get_json()
    assert game["ruleset"]["key"] == "romme" and [s["players"] for s in game["sides"]] == [["Anna"], ["Ben"], ["Cara"]]
