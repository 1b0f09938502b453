"""The OpenAPI document: served, complete, and true to what the API answers (checked by Schemathesis)."""

from __future__ import annotations

import json
import os
import re
import zlib
from collections.abc import Callable
from functools import cached_property
from typing import Any

import pytest
import schemathesis
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from scorepad import create_app
from tests.conftest import HELD, TWO_PAIRS, WON


def served_document() -> dict[str, Any]:
    """The document an app serves (read once, to make a test of every operation)."""
    app = create_app({"SQLALCHEMY_DATABASE_URI": "sqlite://", "SECRET_KEY": "document", "TESTING": True})
    return app.test_client().get("/api/openapi.json").get_json()


DOCUMENT = served_document()

METHODS = {"get", "post", "put", "patch", "delete"}


def openapi_path(rule: str) -> str:
    """A Flask rule as an OpenAPI path: /games/<int:number> -> /games/{number}."""
    return re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule)


def test_document_is_served_and_lists_every_api_route(app: Flask, client: FlaskClient) -> None:
    response = client.get("/api/openapi.json")
    assert response.status_code == 200 and response.mimetype == "application/json"
    doc = json.loads(response.get_data(as_text=True))
    assert doc["openapi"].startswith("3.1")
    routes = {
        (openapi_path(rule.rule), method)
        for rule in app.url_map.iter_rules()
        if rule.endpoint.startswith("api.")
        for method in {m.lower() for m in rule.methods or ()} & METHODS
    }
    documented = {(path, method) for path, item in doc["paths"].items() for method in item if method in METHODS}
    assert ("/api/games/{game_id}/rounds/{number}", "put") in routes
    assert routes - documented == set(), "routes of the api blueprint without documentation"
    assert documented - routes == set(), "documented operations the app does not have"
    for path, item in doc["paths"].items():
        for method, op in item.items():
            assert op["responses"]["default"] == {"$ref": "#/components/responses/Problem"}, (method, path)


def test_errors_and_writes_are_documented(client: FlaskClient) -> None:
    doc = client.get("/api/openapi.json").get_json()
    assert doc["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"
    error = doc["components"]["schemas"]["Problem"]
    assert {"type", "title", "status", "detail", "errors"} <= set(error["required"])
    assert error["properties"]["errors"]["additionalProperties"] == {"type": "string"}
    secured = {
        (method, path)
        for path, item in doc["paths"].items()
        for method, op in item.items()
        if op.get("security") == [{"bearer": []}]
    }
    assert {
        ("patch", "/api/games/{game_id}"),
        ("post", "/api/games/{game_id}/rounds"),
        ("put", "/api/games/{game_id}/rounds/{number}"),
        ("delete", "/api/games/{game_id}/rounds/{number}"),
        ("post", "/api/games/{game_id}/rounds/{number}/restore"),
    } <= secured
    assert all(method != "get" for method, _ in secured)
    assert doc["paths"]["/api/games"]["post"]["security"] == [{}, {"bearer": []}]  # only a league game needs one


# ---- Schemathesis against the app in-process ---------------------------------------------------
#
# Schemathesis' own pytest integration (`schemathesis.pytest.from_fixture` + `parametrize`) breaks on
# pytest 9.2 (it sets `Function._nodeid`, which pytest no longer has). So every documented operation is
# a test of its own here, and Hypothesis drives Schemathesis' case strategy for it: positive cases
# (valid by the document) for every operation, negative ones where a body or a typed parameter can be
# made invalid.

CHECKS = [
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
]
EXAMPLES = {GenerationMode.POSITIVE: 20, GenerationMode.NEGATIVE: 10}
OPERATIONS = [(path, method) for path, item in DOCUMENT["paths"].items() for method in item]
INT64, INT32 = 2**63, 2**31
ON_POSTGRES = os.environ.get("SCOREPAD_TEST_DATABASE_URL", "").startswith("postgresql")


def negatable(path: str, method: str) -> bool:
    """Whether invalid cases exist: a body, or a parameter that is not just any string."""
    op = DOCUMENT["paths"][path][method]
    names = {p["name"] for p in op.get("parameters", [])}
    return "requestBody" in op or bool(names & {"number", "season", "format"})


RUNS = [
    (path, method, mode)
    for path, method in OPERATIONS
    for mode in EXAMPLES
    if mode is GenerationMode.POSITIVE or negatable(path, method)
]


class Live:
    """Real things for generated cases to act on, made when first asked for.

    A casual game with rounds to read, correct and delete and a deleted round to restore; a league with a
    season and a finished game, and its four players.
    """

    def __init__(self, client: FlaskClient) -> None:
        self.client = client

    @cached_property
    def game(self) -> dict[str, Any]:
        body = {"ruleset": "classic", "sides": TWO_PAIRS, "settings": {"target": 1_000_000}}
        game = self.client.post("/api/games", json=body).get_json()
        auth = {"Authorization": f"Bearer {game['token']}"}
        for _ in range(3):
            self.client.post(f"/api/games/{game['id']}/rounds", json={"entries": [WON, HELD]}, headers=auth)
        assert self.client.delete(f"/api/games/{game['id']}/rounds/3", headers=auth).status_code == 200
        return game

    @cached_property
    def league(self) -> dict[str, Any]:
        league = self.client.post("/api/leagues", json={"visibility": "public", "name": "Club", "settings": {"target": 1000}}).get_json()
        auth = {"Authorization": f"Bearer {league['token']}"}
        played = self.client.post("/api/games", json={"league": league["id"], "sides": TWO_PAIRS}, headers=auth)
        for _ in range(2):
            url = f"/api/games/{played.get_json()['id']}/rounds"
            assert self.client.post(url, json={"entries": [WON, HELD]}, headers=auth).status_code == 201
        return league

    @cached_property
    def season(self) -> int:
        body = {"name": "All", "start": "2000-01-01", "end": "2999-12-31"}
        auth = {"Authorization": f"Bearer {self.league['token']}"}
        return self.client.post(f"/api/leagues/{self.league['id']}/seasons", json=body, headers=auth).get_json()["id"]

    @cached_property
    def players(self) -> list[str]:
        players = [p["id"] for p in self.client.get(f"/api/leagues/{self.league['id']}").get_json()["players"]]
        assert len(players) == 4
        return players


@pytest.fixture(scope="session")
def api_schema(app: Flask) -> Any:
    """The served document, loaded by Schemathesis with the app as its in-process WSGI transport."""
    return schemathesis.openapi.from_wsgi("/api/openapi.json", app)


@pytest.fixture
def live(client: FlaskClient) -> Live:
    """Real games, a league and players for the cases to act on (made as needed)."""
    return Live(client)


def aim(case: Any, live: Live, client: FlaskClient) -> None:
    """Point most cases at real games, rounds, leagues and players (random ids only ever meet a 404).

    About one case in four keeps its random ids; one in eight of those that need a token goes without
    it; If-Match is kept as generated, set to the game's ETag or left out; some bodies name real things.
    """
    path = case.path_parameters if case.path_parameters is not None else {}
    roll = zlib.crc32(repr((sorted(path.items()), sorted((case.query or {}).items()))).encode())
    body = case.body if isinstance(case.body, dict) else {}
    if roll % 4:
        if "game_id" in path:
            path["game_id"] = live.game["id"]
        if "league_id" in path:
            path["league_id"] = live.league["id"]
        if "player_id" in path:
            path["player_id"] = live.players[roll % len(live.players)]
        if type(path.get("number")) is int:
            path["number"] = 1 + path["number"] % 4
        if case.query and "season" in case.query and roll % 2:
            case.query["season"] = live.season
        if case.operation.path.endswith("/merge") and roll % 2:
            body.update({"from": live.players[roll % 4], "into": live.players[(roll + 1) % 4]})
        if case.operation.path == "/api/leagues/{league_id}/games" and case.method == "POST" and roll % 2:
            body.update({"game": live.game["id"], "token": live.game["token"]})
        if case.operation.path == "/api/games" and "league" in body and roll % 2:
            body["league"] = live.league["id"]
    security = case.operation.definition.raw.get("security")
    if security and (security == [{"bearer": []}] or body.get("league")) and roll % 8 != 1:
        token = live.league["token"] if "league_id" in path or body.get("league") else live.game["token"]
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}
    if case.headers and "If-Match" in case.headers and roll % 3:
        del case.headers["If-Match"]
        if roll % 3 == 1:
            case.headers["If-Match"] = client.get(f"/api/games/{live.game['id']}").headers["ETag"]


@pytest.mark.parametrize(("path", "method", "mode"), RUNS, ids=[f"{m.upper()} {p} {g.value}" for p, m, g in RUNS])
def test_api_answers_as_documented(
    api_schema: Any, live: Live, client: FlaskClient, path: str, method: str, mode: GenerationMode
) -> None:
    """No 500, and every answer has a documented status, content type, headers and body schema."""

    def check(case: Any) -> None:
        aim(case, live, client)
        case.call_and_validate(checks=CHECKS)

    each_case(api_schema[path][method.upper()], mode, EXAMPLES[mode], check)


def each_case(operation: Any, mode: GenerationMode, examples: int, check: Callable[[Any], None]) -> None:
    """Check up to `examples` cases Schemathesis generates for an operation (Hypothesis drives its strategy)."""

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large],
    )
    def run(case: Any) -> None:
        check(case)

    run()


# ---- server errors the run above once found (all fixed): each must now answer as expected -----------


def league_auth(live: Live) -> dict[str, str]:
    return {"Authorization": f"Bearer {live.league['token']}"}


FORMER_500 = [
    pytest.param(
        "POST",
        "/api/games/{game}/rounds/9223372036854775808/restore",
        None,
        (404,),
        id="restore-round-beyond-64-bits",
    ),
    pytest.param(
        "GET",
        "/api/players/9223372036854775808",
        None,
        (404,),
        id="player-id-beyond-64-bits",
    ),
    pytest.param(
        "GET",
        "/api/leagues/{league}/standings?season=9223372036854775808",
        None,
        (422,),
        id="standings-season-beyond-64-bits",
    ),
    pytest.param(
        "GET",
        "/api/leagues/{league}/games?season=%C2%B2",
        None,
        (422,),
        id="games-season-superscript-two",
    ),
    pytest.param(
        "POST",
        "/api/leagues/{league}/players/merge",
        {"from": INT64, "into": 1},
        (422,),
        id="merge-player-beyond-64-bits",
    ),
    pytest.param(
        "POST",
        "/api/games",
        {"league": "{league}", "sides": [{"name": "A", "players": [{"id": INT64}]}, {"name": "B", "players": ["b"]}]},
        (422,),
        id="league-game-player-id-beyond-64-bits",
    ),
    pytest.param(
        "POST",
        "/api/games",
        {"sides": TWO_PAIRS, "settings": {"red_three_totals": {"²": 100}}},
        (422,),
        id="red-three-totals-superscript-two",
    ),
    pytest.param(
        "POST",
        "/api/games/import",
        {"history": [{"action": "round_added", "round": INT64}]},
        (201, 422),
        id="import-event-round-beyond-64-bits",
    ),
    pytest.param(
        "POST",
        "/api/games/import",
        {"history": [{"action": "created", "at": "0001-01-01T00:00:00+01:00"}]},
        (201, 422),
        id="import-event-time-before-year-1-utc",
    ),
]


FORMER_500 += [
    pytest.param(
        "GET",
        "/api/games/a%00b",
        None,
        (404,),
        id="nul-in-game-id",
    ),
    pytest.param(
        "GET",
        "/api/leagues/a%00b",
        None,
        (404,),
        id="nul-in-league-id",
    ),
    pytest.param(
        "POST",
        "/api/games",
        {"league": "a\x00b", "sides": TWO_PAIRS},
        (422,),
        id="nul-in-new-game-league",
    ),
    pytest.param(
        "POST",
        "/api/leagues/{league}/games",
        {"game": "a\x00b", "token": "x"},
        (422,),
        id="nul-in-attached-game-id",
    ),
    pytest.param(
        "POST",
        "/api/games/import",
        {"history": [{"action": "created", "by": "a\x00b"}]},
        (201, 422),
        id="nul-in-imported-event-by",
    ),
]


@pytest.mark.parametrize(("method", "url", "body", "expected"), FORMER_500)
def test_former_server_errors_answer_as_expected(
    live: Live, client: FlaskClient, method: str, url: str, body: Any, expected: tuple[int, ...]
) -> None:
    url = url.format(game=live.game["id"], league=live.league["id"])
    if body and body.get("league") == "{league}":
        body = {**body, "league": live.league["id"]}
    headers = league_auth(live) if "league" in url or (body and "league" in body) else {}
    if "/rounds/" in url:
        headers = {"Authorization": f"Bearer {live.game['token']}"}
    if url == "/api/games/import":
        body = {**client.get(f"/api/games/{live.game['id']}/export").get_json(), **body}
    response = client.open(url, method=method, json=body, headers=headers)
    assert response.status_code in expected, response.get_json()


# ---- what the live Schemathesis run found against the document (all fixed) --------------------------------


def test_a_whole_number_written_with_a_fraction_point_is_the_integer_the_document_promises(client: FlaskClient) -> None:
    sides = [{"name": "A", "players": ["a"], "start": 3125.0}, {"name": "B", "players": ["b"], "start": 0}]
    made = client.post("/api/games", json={"sides": sides})
    assert made.status_code == 201 and made.get_json()["sides"][0]["start"] == 3125
    for value in (3125.5, True, "3125"):
        refused = client.post("/api/games", json={"sides": [{**sides[0], "start": value}, sides[1]]})
        assert refused.status_code == 422 and "sides.0.start" in refused.get_json()["errors"], value


def test_an_empty_settings_change_is_valid_by_the_document_and_taken(client: FlaskClient) -> None:
    schema = DOCUMENT["components"]["schemas"]["CanastaNewGame"]["properties"]["settings"]
    assert "oneOf" not in json.dumps(schema)  # {} fits every family's change: oneOf called it invalid
    assert client.post("/api/games", json={"sides": TWO_PAIRS, "settings": {}}).status_code == 201
