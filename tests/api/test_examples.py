"""The document's examples come from these games: one game of every shipped family played through the API (create,
rounds, a refused round, a preview, a correction with If-Match and a stale one, new names, reads, an import), and a
league for Canasta (a season, a casual game attached, two records of one person merged). What each call sent and
answered is kept in its folder, scorepad/families/<family>/examples.json (scorepad/api/examples.py puts it into the document), and
every run checks the API still answers so (ids, tokens, days and times aside, which differ every run).

After a change of the API's answers: SCOREPAD_WRITE_EXAMPLES=1 pytest tests/api/test_examples.py writes them anew."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from scorepad.extensions import REGISTRY
from tests.api.test_american import NS_EW
from tests.api.test_hand_and_foot import H3_A, H3_B, PAIRS
from tests.conftest import HELD, TWO_PAIRS, WON

OUT = {"going_out": "out"}
ROMME = [{"name": n, "players": [n]} for n in ("Anna", "Ben", "Cara")]
AMERICAN_NS = {**OUT, "meld_points": 245, "hand_points": 15, "natural_canastas": 1, "mixed_canastas": 1}
AMERICAN_EW = {"meld_points": 140, "hand_points": 85, "mixed_canastas": 1, "red_threes": 2}
B1 = [{**OUT, "meld_points": 385, "clean_canastas": 1}, {"meld_points": 240, "dirty_canastas": 1, "hand_points": 45}]
B2 = [B1[0], {"meld_points": 120, "hand_points": 35, "pot": "not_taken"}]  # RULES.md 13.8
GAMES = {  # family: its rule set, its sides, two rounds
    "canasta": ("classic", TWO_PAIRS, [[WON, HELD], [HELD, WON]]),
    "romme": ("romme", ROMME, [[OUT, {"hand_points": 20}, {"hand_cards": {"tens": 2, "7": 1, "jokers": 1}}]] * 2),
    "american": ("american", NS_EW, [[AMERICAN_NS, AMERICAN_EW], [AMERICAN_EW, AMERICAN_NS]]),
    "hand_and_foot": ("hand_and_foot", PAIRS, [[H3_A, H3_B], [H3_B, H3_A]]),
    "buraco": ("burraco", TWO_PAIRS, [B1, B2]),
}
VOLATILE = {"id", "player_ids", "token", "by", "edit_link", "played_on", "at", "from", "into", "game", "league", "next", "season", "instance"}
VOLATILE |= {"seed", "seats", "byes", "rows", "evening"}  # a club evening's draw: from a new random seed every run


class Recorder:
    """Calls the API and keeps what each operation sent and answered (one example per operation and status)."""

    def __init__(self, client: Any) -> None:
        self.client, self.calls = client, {}

    def call(self, operation: str, summary: str, method: str, url: str, body: Any = None, **headers: str) -> Any:
        """Send one request; keep it (the first body sent to `operation`) and its answer under its status."""
        answer = self.client.open(url, method=method, json=body, headers=headers)
        kept = self.calls.setdefault(operation, {"summary": summary})
        if body is not None:
            kept.setdefault("request", body)
        kept.setdefault("answers", {})[str(answer.status_code)] = answer.get_json()
        return answer


def play(client: Any, family: str) -> dict[str, Any]:
    """One game of `family` through the API (and a league for Canasta), every call kept."""
    ruleset, sides, rounds = GAMES[family]
    api = Recorder(client)
    made = api.call(
        "create_game", "Start a game", "POST", "/api/games", {"family": family, "ruleset": ruleset, "sides": sides}
    )
    game = made.get_json()
    url, auth = f"/api/games/{game['id']}", {"Authorization": f"Bearer {game['token']}"}
    first = {"family": family, "entries": rounds[0]}
    assert api.call("add_round", "Add a round", "POST", f"{url}/rounds", first, **auth).status_code == 201
    refused = {"family": family, "entries": [{"hand_points": -5}] + rounds[0][1:]}
    assert api.call("add_round", "Add a round", "POST", f"{url}/rounds", refused, **auth).status_code == 422
    second = {"family": family, "entries": rounds[1]}
    assert (
        api.call(
            "preview_round", "Score a round without storing it", "POST", f"{url}/rounds/preview", second
        ).status_code
        == 200
    )
    assert client.post(f"{url}/rounds", json=second, headers=auth).status_code == 201
    stale, current = f'"{game["id"]}.2"', client.get(url).headers["ETag"]
    fixed = {"family": family, "entries": rounds[1]}
    assert (
        api.call(
            "correct_round", "Correct a round", "PUT", f"{url}/rounds/1", fixed, **auth, **{"If-Match": current}
        ).status_code
        == 200
    )
    assert (
        api.call(
            "correct_round", "Correct a round", "PUT", f"{url}/rounds/1", fixed, **auth, **{"If-Match": stale}
        ).status_code
        == 412
    )
    names = {"family": family, "sides": [{"name": s["name"] + "!"} for s in sides]}
    current = client.get(url).headers["ETag"]
    assert (
        api.call("change_game", "Rename the sides", "PATCH", url, names, **auth, **{"If-Match": current}).status_code
        == 200
    )
    assert api.call("read_game", "Read a game", "GET", url).status_code == 200
    assert api.call("read_round", "Read a round, explained", "GET", f"{url}/rounds/1").status_code == 200
    assert api.call("read_game_history", "Read a game's history", "GET", f"{url}/history?limit=2").status_code == 200
    exported = client.get(f"{url}/export?format=json").get_json()
    assert api.call("import_game", "Import an exported game", "POST", "/api/games/import", exported).status_code == 201
    confirmed = f"{url}/rounds/2/confirmations"
    assert (
        api.call("confirm_round", "Confirm a round for a side", "POST", confirmed, {"side": 1}, **auth).status_code
        == 201
    )
    if family == "canasta":
        league_calls(api, game)
    return api.calls


def league_calls(api: Recorder, casual: dict[str, Any]) -> None:
    """A Canasta league: a season, a casual game attached, a game with a misspelt name merged into the right one."""
    made = api.call(
        "create_league",
        "Start a league",
        "POST",
        "/api/leagues",
        {"family": "canasta", "name": "Thursday Club", "ruleset": "classic"},
    )
    league = made.get_json()
    url, auth = f"/api/leagues/{league['id']}", {"Authorization": f"Bearer {league['token']}"}
    season = {"name": "Spring", "start": "2026-01-01", "end": "2026-12-31"}
    assert api.call("add_season", "Add a season", "POST", f"{url}/seasons", season, **auth).status_code == 201
    attach = {"game": casual["id"], "token": casual["token"]}
    assert (
        api.call("attach_game_to_league", "Attach a casual game", "POST", f"{url}/games", attach, **auth).status_code
        == 200
    )
    misspelt = [{"name": "Ann & Ben", "players": ["Ann", "Ben"]}, TWO_PAIRS[1]]
    played = api.client.post(
        "/api/games", json={"family": "canasta", "league": league["id"], "sides": misspelt}, headers=auth
    )
    assert played.status_code == 201, played.get_json()
    ids = {p["name"]: p["id"] for p in api.client.get(url, headers=auth).get_json()["players"]}
    merge = {"from": ids["Ann"], "into": ids["Anna"]}
    assert (
        api.call(
            "merge_players", "Merge two records of one person", "POST", f"{url}/players/merge", merge, **auth
        ).status_code
        == 200
    )
    assert api.call("read_league", "Read a league", "GET", url, **auth).status_code == 200  # seen by its members only
    assert api.call("read_standings", "Read the standings", "GET", f"{url}/standings", **auth).status_code == 200
    evening_calls(api, league["id"], auth)


def evening_calls(api: Recorder, league_id: str, auth: dict[str, str]) -> None:
    """A club evening of the league: started (and refused), a table's hand, a late arrival, a leaver, the round
    closed and the next drawn, the evening and its ranking read."""
    asked = {"name": "Friday", "players": ["Anna", "Ben", "Cara", "Dan"], "rounds": 2, "hands": 1}
    made = api.call(
        "create_evening", "Start a club evening", "POST", f"/api/leagues/{league_id}/evenings", asked, **auth
    )
    assert made.status_code == 201
    few = {**asked, "players": ["Anna", "Ben", "Cara"]}
    refused = api.call(
        "create_evening", "Start a club evening", "POST", f"/api/leagues/{league_id}/evenings", few, **auth
    )
    assert refused.status_code == 422
    evening = made.get_json()
    url = f"/api/evenings/{evening['id']}"
    (table,) = evening["drawn"][0]["tables"]
    hand = {"family": "canasta", "entries": [WON, HELD]}
    assert (
        api.client.post(
            f"/api/games/{table['game']}/rounds", json=hand, headers={"Authorization": f"Bearer {table['token']}"}
        ).status_code
        == 201
    )
    late = {"new_players": ["Eve"]}
    assert (
        api.call("add_evening_players", "Add a late arrival", "POST", f"{url}/players", late, **auth).status_code == 200
    )
    anna = next(p["id"] for p in evening["players"] if p["name"] == "Anna")
    assert (
        api.call("remove_evening_player", "A player leaves", "DELETE", f"{url}/players/{anna}", **auth).status_code
        == 200
    )
    closed = api.call("close_evening_round", "Close the round, draw the next", "POST", f"{url}/rounds", {}, **auth)
    assert closed.status_code == 200
    assert api.call("read_evening", "Read a club evening", "GET", url, **auth).status_code == 200
    assert api.call("read_evening_ranking", "Read its ranking", "GET", f"{url}/ranking", **auth).status_code == 200


def masked(value: Any) -> Any:
    """A value with what differs every run (ids, tokens, days and times, links holding them) masked."""
    if isinstance(value, dict):
        return {k: "*" if k in VOLATILE and not isinstance(v, dict) else masked(v) for k, v in value.items()}
    if isinstance(value, list):
        return [masked(v) for v in value]
    return value


@pytest.mark.parametrize("family", list(GAMES))
def test_the_examples_are_what_the_api_answers(client, family):
    calls = play(client, family)
    path = client.application.extensions[REGISTRY].members[family].examples
    if os.environ.get("SCOREPAD_WRITE_EXAMPLES"):
        path.write_text(json.dumps(calls, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert masked(kept) == masked(calls)


def test_every_request_body_has_an_example_of_every_family_it_takes(client):
    doc = client.get("/api/openapi.json").get_json()
    bodies = {  # JSON bodies (a photo's or an archive's upload is a file: its example would be the file)
        op["operationId"]: op["requestBody"]["content"]["application/json"]
        for item in doc["paths"].values()
        for op in item.values()
        if isinstance(op, dict) and "application/json" in op.get("requestBody", {}).get("content", {})
    }
    uploads = [op["operationId"] for item in doc["paths"].values() for op in item.values() if "requestBody" in op]
    assert set(uploads) - set(bodies) == {"add_photo", "import_game_archive"}
    assert all(media.get("examples") for media in bodies.values()), [
        n for n, m in bodies.items() if not m.get("examples")
    ]
    assert set(bodies["add_round"]["examples"]) == set(GAMES)
    assert (
        "canasta-412"
        in doc["paths"]["/api/games/{game_id}/rounds/{number}"]["put"]["responses"]["412"]["content"][
            "application/problem+json"
        ]["examples"]
    )


def test_every_example_in_the_document_is_valid_by_its_schema(client, contract):
    doc = client.get("/api/openapi.json").get_json()
    found = 0
    for path, item in doc["paths"].items():
        for method, op in item.items():
            medias = [*op.get("requestBody", {}).get("content", {}).values()]
            medias += [m for answer in op["responses"].values() for m in answer.get("content", {}).values()]
            for media in medias:
                for name, example in media.get("examples", {}).items():
                    found += 1
                    assert not contract.errors(media["schema"], example["value"]), (method, path, name)
    assert found >= len(GAMES) * 12  # every family's game, and the league's calls
