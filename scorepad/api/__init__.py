"""The JSON API blueprint: every answer, errors included, is JSON."""

from __future__ import annotations

from flask import Blueprint, jsonify
from flask.typing import ResponseReturnValue
from werkzeug.exceptions import HTTPException

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.errorhandler(HTTPException)
def http_error(error: HTTPException) -> ResponseReturnValue:
    """Werkzeug's errors (413, 405, ...) as JSON with a readable message."""
    return jsonify({"errors": {"_request": error.description}}), error.code or 500


from . import games, leagues, openapi, records  # noqa: E402,F401  (routes register themselves on bp)
