"""Game endpoints: the rule sets, starting a game, reading one."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app, jsonify, request
from flask_babel import get_locale

from ..accounts.grants import edit_token
from ..core.errors import Invalid
from ..core.ids import db_key
from ..extensions import db
from ..games import start
from ..games.history import API, Actor
from ..games.rounds import get_game
from ..games.start import GameRequest
from ..games.view import SHOWN, GameView, Shown, shown_of, shown_version
from ..models import Game, League
from ..rules.families import FAMILIES, family_of
from ..rules.problems import N_, Problem
from ..serving.cached_reads import Asked
from ..serving.conditional import Answer, CachedRead, cached_answer, made_answer, response_of
from ..serving.language import request_language
from ..serving.links import absolute_url
from ..storage.cache import Store, cache_store
from ..storage.database import read_alone
from . import bp
from .answers import game_json, rulesets_json
from .auth import require_league_writer
from .schemas import base
from .schemas.games import Game as GameShape
from .schemas.games import GameCreated, NewGame, Rulesets
from .schemas.params import GamePath, IfNoneMatch
from .spec import GAMES, READ, WRITE_MAYBE, errors


@bp.before_request
def read_as_family() -> None:
    """A body about a game takes the shapes of that game's family (its entries, its settings); a body about
    a game that doesn't exist is answered 404 before it is read."""
    game_id = (request.view_args or {}).get("game_id")
    key = next(iter(FAMILIES))
    if request.method != "GET" and isinstance(game_id, str):
        key = family_of(get_game(game_id).ruleset_key).key
    base.FAMILY.set(key)


def game_response(game: Game, status: int = 200, model: Any = GameShape, **extra: Any) -> Response:
    """The game as JSON, with its version as ETag."""
    view = GameView(game)
    response = jsonify(game_json(view, model, **extra))
    response.status_code = status
    response.headers["ETag"] = view.etag
    return response


def league_for_new_game(league_id: str | None) -> tuple[League | None, Actor]:
    """The league a new game joins (its token required), and who creates the game."""
    if league_id is None:
        return None, API
    league = db.session.get(League, key) if (key := db_key(league_id)) else None
    if league is None:
        raise Invalid([Problem("league", N_("No league with this id."))])
    return league, require_league_writer(league)


def edit_link(game: Game) -> str:
    """The absolute address that makes a phone the game's scorer (the API never takes its token in a page
    address: it hands this out instead)."""
    return absolute_url("web.claim_game", game_id=game.id, token=edit_token(game, current_app.config["SECRET_KEY"]))


@bp.get("/rulesets", responses={200: Rulesets, **errors()}, tags=[GAMES], **READ)
def rulesets() -> Response:
    """Every shipped rule set: its family, how it differs from classic, every setting and its value."""
    return jsonify(rulesets_json())


@bp.post("/games", responses={201: GameCreated, **errors(400, 401, 403, 413, 422)}, tags=[GAMES], **WRITE_MAYBE)
def create_game(body: NewGame) -> Response:
    """Start a game; the answer carries its write token (shown only this once) and its edit link."""
    data = body.model_dump(exclude_unset=True)
    league, by = league_for_new_game(data.pop("league", None))
    asked = GameRequest(**{k: data[k] for k in ("sides", "ruleset", "settings", "dealer", "played_on") if k in data})
    game, token = start.create_game(asked, by, league)
    response = game_response(game, 201, GameCreated, token=token, edit_link=edit_link(game))
    response.headers["Location"] = f"/api/games/{game.id}"
    response.headers["Cache-Control"] = "no-store"  # it carries the game's token and edit link
    return response


@bp.get("/games/<key:game_id>", responses={200: GameShape, 304: None, **errors(404)}, tags=[GAMES], **READ)
def read_game(path: GamePath, header: IfNoneMatch) -> Response:
    """A game with every round, breakdown and total (If-None-Match: 304 when nothing changed). Cached as bytes
    per version and language after one light lookup."""
    shown, store = shown_version(path.game_id), cache_store()
    read = json_read(store, shown, str(get_locale()))
    answer = cached_answer(read, header.if_none_match, store)
    if answer is None:
        body = game_response(get_game(shown.id)).get_data()
        store.set(read.key, body)
        answer = made_answer(read, body)
    return response_of(answer)


def json_read(store: Store, shown: Shown, lang: str) -> CachedRead:
    """A game's JSON as cached: per version of everything it shows and language; its ETag begins with the
    game's own tag, so If-Match takes it."""
    return CachedRead(store.key("game", shown.id, shown.versions, lang), "application/json")


def read_game_early(asked: Asked) -> Answer | None:
    """A game's JSON from the cache, or its 304, answered before the app (None when it isn't cached yet). The
    view reads nothing of the session but the language, so any phone gets it."""
    game_id = asked.args["game_id"]
    row = read_alone(asked.engine, SHOWN, {"game_id": game_id})
    if row is None:
        return None
    read = json_read(asked.store, shown_of(game_id, row), request_language(asked.session, asked.request))
    return cached_answer(read, asked.request.headers.get("If-None-Match"), asked.store)
