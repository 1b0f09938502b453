"""Which API operations are rate limited, and how (see rate_limits.py). They are named here rather than on
the routes because flask-openapi3 reads and checks a body before a route's own decorator would run: limits
on the blueprint are checked first, so a refused body counts too. Wrong bearer tokens are counted where they
are refused (auth.py). Registered once, when imported."""

from __future__ import annotations

from ..serving.rate_limits import creations, game_writes, imports
from . import bp

GAME_WRITES = (
    "add_round",
    "correct_round",
    "delete_round",
    "restore_round",
    "finish_game",
    "reopen_game",
    "add_photo",
    "delete_photo",
    "confirm_round",
)
LIMITED = frozenset(("import_game", "import_game_archive", "create_game", "create_league", *GAME_WRITES, "change_game"))

imports.on(bp, ["import_game", "import_game_archive"])
creations.on(bp, ["create_game", "create_league"])
game_writes.on(bp, [*GAME_WRITES, "change_game"])
