"""Leagues through the API: hand-computed standings over two seasons with changing partnerships."""

import pytest

WIN = {"meld_points": 300, "natural_canastas": 1, "going_out": "out"}  # 900
WIN_BIG = {"meld_points": 400, "natural_canastas": 1, "going_out": "out"}  # 1000


def loss(meld, hand=0):
    return {"meld_points": meld, "hand_points": hand}


@pytest.fixture
def league(client):
    """A league to 500 with two seasons; returns (league, auth headers, season ids)."""
    body = client.post(
        "/api/leagues",
        json={"visibility": "public", "name": "Thursday Club", "ruleset": "classic", "settings": {"target": 500}},
    ).get_json()
    auth = {"Authorization": f"Bearer {body['token']}"}
    seasons = [
        client.post(f"/api/leagues/{body['id']}/seasons", json=s, headers=auth).get_json()["id"]
        for s in (
            {"name": "Spring", "start": "2026-01-01", "end": "2026-06-30"},
            {"name": "Autumn", "start": "2026-07-01", "end": "2026-12-31"},
        )
    ]
    return body, auth, seasons


def game(client, league, played_on, sides, *entries):
    """Create a league game with the league's token and play one round with the same token."""
    body, auth, _ = league
    created = client.post(
        "/api/games",
        json={
            "league": body["id"],
            "played_on": played_on,
            "sides": [{"name": " & ".join(players), "players": players} for players in sides],
        },
        headers=auth,
    )
    assert created.status_code == 201, created.get_json()
    data = created.get_json()
    assert (
        client.post(f"/api/games/{data['id']}/rounds", json={"entries": list(entries)}, headers=auth).status_code == 201
    )
    return data


def play_season_games(client, league):
    game(client, league, "2026-02-01", [["Anna", "Ben"], ["Cara", "Dan"]], WIN, loss(100, 20))
    game(client, league, "2026-03-01", [["Anna", "Cara"], ["Ben", "Dan"]], loss(50, 30), {**WIN, "meld_points": 200})
    game(client, league, "2026-04-01", [["Anna", "Ben"], ["Cara", "Dan"]], WIN, loss(60))
    game(client, league, "2026-08-01", [["Anna", "Dan"], ["Ben", "Cara"]], WIN_BIG, loss(0, 50))
    game(client, league, "2026-08-15", [["Ben", "Eva"], ["Cara", "Finn"]], WIN, loss(100, 20))
    game(client, league, "2026-09-01", [["Cara"], ["Dan"], ["Eva"]], WIN, loss(60), loss(30))
    game(client, league, "2026-09-10", [["Cara", "Ben"], ["Anna", "Dan"]], loss(100), loss(100))  # unfinished


def table(rows, key="name"):
    return [(r["rank"], r[key], r["played"], r["won"], r["lost"], r["points_for"], r["points_against"]) for r in rows]


def test_spring_standings_match_hand_computed(client, league):
    play_season_games(client, league)
    body, _, (spring, _) = league
    data = client.get(f"/api/leagues/{body['id']}/standings?season={spring}").get_json()
    assert table(data["players"]) == [
        (1, "Ben", 3, 3, 0, 2600, 160),
        (2, "Anna", 3, 2, 1, 1820, 940),
        (3, "Dan", 3, 1, 2, 940, 1820),
        (4, "Cara", 3, 0, 3, 160, 2600),
    ]
    anna = data["players"][1]
    assert anna["win_rate"] == 2 / 3 and anna["average_margin"] == (1820 - 940) / 3
    assert (anna["rounds"], anna["canastas"], anna["went_out"]) == (3, 2, 2)
    assert [(r["players"], r["played"], r["won"]) for r in data["partnerships"]][0] == (["Anna", "Ben"], 2, 2)


def test_autumn_tie_broken_by_head_to_head_then_margin(client, league):
    play_season_games(client, league)
    body, _, (_, autumn) = league
    data = client.get(f"/api/leagues/{body['id']}/standings?season={autumn}").get_json()
    assert table(data["players"]) == [
        (1, "Anna", 1, 1, 0, 1000, -50),
        (2, "Dan", 2, 1, 1, 1060, 850),
        (3, "Eva", 2, 1, 1, 930, 980),
        (4, "Ben", 2, 1, 1, 850, 1080),
        (5, "Cara", 3, 1, 2, 930, 1960),
        (6, "Finn", 1, 0, 1, 80, 900),
    ]
    assert [r["head_to_head"] for r in data["players"][1:4]] == [1, 0, 0]
    pairs = [(r["rank"], sorted(r["players"]), r["won"], r["average_margin"]) for r in data["partnerships"]]
    assert pairs == [
        (1, ["Anna", "Dan"], 1, 1050),
        (2, ["Ben", "Eva"], 1, 820),
        (3, ["Cara", "Finn"], 0, -820),
        (4, ["Ben", "Cara"], 0, -1050),
    ]


def test_whole_league_and_ratings(client, league):
    play_season_games(client, league)
    body, _, _ = league
    data = client.get(f"/api/leagues/{body['id']}/standings").get_json()
    assert [r["name"] for r in data["players"]][:2] == ["Ben", "Anna"]
    ratings = {r["name"]: r["rating"] for r in data["players"]}
    assert ratings["Ben"] > ratings["Cara"] and ratings["Finn"] < 0


def test_league_games_use_league_rules_and_tokens(client, league, make_game):
    body, auth, _ = league
    data = game(client, league, "2026-02-01", [["Anna", "Ben"], ["Cara", "Dan"]], loss(100), loss(50))
    assert data["ruleset"]["settings"]["target"] == 500
    assert (
        client.post(
            "/api/games",
            json={
                "league": body["id"],
                "sides": [{"name": "A", "players": ["Anna"]}, {"name": "B", "players": ["Ben"]}],
            },
        ).status_code
        == 401
    )
    other = make_game()
    wrong = {"Authorization": f"Bearer {other['token']}"}
    assert (
        client.post(
            "/api/games",
            json={
                "league": body["id"],
                "sides": [{"name": "A", "players": ["Anna"]}, {"name": "B", "players": ["Ben"]}],
            },
            headers=wrong,
        ).status_code
        == 401
    )
    rules = client.post(
        "/api/games",
        json={
            "league": body["id"],
            "ruleset": "german",
            "sides": [{"name": "A", "players": ["Anna"]}, {"name": "B", "players": ["Ben"]}],
        },
        headers=auth,
    )
    assert rules.status_code == 422 and "ruleset" in rules.get_json()["errors"]
    # The same name is the same person; players by id work too.
    league_data = client.get(f"/api/leagues/{body['id']}").get_json()
    anna = next(p["id"] for p in league_data["players"] if p["name"] == "Anna")
    by_id = client.post(
        "/api/games",
        json={
            "league": body["id"],
            "sides": [{"name": "A", "players": [{"id": anna}]}, {"name": "B", "players": ["Zoe"]}],
        },
        headers=auth,
    )
    assert by_id.status_code == 201 and by_id.get_json()["sides"][0]["players"] == ["Anna"]
    twice = client.post(
        "/api/games",
        json={
            "league": body["id"],
            "sides": [{"name": "A", "players": [{"id": anna}]}, {"name": "B", "players": ["Anna"]}],
        },
        headers=auth,
    )
    assert twice.status_code == 422


def test_bad_league_input_changes_nothing(client, league, make_game):
    body, auth, _ = league
    assert client.get("/api/leagues/nope").status_code == 404
    assert client.get(f"/api/leagues/{body['id']}/standings?season=999").status_code == 422
    assert (
        client.post(
            f"/api/leagues/{body['id']}/seasons",
            json={"name": "X", "start": "2026-05-01", "end": "2026-01-01"},
            headers=auth,
        ).status_code
        == 422
    )
    assert client.post("/api/games", json={"league": "nope", "sides": []}, headers=auth).status_code == 422
    casual = make_game()
    add = {"game": casual["id"], "token": casual["token"]}
    assert client.post(f"/api/leagues/{body['id']}/games", json=add, headers=auth).status_code == 200
    again = client.post(f"/api/leagues/{body['id']}/games", json=add, headers=auth)
    assert again.status_code == 409
    players = {p["name"]: p["id"] for p in client.get(f"/api/leagues/{body['id']}").get_json()["players"]}
    assert set(players) == {"Anna", "Ben", "Cara", "Dan"}
    merge = f"/api/leagues/{body['id']}/players/merge"
    assert client.post(merge, json={"from": players["Anna"], "into": players["Anna"]}, headers=auth).status_code == 422
    assert client.post(merge, json={"from": players["Anna"], "into": players["Ben"]}, headers=auth).status_code == 409
    assert client.post(merge, json={"from": 10**6, "into": players["Ben"]}, headers=auth).status_code == 422
    assert len(client.get(f"/api/leagues/{body['id']}").get_json()["players"]) == 4


def test_merge_keeps_all_games(client, league):
    body, auth, _ = league
    game(client, league, "2026-02-01", [["Anna", "Ben"], ["Cara", "Dan"]], WIN, loss(100))
    game(client, league, "2026-02-02", [["Ann", "Ben"], ["Cara", "Dan"]], WIN, loss(100))
    players = {p["name"]: p["id"] for p in client.get(f"/api/leagues/{body['id']}").get_json()["players"]}
    merged = client.post(
        f"/api/leagues/{body['id']}/players/merge", json={"from": players["Ann"], "into": players["Anna"]}, headers=auth
    )
    assert merged.status_code == 200 and len(merged.get_json()["games"]) == 2
    data = client.get(f"/api/leagues/{body['id']}/standings").get_json()
    assert [r["name"] for r in data["players"]].count("Anna") == 1 and "Ann" not in [r["name"] for r in data["players"]]
    assert data["partnerships"][0]["players"] == ["Anna", "Ben"] and data["partnerships"][0]["played"] == 2


def test_player_page_data(client, league):
    play_season_games(client, league)
    body, _, _ = league
    players = {p["name"]: p["id"] for p in client.get(f"/api/leagues/{body['id']}").get_json()["players"]}
    ben = client.get(f"/api/players/{players['Ben']}").get_json()
    assert ben["played"] == 5 and ben["won"] == 4 and len(ben["games"]) == 6
    assert ben["best_round"]["score"] == 900 and ben["partners"][0] == {
        "id": players["Anna"],
        "name": "Anna",
        "games": 2,
    }
    assert client.get("/api/players/999999").status_code == 404


def test_stored_standings_follow_every_change(client, league):
    body, auth, _ = league
    url = f"/api/leagues/{body['id']}/standings"
    first = game(client, league, "2026-02-01", [["Anna", "Ben"], ["Cara", "Dan"]], WIN, loss(100, 20))
    assert [r["won"] for r in client.get(url).get_json()["players"]] == [1, 1, 0, 0]
    game(client, league, "2026-02-02", [["Cara", "Dan"], ["Anna", "Ben"]], WIN, loss(100, 20))
    assert [r["won"] for r in client.get(url).get_json()["players"]] == [1, 1, 1, 1]
    # A correction turns the first game round: the winners change.
    corrected = client.put(f"/api/games/{first['id']}/rounds/1", json={"entries": [loss(100, 20), WIN]}, headers=auth)
    assert corrected.status_code == 200
    table = client.get(url).get_json()["players"]
    assert [(r["name"], r["won"]) for r in table][:2] in ([("Cara", 2), ("Dan", 2)], [("Dan", 2), ("Cara", 2)])
    # A rename through the game shows in the standings too.
    client.patch(f"/api/games/{first['id']}", json={"sides": [{"players": ["Anna", "Bert"]}, {}]}, headers=auth)
    assert "Bert" in [r["name"] for r in client.get(url).get_json()["players"]]


def test_rebuilt_ratings_equal_the_ones_kept_game_by_game(client, league, app):
    play_season_games(client, league)
    body, _, _ = league
    url = f"/api/leagues/{body['id']}/standings"
    kept = {r["name"]: r["rating"] for r in client.get(url).get_json()["players"]}
    from scorepad.extensions import db
    from scorepad.models import League

    with app.app_context():
        db.session.get(League, body["id"]).ratings_stale = True
        db.session.commit()
    assert app.test_cli_runner().invoke(args=["rebuild-ratings"]).exit_code == 0
    rebuilt = client.get(url).get_json()
    assert {r["name"]: r["rating"] for r in rebuilt["players"]} == kept and rebuilt["ratings_stale"] is False
