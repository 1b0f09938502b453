"""Round endpoints: add, preview, explain, correct, delete and restore rounds; end a game the table ends."""

from __future__ import annotations

from typing import Any

from flask import Response, jsonify
from flask_openapi3 import APIBlueprint

from ..core.errors import Invalid, NotFound
from ..games import changes, rounds
from ..games.rounds import RoundWrite, Saved
from ..games.view import GameView, get_game
from ..rules.problems import N_, Problem
from .answers import explanation_json, game_data, game_shape, outcome_json, shaped, warnings_json
from .auth import require_writer
from .games import game_response, game_tag
from .http import created, json_answer, tagged_read
from .preconditions import expected_version
from .schemas.params import GamePath, IfMatch, Prefer, RoundPath
from .schemas.shapes import Shapes
from .spec import READ, ROUNDS, WRITE, answers, taking

MINIMAL = "return=minimal"


def written(saved: Saved, prefer: str | None) -> tuple[dict[str, object], dict[str, str]]:
    """A round write's answer: the round, the totals, whether anything changed, its warnings, and the whole game
    unless the client prefers the short answer (RFC 7240); with its headers."""
    game, view = saved.game, GameView(saved.game)
    entries, outcome = saved.entries, saved.outcome
    if outcome is None:  # nothing was written: the round as stored, scored again
        entries, outcome = view.round_entries[saved.number - 1], view.replay.outcomes[saved.number - 1]
    minimal = bool(prefer) and MINIMAL in prefer.replace(" ", "")  # type: ignore[union-attr]
    data = {
        "family": view.family.key,
        "number": saved.number,
        **outcome_json(view, entries, outcome),
        "totals": [s.total for s in game.sides],
        "status": game.status,
        "winner": game.winner,
        "version": game.version,
        "changed": saved.changed,
        "warnings": warnings_json(saved.warnings),
    }
    if not minimal:
        data["game"] = game_data(view)
    headers = {"ETag": game_tag(game.id), **({"Preference-Applied": MINIMAL} if minimal else {})}
    return shaped(game_shape(view.family.key, "written"), data), headers


def add_round(path: GamePath, body: Any, header: Prefer) -> Response:
    """Add the next round.

    One entry per side, in the game's family's shape. A new round answers 201 with its address; the same phone id
    (`id`) again with the same round answers 200 with the round as stored and `"changed": false`, storing nothing;
    the id again with another round is 409, naming the id. `number`, when
    given, must be the next one (409 otherwise, naming the next)."""
    game = get_game(path.game_id)
    by = require_writer(game)
    asked = body.root
    data = asked.model_dump(exclude_unset=True)
    expected = expected_version(header.if_match, game)
    write = RoundWrite(data["entries"], number=asked.number, phone_id=asked.id, game_version=expected)
    saved = rounds.save_round(path.game_id, write, by)
    answer, headers = written(saved, header.prefer)
    if not saved.changed:
        return json_answer(answer, 200, **headers)
    response = created(answer, ".read_round", game_id=path.game_id, number=saved.number)
    response.headers.update(headers)
    return response


def preview_round(path: GamePath, body: Any) -> Response:
    """Preview a round.

    The round scored as if it were the next one, with its warnings; nothing is stored."""
    previewed = rounds.preview_round(get_game(path.game_id), body.root.model_dump(exclude_unset=True)["entries"])
    view = GameView(previewed.game)
    data = {
        "family": view.family.key,
        **outcome_json(view, previewed.entries, previewed.outcome),  # type: ignore[arg-type]
        "warnings": warnings_json(previewed.warnings),
    }
    return jsonify(shaped(game_shape(view.family.key, "preview"), data))


def read_round(path: RoundPath) -> Response:
    """Read a round, explained.

    Every part of every side's score in words (in the reader's language), with the settings behind it.
    Conditional: If-None-Match with its ETag answers 304 while it reads the same."""
    view = GameView(get_game(path.game_id))
    if not 1 <= path.number <= view.round_count:
        raise NotFound([Problem("_round", N_("No round %(n)d in this game."), {"n": path.number}, code="not_found")])
    entries, outcome = view.round_entries[path.number - 1], view.replay.outcomes[path.number - 1]
    body = {"family": view.family.key, "number": path.number, **outcome_json(view, entries, outcome)}
    for entry, reasons in zip(body["entries"], explanation_json(view, entries, outcome), strict=True):
        entry["explanation"] = reasons
    data = shaped(game_shape(view.family.key, "explained"), body)
    return tagged_read("round", f"{path.game_id}/rounds/{path.number}", data, lang=True)


def correct_round(path: RoundPath, body: Any, header: Prefer) -> Response:
    """Correct a round.

    The round's counts replaced; every later total is worked out again. Counts the round already holds store
    nothing and answer `"changed": false` with the same version and ETag."""
    game = get_game(path.game_id)
    by = require_writer(game)
    asked = body.root
    if asked.number not in (None, path.number):
        raise Invalid(
            [Problem("number", N_("Must be the number of the round being corrected."), code="not_round_number")]
        )
    expected = expected_version(header.if_match, game)
    data = asked.model_dump(exclude_unset=True)
    write = RoundWrite(data["entries"], number=path.number, correcting=True, game_version=expected)
    answer, headers = written(rounds.save_round(path.game_id, write, by), header.prefer)
    return json_answer(answer, 200, **headers)


def delete_round(path: RoundPath, header: IfMatch) -> Response:
    """Delete the last round.

    Only the last round can go; it stays in the history and can be restored while it would again be the last."""
    game = get_game(path.game_id)
    by = require_writer(game)
    expected = expected_version(header.if_match, game)
    return game_response(rounds.delete_round(path.game_id, path.number, by, expected))


def restore_round(path: RoundPath, header: IfMatch) -> Response:
    """Restore a deleted round.

    A deleted round comes back while it would again be the last."""
    game = get_game(path.game_id)
    by = require_writer(game)
    expected = expected_version(header.if_match, game)
    return game_response(rounds.restore_round(path.game_id, path.number, by, expected))


def finish_game(path: GamePath, header: IfMatch) -> Response:
    """End a game now.

    For a family the table ends when it likes (Rommé): the best total wins. Undone by reopen_game."""
    game = get_game(path.game_id)
    by = require_writer(game)
    return game_response(changes.finish_game(path.game_id, by, expected_version(header.if_match, game)))


def reopen_game(path: GamePath, header: IfMatch) -> Response:
    """Take up a game again.

    Undoes the table's end of a game: play goes on."""
    game = get_game(path.game_id)
    by = require_writer(game)
    return game_response(changes.reopen_game(path.game_id, by, expected_version(header.if_match, game)))


def declare(bp: APIBlueprint, shapes: Shapes) -> None:
    """The round routes, in the shapes of this app's families."""
    game, written, rounds = shapes.game, shapes.round_written, "/games/<key:game_id>/rounds"
    one = f"{rounds}/<num:number>"
    bp.post(rounds, responses=answers(written, status=201, also=200), tags=[ROUNDS], **WRITE)(
        taking(add_round, shapes.round_input)
    )
    bp.post(f"{rounds}/preview", responses=answers(shapes.preview), tags=[ROUNDS], **READ)(
        taking(preview_round, shapes.round_input)
    )
    explained = answers(shapes.explained_round, not_modified=True)
    bp.get(one, responses=explained, tags=[ROUNDS], **READ)(read_round)
    bp.put(one, responses=answers(written), tags=[ROUNDS], **WRITE)(taking(correct_round, shapes.round_input))
    bp.delete(one, responses=answers(game), tags=[ROUNDS], **WRITE)(delete_round)
    bp.post(f"{one}/restore", responses=answers(game), tags=[ROUNDS], **WRITE)(restore_round)
    bp.post("/games/<key:game_id>/finish", responses=answers(game), tags=[ROUNDS], **WRITE)(finish_game)
    bp.post("/games/<key:game_id>/reopen", responses=answers(game), tags=[ROUNDS], **WRITE)(reopen_game)
