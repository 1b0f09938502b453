"""Round endpoints (api/rounds.py): the round written with the game or, asked so, without; a preview stores
nothing; a round explained; a correction that changes nothing says so."""

from __future__ import annotations

from tests.conftest import HELD, WON


def test_a_round_written_with_the_game_or_minimal(client, make_game, play):
    game = make_game()
    full = play(game, WON, HELD)
    assert full.status_code == 201 and full.headers["Location"].endswith(f"/api/games/{game['id']}/rounds/1")
    assert full.get_json()["game"]["version"] == 2 and full.get_json()["changed"] is True
    headers = {"Authorization": f"Bearer {game['token']}", "Prefer": "return=minimal"}
    body = {"family": "canasta", "entries": [HELD, WON]}
    short = client.post(f"/api/games/{game['id']}/rounds", json=body, headers=headers)
    assert "game" not in short.get_json() and short.headers["Preference-Applied"] == "return=minimal"


def test_a_preview_stores_nothing_and_a_round_is_explained(client, make_game, play):
    game = make_game()
    preview = client.post(f"/api/games/{game['id']}/rounds/preview", json={"family": "canasta", "entries": [WON, HELD]})
    assert preview.status_code == 200 and [e["total"] for e in preview.get_json()["entries"]] == [940, 40]
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"] == []
    play(game, WON, HELD)
    explained = client.get(f"/api/games/{game['id']}/rounds/1").get_json()
    assert explained["number"] == 1 and explained["entries"][0]["explanation"][0]["points"] == 240
    assert client.get(f"/api/games/{game['id']}/rounds/2").status_code == 404


def test_a_correction_holding_the_same_counts_changes_nothing(client, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    same = play(game, WON, HELD, method="put", number=1)
    assert same.status_code == 200 and same.get_json()["changed"] is False and same.get_json()["version"] == 2
