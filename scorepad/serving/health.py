"""GET /healthz: whether this server's database, cache store and rate-limit store answer, for a club's monitor
or load balancer. "ok" (200) when all do; "degraded" (200, naming what is down) when only a store in Redis is,
since the app serves every page and write without it (the cache misses, the limits count in the database); "down"
(503) when the database is, since then it can serve nothing: a load balancer takes a server out only then."""

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


def status_of(failing: list[str]) -> str:
    """The server's state from what fails: ok, degraded (a store the app can do without) or down (the database)."""
    if "database" in failing:
        return "down"
    return "degraded" if failing else "ok"


@bp.get("/healthz")
def healthz() -> Response:
    """The state of the database, the cache store and the limit store: 200 ok or degraded, 503 down."""
    checks = {"database": database_answers(), "cache": store_ok(), "limits": limit_store_answers()}
    failing = [name for name, ok in checks.items() if not ok]
    status = status_of(failing)
    body = {
        "status": status,
        "version": VERSION,
        "release": current_app.config["SCOREPAD_RELEASE"],
        "checks": {name: "ok" if ok else "down" for name, ok in checks.items()},
        "failing": failing,
    }
    response = jsonify(body)
    response.status_code = 503 if status == "down" else 200
    response.headers["Cache-Control"] = "no-store"
    return response


def init_health(app: Flask) -> None:
    """Register /healthz."""
    app.register_blueprint(bp)
