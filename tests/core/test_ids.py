"""Ids and keys safe to hand to the database (core/ids.py): bounded positive integers and plain random keys."""

from __future__ import annotations

import pytest

from scorepad.core.ids import DB_INT_MAX, db_id, db_key


@pytest.mark.parametrize(("value", "expected"), [(1, 1), ("42", 42), (DB_INT_MAX, DB_INT_MAX), ("007", 7)])
def test_whole_numbers_and_their_digits_are_ids(value, expected):
    assert db_id(value) == expected


@pytest.mark.parametrize(
    "value",
    [0, -1, DB_INT_MAX + 1, str(DB_INT_MAX + 1), True, False, 1.0, "1.0", " 1", "-1", "٣", "1" * 12, None, [1], ""],
)
def test_anything_else_is_no_id(value):
    assert db_id(value) is None


@pytest.mark.parametrize("value", ["a", "Ab_9-", "x" * 64])
def test_plain_keys_pass(value):
    assert db_key(value) == value


@pytest.mark.parametrize("value", ["", "x" * 65, "a b", "a/b", "ä", "a\n", 12, None, ["a"]])
def test_anything_else_is_no_key(value):
    assert db_key(value) is None
