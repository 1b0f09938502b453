"""Every kind of refusal the API answers carries its own `type` (the address of the page about it), `instance`
(the request's path) and each problem with a stable `code` and its place (a JSON Pointer into the body, or the
parameter), beside the `errors` API 1.0 clients read: schema and rules problems in every family, and each status."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from scorepad.config import LIMITS
from tests.api.test_examples import GAMES
from tests.conftest import HELD, WON


def kind(answer: Any, status: int, type_: str) -> dict[str, Any]:
    """The problem of an answer, checked to be of `type_` with `status`, naming the request it answers."""
    problem = answer.get_json()
    assert (answer.status_code, answer.mimetype, problem["type"]) == (status, "application/problem+json", type_)
    assert problem["instance"] == answer.request.path and problem["status"] == status
    assert {p["field"] for p in problem["problems"]} == set(problem["errors"])  # several of one field: listed apart
    return problem


def only(problem: dict[str, Any]) -> dict[str, str]:
    """The one problem listed, without its message (in the reader's language)."""
    (one,) = problem["problems"]
    assert one["message"] == problem["errors"][one["field"]]
    return {k: v for k, v in one.items() if k != "message"}


def game_of(client: FlaskClient, family: str) -> dict[str, Any]:
    """A new game of `family`, as the examples start it."""
    ruleset, sides, _ = GAMES[family]
    made = client.post("/api/games", json={"family": family, "ruleset": ruleset, "sides": sides})
    assert made.status_code == 201
    return made.get_json()


@pytest.mark.parametrize("family", list(GAMES))
def test_a_schema_problem_has_its_code_and_pointer_in_every_family(client, family):
    game = game_of(client, family)
    auth = {"Authorization": f"Bearer {game['token']}"}
    url = f"/api/games/{game['id']}/rounds"
    entries = GAMES[family][2][0]
    typed = client.post(url, json={"family": family, "entries": entries, "id": 7}, headers=auth)
    assert only(kind(typed, 422, "/problems/shape")) == {"pointer": "/id", "field": "id", "code": "not_text"}
    unknown = client.post(url, json={"family": family, "entries": entries, "colour": "red"}, headers=auth)
    assert only(kind(unknown, 422, "/problems/shape")) == {
        "pointer": "/colour", "field": "colour", "code": "unknown_field"
    }  # fmt: skip


@pytest.mark.parametrize("family", list(GAMES))
def test_a_rules_problem_has_its_code_and_pointer_in_every_family(client, family, play):
    game = game_of(client, family)
    first, *others = GAMES[family][2][0]
    refused = play(game, {**first, "hand_points": -5}, *others)
    problem = kind(refused, 422, "/problems/rules")
    listed = {p["field"]: p for p in problem["problems"]}
    assert listed["entries.0.hand_points"] == {
        "pointer": "/entries/0/hand_points",
        "field": "entries.0.hand_points",
        "code": "below_minimum",
        "message": "Must be 0 or more.",
    }
    assert problem["errors"]["entries.0.hand_points"] == "Must be 0 or more."  # as API 1.0 said it
    too_few = play(game, first)
    assert only(kind(too_few, 422, "/problems/rules")) == {
        "pointer": "/entries", "field": "entries", "code": "wrong_entry_count"
    }  # fmt: skip


def test_a_round_the_rules_refuse_as_a_whole_has_no_pointer(client, make_game, play):
    game = make_game()
    both_out = play(game, {**WON, "going_out": "out"}, {**HELD, "going_out": "out"})
    problem = kind(both_out, 422, "/problems/rules")
    assert {
        "field": "_round",
        "code": "several_went_out",
        "message": "Only one side can go out in a round.",
    } in problem["problems"]


def test_a_rule_without_a_finer_code_carries_its_kinds_first(client, play):
    game = game_of(client, "romme")
    out, *others = GAMES["romme"][2][0]
    refused = play(game, out, {"hand_points": 1}, *others[1:])
    assert only(kind(refused, 422, "/problems/rules")) == {
        "pointer": "/entries/1/hand_points", "field": "entries.1.hand_points", "code": "refused"
    }  # fmt: skip


def test_a_query_parameter_is_named_and_not_pointed_at(client, make_game):
    game = make_game()
    refused = client.get(f"/api/games/{game['id']}/history?limit=0")
    assert only(kind(refused, 422, "/problems/rules")) == {
        "parameter": "limit", "field": "limit", "code": "out_of_range"
    }  # fmt: skip


def test_each_status_has_its_own_type(client, make_game, play):
    game = make_game()
    url, auth = f"/api/games/{game['id']}/rounds", {"Authorization": f"Bearer {game['token']}"}
    not_object = client.post(url, json=[1, 2], headers=auth)
    assert only(kind(not_object, 400, "/problems/malformed")) == {"pointer": "", "field": "_body", "code": "not_object"}
    no_token = client.post(url, json={"entries": [WON, HELD]})
    assert only(kind(no_token, 401, "/problems/token")) == {"field": "_auth", "code": "token_needed"}
    wrong = client.post(url, json={"entries": [WON, HELD]}, headers={"Authorization": "Bearer nope"})
    assert only(kind(wrong, 401, "/problems/token")) == {"field": "_auth", "code": "token_refused"}
    assert wrong.headers["WWW-Authenticate"] == 'Bearer error="invalid_token"'
    missing = client.get("/api/games/no-such-game")
    assert only(kind(missing, 404, "/problems/not-found")) == {"field": "_game", "code": "not_found"}
    text = client.post(url, data="entries", content_type="text/plain", headers=auth)
    assert only(kind(text, 415, "/problems/media-type")) == {"field": "_request", "code": "unsupported_media_type"}
    huge = client.post(url, json={"entries": [WON, HELD], "id": "x" * 70_000}, headers=auth)
    assert only(kind(huge, 413, "/problems/too-large")) == {"field": "_request", "code": "too_large"}
    assert play(game, WON, HELD).status_code == 201
    assert play(game, WON, HELD).status_code == 201
    stale = client.delete(f"{url}/2", headers={**auth, "If-Match": '"stale.1"'})
    assert only(kind(stale, 412, "/problems/stale")) == {"field": "_game", "code": "stale"}
    assert stale.get_json()["game"]["id"] == game["id"]  # a member API 1.0 had, beside the new ones


def test_a_conflict_has_its_code(client, make_game, play):
    game = make_game(settings={"target": 500})
    assert play(game, WON, HELD).status_code == 201  # over the target: the game is over
    over = play(game, WON, HELD)
    assert only(kind(over, 409, "/problems/conflict")) == {"field": "_round", "code": "game_over"}


def test_a_method_not_allowed_has_its_type(client):
    answer = client.open("/api/rulesets", method="DELETE")
    assert answer.status_code == 405 and answer.get_json()["type"] == "/problems/method"
    assert answer.get_json()["problems"][0]["code"] == "method_not_allowed"


def test_too_many_requests_has_its_type(app, client, make_game, monkeypatch):
    monkeypatch.setitem(app.config, "SCOREPAD_GUESS_LIMIT", LIMITS["SCOREPAD_GUESS_LIMIT"])
    game = make_game()
    url, wrong = f"/api/games/{game['id']}/rounds", {"Authorization": "Bearer not-the-token"}
    answers = [client.post(url, json={"entries": [WON, HELD]}, headers=wrong) for _ in range(11)]
    limited = answers[-1]
    assert only(kind(limited, 429, "/problems/rate-limited")) == {"field": "_request", "code": "rate_limited"}
    assert int(limited.headers["Retry-After"]) >= 1
