"""The JSON API: every answer, errors included, is JSON; its shapes are declared once in schemas/, which
check requests, serialise answers and make the OpenAPI document served at /api/openapi.json."""

from __future__ import annotations

from flask import Flask
from flask_openapi3 import APIBlueprint, OpenAPI


def operation_id(bp_name: str = "", name: str = "", path: str = "", method: str = "") -> str:
    """An operation is named after its view ("add_round"), so generated clients read well."""
    return name


bp = APIBlueprint("api", __name__, url_prefix="/api", operation_id_callback=operation_id)


def init_api(app: Flask) -> None:
    """Register the API's routes, its error answers and its document."""
    from ..extensions import csrf
    from ..serving.cached_reads import answer_early
    from . import document, errors, games, leagues, rate_limited, records, rounds  # noqa: F401  (they register on bp)
    from .document import SECURITY_SCHEMES

    assert isinstance(app, OpenAPI)
    app.security_schemes = SECURITY_SCHEMES
    errors.init_errors(app)
    app.register_api(bp)
    answer_early(app, "api.read_game", games.read_game_early)
    csrf.exempt(bp)  # the API authenticates with bearer tokens (or a phone's session, CSRF checked by header)
