"""Which API operations are rate limited, and how (see rate_limits.py). They are named here rather than on
the routes because flask-openapi3 reads and checks a body before a route's own decorator would run: limits
on the blueprint are checked first, so a refused body counts too. Wrong bearer tokens are counted where they
are refused (auth.py)."""

from __future__ import annotations

from flask_openapi3 import APIBlueprint

from ..serving.rate_limits import creations, game_writes, imports

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
IMPORTS = ("import_game", "import_game_archive")
CREATIONS = ("create_game", "create_league", "create_evening")
EVENING_WRITES = ("add_evening_players", "remove_evening_player", "close_evening_round")  # counted per organiser
LIMITED = frozenset((*IMPORTS, *CREATIONS, *GAME_WRITES, "change_game", *EVENING_WRITES))
TOLD: set[str] = set()  # Flask-Limiter keeps a blueprint's limits by its name, for every app of the process alike


def limit(bp: APIBlueprint) -> None:
    """Limit the API's writes (told the limiter once, however many apps are made)."""
    if bp.name in TOLD:
        return
    TOLD.add(bp.name)
    imports.on(bp, list(IMPORTS))
    creations.on(bp, list(CREATIONS))
    game_writes.on(bp, [*GAME_WRITES, "change_game", *EVENING_WRITES])
