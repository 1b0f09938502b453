"""Which API operations are rate limited, and how (see ratelimits.py). They are named here rather than on
the routes because flask-openapi3 reads and checks a body before a route's own decorator would run: limits
on the blueprint are checked first, so a refused body counts too. Registered once, when imported."""

from __future__ import annotations

from ..serving.rate_limits import WRITES, Limit, creations, game_writes, imports
from . import bp

GAME_WRITES = ("add_round", "correct_round", "delete_round", "restore_round", "finish_game", "reopen_game")
wrong_tokens = Limit("SCOREPAD_GUESS_LIMIT", "guesses", methods=WRITES, counts=lambda answer: answer.status_code == 403)

wrong_tokens.on(bp)
imports.on(bp, ["import_game"])
creations.on(bp, ["create_game", "create_league"])
game_writes.on(bp, [*GAME_WRITES, "change_game"])
