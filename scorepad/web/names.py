"""Renaming sides and players at any time (each change is kept in the history)."""

from __future__ import annotations

from flask import redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import FieldList, Form, FormField, StringField

from ..extensions import db
from ..games import GameError
from ..history import change_game
from . import bp
from .access import require_edit
from .board import found
from .i18n import switch_language


class SideNamesForm(Form):
    """One side's name and its players' names."""

    name = StringField(_l("Side name"))
    players = FieldList(StringField(_l("Player")))


class NamesForm(FlaskForm):
    """Every side's names."""

    sides = FieldList(FormField(SideNamesForm))


@bp.route("/games/<key:game_id>/names", methods=["GET", "POST"])
def rename(game_id: str) -> ResponseReturnValue:
    """Change the names of the sides and players."""
    game = found(game_id)
    by = require_edit(game)
    form = NamesForm()
    if request.method == "GET":
        for side in game.sides:
            form.sides.append_entry({"name": side.name, "players": [s.player.name for s in side.seats]})
    elif not switch_language(request.form.get("lang")) and form.validate():
        body = {
            "sides": [
                {"name": s.form.name.data or "", "players": [p.data or "" for p in s.form.players]} for s in form.sides
            ]
        }
        try:
            change_game(game_id, body, by)
        except GameError as error:
            db.session.rollback()
            messages = [f"{p.path}: {p.text(gettext)}" for p in error.problems]
            return render_template("web/names.html", game=game, form=form, general=messages), error.status
        return redirect(url_for(".board", game_id=game_id), 303)
    return render_template("web/names.html", game=game, form=form, general=[])
