"""The one place the API turns what was refused into answers: domain errors, schema errors and HTTP errors all
become problem details (RFC 9457, `application/problem+json`) in the reader's language, with our `errors` member
naming every problem by its field path (`{"entries.1.red_threes": "..."}`)."""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, json, request
from flask_openapi3 import APIBlueprint, OpenAPI
from pydantic import ValidationError
from werkzeug.exceptions import HTTPException, MethodNotAllowed, RequestEntityTooLarge

from ..core.errors import BadCredentials, Misshapen, Refused
from ..core.sizes import PROBLEMS_LISTED
from ..extensions import registry
from ..rules.problems import N_, NN_, Problem
from ..serving.headers import add_headers
from ..serving.rate_limits import retry_after
from ..serving.refusals import status_of
from ..storage.database import rolled_back
from ..words import problem_texts, problem_words
from .answers import current_game_json
from .http import in_language
from .problems import PROBLEM, SHAPE, kind_of, listed, problem_body

MESSAGES = {  # pydantic's error types in our words (translated when answered)
    "int_type": (N_("Must be a whole number (a JSON integer)."), "not_integer"),
    "int_parsing": (N_("Must be a whole number (a JSON integer)."), "not_integer"),
    "int_from_float": (N_("Must be a whole number (a JSON integer)."), "not_integer"),
    "string_type": (N_("Must be text."), "not_text"),
    "bool_type": (N_("Must be true or false."), "not_boolean"),
    "float_type": (N_("Must be a number."), "not_number"),
    "list_type": (N_("Must be a list."), "not_list"),
    "dict_type": (N_("Must be an object."), "not_object"),
    "model_type": (N_("Must be an object."), "not_object"),
    "model_attributes_type": (N_("Must be an object."), "not_object"),
    "dataclass_type": (N_("Must be an object."), "not_object"),
    "extra_forbidden": (N_("Unknown field."), "unknown_field"),
    "missing": (N_("Is required."), "required"),
    "literal_error": (N_("Must be one of: %(choices)s."), "not_one_of"),
    "union_tag_invalid": (N_('Must be a name or {"id": <player id>}.'), "not_player"),
}
ANY = (N_("Is not valid."), "invalid")  # any other of pydantic's error types
TOO_LARGE: dict[str, Problem] = {}  # an upload's own 413, by endpoint (registered by the upload's module)
HTTP_MESSAGES = {  # werkzeug's own errors in our words
    400: N_("The request could not be read."),
    404: N_("There is no such address in the API."),
    413: N_("The body is too large: at most %(n)d KiB."),
    415: N_("The body must be JSON (Content-Type: application/json)."),
    500: N_("Something went wrong on the server; try again later."),
}
WAIT = NN_("Too many requests: try again in %(n)d second.", "Too many requests: try again in %(n)d seconds.")
INVALID_TOKEN = 'Bearer error="invalid_token"'  # noqa: S105  (RFC 6750's challenge, no secret)
SEATS = ("by-name", "by-id")  # union tags in pydantic's locations (never field names), besides the families' keys
BAND_TABLES = ("band-preset", "band-rows")  # an evening's band table: a preset's name, or the bands


def answer(
    problems: list[Problem],
    status: int,
    kind: str | None = None,
    challenge: str = "Bearer",
    unlisted: int = 0,
    **extra: Any,
) -> Response:
    """A problem details answer: its type and title, the problems by field, translated (the first
    PROBLEMS_LISTED of them; `more` counts the rest, with `unlisted` more known to the caller), and anything else
    it should carry (a 409's or 412's game as it is now); a 401 says how to authenticate (`challenge`)."""
    more = unlisted + max(0, len(problems) - PROBLEMS_LISTED)
    if more:
        extra["more"] = more
    kind, shown = kind or kind_of(status), problems[:PROBLEMS_LISTED]
    body = problem_body(kind, status, problem_texts(shown), listed(kind, shown, problem_words(shown)), **extra)
    response = in_language(Response(json.dumps(body), status, content_type=PROBLEM))
    if status == 401:
        response.headers["WWW-Authenticate"] = challenge
    return response


def refused(error: Refused) -> Response:
    """A domain error as its answer; a conflict about a game answers with the game as it is now."""
    rolled_back()
    status = status_of(error)
    extra: dict[str, Any] = {}
    game_id = (request.view_args or {}).get("game_id")
    if status in (409, 412) and game_id and (game := current_game_json(game_id)) is not None:
        extra["game"] = game
    if isinstance(error, BadCredentials):  # RFC 6750 3.1: a token was sent, and it proves nothing
        return answer(error.problems, status, challenge=INVALID_TOKEN)
    if isinstance(error, Misshapen):
        return answer(error.problems, status, SHAPE, unlisted=error.more)
    return answer(error.problems, status, **extra)


def path_of(location: tuple[Any, ...], tags: frozenset[str]) -> str:
    """A pydantic error location as our field path ("entries.1.red_threes"), union members (`tags`) left out."""
    return ".".join(str(part) for part in location if part not in tags) or "_body"


def schema_problems(error: ValidationError) -> list[Problem]:
    """The first PROBLEMS_LISTED schema errors, each as a problem at its field, in our words."""
    problems, families = [], registry().families
    tags = frozenset((*families, *SEATS, *BAND_TABLES))
    for item in error.errors(include_url=False, include_input=False, include_context=True)[:PROBLEMS_LISTED]:
        path, params = path_of(item["loc"], tags), {}
        message, code = MESSAGES.get(item["type"], ANY)
        if item["type"] == "literal_error":
            params = {"choices": str(item.get("ctx", {}).get("expected", ""))}
            if path == "family":  # each family's shape names only itself: name them all
                params = {"choices": ", ".join(families)}
        problems.append(Problem(path, message, params, code=code))
    return problems


def not_schema_shaped(error: ValidationError) -> Response:
    """A body or parameter the schema refuses: 400 when the body is no JSON object at all, else 422."""
    problems = schema_problems(error)
    if all(p.path == "_body" for p in problems):
        if request.get_json(silent=True) is None:
            return answer(
                [Problem("_body", N_("The body must be JSON (Content-Type: application/json)."), code="not_json")], 400
            )
        return answer([Problem("_body", N_("The body must be a JSON object."), code="not_object")], 400)
    return answer(problems, 422, SHAPE, unlisted=error.error_count() - len(problems))


def http_problems(error: HTTPException) -> list[Problem]:
    """What a werkzeug error says, in our words (so in the reader's language)."""
    code = error.code or 500
    if found := getattr(error, "problems", None):
        return found
    if isinstance(error, MethodNotAllowed):
        methods = ", ".join(sorted(error.valid_methods or ()))
        return [Problem("_request", N_("This address takes only %(methods)s."), {"methods": methods})]
    if isinstance(error, RequestEntityTooLarge):
        if request.endpoint in TOO_LARGE:  # an upload says what its file may be
            return [TOO_LARGE[request.endpoint]]
        most = request.max_content_length or 0
        return [Problem("_request", HTTP_MESSAGES[413], {"n": most // 1024})]
    if code in HTTP_MESSAGES:
        return [Problem("_request", HTTP_MESSAGES[code])]
    return [Problem("_request", HTTP_MESSAGES[500 if code >= 500 else 400])]


def http_error(error: HTTPException) -> Response:
    """Werkzeug's errors (404, 405, 413, 415, 429, 500, ...) as problem details in the reader's language (a
    limited request is told how long to wait), with the security headers; an answer already made (a schema
    error's) goes out as it is."""
    if error.response is not None:
        return error.response  # type: ignore[return-value]
    rolled_back()
    problems = http_problems(error)
    wait = retry_after() if error.code == 429 else None
    if wait is not None:
        problems = [Problem("_request", WAIT[0], {"n": wait}, WAIT[1])]
    response = answer(problems, error.code or 500)
    for name in ("Retry-After", "Allow", "Accept-Post", "Accept-Patch"):
        if error.get_response().headers.get(name):
            response.headers[name] = error.get_response().headers[name]
    if wait is not None:
        response.headers["Retry-After"] = str(wait)
    return add_headers(response)


def answer_refusals(bp: APIBlueprint) -> None:
    """Answer the API's refusals and HTTP errors as problems."""
    bp.register_error_handler(Refused, refused)
    bp.register_error_handler(HTTPException, http_error)


def init_errors(app: Flask) -> None:
    """Answer schema errors in the one error shape (refusals and HTTP errors are handled on the blueprint)."""
    assert isinstance(app, OpenAPI)
    app.validation_error_callback = not_schema_shaped
    app.validation_error_status = "422"
