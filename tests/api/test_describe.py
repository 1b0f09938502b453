"""What every operation's answers say beyond its schemas (api/describe.py): its refusals from what it takes, its
summary and description from its docstring, its headers."""

from __future__ import annotations

from scorepad.api.describe import describe, problem_types, refusals, words


def test_the_refusals_follow_from_what_an_operation_takes():
    path = {"name": "game_id", "in": "path"}
    body, secured = {"requestBody": {}}, {"security": [{"bearer": []}]}
    assert refusals("read_game", {"parameters": [path]}) == [404]
    writes = refusals("add_round", {"parameters": [path, {"name": "If-Match", "in": "header"}], **body, **secured})
    assert writes == [400, 401, 403, 404, 409, 412, 413, 415, 422, 429]


def test_a_docstring_is_a_summary_and_a_description():
    def view() -> None:
        """Read a game.

        Every round with each side's
        counts.

        Conditional."""

    assert words(view) == ("Read a game", "Every round with each side's counts.\n\nConditional.")


def test_an_operation_completed_in_place():
    operation = {"parameters": [{"name": "game_id", "in": "path"}], "responses": {"200": {}, "422": {}}}

    def read_game() -> None:
        """Read a game."""

    describe("read_game", read_game, operation)
    assert operation["summary"] == "Read a game" and set(operation["responses"]) == {"200", "404", "default"}
    assert "ETag" in operation["responses"]["200"]["headers"]
    assert "`/problems/stale` (412)" in problem_types() and "`not_integer`" in problem_types()
