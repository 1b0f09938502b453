"""Game endpoints: the rule sets, starting a game, reading one."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app, jsonify
from flask_babel import get_locale
from flask_openapi3 import APIBlueprint
from werkzeug.http import quote_etag

from ..accounts.grants import edit_token
from ..core.errors import Invalid
from ..extensions import registry
from ..games import start
from ..games.history import API, Actor
from ..games.start import GameRequest
from ..games.view import GameView, Shown, get_game, shown_alone, shown_version
from ..leagues.view import find_league
from ..models import Game, League
from ..rules.problems import N_, Problem
from ..serving.cached_reads import Asked
from ..serving.conditional import Answer, CachedRead, cached_answer, made_answer, response_of
from ..serving.language import request_language
from ..serving.links import absolute_url
from ..storage.cache import Store, cache_store
from .answers import game_json, rulesets_json
from .auth import require_league_writer
from .cors import OPEN, opened
from .http import VERSIONS, created, in_language, json_answer
from .kept import answer_kept, kept_early, kept_once
from .schemas.params import GamePath, IfNoneMatch
from .schemas.shapes import Shapes
from .spec import GAMES, READ, WRITE_MAYBE, answers, taking


def game_tag(game_id: str) -> str:
    """The ETag a read of the game's JSON answers now, in the reader's language: a write answers it too, so the
    next read with it in If-None-Match is a 304 and the next write's If-Match takes it."""
    return quote_etag(json_read(cache_store(), shown_version(game_id), str(get_locale())).etag)


def game_response(game: Game, status: int = 200, kind: str = "game", **extra: Any) -> Response:
    """The game as JSON, with the ETag a read of it answers."""
    return json_answer(game_json(GameView(game), kind, **extra), status, ETag=game_tag(game.id))


def league_for_new_game(league_id: str | None, family: str) -> tuple[League | None, Actor]:
    """The league a new game joins (its token required, its family the body's), and who creates the game."""
    if league_id is None:
        return None, API
    league = find_league(league_id)
    if league is None:
        raise Invalid([Problem("league", N_("No league with this id."), code="no_such_league")])
    by = require_league_writer(league)
    if registry().family_of(league.ruleset_key).key != family:
        params = {"family": registry().family_of(league.ruleset_key).key}
        raise Invalid([Problem("family", N_("This league plays the family %(family)s."), params, code="wrong_family")])
    return league, by


def ruleset_problems(ruleset: Any, family: str) -> list[Problem]:
    """A body's rule set, if it is another family's (the schema shows the family's choices; an unknown key is
    named by the operation, with every other problem of the body)."""
    families = registry()
    if not isinstance(ruleset, str) or ruleset not in families.rulesets or families.family_of(ruleset).key == family:
        return []
    keys = ", ".join(p.key for p in families.families[family].presets)
    return [Problem("ruleset", N_("Must be one of: %(choices)s."), {"choices": keys}, code="not_one_of")]


def edit_link(game: Game) -> str:
    """The absolute address that makes a phone the game's scorer (the API never takes its token in a page
    address: it hands this out instead)."""
    return absolute_url("web.claim_game", game_id=game.id, token=edit_token(game, current_app.config["SECRET_KEY"]))


def list_rulesets() -> Response:
    """List every shipped rule set.

    Each with its family, its name and how it differs from the family's first one (in the reader's language),
    and every setting with its value: a new game or league names one by its key. They change only with a
    release: kept per language, tagged (If-None-Match answers 304) and gzipped to a client that takes gzip."""
    return in_language(answer_kept(kept_once(f"rulesets:{get_locale()}", rulesets_json)))


def rulesets_early(asked: Asked) -> Answer | None:
    """The rule sets before the app, once kept in the asker's language (else None: the view keeps them)."""
    language = request_language(asked.session, asked.request)
    return kept_early(asked, f"rulesets:{language}", language)


def create_game(body: Any) -> Response:
    """Start a game.

    The body names the family, the rule set (its family's first unless given), house rules, the sides and their
    players, the first dealer and the day. A league game (`league`) is played by the league's rules and needs the
    league's token. The answer carries the game's write token and edit link, shown only this once."""
    asked = body.root
    if problems := ruleset_problems(asked.ruleset, asked.family):
        raise Invalid(problems)
    league, by = league_for_new_game(asked.league, asked.family)
    data = asked.model_dump(exclude_unset=True, include={"settings", "dealer", "played_on"})
    ruleset = asked.ruleset if league is None or "ruleset" in asked.model_fields_set else None
    new = GameRequest(sides=asked.model_dump()["sides"], ruleset=ruleset, **data)
    game, token = start.create_game(new, by, league)
    body_json = game_json(GameView(game), "created", token=token, edit_link=edit_link(game))
    return created(body_json, ".read_game", game_tag(game.id), game_id=game.id)


def read_game(path: GamePath, header: IfNoneMatch) -> Response:
    """Read a game.

    Every round with each side's counts, the parts of its score and the totals, the announcements, the family's
    own figures, the dealer and the version. Conditional: If-None-Match with the ETag of a read or a write of the
    game answers 304 while nothing it shows changed."""
    shown, store = shown_version(path.game_id), cache_store()
    read = json_read(store, shown, str(get_locale()))
    answer = cached_answer(read, header.if_none_match, store)
    if answer is None:
        body = jsonify(game_json(GameView(get_game(shown.id)))).get_data()
        store.set(read.key, body)
        answer = made_answer(read, body)
    return opened(response_of(answer), is_open=shown.public)


def json_read(store: Store, shown: Shown, lang: str) -> CachedRead:
    """A game's JSON as cached: per version of everything it shows and language; its ETag begins with the
    game's own tag, so If-Match takes it."""
    return CachedRead(store.key("game", shown.id, shown.versions, lang), "application/json")


def read_game_early(asked: Asked) -> Answer | None:
    """A game's JSON from the cache, or its 304, answered before the app (None when it isn't cached yet). The
    view reads nothing of the session but the language, so any phone gets it."""
    game_id = asked.args["game_id"]
    shown = shown_alone(asked.engine, game_id)
    if shown is None:
        return None
    read = json_read(asked.store, shown, request_language(asked.session, asked.request))
    answer = cached_answer(read, asked.request.headers.get("If-None-Match"), asked.store)
    if answer is None:
        return None
    status, headers, body = answer
    return status, [*headers, *VERSIONS, *(OPEN if shown.public else ())], body  # as the view's own answer


def declare(bp: APIBlueprint, shapes: Shapes) -> None:
    """The game routes, in the shapes of this app's families."""
    bp.get("/rulesets", responses=answers(shapes.rulesets, not_modified=True), tags=[GAMES], **READ)(list_rulesets)
    created_game = answers(shapes.game_created, status=201)
    bp.post("/games", responses=created_game, tags=[GAMES], **WRITE_MAYBE)(taking(create_game, shapes.new_game))
    read = answers(shapes.game, not_modified=True)
    bp.get("/games/<key:game_id>", responses=read, tags=[GAMES], **READ)(read_game)
