"""The record of a game: its history, renames and settings, export and import."""

from __future__ import annotations

from typing import Any

from flask import Response, jsonify, request, url_for

from ..core.paging import Ask
from ..core.sizes import IMPORT_MAX
from ..games import export_import
from ..games.changes import change_game as change
from ..games.history import Actor, events_page
from ..games.rounds import get_game
from ..games.view import GameView
from . import bp
from .answers import game_json, shaped
from .auth import require_writer
from .games import edit_link, game_response
from .preconditions import expected_version
from .schemas.games import Game, GameChange, GameCreated
from .schemas.params import Format, GamePath, IfMatch, PageQuery
from .schemas.records import Export, History, Import
from .spec import READ, RECORDS, WRITE, errors

HISTORY_PAGE, HISTORY_PAGE_MAX = 500, 1000  # events an answer holds unless `limit` says (a short history: all)


def csv_download(text: str, name: str) -> Response:
    """A CSV file to download."""
    headers = {"Content-Disposition": f'attachment; filename="{name}"'}
    return Response(text, mimetype="text/csv", headers=headers)


@bp.get("/games/<key:game_id>/history", responses={200: History, **errors(404, 422)}, tags=[RECORDS], **READ)
def game_history(path: GamePath, query: PageQuery) -> Response:
    """Every change to the game, oldest first, HISTORY_PAGE events a page (or `limit`), then a `next` link."""
    ask = Ask.read(query.limit, query.after, default=HISTORY_PAGE, most=HISTORY_PAGE_MAX)
    page = events_page(get_game(path.game_id), ask)
    body: dict[str, Any] = {"events": [export_import.event_json(e) for e in page.items]}
    if page.after is not None:
        body["next"] = url_for(".game_history", game_id=path.game_id, limit=query.limit, after=page.after)
    response = jsonify(History.model_validate(body).model_dump(mode="json", exclude_unset=True))
    if page.after is not None:
        response.headers["Link"] = f'<{body["next"]}>; rel="next"'
    return response


@bp.patch(
    "/games/<key:game_id>",
    responses={200: Game, **errors(400, 401, 403, 404, 409, 412, 413, 422)},
    tags=[RECORDS],
    **WRITE,
)
def change_game(path: GamePath, body: GameChange, header: IfMatch) -> Response:
    """Rename sides and players (any time), or change settings before the first round (If-Match: 412 when the
    game changed)."""
    game = get_game(path.game_id)
    by = require_writer(game)
    data = body.model_dump(exclude_unset=True)
    expected = expected_version(header.if_match, game)
    return game_response(change(path.game_id, data.get("sides"), data.get("settings"), by, expected))


@bp.get("/games/<key:game_id>/export", responses={200: Export, **errors(404, 422)}, tags=[RECORDS], **READ)
def export_game(path: GamePath, query: Format) -> Response:
    """The whole game as JSON (to import again) or CSV (for a spreadsheet)."""
    game = get_game(path.game_id)
    if query.format == "csv":
        return csv_download(export_import.export_csv(game), f"scorepad-{game.id}.csv")
    response = jsonify(shaped(Export, export_import.export_json(game), GameView(game).family.key))
    response.headers["Content-Disposition"] = f'attachment; filename="scorepad-{game.id}.json"'
    return response


def allow_large_import() -> None:
    """A long game's history is larger than a round: imports may be larger than other bodies."""
    if request.endpoint == "api.import_game":
        request.max_content_length = IMPORT_MAX


bp.before_request(allow_large_import)


@bp.post("/games/import", responses={201: GameCreated, **errors(400, 413, 422)}, tags=[RECORDS], **READ)
def import_game(body: Import) -> Response:
    """Create an exported game anew (new id, token and edit link), re-scored by our engine."""
    computed = {"score", "total", "breakdown", "explanation"}  # in the file, never trusted: computed again
    data = body.model_dump(exclude_unset=True, exclude={"rounds": {"__all__": {"entries": {"__all__": computed}}}})
    game, token = export_import.import_game(data, Actor("api", "import"))
    view = GameView(game)
    response = jsonify(game_json(view, GameCreated, token=token, edit_link=edit_link(game)))
    response.status_code = 201
    response.headers["ETag"] = view.etag
    response.headers["Cache-Control"] = "no-store"  # it carries the new game's token and edit link
    return response
