"""Which API operations are rate limited (api/rate_limited.py): told the limiter once, however many apps are made
(Flask-Limiter keeps a blueprint's limits by its name, for every app of the process)."""

from __future__ import annotations

from flask_openapi3 import APIBlueprint

from scorepad.api.rate_limited import GAME_WRITES, LIMITED, TOLD, limit
from scorepad.serving.rate_limits import limiter


def test_the_writes_are_limited_and_told_once_per_blueprint_name(app):
    assert set(GAME_WRITES) <= LIMITED and "create_game" in LIMITED and "read_game" not in LIMITED
    assert "api" in TOLD  # the app's own blueprint
    kept = limiter.limit_manager._blueprint_limits["api"]
    before = len(kept)
    assert before == 3  # imports, creations, game writes
    limit(APIBlueprint("api", __name__))  # another app's blueprint of the same name: nothing told twice
    assert len(limiter.limit_manager._blueprint_limits["api"]) == before
