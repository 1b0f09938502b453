"""Ending a game when the table says so (a family that may end at any time, such as Rommé), after a
confirmation; and taking it up again from the history."""

from __future__ import annotations

from contextlib import suppress

from flask import abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_wtf import FlaskForm

from ...core.errors import Refused
from ...games import changes
from ...games.view import GameView, get_game
from ...rules.game import standing
from ...serving import rate_limits
from .. import bp
from .access import require_edit


@bp.route("/games/<key:game_id>/finish", methods=["GET", "POST"])
@rate_limits.game_writes
def finish_game(game_id: str) -> ResponseReturnValue:
    """Confirm, then end the game now: the best total (Rommé: the lowest) wins."""
    view = GameView(get_game(game_id))
    by = require_edit(view.game)
    if not view.family.can_finish or view.finished or not view.round_count:
        return redirect(url_for(".board", game_id=game_id), 303)
    form = FlaskForm()
    if request.method == "POST" and form.validate():
        with suppress(Refused):  # another phone ended it already: the board shows how things are
            changes.finish_game(game_id, by)
        return redirect(url_for(".board", game_id=game_id), 303)
    winner, margin = standing(view.totals, view.family.lower_wins)
    return render_template("web/finish.html", view=view, form=form, winner=winner, margin=margin)


@bp.post("/games/<key:game_id>/reopen")
@rate_limits.game_writes
def reopen_game(game_id: str) -> ResponseReturnValue:
    """Take up again a game the table ended (from the history): play goes on."""
    by = require_edit(get_game(game_id))
    if not FlaskForm().validate():
        abort(400)
    with suppress(Refused):  # not ended by the table (any more): the board shows how things are
        changes.reopen_game(game_id, by)
    return redirect(url_for(".board", game_id=game_id), 303)
