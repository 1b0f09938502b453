"""Who may write through the API (api/auth.py): the game's token, or its league's; nothing, or another token, is
refused with what is needed."""

from __future__ import annotations


def test_a_game_is_written_with_its_own_token_or_its_leagues(client, make_game, play):
    game = make_game()
    assert play(game, {}, {}).status_code == 201
    anonymous = client.post(f"/api/games/{game['id']}/rounds", json={"family": "canasta", "entries": [{}, {}]})
    assert anonymous.status_code == 401 and anonymous.headers["WWW-Authenticate"] == "Bearer"
    other = make_game()
    wrong = client.post(
        f"/api/games/{game['id']}/rounds",
        json={"family": "canasta", "entries": [{}, {}]},
        headers={"Authorization": f"Bearer {other['token']}"},
    )
    assert wrong.status_code == 403 and wrong.get_json()["errors"] == {"_auth": "This token may not change this game."}


def test_a_league_game_is_written_with_the_leagues_token(client):
    made = client.post("/api/leagues", json={"family": "canasta", "name": "Club", "ruleset": "classic"}).get_json()
    sides = [{"name": "A & B", "players": ["A", "B"]}, {"name": "C & D", "players": ["C", "D"]}]
    auth = {"Authorization": f"Bearer {made['token']}"}
    game = client.post("/api/games", json={"family": "canasta", "league": made["id"], "sides": sides}, headers=auth)
    assert game.status_code == 201
    url = f"/api/games/{game.get_json()['id']}/rounds"
    assert client.post(url, json={"family": "canasta", "entries": [{}, {}]}, headers=auth).status_code == 201
    league_only = client.post(f"/api/leagues/{made['id']}/seasons", json={"name": "S", "start": "2025-01-01", "end": "2025-02-01"})
    assert league_only.status_code == 401
