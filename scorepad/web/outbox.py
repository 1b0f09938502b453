"""Rounds a phone saved without network, sent when the network is back: the round form's own fields, posted
as JSON-answered requests (the phone's session grants the right, CSRF is checked by header). A round is
stored once however often it is sent; another phone's round at the same number is shown, never overwritten."""

from __future__ import annotations

from flask import jsonify, url_for
from flask.typing import ResponseReturnValue

from ..core.errors import Conflict, Invalid, Refused
from ..core.ids import db_id
from ..games import rounds
from ..rules.problems import by_path
from ..serving import rate_limits
from ..words import TRANSLATOR
from . import bp
from .errors import STATUS
from .rounds import make_form, scoring, their_round


def refused_json(error: Refused, **extra: object) -> ResponseReturnValue:
    """A refusal as JSON: every problem by field, in the phone's language (a refused write was rolled back by
    the operation's own transaction)."""
    return jsonify({"errors": by_path(error.problems, TRANSLATOR), **extra}), STATUS.get(type(error), 422)


@bp.post("/games/<key:game_id>/rounds/send")
@rate_limits.game_writes
def send_round(game_id: str) -> ResponseReturnValue:
    """Store a round from this phone's outbox (the round form's fields and the id it gave the round)."""
    try:
        view, by = scoring(game_id)
    except Refused as error:
        return refused_json(error)
    form = make_form(view)
    if not form.validate():
        return jsonify({"errors": {"_form": TRANSLATOR.gettext("The form expired; please send it again.")}}), 400
    entries, unreadable = form.entries_data()
    unreadable.extend(form.unanswered())
    try:
        if unreadable:
            raise Invalid(unreadable)
        number, client_id = db_id(form.number.data), form.round_id.data or None
        written = rounds.add_round(game_id, entries, by, number=number, client_id=client_id)
    except Conflict as error:
        if "next" not in error.details:  # the game is over, or full
            return refused_json(error)
        return refused_json(error, theirs=their_round(view, error.details["number"]), next=error.details["next"])
    except Refused as error:
        return refused_json(error)
    board = url_for(".board", game_id=game_id, saved=written.number)
    return jsonify(
        {"number": written.number, "repeated": written.repeated, "board": board}
    ), 200 if written.repeated else 201
