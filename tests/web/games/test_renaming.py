"""New names of a game's sides and players on the pages (web/games/renaming.py), kept in the history; a name left
empty is refused (moved from tests/web/games/test_disputes.py)."""

from __future__ import annotations


def test_rename_sides_and_players_is_recorded(client, start_game, app):
    board = start_game()
    page = client.get(board + "/names").get_data(as_text=True)
    assert 'value="Anna &amp; Ben"' in page and 'value="Dan"' in page
    response = client.post(
        board + "/names",
        data={
            "sides-0-name": "A & B",
            "sides-0-players-0": "Anna",
            "sides-0-players-1": "Bert",
            "sides-1-name": "Cara & Dan",
            "sides-1-players-0": "Cara",
            "sides-1-players-1": "Dan",
        },
    )
    assert response.status_code == 303
    game = client.get("/api" + board).get_json()
    assert game["sides"][0] == {**game["sides"][0], "name": "A & B", "players": ["Anna", "Bert"]}
    assert client.get("/api" + board + "/history").get_json()["events"][-1]["action"] == "game_changed"
    empty = client.post(
        board + "/names",
        data={
            "sides-0-name": "",
            "sides-0-players-0": "Anna",
            "sides-0-players-1": "Bert",
            "sides-1-name": "X",
            "sides-1-players-0": "C",
            "sides-1-players-1": "D",
        },
    )
    assert empty.status_code == 422
    assert app.test_client().get(board + "/names").status_code == 401
