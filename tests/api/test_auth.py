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
    assert wrong.status_code == 401 and wrong.get_json()["errors"] == {"_auth": "This token may not change this game."}
    assert wrong.headers["WWW-Authenticate"] == 'Bearer error="invalid_token"'  # RFC 6750 3.1


def test_a_league_game_is_written_with_the_leagues_token(client):
    made = client.post("/api/leagues", json={"visibility": "public", "family": "canasta", "name": "Club", "ruleset": "classic"}).get_json()
    sides = [{"name": "A & B", "players": ["A", "B"]}, {"name": "C & D", "players": ["C", "D"]}]
    auth = {"Authorization": f"Bearer {made['token']}"}
    game = client.post("/api/games", json={"family": "canasta", "league": made["id"], "sides": sides}, headers=auth)
    assert game.status_code == 201
    url = f"/api/games/{game.get_json()['id']}/rounds"
    assert client.post(url, json={"family": "canasta", "entries": [{}, {}]}, headers=auth).status_code == 201
    league_only = client.post(f"/api/leagues/{made['id']}/seasons", json={"name": "S", "start": "2025-01-01", "end": "2025-02-01"})
    assert league_only.status_code == 401


def test_a_write_without_a_token_is_401_before_its_body_is_read(client, make_game, contract):
    game, league = make_game(), client.post("/api/leagues", json={"visibility": "public", "name": "Club", "ruleset": "classic"}).get_json()
    tokened = [
        (path, method)
        for path, item in contract.doc["paths"].items()
        for method, op in item.items()
        if op.get("security") == [{"bearer": []}]
    ]
    assert len(tokened) == 17  # the game writes, the league's, a round's photos and confirmations, an evening's
    auth = {"Authorization": f"Bearer {league['token']}"}
    evening = client.post(f"/api/leagues/{league['id']}/evenings", json={"name": "E", "players": ["A", "B", "C", "D"]}, headers=auth).get_json()
    for path, method in tokened:
        url = path.replace("{game_id}", game["id"]).replace("{league_id}", league["id"]).replace("{number}", "1")
        url = url.replace("{photo_id}", "1").replace("{evening_id}", evening["id"])
        url = url.replace("{player_id}", evening["players"][0]["id"])
        for bad in ({"data": "not json", "content_type": "text/plain"}, {"json": {"entries": "x", "nan": 1}}):
            answer = client.open(url, method=method.upper(), **bad)
            assert answer.status_code == 401, (method, path, answer.get_json())
            assert answer.headers["WWW-Authenticate"] == "Bearer" and "_auth" in answer.get_json()["errors"]
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"] == []  # nothing stored
