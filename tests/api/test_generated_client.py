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

from tests.api.test_hand_and_foot import H3_A, H3_B
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


# Modern American Canasta (RULES.md 11.11), League's values. A1: NS = 100 + 500 + 300 + 200 + 245 - 15 = 1330;
# EW = 300 + 0 + 140 - 85 = 355. A2: NS = 100 + 2 x 500 + 170 = 1270; EW, no canasta: -85 - 120 - 400 = -605.
# A3: NS = 100 + 2500 + 2500 + 300 + 500 + 295 - 20 = 6175; EW, no canasta: -150 - 40 = -190. NS pass 8500.
AMERICAN = [
    [
        {"going_out": "out", "meld_points": 245, "hand_points": 15, "natural_canastas": 1, "mixed_canastas": 1}
        | {"red_threes": 1, "black_threes": 1},
        {"meld_points": 140, "hand_points": 85, "mixed_canastas": 1, "red_threes": 2},
    ],
    [
        {"going_out": "out", "meld_points": 170, "natural_canastas": 2},
        {"meld_points": 85, "hand_points": 120, "red_threes": 2, "black_threes": 1},
    ],
    [
        {"going_out": "out", "meld_points": 295, "hand_points": 20, "sevens_canastas": 1, "aces_canastas": 1}
        | {"mixed_canastas": 1, "black_threes": 3},
        {"meld_points": 150, "hand_points": 40},
    ],
]
# Hand and Foot (RULES.md 12.4), the most published values. Round 1 is H3: A 2330, B 440. Round 2: A = 120 - 60 +
# 500 - 500 = 60; B went out: 250 - 25 + 1000 + 600 + 100 + 100 (exact pick) + 100 = 2125. Round 3, nobody out:
# A = 200 - 30 + 300 = 470; B = 150 - 45 = 105. Round 4: A went out: 400 - 30 + 1000 + 600 + 200 + 100 + 100 = 2370;
# B = 200 - 90 + 500 = 610.
HAND_AND_FOOT = [
    [H3_A, H3_B],
    [
        {"meld_points": 120, "hand_points": 60, "clean_books": 1, "red_threes_caught": 1},
        {"going_out": "out", "meld_points": 250, "hand_points": 25, "clean_books": 2, "dirty_books": 2}
        | {"red_threes": 1, "exact_picks": 1},
    ],
    [{"meld_points": 200, "hand_points": 30, "dirty_books": 1}, {"meld_points": 150, "hand_points": 45}],
    [
        {"going_out": "out", "meld_points": 400, "hand_points": 30, "clean_books": 2, "dirty_books": 2}
        | {"red_threes": 2, "exact_picks": 1},
        {"meld_points": 200, "hand_points": 90, "clean_books": 1},
    ],
]


@pytest.mark.parametrize(
    ("ruleset", "hands", "scores", "minimums", "first_words", "end"),
    [
        (
            "american",
            AMERICAN,
            [[1330, 355], [1270, -605], [6175, -190]],
            [125, 125],  # both totals below 3000 after the first hand (11.6)
            "Melded cards, side has a canasta: 245",
            ([8775, -440], 9215),
        ),
        (
            "hand_and_foot",
            HAND_AND_FOOT,
            [[2330, 440], [60, 2125], [470, 105], [2370, 610]],
            [90, 90],  # round 2's minimum on every side (12.5)
            "Melded cards: 395",
            ([5230, 3280], 1950),
        ),
    ],
)
def test_a_generated_client_plays_the_new_families(
    app: Flask, generated: Any, ruleset: str, hands: list, scores: list, minimums: list, first_words: str, end: tuple
) -> None:
    from scorepad_client import AuthenticatedClient, Client
    from scorepad_client.api.games import create_game, read_game, rulesets
    from scorepad_client.api.rounds import add_round, read_round
    from scorepad_client.models import (
        AmericanEntryInput,
        ErrorBody,
        GameCreated,
        HandAndFootEntryInput,
        NewGame,
        RoundInput,
    )

    # The family's own entry model: RoundInput.from_dict would take the first shape of the union that reads the dict
    # (Canasta's), and leave out what Canasta doesn't count.
    entry = {"american": AmericanEntryInput, "hand_and_foot": HandAndFootEntryInput}[ruleset]
    transport = {"transport": httpx.WSGITransport(app=app)}
    anyone = Client(base_url="http://scorepad.test", httpx_args=transport, raise_on_unexpected_status=True)
    assert ruleset in [r.key for r in rulesets.sync(client=anyone).rulesets]
    created = create_game.sync(client=anyone, body=NewGame.from_dict({"ruleset": ruleset, "sides": TWO_PAIRS}))
    assert isinstance(created, GameCreated) and created.token
    scorer = AuthenticatedClient(base_url="http://scorepad.test", token=created.token, httpx_args=transport)
    for number, entries in enumerate(hands, start=1):
        body = RoundInput(entries=[entry.from_dict(e) for e in entries])
        assert body.to_dict() == {"entries": entries}  # nothing of the hand left out on the way
        written = add_round.sync(client=scorer, game_id=created.id, body=body)
        assert written is not None and not isinstance(written, ErrorBody), written.to_dict()
        assert written.status == ("finished" if number == len(hands) else "playing")
        if number == 1:
            assert [s.initial_meld for s in written.sides] == minimums

    game = read_game.sync(client=anyone, game_id=created.id)
    assert [[e.score for e in r.entries] for r in game.rounds] == scores
    totals, margin = end
    assert [s.total for s in game.sides] == totals
    assert (game.status, game.winner, game.margin) == ("finished", 0, margin)
    explained = read_round.sync(client=anyone, game_id=created.id, number=1)
    assert explained.entries[0].explanation[0].text == first_words
