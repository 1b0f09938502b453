"""The OpenAPI document serves real clients: a Python client generated from it by openapi-python-client
plays a whole game, and openapi-core finds the app's real answers true to the document."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest
from flask import Flask
from flask.testing import FlaskClient
from openapi_core import OpenAPI
from openapi_core.contrib.werkzeug import WerkzeugOpenAPIRequest, WerkzeugOpenAPIResponse
from werkzeug.test import EnvironBuilder

from tests.conftest import HELD, TWO_PAIRS, WON

BIN = Path(sys.executable).parent


@pytest.fixture(scope="module")
def generated(app: Flask, tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The client openapi-python-client generates from the served document, imported as a package."""
    folder = tmp_path_factory.mktemp("client")
    doc = folder / "openapi.json"
    doc.write_text(json.dumps(app.test_client().get("/api/openapi.json").get_json()))
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}  # its formatter: our ruff
    command = [str(BIN / "openapi-python-client"), "generate", "--path", str(doc), "--meta", "none"]
    made = subprocess.run(  # noqa: S603  (our own tool, fixed arguments)
        [*command, "--output-path", str(folder / "scorepad_client")], capture_output=True, text=True, env=env
    )
    assert made.returncode == 0, made.stdout + made.stderr
    assert "Warning" not in made.stdout + made.stderr, made.stdout + made.stderr
    sys.path.insert(0, str(folder))
    try:
        yield importlib.import_module("scorepad_client")
    finally:
        sys.path.remove(str(folder))


def test_a_generated_client_plays_a_whole_game(app: Flask, generated: Any) -> None:
    from scorepad_client import AuthenticatedClient, Client
    from scorepad_client.api.games import create_game, read_game, rulesets
    from scorepad_client.api.records import game_history
    from scorepad_client.api.rounds import add_round, read_round
    from scorepad_client.models import ErrorBody, GameCreated, NewGame, RoundInput

    transport = {"transport": httpx.WSGITransport(app=app)}
    anyone = Client(base_url="http://scorepad.test", httpx_args=transport, raise_on_unexpected_status=True)
    assert [r.key for r in rulesets.sync(client=anyone).rulesets][:3] == ["classic", "german", "three_pack"]

    created = create_game.sync(client=anyone, body=NewGame.from_dict({"ruleset": "classic", "sides": TWO_PAIRS}))
    assert isinstance(created, GameCreated) and created.token and created.edit_link.startswith("http")
    scorer = AuthenticatedClient(base_url="http://scorepad.test", token=created.token, httpx_args=transport)
    for _ in range(2):
        written = add_round.sync(client=scorer, game_id=created.id, body=RoundInput.from_dict({"entries": [WON, HELD]}))
        assert written is not None and not written.warnings.additional_properties

    game = read_game.sync(client=anyone, game_id=created.id)
    assert [s.total for s in game.sides] == [1880, 80] and [s.initial_meld for s in game.sides] == [90, 50]
    assert [[e.score for e in r.entries] for r in game.rounds] == [[940, 40], [940, 40]]
    explained = read_round.sync(client=anyone, game_id=created.id, number=1)
    assert [r.text for r in explained.entries[0].explanation][0] == "Melded cards: 240"
    history = game_history.sync(client=anyone, game_id=created.id)
    assert [e.action for e in history.events] == ["created", "round_added", "round_added"]

    refused = add_round.sync_detailed(
        client=scorer, game_id=created.id, body=RoundInput.from_dict({"entries": [{**WON, "meld_points": 241}, HELD]})
    )
    assert refused.status_code == 422 and isinstance(refused.parsed, ErrorBody)
    assert refused.parsed.errors.additional_properties == {"entries.0.meld_points": "Must be a multiple of 5."}
    stranger = add_round.sync_detailed(
        client=anyone.with_headers({}), game_id=created.id, body=RoundInput.from_dict({"entries": [WON, HELD]})
    )
    assert stranger.status_code == 401 and isinstance(stranger.parsed, ErrorBody)
    assert "_auth" in stranger.parsed.errors.additional_properties


def test_real_answers_are_true_to_the_document(client: FlaskClient, make_game: Any, play: Any) -> None:
    spec = OpenAPI.from_dict(client.get("/api/openapi.json").get_json())
    game = make_game()
    auth = {"Authorization": f"Bearer {game['token']}"}
    url = f"/api/games/{game['id']}"
    calls = [
        ("POST", f"{url}/rounds", {"entries": [WON, HELD]}, auth),
        ("POST", f"{url}/rounds", {"entries": [WON, HELD]}, {**auth, "Prefer": "return=minimal"}),
        ("POST", f"{url}/rounds/preview", {"entries": [WON, HELD]}, {}),
        ("POST", f"{url}/rounds", {"entries": [{**WON, "meld_points": 241}, HELD]}, auth),
        ("POST", f"{url}/rounds", {"entries": [WON, HELD]}, {}),
        ("GET", url, None, {}),
        ("GET", f"{url}/rounds/1", None, {}),
        ("GET", f"{url}/history", None, {}),
        ("GET", f"{url}/export", None, {}),
        ("GET", "/api/rulesets", None, {}),
        ("PUT", f"{url}/rounds/1", {"entries": [WON, HELD]}, {**auth, "If-Match": '"stale"'}),
        ("DELETE", f"{url}/rounds/2", None, auth),
        ("GET", "/api/games/nope", None, {}),
    ]
    for method, path, body, headers in calls:
        asked = EnvironBuilder(path, method=method, json=body, headers=headers).get_request()
        answer = client.open(path, method=method, json=body, headers=headers)
        spec.validate_response(WerkzeugOpenAPIRequest(asked), WerkzeugOpenAPIResponse(answer))
