"""History, renames, export and import: the record of a game."""

from __future__ import annotations

from flask import jsonify, request
from flask.typing import ResponseReturnValue
from flask_babel import gettext

from .. import history, transfer
from ..announce import number as in_locale
from ..games import GameError
from ..gameview import GameView
from ..rules.explain import explain
from ..rules.problems import N_, Problem
from . import bp
from .auth import require_writer
from .games import csv_download, found, game_response, json_body
from .shapes import game_json, outcome_json

IMPORT_MAX_BYTES = 2 * 1024 * 1024


@bp.get("/games/<key:game_id>/history")
def game_history(game_id: str) -> ResponseReturnValue:
    """Every change to the game, oldest first."""
    return jsonify(history.history_json(found(game_id)))


@bp.patch("/games/<key:game_id>")
def change_game(game_id: str) -> ResponseReturnValue:
    """Rename sides and players, or change settings before the first round."""
    by = require_writer(found(game_id))
    return game_response(history.change_game(game_id, json_body(), by))


@bp.get("/games/<key:game_id>/rounds/<num:number>")
def read_round(game_id: str, number: int) -> ResponseReturnValue:
    """One round with every part of every side's score explained in words, with the settings behind it."""
    view = GameView(found(game_id))
    if not 1 <= number <= view.round_count:
        raise GameError(404, [Problem("_round", N_("No round %(n)d in this game."), {"n": number})])
    entries, outcome = view.round_entries[number - 1], view.replay.outcomes[number - 1]
    body = {"number": number, **outcome_json(entries, outcome, [s.name for s in view.game.sides])}
    for entry_json, entry, result in zip(body["entries"], entries, outcome.results, strict=True):
        entry_json["explanation"] = [
            {"part": r.part, "points": r.points, "text": r.text(gettext, in_locale), "settings": list(r.settings)}
            for r in explain(view.rules, entry, result.breakdown)
        ]
    return jsonify(body)


@bp.get("/games/<key:game_id>/export")
def export_game(game_id: str) -> ResponseReturnValue:
    """The whole game as JSON (to import again) or CSV (for a spreadsheet)."""
    game = found(game_id)
    kind = request.args.get("format", "json")
    if kind == "csv":
        return csv_download(transfer.export_csv(game), f"scorepad-{game.id}.csv")
    if kind != "json":
        raise GameError(422, [Problem("format", N_("Must be json or csv."))])
    response = jsonify(transfer.export_json(game))
    response.headers["Content-Disposition"] = f'attachment; filename="scorepad-{game.id}.json"'
    return response


@bp.post("/games/import")
def import_game() -> ResponseReturnValue:
    """Create an exported game anew (new id and token), re-scored by our engine."""
    request.max_content_length = IMPORT_MAX_BYTES  # a long game's history is larger than a round
    game, token = transfer.import_game(json_body(), by="api import")
    view = GameView(game)
    return jsonify({**game_json(view), "token": token}), 201, {"ETag": view.etag}
