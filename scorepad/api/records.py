"""The record of a game: its history, renames and settings, export and import."""

from __future__ import annotations

from typing import Any

from flask import Response, request
from flask_openapi3 import APIBlueprint

from ..core.errors import Invalid
from ..core.sizes import IMPORT_MAX
from ..games import archive, export_import
from ..games.changes import change_game as change
from ..games.history import Actor, events_page
from ..games.view import GameView, get_game
from ..models import Game
from ..storage.paging import Ask
from .answers import game_json, shaped
from .auth import require_writer
from .games import edit_link, game_response, game_tag, ruleset_problems
from .http import created, json_answer, next_page, tagged_read
from .preconditions import expected_version
from .schemas.events import shown_event
from .schemas.params import PAGE, PAGE_MAX, Format, GamePath, IfMatch, PageQuery
from .schemas.records import History
from .schemas.shapes import Shapes, current_shapes
from .spec import BYTES, CSV_ANSWER, READ, WRITE, ZIP, ZIP_ANSWER, answers, taking
from .spec import RECORDS as RECORDS_TAG


def csv_download(text: str, name: str) -> Response:
    """A CSV file to download."""
    headers = {"Content-Disposition": f'attachment; filename="{name}"'}
    return Response(text, mimetype="text/csv", headers=headers)


def read_game_history(path: GamePath, query: PageQuery) -> Response:
    """Read a game's history.

    Every change to the game, oldest first, a page at a time (500 events unless `limit` says): who added,
    corrected, deleted or restored which round, renamed or ended the game, with the state before and after.
    `next` (and the `Link` header) give the following page; a short history comes whole. Conditional:
    If-None-Match with the page's ETag answers 304 while it reads the same."""
    ask = Ask.read(query.limit, query.after, default=PAGE, most=PAGE_MAX)
    page = events_page(get_game(path.game_id), ask)
    link = next_page(".read_game_history", page.after, game_id=path.game_id)
    body = {"events": [shown_event(export_import.event_json(e)) for e in page.items], "next": link}
    data = History.model_validate(body).model_dump(mode="json", exclude_unset=True)
    return tagged_read("history", f"{path.game_id}/history", data, link=link)


def change_game(path: GamePath, body: Any, header: IfMatch) -> Response:
    """Rename sides and players, or change house rules.

    Names may change any time; settings only before the first round. If-Match: 412 when the game changed."""
    game = get_game(path.game_id)
    by = require_writer(game)
    data = body.root.model_dump(exclude_unset=True)
    expected = expected_version(header.if_match, game)
    return game_response(change(path.game_id, data.get("sides"), data.get("settings"), by, expected))


def game_csv(game: Game) -> Response:
    """A game's CSV file."""
    return csv_download(export_import.export_csv(game), f"scorepad-{game.id}.csv")


def game_zip(game: Game) -> Response:
    """A game's zip file: its JSON export and its photos (as bytes to a client whose Accept prefers those)."""
    headers = {"Content-Disposition": f'attachment; filename="scorepad-{game.id}.zip"'}
    kind = request.accept_mimetypes.best_match([ZIP, BYTES]) or ZIP
    response = Response(archive.export_archive(game), mimetype=kind, headers=headers)
    response.vary.add("Accept")
    return response


def export_game(path: GamePath, query: Format) -> Response:
    """Export a game.

    The whole game as JSON (to keep, or to import again). `format=csv` and `format=zip` (API 1.0) still answer
    the CSV and the zip, but are deprecated: export_game_csv and export_game_archive are their own operations."""
    game = get_game(path.game_id)
    if query.format == "csv":
        return game_csv(game)
    if query.format == "zip":
        return game_zip(game)
    family = GameView(game).family.key
    exported = export_import.export_json(game)
    exported["history"] = [shown_event(e) for e in exported["history"]]
    data = shaped(current_shapes().records[family]["export"], {"family": family, **exported})
    return json_answer(data, **{"Content-Disposition": f'attachment; filename="scorepad-{game.id}.json"'})


def export_game_csv(path: GamePath) -> Response:
    """Export a game as CSV.

    One line per side per round, for a spreadsheet: the round, the side, its players, every count, the score
    and the total after the round."""
    return game_csv(get_game(path.game_id))


def export_game_archive(path: GamePath) -> Response:
    """Export a game with its photos.

    A zip of the JSON export (game.json) and the photos of the game's rounds; import_game_archive takes it."""
    return game_zip(get_game(path.game_id))


def allow_large_import() -> None:
    """A long game's history is larger than a round: imports may be larger than other bodies; a file over the
    caps (rounds, history) is refused before its schema checks every round."""
    if request.endpoint == "api.import_game":
        request.max_content_length = IMPORT_MAX
        if request.is_json:
            export_import.check_caps(request.get_json(silent=True))



def import_game(body: Any) -> Response:
    """Import a game.

    An exported game created anew (a new id, token and edit link), every round scored again by the rules: the
    scores, totals and ids in the file are ignored. Its history is kept, marked as imported."""
    computed = {"score", "total", "breakdown", "explanation"}  # in the file, never trusted: computed again
    asked = body.root
    if problems := ruleset_problems(asked.ruleset, asked.family):
        raise Invalid(problems)
    exclude = {"family": True, "rounds": {"__all__": {"entries": {"__all__": computed}}}}
    data = {**asked.model_dump(exclude_unset=True, exclude=exclude), "ruleset": asked.ruleset}
    game, token = export_import.import_game(data, Actor("api", "import"))
    answer = game_json(GameView(game), "created", token=token, edit_link=edit_link(game))
    return created(answer, ".read_game", game_tag(game.id), game_id=game.id)


def declare(bp: APIBlueprint, shapes: Shapes) -> None:
    """The routes of a game's record, in the shapes of this app's families."""
    game = "/games/<key:game_id>"
    history = answers(History, not_modified=True)
    bp.get(f"{game}/history", responses=history, tags=[RECORDS_TAG], **READ)(read_game_history)
    bp.patch(game, responses=answers(shapes.game), tags=[RECORDS_TAG], **WRITE)(taking(change_game, shapes.game_change))
    bp.get(f"{game}/export", responses=answers(shapes.export), tags=[RECORDS_TAG], **READ)(export_game)
    bp.get(f"{game}/export.csv", responses={200: CSV_ANSWER}, tags=[RECORDS_TAG], **READ)(export_game_csv)
    bp.get(f"{game}/export.zip", responses={200: ZIP_ANSWER}, tags=[RECORDS_TAG], **READ)(export_game_archive)
    imported = answers(shapes.game_created, status=201)
    bp.post("/games/import", responses=imported, tags=[RECORDS_TAG], **READ)(taking(import_game, shapes.import_))
    bp.before_request(allow_large_import)
