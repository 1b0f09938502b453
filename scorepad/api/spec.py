"""How the API's routes describe themselves: their tags, who may call them, and their answers. The refusals every
operation can answer are worked out once, in document.py, from what the operation takes (a body, a token,
If-Match, an id in the address); the ones that depend on what it does are named here."""

from __future__ import annotations

from typing import Any

from flask_openapi3 import Tag

BEARER = {"bearer": []}
GAMES = Tag(name="games", description="Rule sets, and starting and reading a game.")
ROUNDS = Tag(name="rounds", description="Playing a game: adding, previewing, explaining and correcting rounds.")
RECORDS = Tag(name="records", description="A game's record: its history, names and house rules, export and import.")
LEAGUES = Tag(name="leagues", description="Leagues: seasons, standings, their games and players.")
DOCUMENT = Tag(name="document", description="This description of the API.")
READ: dict[str, Any] = {}
WRITE: dict[str, Any] = {"security": [BEARER]}
WRITE_MAYBE: dict[str, Any] = {"security": [{}, BEARER]}  # only a league game needs a token
CONFLICTS = frozenset(  # operations the state of a game or league can refuse (409)
    {
        "change_game",
        "add_round",
        "correct_round",
        "delete_round",
        "restore_round",
        "finish_game",
        "reopen_game",
        "attach_game_to_league",
        "merge_players",
        "add_photo",
    }
)
SUCCESS = {
    200: "The answer.",
    201: "Created: Location names the new resource.",
}


def answers(model: Any, status: int = 200, also: int | None = None, not_modified: bool = False) -> dict[Any, Any]:
    """An operation's successful answers (its refusals, and CSV beside JSON where a `format` is asked, are added
    to the document for every operation alike): `model` with `status`, and with `also` (a write that stored
    nothing); 304 for a conditional read."""
    out: dict[Any, Any] = {status: model}
    if also is not None:
        out[also] = model
    if not_modified:
        out[304] = None
    return out
