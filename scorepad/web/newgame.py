"""Starting a game from the phone."""

from __future__ import annotations

from flask import redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext

from .. import games
from ..newgame import parse_new_game
from ..rules.settings import PRESETS
from . import bp
from .access import device, grant
from .gameform import NewGameForm
from .i18n import switch_language
from .rulewords import describe


def render_new(form: NewGameForm, general: list[str] | None = None, status: int = 200) -> ResponseReturnValue:
    """The new-game page with each preset's settings in plain words."""
    presets = {key: describe(p.rules) for key, p in PRESETS.items()}
    return render_template("web/new.html", form=form, presets=presets, general=general or []), status


def refused(form: NewGameForm) -> ResponseReturnValue:
    """A form WTForms refused: an expired CSRF token, or a choice that isn't offered."""
    if "csrf_token" in form.errors:
        return render_new(form, [gettext("The form expired; please send it again.")], 400)
    return render_new(form, [], 422)


@bp.get("/games/new")
def new_game() -> ResponseReturnValue:
    """The form to start a game."""
    return render_new(NewGameForm())


@bp.post("/games/new")
def create_game() -> ResponseReturnValue:
    """Start the game and give this phone the right to score it."""
    form = NewGameForm()
    if switch_language(request.form.get("lang")):
        return render_new(form)
    if not form.validate():
        return refused(form)
    new, problems = parse_new_game(form.body())
    if new is None:
        return render_new(form, form.show(problems, gettext), 422)
    game, _token = games.create_game(new, by=device())
    grant(game.id)
    return redirect(url_for(".board", game_id=game.id), 303)
