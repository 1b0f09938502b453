"""Problem details (api/problems.py): the type a status says, and a problem's body in the reader's words."""

from __future__ import annotations

from scorepad.api.problems import BLANK, TYPES, Problem, kind_of, problem_body


def test_our_types_where_the_status_alone_doesnt_say_it():
    assert (kind_of(409), kind_of(412), kind_of(422), kind_of(404)) == ("conflict", "stale", "rules", None)


def test_a_problems_body_names_every_field_in_one_sentence(app):
    with app.test_request_context():
        body = problem_body("rules", 422, {"entries.0.meld_points": "Must be 0 or more.", "_round": "Too many."})
        plain = problem_body(None, 404, {"_game": "No game with this id."}, game=None)
    assert body["type"] == TYPES["rules"] and body["title"] == "The rules refuse a value." and body["status"] == 422
    assert body["detail"] == "entries.0.meld_points: Must be 0 or more. Too many."
    assert (plain["type"], plain["title"], plain["game"]) == (BLANK, "Not found", None)
    assert "game" not in Problem.model_fields  # an app's model adds it, in its families' shapes
