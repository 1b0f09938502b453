"""Problem details (api/problems.py): the kind a status says, its type (the address of its page), a problem's body
in the reader's words, each problem with its code and its place (a JSON Pointer or a parameter)."""

from __future__ import annotations

from scorepad.api.problems import Problem, kind_of, listed, located, pointer, problem_body, type_of
from scorepad.rules.problems import Problem as Found


def test_every_status_has_its_kind():
    kinds = [kind_of(status) for status in (400, 401, 403, 404, 405, 409, 410, 412, 413, 415, 422, 429, 500, 503)]
    assert kinds == [
        "malformed", "token", "forbidden", "not-found", "method", "conflict", "gone", "stale", "too-large",
        "media-type", "rules", "rate-limited", "server", "server",
    ]  # fmt: skip


def test_a_type_is_the_address_of_its_page_under_the_apps_prefix(app):
    with app.test_request_context("/api/games"):
        assert type_of("rules") == "/problems/rules"
    with app.test_request_context("/api/games", base_url="http://club.example/scores/"):
        assert type_of("stale") == "/scores/problems/stale"


def test_a_problems_body_names_every_field_in_one_sentence(app):
    with app.test_request_context("/api/games/abc/rounds", method="POST"):
        body = problem_body("rules", 422, {"entries.0.meld_points": "Must be 0 or more.", "_round": "Too many."})
        plain = problem_body(None, 404, {"_game": "No game with this id."}, game=None)
    assert body["type"] == "/problems/rules" and body["title"] == "The rules refuse a value." and body["status"] == 422
    assert body["detail"] == "entries.0.meld_points: Must be 0 or more. Too many."
    assert body["instance"] == "/api/games/abc/rounds" and body["problems"] == []
    assert (plain["type"], plain["title"], plain["game"]) == ("/problems/not-found", "Not found", None)
    assert "game" not in Problem.model_fields  # an app's model adds it, in its families' shapes


def test_a_field_path_as_a_json_pointer():
    assert pointer("entries.1.red_threes") == "/entries/1/red_threes"
    assert pointer("settings.a/b.c~d") == "/settings/a~1b/c~0d"  # RFC 6901's escapes


def test_a_problem_is_placed_in_the_body_in_a_parameter_or_nowhere(app):
    with app.test_request_context("/api/games/abc/rounds/2?limit=x", method="PUT", json={"number": 3, "entries": []}):
        assert located("entries.0.meld_points") == {"pointer": "/entries/0/meld_points"}
        assert located("number") == {"pointer": "/number"}  # in the body, though a path parameter is named so too
        assert located("family") == {"pointer": "/family"}  # a required field left out
        assert located("limit") == {"parameter": "limit"}
        assert located("_body") == {"pointer": ""}
        assert located("_round") == {}


def test_each_problem_listed_with_its_code_or_its_kinds_first(app):
    found = [Found("entries.0.x", "Must be 0 or more.", code="below_minimum"), Found("_round", "Too many.")]
    with app.test_request_context("/api/games/abc/rounds", method="POST", json={"entries": [{"x": -1}]}):
        problems = listed("rules", found, ["Muss 0 oder mehr sein.", "Zu viele."])
    assert problems == [
        {
            "pointer": "/entries/0/x",
            "field": "entries.0.x",
            "code": "below_minimum",
            "message": "Muss 0 oder mehr sein.",
        },
        {"field": "_round", "code": "refused", "message": "Zu viele."},
    ]
