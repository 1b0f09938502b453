"""GET /healthz: whether this server's database, cache store and rate-limit store answer, for a club's monitor
or load balancer. 200 when all do, 503 naming what doesn't (the app keeps serving without the two stores, each
falling back to this process's memory, so a 503 that names only them means "degraded", not "down")."""

from __future__ import annotations

import logging

from flask import Blueprint, Flask, Response, current_app, jsonify
from sqlalchemy import text

from ..config import VERSION
from ..extensions import db
from ..storage.cache import store_ok
from .rate_limits import limiter

bp = Blueprint("health", __name__)
log = logging.getLogger(__name__)


def database_answers() -> bool:
    """Whether the database answers a trivial query (on a connection of its own)."""
    try:
        with db.engine.connect() as connection:
            connection.execute(text("SELECT 1"))
    except Exception:
        log.warning("Health: the database does not answer", exc_info=True)
        return False
    return True


def limit_store_answers() -> bool:
    """Whether the rate-limit store answers (the limits library's own check: a PING, or a query)."""
    if not current_app.config.get("RATELIMIT_ENABLED", True):
        return True
    try:
        return bool(limiter.storage.check())
    except Exception:
        log.warning("Health: the rate-limit store does not answer", exc_info=True)
        return False


@bp.get("/healthz")
def healthz() -> Response:
    """The state of the database, the cache store and the limit store: 200 when all answer, else 503."""

    checks = {"database": database_answers(), "cache": store_ok(), "limits": limit_store_answers()}
    failing = [name for name, ok in checks.items() if not ok]
    body = {
        "status": "ok" if not failing else "failing",
        "version": VERSION,
        "release": current_app.config["SCOREPAD_RELEASE"],
        "checks": {name: "ok" if ok else "down" for name, ok in checks.items()},
        "failing": failing,
    }
    response = jsonify(body)
    response.status_code = 503 if failing else 200
    response.headers["Cache-Control"] = "no-store"
    return response


def init_health(app: Flask) -> None:
    """Register /healthz."""
    app.register_blueprint(bp)
