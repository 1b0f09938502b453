"""Sharing the result: a page with the result in a few lines and the board's address, both selectable without
JavaScript (the script adds Web Share or a copy button); linked from the board, in both languages."""

from __future__ import annotations

import html
import re
from typing import Any

from flask.testing import FlaskClient

from tests.conftest import HELD, WON

ROMME = [{"name": name, "players": [name]} for name in ("Anna", "Ben", "Cara")]


def result_text(client: FlaskClient, game_id: str, lang: str = "en") -> str:
    """The shared text as the page's text area holds it."""
    page = client.get(f"/games/{game_id}/result", headers={"Accept-Language": lang})
    assert page.status_code == 200
    return html.unescape(
        re.search(r'<textarea id="result-text"[^>]*>([^<]*)</textarea>', page.get_data(as_text=True))[1]
    )


def test_a_running_game_says_the_score_best_first(client: FlaskClient, make_game: Any, play: Any) -> None:
    game = make_game(played_on="2026-11-25")
    play(game, HELD, WON)  # 40 : 940
    play(game, HELD, WON)
    assert result_text(client, game["id"]) == (
        "The score after 2 rounds:\nCara & Dan 1,880 · Anna & Ben 80\nClassic (Regency Club) · 25 Nov 2026 · 2 rounds"
    )
    assert result_text(client, game["id"], "de") == (
        "Der Stand nach 2 Runden:\nCara & Dan 1.880 · Anna & Ben 80\nKlassisch (Regency Club) · 25.11.2026 · 2 Runden"
    )


def test_a_finished_game_names_the_winner(client: FlaskClient, make_game: Any, play: Any) -> None:
    game = make_game(played_on="2026-11-25", settings={"target": 1000})
    play(game, WON, HELD)
    play(game, WON, HELD)  # 1,880 reaches 1,000
    assert result_text(client, game["id"]).splitlines()[:2] == [
        "Anna & Ben won the game!",
        "Anna & Ben 1,880 · Cara & Dan 80",
    ]
    assert result_text(client, game["id"], "de").splitlines()[0] == "Sieg für Anna & Ben!"
    board = client.get(f"/games/{game['id']}").get_data(as_text=True)
    assert board.count(f'href="/games/{game["id"]}/result"') == 2  # in the finish box and among the links


def test_where_the_lowest_total_wins_it_comes_first(client: FlaskClient, make_game: Any, play: Any) -> None:
    game = make_game(ruleset="romme", sides=ROMME, played_on="2026-11-25")
    play(game, {"hand_points": 30}, {"going_out": "out"}, {"hand_points": 12})
    lines = result_text(client, game["id"]).splitlines()
    assert lines[1:] == ["Ben 0 · Cara 12 · Anna 30", "Rommé · 25 Nov 2026 · 1 round"]


def test_the_page_works_without_a_script_and_says_the_address(client: FlaskClient, make_game: Any) -> None:
    game = make_game(played_on="2026-11-25")
    page = client.get(f"/games/{game['id']}/result").get_data(as_text=True)
    assert "The game has begun: no round yet." in page
    assert re.search(rf'<input id="result-link" class="link" readonly value="http://[^"]+/games/{game["id"]}">', page)
    assert '<p id="result-buttons" class="handover-buttons" hidden>' in page  # the script shows one button
    assert client.get("/games/nosuchgame123/result").status_code == 404
