"""The status every refusal answers with, for the pages and the API alike: one table, and what the pages answer
otherwise as data (a stale write on a page is the conflict the page then shows: a page sends no If-Match to fail).
A typed refusal (games/conflicts.py) answers as the kind it is one of."""

from __future__ import annotations

from collections.abc import Mapping

from ..core.errors import Conflict, Ended, Invalid, NeedsCredentials, NotAllowed, NotFound, Refused, Stale

STATUS: Mapping[type[Refused], int] = {
    Invalid: 422,
    NotFound: 404,
    Ended: 410,
    Conflict: 409,
    Stale: 412,
    NeedsCredentials: 401,
    NotAllowed: 403,
}
ON_PAGES: Mapping[type[Refused], int] = {Stale: 409}  # what the pages answer otherwise than the API


def status_of(error: Refused, otherwise: Mapping[type[Refused], int] | None = None) -> int:
    """A refusal's status by its kind (`otherwise`: a face's own statuses for some kinds), 422 for an unknown one."""
    table = {**STATUS, **(otherwise or {})}
    return next((table[kind] for kind in type(error).__mro__ if kind in table), 422)
