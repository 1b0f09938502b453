"""Renaming sides and players at any time (each change is kept in the history)."""

from __future__ import annotations

from flask import redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue

from ...core.errors import Conflict, Invalid
from ...games.changes import change_game
from ...games.view import get_game
from ...serving import rate_limits
from .. import bp
from ..forms.renaming import NamesForm
from ..shared.i18n import switch_language
from .access import require_edit


@bp.route("/games/<key:game_id>/names", methods=["GET", "POST"])
@rate_limits.game_writes
def rename(game_id: str) -> ResponseReturnValue:
    """Change the names of the sides and players."""
    game = get_game(game_id)
    by = require_edit(game)
    form = NamesForm()
    if request.method == "GET":
        for side in game.sides:
            form.sides.append_entry({"name": side.name, "players": [s.player.name for s in side.seats]})
    elif not switch_language(request.form.get("lang")) and form.validate():
        try:
            change_game(game_id, form.names(), None, by)
        except (Invalid, Conflict) as error:
            return render_template("web/names.html", game=game, form=form, summary=form.show(error.problems)), 422
        return redirect(url_for(".board", game_id=game_id), 303)
    return render_template("web/names.html", game=game, form=form, summary=[])
