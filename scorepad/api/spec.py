"""How the API's routes describe themselves: their tags, who may call them, and their answers. The refusals every
operation can answer are worked out once, in document.py, from what the operation takes (a body, a token,
If-Match, an id in the address); the ones that depend on what it does are named here."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, get_type_hints

from flask_openapi3 import Tag

OPERATION_IDS = {  # views whose endpoint names the pages link to, named as every other operation is
    "league_standings": "read_standings",
    "league_game_list": "list_league_games",
}
API_VERSION = "1.1.0"  # the API's version (semantic: a 1.x client keeps working), not the app's
BEARER = {"bearer": []}
GAMES = Tag(name="games", description="Rule sets, and starting and reading a game.")
ROUNDS = Tag(name="rounds", description="Playing a game: adding, previewing, explaining and correcting rounds.")
RECORDS = Tag(name="records", description="A game's record: its history, names and house rules, export and import.")
LEAGUES = Tag(name="leagues", description="Leagues: seasons, standings, their games and players.")
EVENINGS = Tag(name="evenings", description="Club evenings: tables drawn each round, every table a league game.")
DOCUMENT = Tag(name="document", description="This description of the API.")
READ: dict[str, Any] = {}
WRITE: dict[str, Any] = {"security": [BEARER]}
WRITE_MAYBE: dict[str, Any] = {"security": [{}, BEARER]}  # only a league game needs a token
READ_MAYBE: dict[str, Any] = {"security": [{}, BEARER]}  # only a league seen by its members only needs its token
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
        "add_evening_players",
        "remove_evening_player",
        "close_evening_round",
    }
)
CSV_ANSWER = {  # a file of its own operation: every generator reads it as text
    "description": "The CSV file (UTF-8, a header line first).",
    "content": {"text/csv": {"schema": {"type": "string"}}},
}
ZIP, BYTES = "application/zip", "application/octet-stream"  # the zip's type; the same bytes to a client asking those
ZIP_ANSWER = {
    "description": "The zip file: game.json (the JSON export) and the photos it lists (sent as"
    " application/octet-stream to a client whose Accept prefers that).",
    "content": {kind: {"schema": {"type": "string", "format": "binary"}} for kind in (ZIP, BYTES)},
}
FILES = frozenset(  # operations answering a file to save (Content-Disposition)
    {"export_game", "export_game_csv", "export_game_archive", "read_standings_csv", "list_league_games_csv"}
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


def operation_id(bp_name: str = "", name: str = "", path: str = "", method: str = "") -> str:
    """An operation is named after its view, a verb and what it acts on ("add_round", "attach_game_to_league"),
    so generated clients read well."""
    return OPERATION_IDS.get(name, name)


def taking(view: Callable[..., Any], body: Any) -> Callable[..., Any]:
    """A view that takes a JSON body in this app's shape (`body`: a union of its families' shapes): flask-openapi3
    reads, checks and documents a body by the view's type hints, so the app's model is put in them."""

    @wraps(view)
    def bodied(**kwargs: Any) -> Any:
        return view(**kwargs)

    bodied.__annotations__ = {**get_type_hints(view), "body": body}
    return bodied
