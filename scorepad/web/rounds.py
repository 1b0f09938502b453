"""Entering, correcting and deleting rounds from the phone (the same operations as the API)."""

from __future__ import annotations

from flask import redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import format_decimal, gettext

from .. import corrections, games
from ..extensions import db
from ..games import GameError, checked_entries
from ..gameview import GameView
from ..rules.plausibility import round_warnings
from ..rules.problems import by_path
from . import bp
from .access import require_edit
from .board import found
from .i18n import switch_language
from .roundform import RoundForm


def going_out_choices(view: GameView) -> list[tuple[str, str]]:
    """Who went out and how, as one choice for the whole round."""
    rules = view.rules
    choices = [("", gettext("Nobody: the stock ran out"))]
    for i, side in enumerate(view.game.sides):
        choices.append((f"{i}:out", gettext("%(side)s went out", side=side.name)))
        choices.append(
            (
                f"{i}:concealed",
                gettext(
                    "%(side)s went out concealed (%(points)s)", side=side.name, points=format_decimal(rules.concealed)
                ),
            )
        )
        if rules.hand_canasta_allowed:
            choices.append(
                (
                    f"{i}:hand_canasta",
                    gettext(
                        "%(side)s: German Hand-Canasta (%(points)s)",
                        side=side.name,
                        points=format_decimal(rules.hand_canasta),
                    ),
                )
            )
    return choices


def round_form(view: GameView) -> RoundForm:
    """The round form set up for this game's sides and rules."""
    return RoundForm().setup(len(view.game.sides), going_out_choices(view))


def render_round(
    view: GameView,
    form: RoundForm,
    number: int,
    general: list[str] | None = None,
    status: int = 200,
    warnings: list[str] | None = None,
) -> ResponseReturnValue:
    """The round page: a panel per side, who went out, save (and "Are you sure?" when the counts look odd)."""
    editing = number <= view.round_count
    return render_template(
        "web/round.html",
        view=view,
        form=form,
        number=number,
        editing=editing,
        general=general or [],
        warnings=warnings or [],
    ), status


def warnings_for(view: GameView, body: dict[str, object]) -> list[str]:
    """The plausibility warnings of a round that would be accepted (problems are left to the save)."""
    try:
        entries = checked_entries(view.game, body)
    except GameError:
        db.session.rollback()
        return []
    return list(by_path(round_warnings(view.rules, entries), gettext).values())


def submit(view: GameView, form: RoundForm, number: int, save: object) -> ResponseReturnValue:
    """Handle a posted round form: language switch, stepper, or saving through the shared operations."""
    if switch_language(request.form.get("lang")):
        return render_round(view, form, number)
    if request.form.get("step"):
        form.step(request.form["step"])
        return render_round(view, form, number)
    if not form.validate():
        return render_round(view, form, number, [gettext("The form expired; please send it again.")], 400)
    unsure = [] if request.form.get("confirm") else warnings_for(view, form.body())
    if unsure:
        return render_round(view, form, number, warnings=unsure)
    try:
        save()  # type: ignore[operator]
    except GameError as error:
        db.session.rollback()
        return render_round(view, form, number, form.show(error.problems, gettext), error.status)
    return redirect(url_for(".board", game_id=view.game.id) + f"#round-{number}", 303)


@bp.route("/games/<key:game_id>/rounds/new", methods=["GET", "POST"])
def new_round(game_id: str) -> ResponseReturnValue:
    """Enter the next round."""
    view = GameView(found(game_id))
    by = require_edit(view.game)
    form = round_form(view)
    number = view.round_count + 1
    if request.method == "GET":
        form.number.data = str(number)
        return render_round(view, form, number)
    return submit(view, form, number, lambda: games.add_round(game_id, form.body(), by))


@bp.route("/games/<key:game_id>/rounds/<num:number>/edit", methods=["GET", "POST"])
def edit_round(game_id: str, number: int) -> ResponseReturnValue:
    """Correct an earlier round; every later total follows."""
    view = GameView(found(game_id))
    by = require_edit(view.game)
    if not 1 <= number <= view.round_count:
        return redirect(url_for(".board", game_id=game_id), 303)
    form = round_form(view)
    if request.method == "GET":
        form.fill(view.round_entries[number - 1], number)
        return render_round(view, form, number)
    return submit(view, form, number, lambda: corrections.correct_round(game_id, number, form.body(), by))


@bp.route("/games/<key:game_id>/rounds/<num:number>/delete", methods=["GET", "POST"])
def delete_round(game_id: str, number: int) -> ResponseReturnValue:
    """Confirm, then delete the last round (it stays in the history)."""
    view = GameView(found(game_id))
    by = require_edit(view.game)
    form = RoundForm()
    if request.method == "POST" and form.validate():
        try:
            corrections.delete_round(game_id, number, by)
        except GameError:
            db.session.rollback()
        return redirect(url_for(".board", game_id=game_id), 303)
    return render_template("web/delete.html", view=view, number=number, form=form)
