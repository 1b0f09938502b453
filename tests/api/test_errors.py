"""The one place the API turns refusals into problems (api/errors.py): a schema error at its field in our words,
union tags left out of paths, every family named where a body names none of them; werkzeug's errors in our words."""

from __future__ import annotations

from pydantic import ValidationError
from werkzeug.exceptions import MethodNotAllowed, NotFound

from scorepad.api.errors import SEATS, http_problems, path_of, schema_problems
from scorepad.api.schemas.base import Closed


class Small(Closed):
    """A body of one whole number."""

    count: int


def test_a_path_leaves_the_union_tags_out():
    tags = frozenset(("canasta", *SEATS))
    assert path_of(("canasta", "entries", 1, "meld_points"), tags) == "entries.1.meld_points"
    assert path_of(("canasta",), tags) == "_body"


def test_schema_errors_in_our_words_at_their_fields(app):
    try:
        Small.model_validate({"count": "many", "more": 1})
    except ValidationError as error:
        with app.test_request_context():
            problems = schema_problems(error)
    assert [(p.path, p.message) for p in problems] == [
        ("count", "Must be a whole number (a JSON integer)."),
        ("more", "Unknown field."),
    ]


def test_werkzeugs_errors_in_our_words(app):
    with app.test_request_context(method="DELETE"):
        (allowed,) = http_problems(MethodNotAllowed(valid_methods=["POST", "GET"]))
        (missing,) = http_problems(NotFound())
    assert allowed.params == {"methods": "GET, POST"} and missing.message == "There is no such address in the API."


def test_a_refusal_answers_its_status_with_the_game_on_a_conflict(client, make_game, play):
    game = make_game()
    refused = client.get("/api/games/nosuchgame")
    assert refused.status_code == 404 and refused.mimetype == "application/problem+json"
    stale = client.delete(f"/api/games/{game['id']}/rounds/1", headers={"Authorization": f"Bearer {game['token']}", "If-Match": '"x.1"'})
    assert stale.status_code in (409, 412) and stale.get_json()["game"]["id"] == game["id"]
