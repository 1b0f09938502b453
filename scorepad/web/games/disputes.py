"""Settling disputes on the phone: a round explained, the history, the rules sheet, the score sheet."""

from __future__ import annotations

from flask import abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_wtf import FlaskForm

from ...accounts import grants
from ...core.errors import Refused
from ...extensions import registry
from ...games import rounds
from ...games.history import events_page, last_event, newest_event
from ...games.view import GameView, get_game
from ...rules.entries import declared
from ...rules.settings import changed
from ...serving import rate_limits
from ...storage.paging import Ask
from ...words import TRANSLATOR, number
from ...words.settings import describe, differs
from .. import bp
from .access import can_edit, require_edit

HISTORY_PAGE = 100  # events a history page shows


@bp.get("/games/<key:game_id>/rounds/<num:round_number>")
def breakdown(game_id: str, round_number: int) -> ResponseReturnValue:
    """How every side's score of one round was made, part by part, with the rule behind each part."""
    view = GameView(get_game(game_id))
    if not 1 <= round_number <= view.round_count:
        abort(404)
    entries, outcome = view.round_entries[round_number - 1], view.replay.outcomes[round_number - 1]
    sides = [
        (
            side,
            entry,
            result,
            [r.text(TRANSLATOR, number) for r in view.family.explain(view.rules, entry, result.breakdown)],
        )
        for side, entry, result in zip(view.game.sides, entries, outcome.results, strict=True)
    ]
    return render_template(
        "web/breakdown.html",
        view=view,
        number=round_number,
        sides=sides,
        outcome=outcome,
        counts=declared(view.family.entry_class),
        editable=can_edit(view.game),
    )


@bp.get("/games/<key:game_id>/history")
def game_history(game_id: str) -> ResponseReturnValue:
    """Who changed what, and when, oldest first, a page at a time (the newest first shown; links to older and
    newer pages); the scorer may bring back a deleted last round."""
    game = get_game(game_id)
    ask = Ask.read(
        None,
        request.args.get("after"),
        request.args.get("before"),
        default=HISTORY_PAGE,
        most=HISTORY_PAGE,
        from_end=True,
    )
    page = events_page(game, ask)
    view = GameView(game)
    last_of_next = last_event(game, view.round_count + 1)
    editable = can_edit(game)
    restorable = (
        editable and game.status != "finished" and last_of_next is not None and last_of_next.action == "round_deleted"
    )
    newest = newest_event(game) if editable and game.ended_by_table else None
    return render_template(
        "web/history.html",
        game=game,
        view=view,
        events=page.items,
        page=page,
        restore_event=last_of_next.id if restorable and last_of_next is not None else None,
        reopen_event=newest.id if newest is not None and newest.action == "finished" else None,
        form=FlaskForm(),
        phones=grants.tagged_phones(game.id),
    )


@bp.post("/games/<key:game_id>/rounds/<num:number>/restore")
@rate_limits.game_writes
def restore_round(game_id: str, number: int) -> ResponseReturnValue:
    """Bring back a deleted round while it would again be the last."""
    by = require_edit(get_game(game_id))
    if not FlaskForm().validate():
        abort(400)
    try:
        rounds.restore_round(game_id, number, by)
    except Refused:
        return redirect(url_for(".game_history", game_id=game_id), 303)
    return redirect(url_for(".board", game_id=game_id, saved=number), 303)


@bp.get("/games/<key:game_id>/rules")
def rules_sheet(game_id: str) -> ResponseReturnValue:
    """Every rule setting in force, in plain words, with the rule book each follows (printable)."""
    view = GameView(get_game(game_id))
    family, preset = registry().rulesets[view.game.ruleset_key]
    house = changed(view.rules, family.rules_of(preset))
    return render_template(
        "web/rules.html",
        view=view,
        preset=preset,
        differs=differs(family, preset),
        settings=describe(view.rules),
        house=house,
    )


@bp.get("/games/<key:game_id>/sheet")
def score_sheet(game_id: str) -> ResponseReturnValue:
    """The score sheet to print: every round's score and total per side, on one A4 page."""
    view = GameView(get_game(game_id))
    return render_template("web/sheet.html", view=view, names=view.names)
