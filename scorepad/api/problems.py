"""Problem details (RFC 9457) as the API answers every error: `type` says what kind of problem it is (a URI that
identifies it, not an address to fetch), `title` says it in a few words, `detail` in full, and our extension
member `errors` names each problem by the field it concerns, every text in the reader's language."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from ..rules.problems import N_
from ..words import TRANSLATOR
from .schemas.base import Closed, Int, Text, shown

PROBLEM = "application/problem+json"
BLANK = "about:blank"  # the status says it all (RFC 9457 4.2.1)
SHAPE, RULES, CONFLICT, STALE = "shape", "rules", "conflict", "stale"
TYPES = {  # our problem types: tag URIs (RFC 4151), names that are never fetched
    SHAPE: "tag:scorepad,2025:problem:shape",
    RULES: "tag:scorepad,2025:problem:rules",
    CONFLICT: "tag:scorepad,2025:problem:conflict",
    STALE: "tag:scorepad,2025:problem:stale",
}
MEANINGS = {
    SHAPE: "The body, a parameter or a header doesn't have the documented shape or types: the document refuses it too.",
    RULES: "The shape is right, but the rules or the bounds refuse a value (a hand that can't have happened, a"
    " count out of bounds): every such problem of the request is named at once.",
    CONFLICT: "The state of the game or league refuses this now (the game is over, the round number is taken).",
    STALE: "If-Match named a version of the game that is no longer the current one.",
}
TITLES = {
    SHAPE: N_("The request doesn't have the documented shape."),
    RULES: N_("The rules refuse a value."),
    CONFLICT: N_("The game's state refuses this now."),
    STALE: N_("The game changed meanwhile."),
    400: N_("Bad request"),
    401: N_("A token is needed"),
    403: N_("Not allowed"),
    404: N_("Not found"),
    405: N_("Method not allowed"),
    409: N_("Conflict"),
    410: N_("Gone"),
    412: N_("The game changed meanwhile."),
    413: N_("Too large"),
    415: N_("Not JSON"),
    422: N_("The rules refuse a value."),
    429: N_("Too many requests"),
    500: N_("Server error"),
}


def kind_of(status: int) -> str | None:
    """Our problem type for an answer's status, where the status alone doesn't say it."""
    return {409: CONFLICT, 412: STALE, 422: RULES}.get(status)


def problem_body(kind: str | None, status: int, errors: dict[str, str], **extra: Any) -> dict[str, Any]:
    """A problem details object: type, title and status, the problems in one sentence, and every problem by
    field (texts already in the reader's language)."""
    title = TITLES.get(kind or status) or TITLES[500 if status >= 500 else 400]
    detail = " ".join(text if path.startswith("_") else f"{path}: {text}" for path, text in errors.items())
    return {
        "type": TYPES[kind] if kind else BLANK,
        "title": TRANSLATOR.gettext(title),
        "status": status,
        "detail": detail,
        "errors": errors,
        **extra,
    }


class Problem(Closed):
    """A problem (RFC 9457 problem details, `application/problem+json`) with every problem named by its field.

    `type` is `about:blank` where the status says it all, else one of ours: shape (the document refuses the
    request too), rules (the rules or bounds refuse a value), conflict (the state refuses it now), stale (a
    stale If-Match)."""

    # An app's model adds `game` (with a 409 or 412 about a game: the game as it is now), in its families' shapes
    # (schemas/shapes.py).

    type: shown(Text, "What kind: about:blank, or one of ours (tag:scorepad,2025:problem:...).", format="uri")  # type: ignore[valid-type]
    title: Text = Field(..., description="The kind of problem in a few words, in the reader's language.")
    status: shown(Int, "The HTTP status code.", minimum=400, maximum=599)  # type: ignore[valid-type]
    detail: Text = Field(..., description="Every problem in one text, in the reader's language.")
    errors: dict[str, Text] = Field(
        ...,
        description="Each problem by field path (`_body`, `_auth`, `_round`, `_request`, `entries.0.<count>`),"
        " in the reader's language.",
    )
