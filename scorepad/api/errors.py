"""The one place the API turns what was refused into answers: domain errors, schema errors and HTTP
errors all become `{"errors": {"<field path>": "<message in the reader's language>"}}`."""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, jsonify, request
from flask_openapi3 import OpenAPI
from pydantic import Field, ValidationError
from werkzeug.exceptions import HTTPException

from ..core.errors import Conflict, Ended, Invalid, NeedsCredentials, NotAllowed, NotFound, Refused, Stale
from ..rules.families import FAMILIES
from ..rules.problems import N_, NN_, Problem
from ..serving.headers import add_headers
from ..serving.rate_limits import retry_after
from ..storage.database import rolled_back
from ..words import problem_texts
from . import bp
from .answers import current_game_json
from .schemas.base import Closed, Text

STATUS: dict[type[Refused], int] = {
    Invalid: 422,
    NotFound: 404,
    Ended: 410,
    Conflict: 409,
    Stale: 412,
    NeedsCredentials: 401,
    NotAllowed: 403,
}
MESSAGES = {  # pydantic's error types in our words (translated when answered)
    "int_type": N_("Must be a whole number (a JSON integer)."),
    "int_parsing": N_("Must be a whole number (a JSON integer)."),
    "int_from_float": N_("Must be a whole number (a JSON integer)."),
    "string_type": N_("Must be text."),
    "bool_type": N_("Must be true or false."),
    "float_type": N_("Must be a number."),
    "list_type": N_("Must be a list."),
    "dict_type": N_("Must be an object."),
    "model_type": N_("Must be an object."),
    "model_attributes_type": N_("Must be an object."),
    "dataclass_type": N_("Must be an object."),
    "extra_forbidden": N_("Unknown field."),
    "missing": N_("Is required."),
    "literal_error": N_("Must be one of: %(choices)s."),
    "union_tag_invalid": N_('Must be a name or {"id": <player id>}.'),
}
WAIT = NN_("Too many requests: try again in %(n)d second.", "Too many requests: try again in %(n)d seconds.")
MEMBERS = frozenset((*FAMILIES, "by-name", "by-id"))  # union tags in pydantic's locations (never field names)


class ErrorBody(Closed):
    """What is wrong, by field path (`_body`, `_auth`, `_round`, `entries.0.meld_points`); with a 409 or 412
    about a game, the game as it is now."""

    errors: dict[str, Text] = Field(..., description="Messages by field path, in the reader's language.")
    game: dict[str, Any] | None = Field(None, description="The game as it is now (409, 412).")


def answer(problems: list[Problem], status: int, **extra: Any) -> Response:
    """An error answer: the problems by field, translated, and anything else it should carry."""
    response = jsonify({"errors": problem_texts(problems), **extra})
    response.status_code = status
    if status == 401:
        response.headers["WWW-Authenticate"] = "Bearer"
    return response


def status_of(error: Refused) -> int:
    """A refusal's status, by its kind (a typed conflict answers as the kind it is one of)."""
    return next((STATUS[kind] for kind in type(error).__mro__ if kind in STATUS), 422)


@bp.errorhandler(Refused)
def refused(error: Refused) -> Response:
    """A domain error as its answer; a conflict about a game answers with the game as it is now."""
    rolled_back()
    status = status_of(error)
    extra: dict[str, Any] = {}
    game_id = (request.view_args or {}).get("game_id")
    if status in (409, 412) and game_id and (game := current_game_json(game_id)) is not None:
        extra["game"] = game
    return answer(error.problems, status, **extra)


def path_of(location: tuple[Any, ...]) -> str:
    """A pydantic error location as our field path ("entries.1.red_threes"), union members left out."""
    return ".".join(str(part) for part in location if part not in MEMBERS) or "_body"


def schema_problems(error: ValidationError) -> list[Problem]:
    """Each schema error as a problem at its field, in our words."""
    problems = []
    for item in error.errors(include_url=False):
        message = MESSAGES.get(item["type"], N_("Is not valid."))
        params = {"choices": str(item.get("ctx", {}).get("expected", ""))} if item["type"] == "literal_error" else {}
        problems.append(Problem(path_of(item["loc"]), message, params))
    return problems


def not_schema_shaped(error: ValidationError) -> Response:
    """A body or parameter the schema refuses: 400 when the body is no JSON object at all, else 422."""
    problems = schema_problems(error)
    if all(p.path == "_body" for p in problems):
        if request.get_json(silent=True) is None:
            return answer([Problem("_body", N_("The body must be JSON (Content-Type: application/json)."))], 400)
        return answer([Problem("_body", N_("The body must be a JSON object."))], 400)
    return answer(problems, 422)


@bp.errorhandler(HTTPException)
def http_error(error: HTTPException) -> Response:
    """Werkzeug's errors (404, 405, 413, 429, 500, ...) as JSON with a readable message (a limited request is
    told how long to wait), with the security headers; an answer already made (a schema error's) goes out as
    it is."""
    if error.response is not None:
        return error.response  # type: ignore[return-value]
    rolled_back()
    problems = getattr(error, "problems", None) or [Problem("_request", error.description or "")]
    wait = retry_after() if error.code == 429 else None
    if wait is not None:
        problems = [Problem("_request", WAIT[0], {"n": wait}, WAIT[1])]
    response = answer(problems, error.code or 500)
    for name in ("Retry-After", "Allow"):
        if error.get_response().headers.get(name):
            response.headers[name] = error.get_response().headers[name]
    if wait is not None:
        response.headers["Retry-After"] = str(wait)
    return add_headers(response)


def init_errors(app: Flask) -> None:
    """Answer schema errors in the one error shape (refusals and HTTP errors are handled on the blueprint)."""
    assert isinstance(app, OpenAPI)
    app.validation_error_callback = not_schema_shaped
    app.validation_error_status = "422"
    app.validation_error_model = ErrorBody
