"""A family's document: its unions narrowed to the family's shape, other families' examples and schemas left out;
and a client generated from it alone plays that family's game."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

from flask import Flask

from scorepad.api.family_document import of_family
from tests.api.client_games import generate_python_client

REF = "#/components/schemas/"


def union(*families: str) -> dict[str, Any]:
    """A union of the families' shapes, told apart by `family`."""
    return {
        "oneOf": [{"$ref": f"{REF}{f.title()}Game"} for f in families],
        "discriminator": {"propertyName": "family", "mapping": {f: f"{REF}{f.title()}Game" for f in families}},
    }


def toy() -> dict[str, Any]:
    """A document of two families, a union of one only, and examples named by family and by anything else."""
    examples = {"canasta": {"value": 1}, "romme": {"value": 2}}
    return {
        "info": {"title": "Scorepad"},
        "paths": {
            "/games": {
                "post": {
                    "requestBody": {"content": {"application/json": {"schema": {"$ref": f"{REF}Game"}, "examples": examples}}},
                    "responses": {"200": {"content": {"application/json": {"examples": {"short": {"value": 3}}}}}},
                }
            },
            "/only": {"get": {"responses": {"200": {"content": {"application/json": {"schema": {"$ref": f"{REF}Only"}}}}}}},
        },
        "components": {
            "responses": {},
            "schemas": {
                "Game": union("canasta", "romme"),
                "Only": union("canasta"),
                "CanastaGame": {"type": "object", "properties": {"cards": {"$ref": f"{REF}Cards"}}},
                "RommeGame": {"type": "object"},
                "Cards": {"type": "integer"},
                "Unused": {"type": "string"},
            },
        },
    }


def test_unions_narrow_to_the_family_and_what_nothing_uses_goes() -> None:
    whole = toy()
    romme = of_family(whole, "romme", ["canasta", "romme"])
    schemas = romme["components"]["schemas"]
    body = romme["paths"]["/games"]["post"]["requestBody"]["content"]["application/json"]
    assert body["schema"] == {"$ref": f"{REF}RommeGame"}  # the union gone: the family's shape itself
    assert schemas["Only"] == union("canasta")  # no shape of Rommé in it: it stays whole, and what it uses stays
    assert sorted(schemas) == ["CanastaGame", "Cards", "Only", "RommeGame"]
    post = romme["paths"]["/games"]["post"]
    assert post["requestBody"]["content"]["application/json"]["examples"] == {"romme": {"value": 2}}
    assert post["responses"]["200"]["content"]["application/json"]["examples"] == {"short": {"value": 3}}
    assert romme["info"] == {"title": "Scorepad (romme)", "x-family": "romme"}
    assert whole == toy()  # the whole document is left as it was

    canasta = of_family(toy(), "canasta", ["canasta", "romme"])
    assert sorted(canasta["components"]["schemas"]) == ["CanastaGame", "Cards"]
    assert canasta["paths"]["/only"]["get"]["responses"]["200"]["content"]["application/json"]["schema"] == {
        "$ref": f"{REF}CanastaGame"
    }


def test_a_client_generated_from_a_familys_document_plays_its_game(app: Flask, tmp_path: Path) -> None:
    generate_python_client(app.test_client().get("/api/openapi.json?family=romme").get_json(), tmp_path, "romme_client")
    generated = sorted(p.stem for p in (tmp_path / "romme_client" / "models").glob("*.py"))
    assert "romme_game" in generated and not [m for m in generated if m.startswith(("canasta_", "buraco_"))]
    sys.path.insert(0, str(tmp_path))
    try:
        client_module = importlib.import_module("romme_client")
        create_game = importlib.import_module("romme_client.api.games.create_game")
        read_game = importlib.import_module("romme_client.api.games.read_game")
        models = importlib.import_module("romme_client.models")
        import httpx

        client = client_module.Client(base_url="http://scorepad")
        transport = httpx.WSGITransport(app=app)  # type: ignore[arg-type]
        client.set_httpx_client(httpx.Client(base_url="http://scorepad", transport=transport))
        body = models.RommeNewGame.from_dict(
            {"family": "romme", "ruleset": "romme", "sides": [{"name": "Ann", "players": ["Ann"]}, {"name": "Ben", "players": ["Ben"]}]}
        )
        created = create_game.sync(client=client, body=body)
        read = read_game.sync(client=client, game_id=created.id)
        assert isinstance(read, models.RommeGame) and [s.name for s in read.sides] == ["Ann", "Ben"]
    finally:
        sys.path.remove(str(tmp_path))
        for name in [m for m in sys.modules if m == "romme_client" or m.startswith("romme_client.")]:
            del sys.modules[name]
