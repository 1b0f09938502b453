"""A Rommé league through the API: players ranked by games won, then mean place (tied players share the better
place), then loss points per game (fewer is better); ratings by place; a league plays one family."""

from __future__ import annotations

from typing import Any

import pytest

OUT = {"going_out": "out"}


@pytest.fixture
def club(client):
    """A Rommé league whose games the table ends; returns (league, auth headers)."""
    body = client.post("/api/leagues", json={"visibility": "public", "name": "Rommé Club", "ruleset": "romme"}).get_json()
    return body, {"Authorization": f"Bearer {body['token']}"}


def played(client, club, names: list[str], *hands: list[dict[str, Any]], finish: bool = True) -> dict[str, Any]:
    """A league game of these players, its hands played and (unless said) ended by the table."""
    league, auth = club
    sides = [{"name": n, "players": [n]} for n in names]
    game = client.post("/api/games", json={"league": league["id"], "sides": sides}, headers=auth).get_json()
    for entries in hands:
        assert (
            client.post(f"/api/games/{game['id']}/rounds", json={"entries": entries}, headers=auth).status_code == 201
        )
    if finish:
        assert client.post(f"/api/games/{game['id']}/finish", headers=auth).status_code == 200
    return game


def four_games(client, club) -> None:
    # Anna 0, Ben 20, Cara 20: places 1, 2, 2 (a tie shares the better place)
    played(client, club, ["Anna", "Ben", "Cara"], [OUT, {"hand_points": 20}, {"hand_points": 20}])
    # Ben 0, Cara 10, Dan 30: places 1, 2, 3
    played(client, club, ["Ben", "Cara", "Dan"], [OUT, {"hand_points": 10}, {"hand_points": 30}])
    # Anna 5, Dan 0: places 2, 1
    played(client, club, ["Anna", "Dan"], [{"hand_points": 5}, OUT])
    # Cara 0, Anna 40, Ben 2: places 1, 3, 2
    played(client, club, ["Cara", "Anna", "Ben"], [OUT, {"hand_points": 40}, {"hand_points": 2}])
    # unfinished: never counts
    played(client, club, ["Anna", "Ben"], [OUT, {"hand_points": 90}], finish=False)


def test_standings_by_wins_then_mean_place_then_loss_points_per_game(client, club):
    four_games(client, club)
    league, _ = club
    data = client.get(f"/api/leagues/{league['id']}/standings").get_json()
    rows = [
        (r["rank"], r["name"], r["played"], r["won"], round(r["mean_place"], 3), round(r["points_per_game"], 2))
        for r in data["players"]
    ]
    assert rows == [
        (1, "Ben", 3, 1, 1.667, 7.33),  # places 2, 1, 2; 22 loss points
        (2, "Cara", 3, 1, 1.667, 10.0),  # places 2, 2, 1; 30
        (3, "Anna", 3, 1, 2.0, 15.0),  # places 1, 2, 3; 45
        (3, "Dan", 2, 1, 2.0, 15.0),  # places 3, 1; 30: equal on every step, so the same rank
    ]
    assert data["partnerships"] == []
    ratings = {r["name"]: r["rating"] for r in data["players"]}
    assert len(set(ratings.values())) == 4


def test_canasta_standings_carry_no_romme_figures(client):
    body = client.post("/api/leagues", json={"visibility": "public", "name": "Canasta Club", "settings": {"target": 500}}).get_json()
    assert client.get(f"/api/leagues/{body['id']}/standings").get_json() == {
        "family": "canasta",
        "players": [],
        "partnerships": [],
        "ratings_stale": False,
        "next": None,
    }
    auth = {"Authorization": f"Bearer {body['token']}"}
    sides = [{"name": "A", "players": ["A"]}, {"name": "B", "players": ["B"]}]
    game = client.post("/api/games", json={"league": body["id"], "sides": sides}, headers=auth).get_json()
    win = {"meld_points": 300, "natural_canastas": 1, "going_out": "out"}  # 900: over the target
    client.post(f"/api/games/{game['id']}/rounds", json={"entries": [win, {}]}, headers=auth)
    row = client.get(f"/api/leagues/{body['id']}/standings").get_json()["players"][0]
    assert "mean_place" not in row and "points_per_game" not in row and row["won"] == 1


def test_the_csv_has_the_romme_figures(client, club):
    four_games(client, club)
    league, _ = club
    csv = client.get(f"/api/leagues/{league['id']}/standings?format=csv").get_data(as_text=True).splitlines()
    assert client.get(f"/api/leagues/{league['id']}/standings.csv").get_data(as_text=True).splitlines() == csv
    assert csv[0].lstrip("\ufeff").endswith(",rating,mean_place,points_per_game")
    assert csv[1].startswith("player,1,Ben,3,1,2,")


def test_a_romme_league_plays_only_romme(client, club, make_game):
    league, auth = club
    canasta = make_game()
    added = client.post(
        f"/api/leagues/{league['id']}/games", json={"game": canasta["id"], "token": canasta["token"]}, headers=auth
    )
    assert added.status_code == 409
    pairs = client.post(
        "/api/games",
        json={
            "league": league["id"],
            "sides": [{"name": "A & B", "players": ["A", "B"]}, {"name": "C", "players": ["C"]}],
        },
        headers=auth,
    )
    assert pairs.status_code == 422
    casual = make_game(ruleset="romme", sides=[{"name": n, "players": [n]} for n in ("Anna", "Zoe")])
    joined = client.post(
        f"/api/leagues/{league['id']}/games", json={"game": casual["id"], "token": casual["token"]}, headers=auth
    )
    assert joined.status_code == 200


def test_player_record_best_round_is_the_lowest(client, club):
    four_games(client, club)
    league, _ = club
    anna = next(
        p["id"] for p in client.get(f"/api/leagues/{league['id']}").get_json()["players"] if p["name"] == "Anna"
    )
    record = client.get(f"/api/players/{anna}").get_json()
    assert record["best_round"]["score"] == 0 and record["played"] == 3 and record["won"] == 1
