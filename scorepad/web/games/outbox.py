"""Rounds a phone saved without network, sent when the network is back: the round form's own fields, posted
as JSON-answered requests (the phone's session grants the right, CSRF is checked by header). A round is
stored once however often it is sent; another phone's round at the same number is shown, never overwritten."""

from __future__ import annotations

from flask import jsonify, url_for
from flask.typing import ResponseReturnValue

from ...core.errors import Refused
from ...games import rounds
from ...games.view import GameView
from ...serving import rate_limits
from ...words import TRANSLATOR, problem_texts
from .. import bp
from .rounds import Refusal, make_form, refusal, scoring


def refused_json(refused: Refusal) -> ResponseReturnValue:
    """A refusal as JSON: every problem by field, in the phone's language, and with a number taken by another
    phone, their round and the next free number (a refused write was rolled back by its own transaction)."""
    body: dict[str, object] = {"errors": problem_texts(refused.problems)}
    if refused.offered is not None:
        body.update(theirs=refused.theirs, next=refused.offered)
    return jsonify(body), refused.status


@bp.post("/games/<key:game_id>/rounds/send")
@rate_limits.game_writes
def send_round(game_id: str) -> ResponseReturnValue:
    """Store a round from this phone's outbox (the round form's fields and the id it gave the round)."""
    view: GameView | None = None
    try:
        view, by = scoring(game_id)
        form = make_form(view)
        if not form.validate():
            return jsonify({"errors": {"_form": TRANSLATOR.gettext("The form expired; please send it again.")}}), 400
        saved = rounds.save_round(game_id, form.round_write(None, confirmed=True), by)
    except Refused as error:
        return refused_json(refusal(error, view))
    board = url_for(".board", game_id=game_id, saved=saved.number)
    repeated = saved.done == "repeated"
    return jsonify({"number": saved.number, "repeated": repeated, "board": board}), 200 if repeated else 201
