"""Every field of every request body, given each JSON type it doesn't take (object, list, text, whole number,
fraction, true/false, null where null isn't allowed), is answered 422 naming that field, never 500; a body
that is no object at all is answered 400. The fields are walked from the served OpenAPI document."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.api.test_openapi import DOCUMENT
from tests.conftest import HELD, WON

SCHEMAS = DOCUMENT["components"]["schemas"]
SAMPLES: dict[str, Any] = {
    "object": {"x": 1},
    "array": [1],
    "string": "x",
    "integer": 7,
    "number": 1.5,
    "boolean": True,
    "null": None,
}
EVERY_TYPE = frozenset(SAMPLES)
BODIES = [  # JSON bodies (a photo is uploaded as multipart/form-data: tests/api/test_evidence.py)
    (path, method)
    for path, item in DOCUMENT["paths"].items()
    for method, op in item.items()
    if "application/json" in op.get("requestBody", {}).get("content", {})
]


def resolved(schema: dict[str, Any]) -> dict[str, Any]:
    """A schema with its $ref followed."""
    while "$ref" in schema:
        schema = SCHEMAS[schema["$ref"].rsplit("/", 1)[1]]
    return schema


def members(schema: dict[str, Any]) -> list[dict[str, Any]]:
    """The alternatives of a schema (itself when it has none)."""
    schema = resolved(schema)
    alternatives = schema.get("anyOf") or schema.get("oneOf")
    return [m for alt in alternatives for m in members(alt)] if alternatives else [schema]


def json_types(schema: dict[str, Any]) -> frozenset[str]:
    """The JSON types a schema takes ("number" takes whole numbers too); every type when it says none."""
    found: set[str] = set()
    for member in members(schema):
        kind = member.get("type")
        if kind is None and "enum" in member:
            kind = [{str: "string", int: "integer", bool: "boolean"}[type(v)] for v in member["enum"]]
        if kind is None and "const" in member:
            kind = {str: "string", int: "integer"}[type(member["const"])]
        if kind is None:
            return EVERY_TYPE
        found |= set(kind if isinstance(kind, list) else [kind])
    return frozenset(found | ({"integer"} if "number" in found else set()))


def of_type(schema: dict[str, Any], kind: str) -> dict[str, Any]:
    """The alternative of a schema that takes `kind`."""
    return next(m for m in members(schema) if m.get("type") == kind)


def minimal(schema: dict[str, Any]) -> Any:
    """The smallest value the schema (not the rules) takes: required fields, one item, a key it allows."""
    first = members(schema)[0]
    if "enum" in first or "const" in first:
        return first["enum"][0] if "enum" in first else first["const"]
    kind = first.get("type")
    if kind == "object":
        return {k: minimal(first["properties"][k]) for k in first.get("required", [])}
    if kind == "array":
        return [minimal(first.get("items", {}))]
    return {"string": "2024-05-01" if first.get("format") == "date" else "x", "integer": 0, "boolean": False}.get(
        kind, 0
    )


def fields(schema: dict[str, Any], value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every field below a value (its path and schema), containers the example lacks made on the way."""
    if "object" in json_types(schema) and json_types(schema) != EVERY_TYPE:
        shape = of_type(schema, "object")
        children = dict(shape.get("properties", {}))
        extra = shape.get("additionalProperties")
        if isinstance(extra, dict):
            names = shape.get("propertyNames", {})
            children[names.get("enum", ["1"])[0]] = extra
        for key, child in children.items():
            yield (*path, key), child
            inner = value.get(key) if isinstance(value, dict) and key in value else minimal(child)
            yield from fields(child, inner, (*path, key))
    if "array" in json_types(schema) and json_types(schema) != EVERY_TYPE:
        items = of_type(schema, "array").get("items", {})
        yield (*path, 0), items
        yield from fields(items, value[0] if isinstance(value, list) and value else minimal(items), (*path, 0))


def child_of(shape: dict[str, Any], key: Any) -> dict[str, Any]:
    """The schema of a field (a name) or item (an index) of a container."""
    if isinstance(key, int):
        return of_type(shape, "array").get("items", {})
    container = of_type(shape, "object")
    return container.get("properties", {}).get(key, container.get("additionalProperties", {}))


def put(body: Any, schema: dict[str, Any], path: tuple[Any, ...], value: Any) -> Any:
    """A copy of the body with `value` at `path`; containers on the way that the body lacks (or holds as
    another member of a union, such as a seat's name instead of a player's id) made as the schema wants."""
    body = copy.deepcopy(body)
    here, shape = body, schema
    for key, below in zip(path, [*path[1:], None], strict=True):
        child = child_of(shape, key)
        if below is None:
            here[key] = value
            break
        wanted = list if isinstance(below, int) else dict
        present = key < len(here) if isinstance(key, int) else key in here
        if not present or not isinstance(here[key], wanted) or (wanted is list and not here[key]):
            made = minimal(of_type(child, "array" if wanted is list else "object"))
            if isinstance(key, int) and not present:
                here.append(made)
            else:
                here[key] = made
        here, shape = here[key], child
    return body


def wrong(schema: dict[str, Any]) -> list[Any]:
    """A value of every JSON type the field doesn't take."""
    taken = json_types(schema)
    return [sample for kind, sample in SAMPLES.items() if kind not in taken]


@pytest.fixture
def live(client: FlaskClient, make_game: Any, play: Any) -> dict[str, Any]:
    """A game with a round, a league with a season and two players, and a valid body for each operation."""
    game = make_game()
    assert play(game, WON, HELD).status_code == 201
    league = client.post("/api/leagues", json={"visibility": "public", "name": "Club"}).get_json()
    exported = client.get(f"/api/games/{game['id']}/export").get_json()
    sides = [{"name": "A & B", "players": ["A", "B"]}, {"name": "C & D", "players": ["C", "D"]}]
    new_game = {"ruleset": "classic", "sides": sides, "dealer": {"first": 0}, "played_on": "2024-05-01"}
    entries = [{**WON, "meld_cards": {"aces": 0}}, HELD]
    evening = {"name": "Friday", "players": ["A", "B", {"id": "x"}], "new_players": ["D"], "pairs": [], "hands": 3}
    made = client.post(
        f"/api/leagues/{league['id']}/evenings",
        json={"name": "Friday", "players": ["A", "B", "C", "D"]},
        headers={"Authorization": f"Bearer {league['token']}"},
    ).get_json()
    return {
        "ids": {"game_id": game["id"], "number": 1, "league_id": league["id"], "evening_id": made["id"]},
        "tokens": {"game": game["token"], "league": league["token"]},
        "bodies": {
            "NewGame": {**new_game, "settings": {}},
            "Import": exported,
            "GameChange": {"sides": [{"name": "A", "players": ["a", "b"]}, {"name": "C", "players": ["c", "d"]}]},
            "RoundInput": {"entries": entries, "number": 2, "id": "phone-1"},
            "NewLeague": {"name": "Club", "settings": {}},
            "AttachGame": {"game": game["id"], "token": game["token"]},
            "Merge": {"from": 1, "into": 2},
            "NewSeason": {"name": "Spring", "start": "2024-03-01", "end": "2024-05-31"},
            "ConfirmationInput": {"side": 0, "signed_by": "Anna"},
            "NewEvening": {**evening, "bands": [[50, 10, 10], [None, 20, 0]], "bye_score": 12, "movement": None},
            "Arrivals": {"players": [{"id": "x"}], "new_players": ["E"]},
        },
    }


def schema_of(path: str, method: str) -> tuple[str, dict[str, Any]]:
    """The name and schema of an operation's body."""
    ref = DOCUMENT["paths"][path][method]["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    name = ref.rsplit("/", 1)[1]
    return name, SCHEMAS[name]


@pytest.mark.parametrize(("path", "method"), BODIES, ids=[f"{m.upper()} {p}" for p, m in BODIES])
def test_every_field_of_the_wrong_json_type_is_answered_422(
    app: Flask, client: FlaskClient, live: dict[str, Any], monkeypatch: pytest.MonkeyPatch, path: str, method: str
) -> None:
    for setting in ("SCOREPAD_IMPORT_LIMIT", "SCOREPAD_GAME_WRITE_LIMIT", "SCOREPAD_CREATE_LIMIT"):
        monkeypatch.setitem(app.config, setting, "100000 per minute")
    name, schema = schema_of(path, method)
    url = path.format(**live["ids"])
    organiser = "league" in path or "evening" in path  # an evening is its league's organiser's
    auth = {"Authorization": f"Bearer {live['tokens']['league' if organiser else 'game']}"}
    body = live["bodies"][name]
    tried, failures = 0, []
    for where, field in fields(schema, body):
        for value in wrong(field):
            sent = put(body, schema, where, value)
            response = client.open(url, method=method, json=sent, headers=auth)
            field_path = ".".join(map(str, where))
            errors = (response.get_json() or {}).get("errors", {})
            if response.status_code != 422 or field_path not in errors:
                failures.append((field_path, value, response.status_code, errors))
            tried += 1
    assert tried > 10 and not failures, failures[:10]


@pytest.mark.parametrize(("path", "method"), BODIES, ids=[f"{m.upper()} {p}" for p, m in BODIES])
def test_a_body_that_is_no_object_is_answered_400(
    client: FlaskClient, live: dict[str, Any], path: str, method: str
) -> None:
    url = path.format(**live["ids"])
    organiser = "league" in path or "evening" in path  # an evening is its league's organiser's
    auth = {"Authorization": f"Bearer {live['tokens']['league' if organiser else 'game']}"}  # 401 comes first
    for body in ("[]", "[1]", '"x"', "7", "1.5", "true", "null", "", "{"):
        response = client.open(url, method=method, data=body, content_type="application/json", headers=auth)
        assert response.status_code == 400, (body, response.get_data(as_text=True))
        assert "_body" in response.get_json()["errors"]


def test_a_ruleset_given_as_object_or_list_is_answered_422(client: FlaskClient, live: dict[str, Any]) -> None:
    for url, body in (("/api/games", live["bodies"]["NewGame"]), ("/api/leagues", live["bodies"]["NewLeague"])):
        for ruleset in ({"key": "classic"}, ["classic"], {}, []):
            response = client.post(url, json={**body, "ruleset": ruleset})
            assert response.status_code == 422 and "ruleset" in response.get_json()["errors"], response.get_json()


@pytest.mark.parametrize(
    ("lang", "too_large", "below"),
    [
        ("en", "Must be at most 1,000,000.", "Must be 0 or more."),
        ("de", "Darf höchstens 1.000.000 sein.", "Muss 0 oder mehr sein."),
    ],
)
def test_a_huge_number_is_too_large_never_not_a_number(client: FlaskClient, make_game, lang, too_large, below) -> None:
    # issue 27: 99999999999999999999 was called "not a whole number"; the API and the live preview say its bound
    game = make_game()
    huge = 99999999999999999999
    entries = [{**WON, "meld_points": huge}, {**HELD, "hand_points": -huge}]
    headers = {"Accept-Language": lang}
    for url in (f"/api/games/{game['id']}/rounds/preview", f"/api/games/{game['id']}/rounds"):
        answered = client.post(
            url, json={"entries": entries}, headers={**headers, "Authorization": f"Bearer {game['token']}"}
        )
        assert answered.status_code == 422
        assert answered.get_json()["errors"] == {"entries.0.meld_points": too_large, "entries.1.hand_points": below}
