"""Settling disputes on the phone: a round explained, the history, the rules sheet, the score sheet."""

from __future__ import annotations

from flask import abort, redirect, render_template, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_wtf import FlaskForm

from .. import corrections
from ..announce import number as in_locale
from ..extensions import db
from ..games import GameError
from ..gameview import GameView
from ..history import events_of
from ..rules.explain import explain
from ..rules.settings import PRESETS
from . import bp
from .access import can_edit, require_edit
from .board import found
from .rulewords import changed, describe


@bp.get("/games/<key:game_id>/rounds/<num:number>")
def breakdown(game_id: str, number: int) -> ResponseReturnValue:
    """How every side's score of one round was made, part by part, with the rule behind each part."""
    view = GameView(found(game_id))
    if not 1 <= number <= view.round_count:
        abort(404)
    entries, outcome = view.round_entries[number - 1], view.replay.outcomes[number - 1]
    sides = [
        (side, entry, result, [r.text(gettext, in_locale) for r in explain(view.rules, entry, result.breakdown)])
        for side, entry, result in zip(view.game.sides, entries, outcome.results, strict=True)
    ]
    return render_template(
        "web/breakdown.html", view=view, number=number, sides=sides, outcome=outcome, editable=can_edit(view.game)
    )


@bp.get("/games/<key:game_id>/history")
def game_history(game_id: str) -> ResponseReturnValue:
    """Who changed what, and when, oldest first; the scorer may bring back a deleted last round."""
    game = found(game_id)
    events = events_of(game)
    next_number = GameView(game).round_count + 1
    last_of_next = [e for e in events if e.round == next_number][-1:]
    restorable = can_edit(game) and game.status != "finished" and [e.action for e in last_of_next] == ["round_deleted"]
    restore_event = last_of_next[0].id if restorable else None
    return render_template("web/history.html", game=game, events=events, restore_event=restore_event, form=FlaskForm())


@bp.post("/games/<key:game_id>/rounds/<num:number>/restore")
def restore_round(game_id: str, number: int) -> ResponseReturnValue:
    """Bring back a deleted round while it would again be the last."""
    game = found(game_id)
    by = require_edit(game)
    if not FlaskForm().validate():
        abort(400)
    try:
        corrections.restore_round(game_id, number, by)
    except GameError:
        db.session.rollback()
        return redirect(url_for(".game_history", game_id=game_id), 303)
    return redirect(url_for(".board", game_id=game_id) + f"#round-{number}", 303)


@bp.get("/games/<key:game_id>/rules")
def rules_sheet(game_id: str) -> ResponseReturnValue:
    """Every rule setting in force, in plain words, with the rule book each follows (printable)."""
    view = GameView(found(game_id))
    preset = PRESETS[view.game.ruleset_key]
    house = changed(view.rules, preset.rules)
    return render_template("web/rules.html", view=view, preset=preset, settings=describe(view.rules), house=house)


@bp.get("/games/<key:game_id>/sheet")
def score_sheet(game_id: str) -> ResponseReturnValue:
    """The score sheet to print: every round's score and total per side, on one A4 page."""
    view = GameView(found(game_id))
    return render_template("web/sheet.html", view=view, names=[s.name for s in view.game.sides])
