"""A league player's page (web/leagues/players.py): games, partners, results over time, best round, rating, in
both languages (moved from tests/web/leagues/test_league.py)."""

from __future__ import annotations

import re
from html import unescape

from tests.api.test_leagues import league, play_season_games  # noqa: F401  (fixture and data reused)


def test_player_page(client, league):  # noqa: F811
    play_season_games(client, league)
    body, _, _ = league
    players = {p["name"]: p["id"] for p in client.get(f"/api/leagues/{body['id']}").get_json()["players"]}
    html = client.get(f"/players/{players['Ben']}").get_data(as_text=True)
    assert "4 won of 5 finished games" in html and "Best round: 900" in html
    assert html.count('<rect class="won"') == 4 and html.count('<rect class="lost"') == 1
    assert client.get("/players/999999").status_code == 404


def test_player_page_names_opponents_league_and_best_game_in_both_languages(client, league):  # noqa: F811
    play_season_games(client, league)
    body, _, _ = league
    players = {p["name"]: p["id"] for p in client.get(f"/api/leagues/{body['id']}").get_json()["players"]}
    html = unescape(client.get(f"/players/{players['Ben']}").get_data(as_text=True))
    back = f'<a href="/leagues/{body["id"]}">'
    assert f"League: {back}Thursday Club</a>" in html and f"{back}Back to Thursday Club</a>" in html
    assert "<p>against Cara & Dan</p>" in html and "<p>against Anna & Cara</p>" in html  # 1 Feb and 1 Mar
    assert "<td>Anna & Dan</td>" in html  # the running game of 10 Sep, in the table too
    best = re.search(
        r'Best round: 900, round 1 of the game of <time datetime="([\d-]+)"[^>]*>([^<]+)</time> against', html
    )
    assert (
        best
        and best[2] == {"2026-02-01": "1 Feb 2026", "2026-04-01": "1 Apr 2026", "2026-08-15": "15 Aug 2026"}[best[1]]
    )
    assert re.search(r"How it was scored</a>", html) and "Weng-Lin" not in html and "Plackett" not in html
    assert "most players are between 0 and 20" in html and f'{back[:-2]}#how-ranked">' in html
    assert '<time datetime="2026-02-01" data-local="date">1 Feb 2026</time>' in html and ">2026-02-01<" not in html
    assert "1 Feb 2026: +820." in html  # the margin chart's text: 900 - 80, the date as everywhere else
    rating = re.search(r"rating (\d+\.\d)</p>", html)[1]  # one decimal, as the standings write it
    standings = unescape(client.get(f"/leagues/{body['id']}").get_data(as_text=True))
    assert f">{rating}<" in standings
    german = unescape(
        client.get(f"/players/{players['Ben']}", headers={"Accept-Language": "de"}).get_data(as_text=True)
    )
    assert f"Liga: {back}Thursday Club</a>" in german and "<p>gegen Cara & Dan</p>" in german
    assert (
        f"Wertung {rating.replace('.', ',')}</p>" in german and "Die Wertung beginnt für neue Spieler bei 0." in german
    )
    assert "Beste Runde: 900, Runde 1 im Spiel vom <time" in german and ">01.02.2026</time>" in german
    assert "01.02.2026: +820." in german and "So wurde gezählt</a>" in german
