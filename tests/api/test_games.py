"""The JSON API end to end through the Flask test client."""

import gzip
import json

from tests.conftest import HELD, WON
from tests.registry import RULESETS


def test_rulesets_list_every_setting(client):
    data = client.get("/api/rulesets").get_json()
    keys = [r["key"] for r in data["rulesets"]]
    assert keys == list(RULESETS)  # every family's presets, the families in their order
    assert keys[:3] == ["classic", "german", "three_pack"] and "romme" in keys
    german = data["rulesets"][1]["settings"]
    assert german["stock_out"] == 100 and german["hand_canasta_allowed"] is True
    assert data["rulesets"][2]["settings"]["red_three_totals"] == {"4": 400, "5": 1000, "6": 1200}


def test_rule_sets_are_kept_per_language_tagged_and_gzipped(client):
    english = client.get("/api/rulesets", headers={"Accept-Language": "en"})
    german = client.get("/api/rulesets", headers={"Accept-Language": "de"})
    assert english.headers["Content-Language"] == "en" and german.headers["Content-Language"] == "de"
    assert english.get_json()["rulesets"][1]["name"] != german.get_json()["rulesets"][1]["name"]
    assert english.headers["ETag"] != german.headers["ETag"]
    assert {"Accept-Language", "Cookie", "Accept-Encoding"} <= {v.strip() for v in german.headers["Vary"].split(",")}
    held = {"Accept-Language": "de", "If-None-Match": german.headers["ETag"]}
    assert client.get("/api/rulesets", headers=held).status_code == 304
    other = {"Accept-Language": "en", "If-None-Match": german.headers["ETag"]}  # the German tag is no English one
    assert client.get("/api/rulesets", headers=other).status_code == 200
    zipped = client.get("/api/rulesets", headers={"Accept-Language": "de", "Accept-Encoding": "gzip"})
    assert zipped.headers["Content-Encoding"] == "gzip"
    assert json.loads(gzip.decompress(zipped.data)) == german.get_json()


def test_create_game_gives_a_random_id_and_a_token(make_game):
    game = make_game()
    assert len(game["id"]) >= 12 and game["token"]
    assert game["status"] == "playing" and game["rounds"] == [] and game["winner"] is None
    assert [s["total"] for s in game["sides"]] == [0, 0]
    assert [s["initial_meld"] for s in game["sides"]] == [50, 50]
    assert game["ruleset"]["key"] == "classic" and game["ruleset"]["settings"]["target"] == 5000


def test_a_round_is_scored_stored_and_echoed(client, make_game, play):
    game = make_game()
    response = play(game, WON, HELD)
    assert response.status_code == 201
    assert response.headers["Location"] == f"/api/games/{game['id']}/rounds/1"
    written = response.get_json()
    data = written["game"]
    assert written["entries"] == data["rounds"][0]["entries"] and written["totals"] == [940, 40]
    first = data["rounds"][0]
    assert first["number"] == 1
    assert first["entries"][0]["score"] == 940 and first["entries"][1]["score"] == 40
    assert first["entries"][0]["breakdown"] == {
        "melds": 240,
        "hand": 0,
        "canastas": 500,
        "red_threes": 100,
        "red_threes_in_hand": 0,
        "going_out": 100,
        "stock_out": 0,
        "penalties": 0,
    }
    assert first["entries"][1] == {
        "meld_points": 85,
        "hand_points": 45,
        "natural_canastas": 0,
        "mixed_canastas": 0,
        "joker_canastas": 0,
        "red_threes": 0,
        "red_threes_in_hand": 0,
        "penalty_points": 0,
        "going_out": None,
        "breakdown": {
            "melds": 85,
            "hand": -45,
            "canastas": 0,
            "red_threes": 0,
            "red_threes_in_hand": 0,
            "going_out": 0,
            "stock_out": 0,
            "penalties": 0,
        },
        "score": 40,
        "total": 40,
    }
    again = client.get(f"/api/games/{game['id']}").get_json()
    assert again["rounds"] == data["rounds"] and [s["total"] for s in again["sides"]] == [940, 40]


def test_writes_need_the_token(client, make_game):
    game = make_game()
    url = f"/api/games/{game['id']}/rounds"
    body = {"entries": [WON, HELD]}
    assert client.post(url, json=body).status_code == 401
    assert client.post(url, json=body, headers={"Authorization": "Bearer nope"}).status_code == 401
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"] == []


def test_unknown_game_is_404(client):
    assert client.get("/api/games/nope").status_code == 404
    assert client.post("/api/games/nope/rounds", json={}).status_code == 404


def test_bad_bodies_get_clear_messages_and_store_nothing(client, make_game, play):
    game = make_game()
    url = f"/api/games/{game['id']}/rounds"
    auth = {"Authorization": f"Bearer {game['token']}"}
    assert client.post(url, data="{nope", headers={**auth, "Content-Type": "application/json"}).status_code == 400
    assert client.post(url, json=[1, 2], headers=auth).status_code == 400
    big = client.post(url, data="x" * 100_000, headers={**auth, "Content-Type": "application/json"})
    assert big.status_code == 413 and "errors" in big.get_json()
    response = play(game, {"meld_points": True, "hand_points": 120.5, "penalty_points": "120", "x": 1}, HELD)
    assert response.status_code == 422
    assert set(response.get_json()["errors"]) == {
        "entries.0.meld_points",
        "entries.0.hand_points",
        "entries.0.penalty_points",
        "entries.0.x",
    }
    impossible = play(game, WON, {**WON})
    assert impossible.status_code == 422 and "_round" in impossible.get_json()["errors"]
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"] == []


def test_bad_game_bodies(client):
    response = client.post(
        "/api/games", json={"ruleset": "poker", "sides": [{"name": "", "players": []}], "settings": {"target": -5}}
    )
    assert response.status_code == 422
    assert {"ruleset", "sides"} <= set(response.get_json()["errors"])
    uneven = client.post(
        "/api/games", json={"sides": [{"name": "A", "players": ["a"]}, {"name": "B", "players": ["b", "c"]}]}
    )
    assert "sides" in uneven.get_json()["errors"]
    bad = client.post(
        "/api/games",
        json={
            "settings": {"colour": 1, "target": 12},
            "sides": [{"name": "A", "players": ["a"]}, {"name": "B", "players": ["b"]}],
        },
    )
    assert set(bad.get_json()["errors"]) == {"settings.colour"}  # the shape first: an unknown setting
    bad = client.post(
        "/api/games",
        json={"settings": {"target": 12}, "sides": [{"name": "A", "players": ["a"]}, {"name": "B", "players": ["b"]}]},
    )
    assert set(bad.get_json()["errors"]) == {"settings.target"}  # then the rules: not a multiple of 5


def test_settings_overrides_are_kept_with_the_game(make_game, play):
    game = make_game(settings={"target": 1000, "melds_without_canasta": "negative"})
    assert game["ruleset"]["settings"]["target"] == 1000
    data = play(
        game, {"meld_points": 60, "hand_points": 10}, {"meld_points": 300, "natural_canastas": 1, "going_out": "out"}
    ).get_json()
    assert [e["score"] for e in data["entries"]] == [-70, 900]


def test_correcting_an_early_round_rescores_the_rest(client, make_game, play):
    game = make_game()
    for _ in range(4):
        assert play(game, WON, HELD).status_code == 201
    response = play(game, {"meld_points": 100, "hand_points": 20}, {**WON}, method="put", number=2)
    assert response.status_code == 200
    data = response.get_json()["game"]
    assert [r["entries"][0]["total"] for r in data["rounds"]] == [940, 1020, 1960, 2900]
    assert [r["entries"][1]["total"] for r in data["rounds"]] == [40, 980, 1020, 1060]
    assert data["rounds"][2]["entries"][0]["score"] == 940


def test_only_the_last_round_can_be_deleted_and_restored(client, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    play(game, WON, HELD)
    auth = {"Authorization": f"Bearer {game['token']}"}
    assert client.delete(f"/api/games/{game['id']}/rounds/1", headers=auth).status_code == 409
    deleted = client.delete(f"/api/games/{game['id']}/rounds/2", headers=auth)
    assert deleted.status_code == 200 and len(deleted.get_json()["rounds"]) == 1
    restored = client.post(f"/api/games/{game['id']}/rounds/2/restore", headers=auth)
    assert restored.status_code == 200 and [s["total"] for s in restored.get_json()["sides"]] == [1880, 80]
    assert client.post(f"/api/games/{game['id']}/rounds/2/restore", headers=auth).status_code == 409


def test_preview_scores_and_stores_nothing(client, make_game):
    game = make_game()
    response = client.post(f"/api/games/{game['id']}/rounds/preview", json={"entries": [WON, HELD]})
    assert response.status_code == 200
    assert [e["score"] for e in response.get_json()["entries"]] == [940, 40]
    bad = client.post(f"/api/games/{game['id']}/rounds/preview", json={"entries": [WON, WON]})
    assert bad.status_code == 422
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"] == []


def test_etag_guards_corrections(client, make_game, play):
    game = make_game()
    play(game, WON, HELD)
    etag = client.get(f"/api/games/{game['id']}").headers["ETag"]
    play(game, WON, HELD)
    auth = {"Authorization": f"Bearer {game['token']}", "If-Match": etag}
    stale = client.delete(f"/api/games/{game['id']}/rounds/2", headers=auth)
    assert stale.status_code == 412 and len(stale.get_json()["game"]["rounds"]) == 2


def test_a_correction_that_changes_nothing_stores_nothing_and_says_so(client, make_game, play):
    game = make_game()
    added = play(game, WON, HELD)
    assert added.status_code == 201 and added.get_json()["changed"] is True
    same = play(game, WON, HELD, method="put", number=1)
    assert same.status_code == 200 and same.get_json()["changed"] is False
    assert same.get_json()["version"] == added.get_json()["version"] and same.headers["ETag"] == added.headers["ETag"]
    auth = {"Authorization": f"Bearer {game['token']}", "Prefer": "return=minimal"}
    short = client.put(f"/api/games/{game['id']}/rounds/1", json={"entries": [WON, HELD]}, headers=auth)
    assert short.status_code == 200 and short.get_json()["changed"] is False
    assert [e["score"] for e in short.get_json()["entries"]] == [940, 40]  # the round as stored
    history = client.get(f"/api/games/{game['id']}/history").get_json()["events"]
    assert [e["action"] for e in history] == ["created", "round_added"]
    changed = play(game, HELD, WON, method="put", number=1)
    assert changed.get_json()["changed"] is True and changed.get_json()["version"] == same.get_json()["version"] + 1
