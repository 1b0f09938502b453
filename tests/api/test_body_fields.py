"""A refusal names at most PROBLEMS_LISTED problems and counts the rest (`more`), whatever the body: a body of
80,000 unknown fields is refused before its schema reads it, a file of 100,000 rounds before any round is
checked, each in a fraction of a second with an answer of about a kilobyte."""

from __future__ import annotations

import json
import time
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from scorepad.api.body_fields import names_taken
from scorepad.api.schemas.leagues import NewSeason
from scorepad.core.sizes import PROBLEMS_LISTED, ROUNDS_MAX
from tests.conftest import TWO_PAIRS

FILE = {"format": "scorepad-game", "version": 1, "ruleset": "classic", "sides": TWO_PAIRS}


def refused(app: Flask, body: dict[str, Any]) -> tuple[Any, float]:
    """Post an import; its answer and how long it took (a plain client: checking the request against the
    document, as the API tests' client does, would take longer than the server)."""
    client, data = app.test_client(), json.dumps(body).encode()
    start = time.perf_counter()
    answer = client.post("/api/games/import", data=data, content_type="application/json")
    return answer, time.perf_counter() - start


def test_eighty_thousand_unknown_fields_are_refused_at_once_and_briefly(app: Flask) -> None:
    answer, took = refused(app, FILE | {f"key{i:05d}": i for i in range(80_000)})
    problem = answer.get_json()
    assert answer.status_code == 422 and problem["type"] == "/problems/shape"
    assert len(problem["errors"]) == PROBLEMS_LISTED and problem["more"] == 80_000 - PROBLEMS_LISTED
    assert problem["errors"]["key00000"] == "Unknown field." and len(answer.get_data()) < 4096
    assert took < 2.0  # it took 4 to 9 s and answered 4.4 MB


def test_a_file_over_the_round_cap_is_refused_before_its_rounds_are_read(app: Flask) -> None:
    answer, took = refused(app, FILE | {"rounds": [{} for _ in range(100_000)]})
    capped = {"rounds": f"A game holds at most {ROUNDS_MAX:,} rounds."}
    assert answer.status_code == 422 and answer.get_json()["errors"] == capped
    assert "more" not in answer.get_json() and len(answer.get_data()) < 1024
    assert took < 2.0  # it took 4 to 7 s: every round was checked before the cap, answering 7.5 MB


def test_a_schema_error_list_is_cut_at_twenty_and_the_rest_counted(client: FlaskClient, make_game: Any) -> None:
    game = make_game()
    wrong = {f"count_{n}": 1 for n in range(15)}  # 15 unknown counts on each of two sides: 30 problems
    body = {"family": "canasta", "entries": [wrong, wrong]}
    auth = {"Authorization": f"Bearer {game['token']}"}
    answer = client.post(f"/api/games/{game['id']}/rounds", json=body, headers=auth)
    assert answer.status_code == 422 and len(answer.get_json()["errors"]) == PROBLEMS_LISTED
    assert answer.get_json()["more"] == 30 - PROBLEMS_LISTED
    few = client.post("/api/games/import", json=FILE | {"a": 1, "b": 2})  # a few unknown: each named, none counted
    assert few.status_code == 422 and {"a", "b"} <= set(few.get_json()["errors"]) and "more" not in few.get_json()


def test_the_names_a_body_takes_are_its_models_fields() -> None:
    assert names_taken(NewSeason) == frozenset(NewSeason.model_fields)
    assert names_taken(int) is None
