"""What every operation's answers say beyond its schemas, worked out once from what the operation takes and does:
its refusals (each a problem details answer), the headers of its answers (ETag, Location, Content-Language,
Link, Retry-After, ...), 304 for a conditional read, CSV beside JSON where a `format` is asked."""

from __future__ import annotations

import inspect
import re
from typing import Any

from ..serving.problem_kinds import KINDS
from .cors import SAID, SAID_GAME
from .http import LOCALIZED
from .idempotency import HEADER as IDEMPOTENCY_KEY
from .idempotency import KEY_MAX, REPLAYED
from .problems import PAGES, PROBLEM
from .rate_limited import LIMITED
from .spec import CONFLICTS, FILES, SUCCESS

PROBLEM_REF = {"$ref": "#/components/schemas/Problem"}
TEXT = {"schema": {"type": "string"}}
REFUSALS = {
    400: "The body is no JSON object (not JSON, or nested deeper than 32 levels).",
    401: "No token (`Authorization: Bearer <token>` is needed), or a token that may not do this (WWW-Authenticate:"
    ' `Bearer error="invalid_token"`); checked before the body is read.',
    403: "Who asks may not do this.",
    404: "No such game, round, league, season or player.",
    409: "The state refuses this now (the game is over, the round number is taken, ...; or the first request with"
    " this Idempotency-Key is still being answered); a game's conflict carries the game as it is now.",
    412: "If-Match names no version the game has now: it changed meanwhile (the answer carries it as it is now).",
    413: "The body is too large (64 KiB; an import 2 MiB, a photo 15 MiB, an archive 50 MiB).",
    415: "The body is not JSON: send `Content-Type: application/json`.",
    422: "The body, the query or a value is refused: `type` says whether by its shape (the document refuses it too)"
    " or by the rules; `errors` names every field (`Idempotency-Key`: a key used before with another request),"
    " `problems` gives each its `code` and JSON Pointer.",
    429: "Too many requests: Retry-After says when to come back.",
}
DEPRECATED_FORMAT = (
    "Deprecated (API 1.0): json, the default, is the only answer of this operation's schema; csv (and zip) still"
    " answer the file, which the operation of the same path ending in .csv (.zip) answers as its own."
)
HEADERS = {
    "ETag": "The answer's entity tag. A write answers the tag a read of the game answers now (in the same"
    " language): send it in If-None-Match to read again (304 while nothing changed), or in If-Match to write.",
    "Location": "The address of what was created.",
    "Content-Language": "The language the answer's words are in (the phone's choice, else Accept-Language).",
    "Vary": "What chose the answer's language: Cookie, Accept-Language.",
    "Link": 'The next page of the list: `<address>; rel="next"` (absent on the last page, where `next` is null).',
    "Retry-After": "Seconds to wait before trying again.",
    "WWW-Authenticate": "Bearer: the token goes in `Authorization: Bearer <token>`;"
    ' `Bearer error="invalid_token"` when the token sent may not do this (RFC 6750).',
    "Preference-Applied": "return=minimal when the short answer was given.",
    "Content-Disposition": "A file name to save the answer under.",
    "Cache-Control": "no-store: the answer carries a token.",
    REPLAYED: "true when this is the kept answer to an earlier request with the same Idempotency-Key.",
}
RETRIES = (
    "Retries are safe with an `Idempotency-Key` (IETF httpapi draft): the first successful answer to a key is kept"
    " a day and answered again, without creating anything again, to the same request with the same key from the"
    " same client (the same token or sign-in, else the same address); the key with another request is refused"
    " (422), and while its first request is still being answered (409). A refused request keeps no answer: its"
    " retry is tried again."
)
KEY_PARAMETER = {
    "name": IDEMPOTENCY_KEY,
    "in": "header",
    "required": False,
    "description": "A key of the client's own for this request (a structured-field string: a quoted UUID will do):"
    f" sent again with a retry of the same request, it answers the first answer again. 1 to {KEY_MAX} characters"
    " between the quotes.",
    "schema": {"type": "string", "pattern": r'^"(?:[ !#-\[\]-~]|\\["\\])+"$', "maxLength": KEY_MAX + 2},
    "example": '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
}
OPEN_READS = {  # the anonymous public reads a page of another origin may make (cors.py)
    **dict.fromkeys(["read_league", "read_season", "read_standings", "list_league_games", "read_player"], SAID),
    "read_game": SAID_GAME,
}


def header(name: str) -> dict[str, Any]:
    """A documented header of an answer."""
    return {"description": HEADERS[name], "schema": {"type": "string"}}


def problem(status: int) -> dict[str, Any]:
    """A refusal: problem details with every problem named by its field."""
    headers = {"Content-Language": header("Content-Language"), "Vary": header("Vary")}
    if status == 429:
        headers["Retry-After"] = {"description": HEADERS["Retry-After"], "schema": {"type": "integer"}}
    if status == 401:
        headers["WWW-Authenticate"] = header("WWW-Authenticate")
    return {"description": REFUSALS[status], "headers": headers, "content": {PROBLEM: {"schema": PROBLEM_REF}}}


def refusals(name: str, operation: dict[str, Any]) -> list[int]:
    """Every status an operation can refuse with, from what it takes and does."""
    parameters = {p["name"]: p for p in operation.get("parameters", [])}
    path = {n for n, p in parameters.items() if p["in"] == "path"}
    body = "requestBody" in operation
    secured = any(s for s in operation.get("security", []))
    statuses = {400, 413, 415, 422} if body else set()
    if secured:
        statuses |= {401, 403, 429}
    if name in LIMITED:
        statuses.add(429)
    if path:
        statuses.add(404)
    if {n for n, p in parameters.items() if p["in"] == "query"} or path & {"number", "season_id"}:
        statuses.add(422)
    if name in CONFLICTS:
        statuses.add(409)
    if "If-Match" in parameters:
        statuses.add(412)
    if IDEMPOTENCY_KEY in parameters:
        statuses |= {409, 422}
    return sorted(statuses)


def words(view: Any) -> tuple[str, str]:
    """An operation's summary (the docstring's first line) and description (its other paragraphs, unwrapped)."""
    doc = inspect.getdoc(view) or ""
    summary, _, rest = doc.partition("\n")
    paragraphs = [re.sub(r"\s*\n\s*", " ", p).strip() for p in rest.strip().split("\n\n")]
    return summary.strip().rstrip("."), "\n\n".join(p for p in paragraphs if p) or summary.strip()


def describe(name: str, view: Any, operation: dict[str, Any]) -> None:
    """Complete one operation of the generated document (in place)."""
    operation["summary"], operation["description"] = words(view)
    if name in OPEN_READS:
        operation["description"] += "\n\n" + OPEN_READS[name]
    answers = operation["responses"]
    if "201" in answers:  # a POST that creates
        operation.setdefault("parameters", []).append(dict(KEY_PARAMETER))
        operation["description"] += "\n\n" + RETRIES
    parameters = {p["name"] for p in operation.get("parameters", [])}
    for status, answer in list(answers.items()):
        if not status.startswith("2"):
            continue
        answer["description"] = SUCCESS[int(status)]
        headers = answer.setdefault("headers", {})
        if "304" in answers or name in LOCALIZED - {"list_rulesets", "preview_round"}:
            headers["ETag"] = header("ETag")
        if status == "201":
            headers["Location"] = header("Location")
            headers["Cache-Control"] = header("Cache-Control")
        if IDEMPOTENCY_KEY in parameters:
            headers[REPLAYED] = header(REPLAYED)
        if name in LOCALIZED:
            headers |= {"Content-Language": header("Content-Language"), "Vary": header("Vary")}
        if "after" in parameters:
            headers["Link"] = header("Link")
        if "Prefer" in parameters:
            headers["Preference-Applied"] = header("Preference-Applied")
        if name in FILES:
            headers["Content-Disposition"] = header("Content-Disposition")
        if "format" in parameters:  # API 1.0's files, answered still by the JSON operation
            answer["content"]["text/csv"] = TEXT
        if name == "export_game":
            answer["content"]["application/zip"] = {"schema": {"type": "string", "format": "binary"}}
    for parameter in operation.get("parameters", []):
        if parameter["name"] == "format":
            parameter["deprecated"] = True
            parameter["description"] = DEPRECATED_FORMAT
    if "304" in answers:
        answers["304"] = {
            "description": "Not modified: the client holds this answer.",
            "headers": {"ETag": header("ETag")},
        }
    for status in [s for s in answers if s.startswith(("4", "5"))]:
        del answers[status]
    answers.update({str(status): problem(status) for status in refusals(name, operation)})
    answers["default"] = {"$ref": "#/components/responses/Problem"}


def problem_types() -> str:
    """Our problem types, in words (for the document's description): each a page of the server about its kind,
    with the codes its problems carry."""
    return "\n".join(
        f"* `{PAGES}{key}` ({kind.status}): {kind.meaning} Codes: {', '.join(f'`{c}`' for c in kind.codes)}."
        for key, kind in KINDS.items()
    )
