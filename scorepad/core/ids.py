"""Ids and keys that are safe to hand to the database: bounded integers and plain random keys."""

from __future__ import annotations

import re
from typing import Any

DB_INT_MAX = 2**31 - 1  # the largest id or round number a 32-bit INTEGER column (PostgreSQL) holds
KEY = re.compile(r"[A-Za-z0-9_-]{1,64}")


def db_id(value: Any) -> int | None:
    """A JSON or query value as a database id, or None when it can't be one (bool, float, huge, negative)."""
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) < 12:
        value = int(value)
    if type(value) is int and 0 < value <= DB_INT_MAX:
        return value
    return None


def db_key(value: Any) -> str | None:
    """A JSON value as a random id (a game's or league's), or None when it can't be one."""
    return value if isinstance(value, str) and KEY.fullmatch(value) else None
