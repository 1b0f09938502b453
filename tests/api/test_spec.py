"""How the API's routes describe themselves (api/spec.py): their answers, their operation ids, and a view taking a
body in this app's shape."""

from __future__ import annotations

from typing import Any, get_type_hints

from scorepad.api.spec import CONFLICTS, OPERATION_IDS, answers, operation_id, taking


def test_an_operations_answers():
    assert answers("Model") == {200: "Model"}
    assert answers("Model", status=201, also=200, not_modified=True) == {201: "Model", 200: "Model", 304: None}
    assert "add_round" in CONFLICTS and "read_game" not in CONFLICTS


def test_an_operation_is_named_after_its_view():
    assert operation_id(name="add_round") == "add_round"
    assert all(operation_id(name=view) == name for view, name in OPERATION_IDS.items())


def test_a_view_takes_the_apps_body_keeping_its_name_words_and_other_hints():
    def create(path: int, body: Any) -> str:
        """Create a thing.

        In detail."""
        return f"{path}:{body}"

    bodied = taking(create, str)
    assert get_type_hints(bodied) == {"path": int, "body": str, "return": str}
    assert (bodied.__name__, bodied.__doc__) == ("create", create.__doc__) and bodied.__wrapped__ is create
    assert bodied(path=1, body="x") == "1:x"
