"""The JSON API: every answer, errors included, is JSON; its shapes are declared once in schemas/, which
check requests, serialise answers and make the OpenAPI document served at /api/openapi.json."""

from __future__ import annotations

from flask import Flask
from flask_openapi3 import APIBlueprint, OpenAPI

OPERATION_IDS = {  # views whose endpoint names the pages link to, named as every other operation is
    "league_standings": "read_standings",
    "league_game_list": "list_league_games",
}


def operation_id(bp_name: str = "", name: str = "", path: str = "", method: str = "") -> str:
    """An operation is named after its view, a verb and what it acts on ("add_round", "attach_game_to_league"),
    so generated clients read well."""
    return OPERATION_IDS.get(name, name)


bp = APIBlueprint("api", __name__, url_prefix="/api", operation_id_callback=operation_id)


def init_api(app: Flask) -> None:
    """Register the API's routes, its error answers and its document."""
    from ..extensions import csrf
    from ..serving.cached_reads import answer_early
    from . import document, errors, evidence, games, leagues, rate_limited, records, rounds  # noqa: F401  (they register on bp)
    from .document import SECURITY_SCHEMES, init_document
    from .http import init_http

    assert isinstance(app, OpenAPI)
    app.security_schemes = SECURITY_SCHEMES
    errors.init_errors(app)
    app.register_api(bp)
    init_http(app)
    init_document(app)
    answer_early(app, "api.read_game", games.read_game_early)
    csrf.exempt(bp)  # the API authenticates with bearer tokens (or a phone's session, CSRF checked by header)
