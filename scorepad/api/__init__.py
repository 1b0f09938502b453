"""The JSON API: every answer, errors included, is JSON; its shapes are declared once in schemas/, which
check requests, serialise answers and make the OpenAPI document served at /api/openapi.json. The shapes that
depend on the families are an app's (schemas/shapes.py), so the routes are declared per app, by `init_api`."""

from __future__ import annotations

from flask import Flask
from flask_openapi3 import APIBlueprint, OpenAPI

from ..extensions import csrf
from ..rules.registry import Registry
from ..serving.cached_reads import answer_early
from . import document, errors, evenings, evidence, games, idempotency, leagues, rate_limited, records, rounds
from .body_fields import refuse_many_unknown_fields
from .cors import init_cors
from .document import SECURITY_SCHEMES, document_early, init_document
from .http import init_http, read_and_answer
from .schemas.shapes import SHAPES, shapes_of
from .spec import operation_id

ROUTES = (  # the document's order
    document.declare,
    games.declare,
    records.declare,
    leagues.declare,
    rounds.declare,
    evidence.declare,
    evenings.declare,
)


def init_api(app: Flask, registry: Registry) -> None:
    """Declare the API's routes in the shapes of the app's families, its error answers and its document."""
    assert isinstance(app, OpenAPI)
    shapes = app.extensions[SHAPES] = shapes_of(registry)
    bp = APIBlueprint("api", __name__, url_prefix="/api", operation_id_callback=operation_id)
    init_cors(bp)  # first: a browser's preflight is answered before anything reads the request
    read_and_answer(bp)
    for declare in ROUTES:
        declare(bp, shapes)
    bp.before_request(refuse_many_unknown_fields)  # after records' own, which lets an import be larger
    errors.answer_refusals(bp)
    rate_limited.limit(bp)
    idempotency.remember_answers(bp, app)
    app.security_schemes = SECURITY_SCHEMES
    errors.init_errors(app)
    app.register_api(bp)
    init_http(app)
    init_document(app)
    answer_early(app, "api.read_game", games.read_game_early)
    answer_early(app, "api.list_rulesets", games.rulesets_early)
    answer_early(app, "api.read_openapi_document", document_early)
    csrf.exempt(bp)  # the API authenticates with bearer tokens (or a phone's session, CSRF checked by header)
