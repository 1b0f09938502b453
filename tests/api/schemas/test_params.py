"""What the API reads from the address and the headers (api/schemas/params.py)."""

from __future__ import annotations

from scorepad.api.schemas.params import PageQuery, Prefer, ascii_whole


def test_only_ascii_digits_are_a_number_in_a_query():
    assert ascii_whole("42") == 42 and ascii_whole("١") == "١" and ascii_whole("1" * 12) == "1" * 12
    assert PageQuery.model_validate({"limit": "5"}).limit == 5


def test_the_headers_by_their_names_and_the_schema_made_once():
    prefer = Prefer.model_validate({"If-Match": '"x"', "Prefer": "return=minimal"})
    assert (prefer.if_match, prefer.prefer) == ('"x"', "return=minimal")
    assert Prefer.model_json_schema() is Prefer.model_json_schema()
