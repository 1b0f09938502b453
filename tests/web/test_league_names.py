"""Names in a league: a seat renamed in one game seats another league player there only; the owner renames a
league player's own name on the league page; a name taken answers with a message, never a 500."""

import re

from .conftest import NEW_GAME

PAIRS = {"sides-0-player_0": "Anna", "sides-0-player_1": "Ben", "sides-1-player_0": "Cara", "sides-1-player_1": "Dan"}
RENAME = {
    "sides-0-name": "Anna & Ben",
    "sides-0-players-0": "Anna",
    "sides-0-players-1": "Ben",
    "sides-1-name": "Cara & Dan",
    "sides-1-players-0": "Cara",
    "sides-1-players-1": "Dan",
}


def league_games(client, sign_up, count=2):
    sign_up("Owner")
    league = client.post("/leagues/new", data={"name": "Club", "ruleset": "classic"}).headers["Location"]
    league_id = league.rsplit("/", 1)[1]
    boards = [
        client.post("/games/new", data={**NEW_GAME, **PAIRS, "league": league_id}).headers["Location"]
        for _ in range(count)
    ]
    return league_id, boards


def players_of(client, board):
    return [p for side in client.get("/api" + board).get_json()["sides"] for p in side["players"]]


def league_players(client, league_id):
    return sorted((p["name"], p["id"]) for p in client.get(f"/api/leagues/{league_id}").get_json()["players"])


def test_a_seat_renamed_to_a_member_seats_that_member_in_this_game_only(client, sign_up):
    league_id, (first, second) = league_games(client, sign_up)
    client.post("/games/new", data={**NEW_GAME, **PAIRS, "sides-1-player_1": "Eva", "league": league_id})
    before = league_players(client, league_id)
    renamed = client.post(first + "/names", data={**RENAME, "sides-1-players-1": "Eva"})
    assert renamed.status_code == 303
    assert players_of(client, first) == ["Anna", "Ben", "Cara", "Eva"]
    assert players_of(client, second) == ["Anna", "Ben", "Cara", "Dan"]  # Dan still plays the other game
    assert league_players(client, league_id) == before  # nobody renamed, nobody new


def test_a_seat_renamed_to_a_new_name_makes_a_new_league_player(client, sign_up):
    league_id, (first, second) = league_games(client, sign_up)
    assert client.post(first + "/names", data={**RENAME, "sides-0-players-0": "Anne"}).status_code == 303
    assert players_of(client, first)[0] == "Anne" and players_of(client, second)[0] == "Anna"
    assert [n for n, _ in league_players(client, league_id)] == ["Anna", "Anne", "Ben", "Cara", "Dan"]


def test_a_seat_renamed_onto_someone_at_the_same_table_is_refused_with_a_message(client, sign_up):
    _league_id, (first, _second) = league_games(client, sign_up)
    page = client.post(first + "/names", data={**RENAME, "sides-0-players-0": "Cara"})
    assert page.status_code == 422 and "Another player of this game has this name." in page.get_data(as_text=True)
    assert players_of(client, first) == ["Anna", "Ben", "Cara", "Dan"]


def test_the_api_seats_another_member_or_refuses_with_409_never_500(client):
    league = client.post("/api/leagues", json={"visibility": "public", "name": "Club", "ruleset": "classic"}).get_json()
    auth = {"Authorization": f"Bearer {league['token']}"}
    sides = [{"name": "A", "players": ["Anna", "Ben"]}, {"name": "B", "players": ["Cara", "Dan"]}]
    games = [
        client.post("/api/games", json={"league": league["id"], "sides": sides}, headers=auth).get_json()
        for _ in range(2)
    ]
    client.post(
        "/api/games",
        json={"league": league["id"], "sides": [sides[0], {"name": "C", "players": ["Eva", "Fritz"]}]},
        headers=auth,
    )
    url = f"/api/games/{games[0]['id']}"
    onto_table = [{"name": "A", "players": ["Cara", "Ben"]}, sides[1]]
    refused = client.patch(url, json={"sides": onto_table}, headers=auth)
    assert refused.status_code == 422 and refused.get_json()["errors"] == {
        "sides.1.players.0": "Another player of this game has this name."
    }
    onto_member = [{"name": "A", "players": ["Eva", "Ben"]}, sides[1]]
    moved = client.patch(url, json={"sides": onto_member}, headers=auth)
    assert moved.status_code == 200 and moved.get_json()["sides"][0]["players"] == ["Eva", "Ben"]
    assert client.get(f"/api/games/{games[1]['id']}").get_json()["sides"][0]["players"] == ["Anna", "Ben"]
    names = sorted(p["name"] for p in client.get(f"/api/leagues/{league['id']}").get_json()["players"])
    assert names == ["Anna", "Ben", "Cara", "Dan", "Eva", "Fritz"]


def test_the_owner_renames_a_league_player_everywhere(app, client, sign_up):
    league_id, (first, second) = league_games(client, sign_up)
    page = client.get(f"/leagues/{league_id}").get_data(as_text=True)
    anna = re.search(r'<option value="([\w-]+)">Anna</option>', page).group(1)
    assert "Rename a player" in page
    renamed = client.post(f"/leagues/{league_id}/players/rename", data={"player": anna, "name": "Anna B."})
    assert renamed.status_code == 303
    assert players_of(client, first)[0] == "Anna B." and players_of(client, second)[0] == "Anna B."
    taken = client.post(f"/leagues/{league_id}/players/rename", data={"player": anna, "name": "Ben"})
    assert taken.status_code == 409 and "Another player of this league has this name." in taken.get_data(as_text=True)
    empty = client.post(f"/leagues/{league_id}/players/rename", data={"player": anna, "name": "\u200b"})
    assert empty.status_code == 422
    stranger = app.test_client()
    assert "Rename a player" not in stranger.get(f"/leagues/{league_id}").get_data(as_text=True)
    assert stranger.post(f"/leagues/{league_id}/players/rename", data={"player": anna, "name": "X"}).status_code == 401
