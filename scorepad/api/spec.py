"""How the API's routes describe themselves: who may call them, and which refusals they answer with."""

from __future__ import annotations

from typing import Any

from flask_openapi3 import Tag

from .errors import ErrorBody

BEARER = {"bearer": []}
GAMES, ROUNDS, RECORDS, LEAGUES = (Tag(name=n) for n in ("games", "rounds", "records", "leagues"))
READ: dict[str, Any] = {}
WRITE: dict[str, Any] = {"security": [BEARER]}
WRITE_MAYBE: dict[str, Any] = {"security": [{}, BEARER]}  # only a league game needs a token


def errors(*statuses: int) -> dict[int, Any]:
    """The refusals a route answers with, each in the one error shape."""
    return dict.fromkeys(statuses, ErrorBody)
