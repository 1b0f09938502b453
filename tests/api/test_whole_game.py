"""A whole game played through the API to 5000 and past, ties over the target included."""

BIG = {"meld_points": 500, "natural_canastas": 1, "going_out": "out"}  # 500 + 500 + 100 = 1100
SMALL = {"meld_points": 100, "hand_points": 50}  # 50
EVEN = {"meld_points": 400, "natural_canastas": 1}  # 900


def totals(data):
    return [s["total"] for s in data["sides"]]


def test_game_to_5000_ends_with_winner_and_margin(client, make_game, play):
    game = make_game()
    for _ in range(4):
        data = play(game, BIG, SMALL).get_json()["game"]
    assert totals(data) == [4400, 200] and data["status"] == "playing"
    assert [s["initial_meld"] for s in data["sides"]] == [120, 50]
    data = play(game, BIG, SMALL).get_json()["game"]
    assert totals(data) == [5500, 250]
    assert (data["status"], data["winner"], data["margin"]) == ("finished", 0, 5250)
    assert data["rounds"][-1]["announcements"][0].startswith("Game over: Anna & Ben win by 5,250")
    refused = play(game, BIG, SMALL)
    assert refused.status_code == 409 and "_round" in refused.get_json()["errors"]
    assert len(refused.get_json()["game"]["rounds"]) == 5
    # Undo the winning round: the game runs again.
    auth = {"Authorization": f"Bearer {game['token']}"}
    reopened = client.delete(f"/api/games/{game['id']}/rounds/5", headers=auth).get_json()
    assert reopened["status"] == "playing" and reopened["winner"] is None


def test_tie_over_the_target_plays_on(make_game, play):
    game = make_game(
        sides=[{"name": "A", "players": ["a", "b"], "start": 4500}, {"name": "B", "players": ["c", "d"], "start": 4400}]
    )
    data = play(game, {"meld_points": 500, "natural_canastas": 1}, {**BIG}).get_json()["game"]
    assert totals(data) == [5500, 5500]
    assert data["status"] == "playing" and data["winner"] is None and data["tie_over_target"] is True
    assert data["rounds"][-1]["announcements"] == ["Tied at 5,500 over the target: play goes on."]
    data = play(game, SMALL, BIG).get_json()["game"]
    assert totals(data) == [5550, 6600] and (data["winner"], data["margin"]) == (1, 1050)


def test_a_correction_may_not_end_the_game_before_its_last_round(make_game, play):
    game = make_game(sides=[{"name": "A", "players": ["a", "b"], "start": 3500}, {"name": "B", "players": ["c", "d"]}])
    play(game, SMALL, SMALL)
    play(game, SMALL, SMALL)
    response = play(
        game,
        {"meld_points": 900, "natural_canastas": 1, "mixed_canastas": 1, "going_out": "out"},
        SMALL,
        method="put",
        number=1,
    )
    assert response.status_code == 409
    assert [s["total"] for s in response.get_json()["game"]["sides"]] == [3600, 100]


def test_three_single_players_german_to_3000(make_game, play):
    sides = [{"name": n, "players": [n]} for n in ("Ida", "Jon", "Kim")]
    game = make_game(ruleset="german", sides=sides)
    won = {"meld_points": 300, "natural_canastas": 2, "going_out": "out"}  # 300 + 1000 + 100
    for _ in range(2):
        data = play(game, won, SMALL, {"hand_points": 30}).get_json()["game"]
    assert totals(data) == [2800, 100, -60] and data["target"] == 3000
    data = play(game, won, SMALL, {"hand_points": 30}).get_json()["game"]
    assert (data["winner"], data["margin"]) == (0, 4200 - 150)


def test_minimum_announcements_in_a_carried_over_game(make_game, play):
    game = make_game(
        sides=[
            {"name": "Anna & Ben", "players": ["Anna", "Ben"], "start": 1450},
            {"name": "Cara & Dan", "players": ["Cara", "Dan"], "start": 20},
        ]
    )
    assert [s["initial_meld"] for s in game["sides"]] == [50, 50]
    data = play(game, {"meld_points": 170}, {"hand_points": 40}).get_json()["game"]
    assert data["rounds"][0]["announcements"] == [
        "Anna & Ben now need 90 for their initial meld (was 50).",
        "Cara & Dan now need 15 for their initial meld (was 50).",
        "Cara & Dan went below zero: -20.",
    ]
    assert data["rounds"][0]["initial_meld"] == {"before": [50, 50], "after": [90, 15]}


def test_dealer_moves_clockwise_by_default(make_game, play):
    game = make_game(dealer={"first": 1, "rotation": "clockwise"})
    assert game["dealer"]["next"] == "Cara"
    data = play(game, SMALL, SMALL).get_json()["game"]
    assert data["dealer"]["next"] == "Ben"
