"""Problem details (RFC 9457) as the API answers every error: `type` says what kind of problem it is (an address
of the server's page about that kind, `/problems/<kind>`), `title` says it in a few words, `detail` in full,
`instance` which request met it; our extension members `errors` name each problem by the field it concerns (as
in API 1.0) and `problems` list each with a stable `code` and a JSON Pointer to its field, every text in the
reader's language."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from flask import request
from pydantic import BaseModel, Field
from werkzeug.exceptions import HTTPException

from ..rules.problems import Problem as Found
from ..serving.problem_kinds import BY_STATUS, CONFLICT, KINDS, RULES, SHAPE, STALE
from ..words import TRANSLATOR
from .schemas.base import Int, Text, shown

__all__ = ["CONFLICT", "KINDS", "PROBLEM", "RULES", "SHAPE", "STALE", "problem_body", "type_of"]
PROBLEM = "application/problem+json"
PATH_CHARS = "/:@!$&'()*+,;=-._~"  # what a URI's path holds as it is (RFC 3986 3.3); the rest is percent-encoded
PAGES = "/problems/"  # the kinds' pages, under the server's root (the app's path prefix, if any, before it)


def kind_of(status: int) -> str:
    """The kind of problem a status says, where the refusal names none finer (a 422 is the rules')."""
    return BY_STATUS.get(status) or ("server" if status >= 500 else "malformed")


def type_of(kind: str) -> str:
    """A kind's `type`: the address of its page, relative to the server (RFC 9457 3.1.1: resolved against the
    request's address, it is the page every client can open; compared as text, it is the same on every server)."""
    return request.script_root + PAGES + kind


def pointer(path: str) -> str:
    """Our field path as a JSON Pointer into the body (RFC 6901): "entries.1.red_threes" -> "/entries/1/red_threes"."""
    return "".join("/" + part.replace("~", "~0").replace("/", "~1") for part in path.split("."))


def located(path: str) -> dict[str, str]:
    """Where a problem is: a JSON Pointer into the body, or the name of a query or path parameter; nothing for
    what no field holds (`_round`, `_game`, `_auth`, `_request`: the round, the game, the token, the request)."""
    if path == "_body":
        return {"pointer": ""}
    if path.startswith("_"):
        return {}
    head, named = path.split(".")[0], {*request.args, *(request.view_args or {})}
    try:
        body = request.get_json(silent=True)
    except HTTPException:  # a body too deep or holding NaN: its problem is at `_body`, this one elsewhere
        body = None
    if isinstance(body, dict) and (head in body or head not in named):
        return {"pointer": pointer(path)}
    return {"parameter": head} if head in named else {}


def listed(kind: str, problems: list[Found], texts: list[str]) -> list[dict[str, str]]:
    """Each problem with its place, its code (the kind's first where the problem names none) and its message."""
    fallback = KINDS[kind].codes[0]
    return [
        {**located(p.path), "field": p.path, "code": p.code or fallback, "message": text}
        for p, text in zip(problems, texts, strict=True)
    ]


def problem_body(
    kind: str | None, status: int, errors: dict[str, str], problems: list[dict[str, str]] | None = None, **extra: Any
) -> dict[str, Any]:
    """A problem details object: type, title and status, the problems in one sentence, every problem by field
    (texts already in the reader's language) and listed with its code and place, the request it answers."""
    kind = kind or kind_of(status)
    detail = " ".join(text if path.startswith("_") else f"{path}: {text}" for path, text in errors.items())
    return {
        "type": type_of(kind),
        "title": TRANSLATOR.gettext(KINDS[kind].title),
        "status": status,
        "detail": detail,
        "instance": quote(request.script_root + request.path, safe=PATH_CHARS),
        "errors": errors,
        "problems": problems if problems is not None else [],
        **extra,
    }


class FieldProblem(BaseModel):
    """One problem of a request: where it is, a stable code a program can branch on, a message for people."""

    pointer: Text | None = Field(
        None, description='A JSON Pointer (RFC 6901) into the request\'s body at the field ("" is the whole body).'
    )
    parameter: Text | None = Field(None, description="The query or path parameter the problem is about.")
    field: Text = Field(..., description="The problem's field path, its key in `errors`.")
    code: Text = Field(
        ...,
        description="What is wrong, for a program: snake_case, never translated; each kind's page (`type`) lists"
        " its codes, and new codes may come.",
    )
    message: Text = Field(..., description="What is wrong, for people, in the reader's language.")


class Problem(BaseModel):
    """A problem (RFC 9457 problem details, `application/problem+json`) with every problem named by its field.

    `type` is the address of the page about its kind (`/problems/rules`, relative to the server); members may be
    added, so a client reads those it knows and leaves the others."""

    # An app's model adds `game` (with a 409 or 412 about a game: the game as it is now), in its families' shapes
    # (schemas/shapes.py).

    type: shown(  # type: ignore[valid-type]
        Text,
        "What kind of problem: the address of the server's page about it (`/problems/<kind>`), resolved against the"
        " request's address; compare it as text to branch.",
        format="uri-reference",
    )
    title: Text = Field(..., description="The kind of problem in a few words, in the reader's language.")
    status: shown(Int, "The HTTP status code.", minimum=400, maximum=599)  # type: ignore[valid-type]
    detail: Text = Field(..., description="Every problem in one text, in the reader's language.")
    errors: dict[str, Text] = Field(
        ...,
        description="Each problem by field path (`_body`, `_auth`, `_round`, `_request`, `entries.0.<count>`),"
        " in the reader's language.",
    )
    instance: shown(Text, "The request's path: where this problem happened.", format="uri-reference")  # type: ignore[valid-type]
    problems: list[FieldProblem] = Field(
        ..., description="Every problem, each with its place, its stable `code` and its message (as `errors` lists)."
    )
    more: int | None = Field(
        None, ge=1, description="How many problems more were found than `errors` names (it names at most 20)."
    )
