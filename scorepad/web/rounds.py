"""Entering, correcting and deleting rounds from the phone (the same operations as the API)."""

from __future__ import annotations

from contextlib import suppress

from flask import redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_wtf import FlaskForm

from ..errors import Conflict, Invalid, NotFound, Refused
from ..extensions import db
from ..games import rounds
from ..games.history import Actor
from ..games.rounds import get_game
from ..games.view import GameView
from ..models import Round
from ..rules.problems import N_, Problem, by_path
from ..words import TRANSLATOR
from . import bp
from .access import require_edit
from .families import adapter_of
from .families.adapter import going_out_choices
from .forms import Summary
from .forms.round import RoundForm, round_form
from .i18n import switch_language


def scoring(game_id: str) -> tuple[GameView, Actor]:
    """The game read back, if this phone may score it; and who scores."""
    view = GameView(get_game(game_id))
    return view, require_edit(view.game)


def make_form(view: GameView) -> RoundForm:
    """The round form set up for this game's family, sides and rules."""
    choices = going_out_choices(adapter_of(view.family), view.family, view.rules, view.names)
    return round_form(view.family)().setup(view.family, view.names, choices)


def render_round(
    view: GameView,
    form: RoundForm,
    number: int,
    summary: list[Summary] | None = None,
    status: int = 200,
    warnings: list[str] | None = None,
) -> ResponseReturnValue:
    """The round page: a panel per side, who went out, save (and "Are you sure?" when the counts look odd)."""
    page = render_template(
        "web/round.html",
        view=view,
        form=form,
        adapter=adapter_of(view.family),
        number=number,
        editing=number <= view.round_count,
        summary=summary or [],
        warnings=warnings or [],
    )
    # Never kept for Back: a phone going back to a round form asks the server, which knows if the game is over.
    return page, status, {"Cache-Control": "no-store"}


def unsure(view: GameView, entries: list[dict[str, object]]) -> list[str]:
    """The plausibility warnings of a round that would be accepted (problems are left to the save)."""
    try:
        written = rounds.preview_round(view.game, entries)
    except Refused:
        db.session.rollback()
        return []
    return list(by_path(written.warnings, TRANSLATOR).values())


def submit(view: GameView, form: RoundForm, number: int, by: Actor) -> ResponseReturnValue:
    """Handle a posted round form: language switch, stepper, or saving through the shared operations."""
    if switch_language(request.form.get("lang")):
        return render_round(view, form, number)
    if request.form.get("step"):
        form.step(request.form["step"])
        return render_round(view, form, number)
    if not form.validate():
        return render_round(
            view, form, number, [Summary("", gettext("The form expired; please send it again."), None)], 400
        )
    entries, unreadable = form.entries_data()
    if not form.answered:
        unreadable.append(Problem("going_out", N_("Say who went out, or that nobody did.")))
    if unreadable:  # the rules still check everything else, so every problem is named at once
        _entries, problems = rounds.round_problems(view.game, entries, unreadable)
        return render_round(view, form, number, form.show(problems), 422)
    doubts = [] if request.form.get("confirm") else unsure(view, entries)
    if doubts:
        return render_round(view, form, number, warnings=doubts)
    try:
        if number > view.round_count:
            written = rounds.add_round(view.game.id, entries, by, number=number)
        else:
            version = int(form.version.data) if (form.version.data or "").isdigit() else None
            written = rounds.correct_round(view.game.id, number, entries, by, round_version=version)
    except (Invalid, Conflict, NotFound) as error:
        return render_round(view, form, number, form.show(error.problems), 409 if isinstance(error, Conflict) else 422)
    return redirect(url_for(".board", game_id=view.game.id, saved=written.number), 303)


@bp.route("/games/<key:game_id>/rounds/new", methods=["GET", "POST"])
def new_round(game_id: str) -> ResponseReturnValue:
    """Enter the next round (a finished game sends the phone back to its board)."""
    view, by = scoring(game_id)
    if view.finished:
        return redirect(url_for(".board", game_id=game_id, note="over"), 303)
    form = make_form(view)
    number = view.round_count + 1
    if request.method == "GET":
        form.number.data = str(number)
        return render_round(view, form, number)
    return submit(view, form, number, by)


@bp.route("/games/<key:game_id>/rounds/<num:number>/edit", methods=["GET", "POST"])
def edit_round(game_id: str, number: int) -> ResponseReturnValue:
    """Correct an earlier round; every later total follows."""
    view, by = scoring(game_id)
    if not 1 <= number <= view.round_count:
        return redirect(url_for(".board", game_id=game_id), 303)
    form = make_form(view)
    if request.method == "GET":
        row = db.session.query(Round).filter_by(game_id=game_id, number=number).one()
        form.fill(view.round_entries[number - 1], number, row.version)
        return render_round(view, form, number)
    return submit(view, form, number, by)


@bp.route("/games/<key:game_id>/rounds/<num:number>/delete", methods=["GET", "POST"])
def delete_round(game_id: str, number: int) -> ResponseReturnValue:
    """Confirm, then delete the last round (it stays in the history)."""
    view, by = scoring(game_id)
    form = FlaskForm()
    if request.method == "POST" and form.validate():
        with suppress(Refused):  # nothing to delete (another phone did it already): the board shows how things are
            rounds.delete_round(game_id, number, by)
        return redirect(url_for(".board", game_id=game_id), 303)
    return render_template("web/delete.html", view=view, number=number, form=form)
