"""Round endpoints: add, preview, explain, correct, delete and restore rounds; end a game the table ends."""

from __future__ import annotations

from flask import Response, jsonify

from ..core.errors import Invalid, NotFound
from ..games import changes, rounds
from ..games.rounds import RoundWrite, Saved, get_game
from ..games.view import GameView
from ..rules.problems import N_, Problem
from . import bp
from .answers import explanation_json, outcome_json, shaped, warnings_json
from .auth import require_writer
from .games import game_response
from .preconditions import expected_version
from .schemas.games import ExplainedRound, Game, GameWritten, Preview, RoundInput, RoundSaved, RoundWritten
from .schemas.params import GamePath, IfMatch, IfMatchPrefer, Prefer, RoundPath
from .spec import READ, ROUNDS, WRITE, errors


def minimal(saved: Saved, status: int) -> Response:
    """The short answer to a round write (Prefer: return=minimal): the round, the totals, status, version."""
    game, view = saved.game, GameView(saved.game)
    entries, outcome = saved.entries, saved.outcome
    if outcome is None:  # nothing was written: the round as stored, scored again
        entries, outcome = view.round_entries[saved.number - 1], view.replay.outcomes[saved.number - 1]
    data = {
        "number": saved.number,
        **outcome_json(view, entries, outcome),
        "totals": [s.total for s in game.sides],
        "status": game.status,
        "winner": game.winner,
        "version": game.version,
        "changed": saved.changed,
        "warnings": warnings_json(saved.warnings),
    }
    response = jsonify(shaped(RoundWritten, data, view.family.key))
    response.status_code = status
    response.headers.update({"ETag": view.etag, "Preference-Applied": "return=minimal"})
    return response


def saved_response(saved: Saved, status: int, prefer: str | None) -> Response:
    """A round write's answer: the whole game with the round's warnings and whether anything changed, or the
    short answer if asked."""
    if prefer and "return=minimal" in prefer.replace(" ", ""):
        return minimal(saved, status)
    return game_response(saved.game, status, GameWritten, changed=saved.changed, warnings=warnings_json(saved.warnings))


@bp.post(
    "/games/<key:game_id>/rounds",
    responses={201: RoundSaved, 200: RoundSaved, **errors(400, 401, 403, 404, 409, 413, 422)},
    tags=[ROUNDS],
    **WRITE,
)
def add_round(path: GamePath, body: RoundInput, header: Prefer) -> Response:
    """Record the next round (201); the same phone id again answers with the stored round (200)."""
    by = require_writer(get_game(path.game_id))
    data = body.model_dump(exclude_unset=True)
    asked = RoundWrite(data["entries"], number=data.get("number"), phone_id=data.get("id"))
    saved = rounds.save_round(path.game_id, asked, by)
    return saved_response(saved, 201 if saved.changed else 200, header.prefer)


@bp.post(
    "/games/<key:game_id>/rounds/preview", responses={200: Preview, **errors(400, 404, 413, 422)}, tags=[ROUNDS], **READ
)
def preview_round(path: GamePath, body: RoundInput) -> Response:
    """Score a round as if it were the next one; nothing is stored."""
    previewed = rounds.preview_round(get_game(path.game_id), body.model_dump(exclude_unset=True)["entries"])
    view = GameView(previewed.game)
    data = {**outcome_json(view, previewed.entries, previewed.outcome), "warnings": warnings_json(previewed.warnings)}  # type: ignore[arg-type]
    return jsonify(shaped(Preview, data, view.family.key))


@bp.get(
    "/games/<key:game_id>/rounds/<num:number>", responses={200: ExplainedRound, **errors(404)}, tags=[ROUNDS], **READ
)
def read_round(path: RoundPath) -> Response:
    """One round with every part of every side's score explained in words, with the settings behind it."""
    view = GameView(get_game(path.game_id))
    if not 1 <= path.number <= view.round_count:
        raise NotFound([Problem("_round", N_("No round %(n)d in this game."), {"n": path.number})])
    entries, outcome = view.round_entries[path.number - 1], view.replay.outcomes[path.number - 1]
    body = {"number": path.number, **outcome_json(view, entries, outcome)}
    for entry, reasons in zip(body["entries"], explanation_json(view, entries, outcome), strict=True):
        entry["explanation"] = reasons
    return jsonify(shaped(ExplainedRound, body, view.family.key))


@bp.put(
    "/games/<key:game_id>/rounds/<num:number>",
    responses={200: RoundSaved, **errors(400, 401, 403, 404, 409, 412, 413, 422)},
    tags=[ROUNDS],
    **WRITE,
)
def correct_round(path: RoundPath, body: RoundInput, header: IfMatchPrefer) -> Response:
    """Replace a round; every later total is computed again (If-Match: 412 when the game changed). A
    correction to the counts the round holds stores nothing and answers `"changed": false`."""
    game = get_game(path.game_id)
    by = require_writer(game)
    data = body.model_dump(exclude_unset=True)
    if data.get("number", path.number) != path.number:
        raise Invalid([Problem("number", N_("Must be the number of the round being corrected."))])
    expected = expected_version(header.if_match, game)
    asked = RoundWrite(data["entries"], number=path.number, correcting=True, game_version=expected)
    return saved_response(rounds.save_round(path.game_id, asked, by), 200, header.prefer)


@bp.delete(
    "/games/<key:game_id>/rounds/<num:number>", responses={200: Game, **errors(401, 403, 404, 409, 412)}, **WRITE
)
def delete_round(path: RoundPath, header: IfMatch) -> Response:
    """Delete the last round (it stays in the history and can be restored)."""
    game = get_game(path.game_id)
    by = require_writer(game)
    expected = expected_version(header.if_match, game)
    return game_response(rounds.delete_round(path.game_id, path.number, by, expected))


@bp.post(
    "/games/<key:game_id>/rounds/<num:number>/restore",
    responses={200: Game, **errors(401, 403, 404, 409, 412)},
    tags=[ROUNDS],
    **WRITE,
)
def restore_round(path: RoundPath, header: IfMatch) -> Response:
    """Bring back a deleted round while it would again be the last."""
    game = get_game(path.game_id)
    by = require_writer(game)
    expected = expected_version(header.if_match, game)
    return game_response(rounds.restore_round(path.game_id, path.number, by, expected))


@bp.post("/games/<key:game_id>/finish", responses={200: Game, **errors(401, 403, 404, 409)}, tags=[ROUNDS], **WRITE)
def finish_game(path: GamePath) -> Response:
    """End a game the table ends when it likes (Rommé): the lowest total wins; undone from the history."""
    by = require_writer(get_game(path.game_id))
    return game_response(changes.finish_game(path.game_id, by))


@bp.post("/games/<key:game_id>/reopen", responses={200: Game, **errors(401, 403, 404, 409)}, tags=[ROUNDS], **WRITE)
def reopen_game(path: GamePath) -> Response:
    """Take up again a game the table had ended."""
    by = require_writer(get_game(path.game_id))
    return game_response(changes.reopen_game(path.game_id, by))
