"""The document's types as generators take them: every union a named schema, every nullable choice a named enum
beside null (no PlayersInner, ...Type0 or `anyOf` with an `enum` beside it), an event's shape told apart by its
action (before and after typed by it), `next` always there, the round number from 1 (scorepad/api/schemas/)."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient


def inline_unions(node: Any, where: str = "") -> list[str]:
    """Where a property's schema is a union a generator would name after its place (PlayersInner, ...Type0): a
    oneOf/anyOf with more than one branch besides null, or an enum or object written out beside null."""
    found = []
    if isinstance(node, dict):
        for kind in [k for k in ("oneOf", "anyOf") if k in node]:
            branches = [b for b in node[kind] if b != {"type": "null"}]
            if len(branches) > 1 or "enum" in node or any("enum" in b or b.get("type") == "object" for b in branches):
                found.append(where)
        for key, value in node.items():
            found += inline_unions(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found += inline_unions(value, f"{where}/{i}")
    return found


def test_the_document_names_every_union_and_enum_a_generator_makes_a_type_of(client: FlaskClient) -> None:
    doc = client.get("/api/openapi.json").get_json()
    schemas = doc["components"]["schemas"]
    inside = [w for name, s in schemas.items() for w in inline_unions({k: v for k, v in s.items() if k != "oneOf"}, name)]
    assert inside == []  # a union is a schema of its own (Seat, RulesetInfo, Game, ...), at the top of it
    assert inline_unions(doc["paths"]) == []
    assert schemas["AmericanEntryInput"]["properties"]["going_out"]["anyOf"] == [
        {"$ref": "#/components/schemas/AmericanGoingOut"},
        {"type": "null"},
    ]
    assert schemas["AmericanGoingOut"]["enum"] == ["out"]
    events = schemas["Event"]["discriminator"]  # an event's shape is its action's: before and after typed by it
    assert events["propertyName"] == "action" and len(events["mapping"]) == 12
    assert events["mapping"]["round_corrected"] == "#/components/schemas/RoundEvent"
    round_event = schemas["RoundEvent"]["properties"]
    assert "round_corrected" in round_event["action"]["enum"] and "created" not in round_event["action"]["enum"]
    assert round_event["before"]["anyOf"] == [{"$ref": "#/components/schemas/RoundRecord"}, {"type": "null"}]
    assert schemas["FinishedEvent"]["properties"]["after"]["anyOf"][0] == {"$ref": "#/components/schemas/FinishRecord"}
    assert "next" in schemas["History"]["required"] and "next" in schemas["LeagueGames"]["required"]
    numbers = [
        p["schema"]
        for item in doc["paths"].values()
        for operation in item.values()
        for p in operation.get("parameters", [])
        if p["name"] == "number" and p["in"] == "path"
    ]
    assert numbers and all(n["minimum"] == 1 for n in numbers)  # "The round's number, from 1."
