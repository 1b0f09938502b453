"""Rommé through the JSON API: hand-worked games (2, 4 and 6 players; a fixed number of hands; ended by the
table; a tie; Hand-Rommé doubling; card counts), every refused hand, the game's JSON, finishing and reopening."""

from __future__ import annotations

from typing import Any

import pytest
from openapi_core.contrib.werkzeug import WerkzeugOpenAPIRequest, WerkzeugOpenAPIResponse
from werkzeug.test import EnvironBuilder

OUT = {"going_out": "out"}


def players(*names: str) -> list[dict[str, Any]]:
    """Sides of one player each."""
    return [{"name": n, "players": [n]} for n in names]


@pytest.fixture
def romme(make_game):
    """A factory: a Rommé game of the named players (Anna and Ben unless said), with settings if given."""

    def make(*names: str, **settings: Any) -> dict[str, Any]:
        return make_game(
            ruleset="romme", sides=players(*(names or ("Anna", "Ben"))), **({"settings": settings} if settings else {})
        )

    return make


def totals(game: dict[str, Any]) -> list[int]:
    return [s["total"] for s in game["sides"]]


def test_rulesets_list_romme(client):
    listed = {r["key"]: r for r in client.get("/api/rulesets").get_json()["rulesets"]}
    assert listed["romme"]["family"] == "romme" and listed["classic"]["family"] == "canasta"
    assert listed["romme"]["settings"] == {"romme_limit": 0, "hands": None, "hand_romme_doubles": False}


def test_a_romme_game_answers_in_loss_points_without_canasta_fields(romme, play):
    game = romme()
    assert "target" not in game and "tie_over_target" not in game
    assert all("initial_meld" not in side for side in game["sides"])
    assert (game["leader"], game["hands_left"], game["winner"]) == (None, None, None)
    # Ben: K, Q, 7 and a joker = 10 + 10 + 7 + 40 = 67 loss points; Anna called Rommé: 0.
    data = play(game, OUT, {"hand_cards": {"tens": 2, "7": 1, "jokers": 1}}).get_json()["game"]
    first = data["rounds"][0]
    assert "initial_meld" not in first
    assert [e["score"] for e in first["entries"]] == [0, 67]
    assert first["entries"][1]["breakdown"] == {"hand": 67, "hand_romme": 0}
    assert first["entries"][1]["hand_cards"]["tens"] == 2 and first["entries"][1]["hand_points"] == 67
    assert first["announcements"] == ["Anna called Rommé.", "Anna leads with 0."]
    assert (totals(data), data["leader"], data["status"]) == ([0, 67], 0, "playing")


def test_two_players_ended_by_the_table_lowest_wins(client, romme, play):
    game = romme()
    auth = {"Authorization": f"Bearer {game['token']}"}
    play(game, OUT, {"hand_points": 67})
    play(game, {"hand_cards": {"aces": 2, "5": 1}}, OUT)  # A, A, 5 = 27
    assert client.post(f"/api/games/{game['id']}/finish").status_code == 401
    done = client.post(f"/api/games/{game['id']}/finish", headers=auth)
    assert done.status_code == 200
    data = done.get_json()
    assert (data["status"], data["winner"], data["margin"], totals(data)) == ("finished", 0, 40, [27, 67])
    refused = play(game, OUT, {"hand_points": 5})
    assert refused.status_code == 409 and len(client.get(f"/api/games/{game['id']}").get_json()["rounds"]) == 2
    assert client.post(f"/api/games/{game['id']}/finish", headers=auth).status_code == 409
    events = client.get(f"/api/games/{game['id']}/history").get_json()["events"]
    assert events[-1]["action"] == "finished" and events[-1]["after"] == {"totals": [27, 67]}
    again = client.post(f"/api/games/{game['id']}/reopen", headers=auth)
    assert again.status_code == 200 and again.get_json()["status"] == "playing" and again.get_json()["winner"] is None
    assert play(game, OUT, {"hand_points": 5}).status_code == 201
    assert client.post(f"/api/games/{game['id']}/reopen", headers=auth).status_code == 409


def test_four_players_three_hands(romme, play):
    game = romme("Anna", "Ben", "Cara", "Dan", hands=3, romme_limit=5)
    assert game["hands_left"] == 3
    play(game, {**OUT, "hand_points": 3}, {"hand_points": 80}, {"hand_points": 30}, {"hand_points": 17})
    play(game, {"hand_points": 15}, {"hand_points": 2}, OUT, {"hand_cards": {"tens": 4}})
    data = play(
        game,
        {"hand_points": 12},
        {"hand_points": 7},
        {"hand_cards": {"aces": 1, "jokers": 1}},
        {**OUT, "hand_points": 5},
    ).get_json()["game"]
    assert totals(data) == [27, 89, 81, 57]
    assert (data["status"], data["winner"], data["margin"], data["hands_left"]) == ("finished", 0, 30, 0)
    assert data["rounds"][-1]["announcements"][0] == "Game over: Anna wins by 30 (Anna 27, Ben 89, Cara 81, Dan 57)."
    assert play(game, OUT, {}, {}, {}).status_code == 409  # after the agreed hands, no more


def test_six_players_and_the_whole_pack(romme, play):
    game = romme("Anna", "Ben", "Cara", "Dan", "Eva", "Finn")
    assert len(game["sides"]) == 6
    hand = [
        OUT,
        {"hand_cards": {"jokers": 1, "aces": 2}},
        {"hand_cards": {"jokers": 1, "aces": 2}},
        {"hand_cards": {"aces": 2, "2": 2}},
        {"hand_cards": {"aces": 2, "tens": 1}},
        {"hand_points": 2},
    ]
    assert totals(play(game, *hand).get_json()["game"]) == [0, 62, 62, 26, 32, 2]
    one_more = [*hand[:5], {"hand_cards": {"aces": 1}}]
    refused = play(game, *one_more)
    assert refused.status_code == 422
    assert refused.get_json()["errors"] == {
        "entries.5.hand_cards.aces": "9 of these cards counted over all players; the deck has only 8."
    }


def test_a_tie_for_lowest_has_no_winner(romme, play):
    game = romme("Anna", "Ben", "Cara", hands=2)
    play(game, OUT, {"hand_points": 20}, {"hand_points": 40})
    data = play(game, {"hand_points": 20}, OUT, {"hand_points": 5}).get_json()["game"]
    assert (totals(data), data["status"], data["winner"], data["margin"], data["leader"]) == (
        [20, 20, 45],
        "finished",
        None,
        None,
        None,
    )
    assert data["rounds"][-1]["announcements"][0] == "Game over: tied for the best total, 20."


def test_hand_romme_doubles_the_others(romme, play):
    game = romme("Anna", "Ben", "Cara", hand_romme_doubles=True)
    data = play(game, {"going_out": "hand"}, {"hand_points": 23}, {"hand_cards": {"jokers": 1}}).get_json()["game"]
    assert [e["score"] for e in data["rounds"][0]["entries"]] == [0, 46, 80]
    assert data["rounds"][0]["announcements"][0].startswith("Hand-Rommé! Anna went out in one go")


@pytest.mark.parametrize(
    ("entries", "errors"),
    [
        (
            [{"hand_points": 5}, {"hand_points": 7}],
            {"_round": "Say who called Rommé: exactly one player goes out in every hand."},
        ),
        ([OUT, OUT], {"entries.1.going_out": "Only one player goes out in a hand."}),
        (
            [{**OUT, "hand_points": 4}, {"hand_points": 7}],
            {"entries.0.hand_points": "Went out holding 4; Rommé may be called holding at most 0."},
        ),
        ([OUT, {"hand_points": -3}], {"entries.1.hand_points": "Must be 0 or more."}),
        (
            [OUT, {"hand_points": 1}],
            {"entries.1.hand_points": "No hand holds exactly 1 point: an ace counts 11 at the end."},
        ),
        (
            [OUT, {"hand_cards": {"jokers": 3}}],
            {"entries.1.hand_cards.jokers": "The deck has only 2 of these cards."},
        ),
        (
            [{**OUT, "hand_cards": {"9": 0}}, {"hand_cards": {"9": 9}}],
            {"entries.1.hand_cards.9": "The deck has only 8 of these cards."},
        ),
        (
            [OUT, {"hand_points": 20, "hand_cards": {"aces": 1, "tens": 1}}],
            {"entries.1.hand_points": "The cards counted make 21 points, not 20."},
        ),
        (
            [{"going_out": "hand"}, {"hand_points": 9}],
            {"entries.0.going_out": "Hand-Rommé counts double only when the table agreed to it (a house rule)."},
        ),
    ],
    ids=["nobody-out", "two-out", "over-the-limit", "negative", "one-point", "jokers", "nines", "disagree", "hand"],
)
def test_every_refused_hand_is_422_with_a_field_message_and_stores_nothing(client, romme, play, entries, errors):
    game = romme()
    refused = play(game, *entries)
    assert refused.status_code == 422
    assert refused.get_json()["errors"] == errors
    stored = client.get(f"/api/games/{game['id']}").get_json()
    assert (stored["rounds"], stored["version"], totals(stored)) == ([], 1, [0, 0])
    assert [e["action"] for e in client.get(f"/api/games/{game['id']}/history").get_json()["events"]] == ["created"]


def test_tables_of_two_to_six_single_players(client):
    for names in (["A"], ["A", "B", "C", "D", "E", "F", "G"]):
        refused = client.post("/api/games", json={"ruleset": "romme", "sides": players(*names)})
        assert refused.status_code == 422 and "sides" in refused.get_json()["errors"]
    pairs = client.post(
        "/api/games",
        json={"ruleset": "romme", "sides": [{"name": "A & B", "players": ["A", "B"]}, {"name": "C", "players": ["C"]}]},
    )
    assert pairs.status_code == 422 and "sides.0.players" in pairs.get_json()["errors"]
    schemas = client.get("/api/openapi.json").get_json()["components"]["schemas"]
    schema = schemas["RommeNewGame"]["properties"]["sides"]
    assert (schema["minItems"], schema["maxItems"]) == (2, 6)
    assert "1-1, 1-1-1, 1-1-1-1, 1-1-1-1-1 or 1-1-1-1-1-1" in schema["description"]


def test_a_canasta_game_can_not_be_finished_by_the_table(client, make_game):
    game = make_game()
    auth = {"Authorization": f"Bearer {game['token']}"}
    assert client.post(f"/api/games/{game['id']}/finish", headers=auth).status_code == 409


def test_export_import_and_csv_of_a_romme_game(client, romme, play):
    game = romme("Anna", "Ben", "Cara")
    auth = {"Authorization": f"Bearer {game['token']}"}
    play(game, OUT, {"hand_cards": {"jokers": 1, "3": 1}}, {"hand_points": 12})
    play(game, {"hand_points": 9}, {"hand_points": 30}, OUT)
    client.post(f"/api/games/{game['id']}/finish", headers=auth)
    exported = client.get(f"/api/games/{game['id']}/export?format=json").get_json()
    assert exported["ruleset"] == "romme" and exported["ended_by_table"] is True
    made = client.post("/api/games/import", json=exported)
    assert made.status_code == 201, made.get_json()
    copy = made.get_json()
    assert (copy["status"], copy["winner"], copy["margin"], totals(copy)) == ("finished", 0, 3, [9, 73, 12])
    csv = client.get(f"/api/games/{game['id']}/export?format=csv").get_data(as_text=True).splitlines()
    assert csv[0].lstrip("\ufeff") == "round,side,hand_points,going_out,score,total"
    assert csv[1:4] == ["1,Anna,0,out,0,0", "1,Ben,43,,43,43", "1,Cara,12,,12,12"]


def test_romme_answers_are_true_to_the_document(client, romme, play, openapi_core_spec):
    spec = openapi_core_spec
    game = romme("Anna", "Ben", "Cara")
    auth = {"Authorization": f"Bearer {game['token']}"}
    url = f"/api/games/{game['id']}"
    hand = {"entries": [OUT, {"hand_cards": {"jokers": 1, "2": 1}}, {"hand_points": 12}]}
    calls = [
        ("POST", f"{url}/rounds", hand, auth),
        ("POST", f"{url}/rounds", hand, {**auth, "Prefer": "return=minimal"}),
        ("POST", f"{url}/rounds/preview", hand, {}),
        ("POST", f"{url}/rounds", {"entries": [OUT, OUT, {"hand_points": 1}]}, auth),
        ("GET", url, None, {}),
        ("GET", f"{url}/rounds/1", None, {}),
        ("POST", f"{url}/finish", None, auth),
        ("POST", f"{url}/rounds", hand, auth),
        ("GET", f"{url}/history", None, {}),
        ("GET", f"{url}/export", None, {}),
        ("POST", f"{url}/reopen", None, auth),
    ]
    for method, path, body, headers in calls:
        asked = EnvironBuilder(path, method=method, json=body, headers=headers).get_request()
        answer = client.open(path, method=method, json=body, headers=headers)
        assert answer.status_code < 500, answer.get_data(as_text=True)
        spec.validate_response(WerkzeugOpenAPIRequest(asked), WerkzeugOpenAPIResponse(answer))


def test_a_round_explained_in_words(client, romme, play):
    game = romme(romme_limit=5)
    play(game, {**OUT, "hand_points": 4}, {"hand_points": 33})
    entries = client.get(f"/api/games/{game['id']}/rounds/1").get_json()["entries"]
    assert entries[0]["explanation"] == [
        {
            "part": "hand",
            "points": 0,
            "text": "Called Rommé holding 4 (at most 5 allowed): 0",
            "settings": ["romme_limit"],
        }
    ]
    assert entries[1]["explanation"][0]["text"] == "Loss points in hand at the final Rommé: 33"
