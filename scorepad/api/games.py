"""Game endpoints: create, read, add, preview, correct and delete rounds."""

from __future__ import annotations

from typing import Any

from flask import Response, jsonify, request
from flask.typing import ResponseReturnValue
from flask_babel import gettext

from .. import corrections, games
from ..extensions import db
from ..games import GameError
from ..gameview import GameView, rules_of
from ..leagues.ops import league_rules, seat_players
from ..models import League
from ..newgame import parse_new_game
from ..rules.entries import SideEntry
from ..rules.plausibility import round_warnings
from ..rules.problems import N_, Problem, by_path
from ..urls import db_key
from . import bp
from .auth import require_league_writer, require_writer
from .shapes import game_json, outcome_json, rulesets_json


@bp.errorhandler(GameError)
def game_error(error: GameError) -> ResponseReturnValue:
    """A refused request: nothing stored, every problem named by its field."""
    db.session.rollback()
    body: dict[str, Any] = {"errors": by_path(error.problems, gettext)}
    game_id = (request.view_args or {}).get("game_id")
    if error.status in (409, 412) and game_id and (game := games.get_game(game_id)):
        body["game"] = game_json(GameView(game))
    response = jsonify(body)
    if error.status == 401:
        response.headers["WWW-Authenticate"] = "Bearer"
    return response, error.status


def json_body() -> Any:
    """The request body as JSON, or a 400 naming what is wrong."""
    data = request.get_json(silent=True)
    if data is None:
        raise GameError(400, [Problem("_body", N_("The body must be JSON (Content-Type: application/json)."))])
    if not isinstance(data, dict):
        raise GameError(400, [Problem("_body", N_("The body must be a JSON object."))])
    return data


def warnings_of(game: Any, entries: list[SideEntry]) -> dict[str, str]:
    """The plausibility warnings of an accepted round (they never block)."""
    return by_path(round_warnings(rules_of(game), entries), gettext)


def game_response(game: Any, status: int = 200, warnings: dict[str, str] | None = None) -> Response:
    """The game as JSON, with its version as ETag (and a written round's warnings)."""
    view = GameView(game)
    body = game_json(view)
    if warnings is not None:
        body["warnings"] = warnings
    response = jsonify(body)
    response.status_code = status
    response.headers["ETag"] = view.etag
    return response


def csv_download(text: str, name: str) -> Response:
    """A CSV file to download."""
    return Response(text, mimetype="text/csv", headers={"Content-Disposition": f'attachment; filename="{name}"'})


def found(game_id: str) -> Any:
    """The game, or a 404."""
    game = games.get_game(game_id)
    if game is None:
        raise GameError(404, [Problem("_game", N_("No game with this id."))])
    return game


def league_for_new_game(data: dict[str, Any]) -> tuple[League | None, str]:
    """The league a new game joins (its token required), and who creates the game."""
    if data.get("league") is None:
        return None, "api"
    league = db.session.get(League, league_id) if (league_id := db_key(data["league"])) else None
    if league is None:
        raise GameError(422, [Problem("league", N_("No league with this id."))])
    return league, require_league_writer(league)


@bp.get("/rulesets")
def rulesets() -> ResponseReturnValue:
    """Every preset with every setting and its value."""
    return jsonify(rulesets_json())


@bp.post("/games")
def create_game() -> ResponseReturnValue:
    """Start a game; the answer carries the write token, shown only this once."""
    data = json_body()
    league, by = league_for_new_game(data)
    new, problems = parse_new_game(data, league_rules(league) if league else None)
    if new is None:
        raise GameError(422, problems)
    players = seat_players(league, new.sides) if league else None
    game, token = games.create_game(new, by=by, league=league, players=players)
    view = GameView(game)
    headers = {"ETag": view.etag, "Location": f"/api/games/{game.id}"}
    return jsonify({**game_json(view), "token": token}), 201, headers


@bp.get("/games/<key:game_id>")
def read_game(game_id: str) -> ResponseReturnValue:
    """A game with every round, breakdown and total."""
    game = found(game_id)
    etag = GameView(game).etag
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304, headers={"ETag": etag})
    return game_response(game)


@bp.post("/games/<key:game_id>/rounds")
def add_round(game_id: str) -> ResponseReturnValue:
    """Record the next round."""
    by = require_writer(found(game_id))
    data = json_body()
    game, entries = games.add_round(game_id, data, by)
    return game_response(game, 201, warnings_of(game, entries))


@bp.post("/games/<key:game_id>/rounds/preview")
def preview_round(game_id: str) -> ResponseReturnValue:
    """Score a round as if it were the next one; nothing is stored."""
    game = found(game_id)
    data = json_body()
    entries, outcome = games.preview_round(game, data)
    names = [s.name for s in game.sides]
    return jsonify({**outcome_json(entries, outcome, names), "warnings": warnings_of(game, entries)})


@bp.put("/games/<key:game_id>/rounds/<num:number>")
def correct_round(game_id: str, number: int) -> ResponseReturnValue:
    """Replace a round; every later total is re-computed."""
    by = require_writer(found(game_id))
    data = json_body()
    game, entries = corrections.correct_round(game_id, number, data, by, request.headers.get("If-Match"))
    return game_response(game, 200, warnings_of(game, entries))


@bp.delete("/games/<key:game_id>/rounds/<num:number>")
def delete_round(game_id: str, number: int) -> ResponseReturnValue:
    """Delete the last round (it stays in the history)."""
    by = require_writer(found(game_id))
    return game_response(corrections.delete_round(game_id, number, by, request.headers.get("If-Match")))


@bp.post("/games/<key:game_id>/rounds/<num:number>/restore")
def restore_round(game_id: str, number: int) -> ResponseReturnValue:
    """Bring back a deleted round while it would again be the last."""
    by = require_writer(found(game_id))
    return game_response(corrections.restore_round(game_id, number, by, request.headers.get("If-Match")))
