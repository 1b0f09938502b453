"""Entering, correcting and deleting rounds from the phone (the same operations as the API)."""

from __future__ import annotations

import secrets
from contextlib import suppress

from flask import redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_wtf import FlaskForm

from ..core.errors import Conflict, Invalid, NeedsCredentials, NotAllowed, NotFound, Refused
from ..core.ids import db_id
from ..extensions import db
from ..games import rounds
from ..games.history import Actor
from ..games.rounds import get_game
from ..games.view import GameView, entries_of
from ..models import Round
from ..rules.problems import by_path
from ..serving import rate_limits
from ..words import TRANSLATOR
from ..words.rounds import round_words
from . import bp
from .access import require_edit
from .families import adapter_of
from .families.adapter import choice_options, going_out_choices
from .forms import Summary
from .forms.round import RoundForm, round_form
from .i18n import switch_language


def scoring(game_id: str) -> tuple[GameView, Actor]:
    """The game read back, if this phone may score it; and who scores."""
    view = GameView(get_game(game_id))
    return view, require_edit(view.game)


def refused_keeping_counts(
    game_id: str, number: int | None, error: NeedsCredentials | NotAllowed
) -> ResponseReturnValue:
    """A round posted by a phone that may not score (removed by the scorer, say): nothing is stored, and the
    page shows why with the counts as typed, so they can still be read out or copied. A GET is simply refused."""
    if request.method != "POST":
        raise error
    view = GameView(get_game(game_id))
    form = make_form(view)
    summary = [Summary("", message, None) for message in by_path(error.problems, TRANSLATOR).values()]
    status = 401 if isinstance(error, NeedsCredentials) else 403
    return render_round(view, form, number or view.round_count + 1, summary, status)


def make_form(view: GameView) -> RoundForm:
    """The round form set up for this game's family, sides and rules."""
    choices = going_out_choices(adapter_of(view.family), view.family, view.rules, view.names)
    options = choice_options(view.family, view.rules)
    return round_form(view.family)().setup(view.family, view.names, choices, options)


def render_round(
    view: GameView,
    form: RoundForm,
    number: int,
    summary: list[Summary] | None = None,
    status: int = 200,
    warnings: list[str] | None = None,
    theirs: dict[str, object] | None = None,
) -> ResponseReturnValue:
    """The round page: a panel per side, who went out, save (and "Are you sure?" when the counts look odd, or
    what another phone saved meanwhile, before overwriting it)."""
    page = render_template(
        "web/round.html",
        view=view,
        form=form,
        adapter=adapter_of(view.family),
        number=number,
        editing=number <= view.round_count,
        summary=summary or [],
        warnings=warnings or [],
        theirs=theirs,
    )
    # Kept by the phone (its service worker opens it offline), but never shown again without asking the server.
    return page, status, {"Cache-Control": "private, no-cache"}


def their_round(view: GameView, number: int) -> dict[str, object] | None:
    """The round another phone stored at this number, in words (None when nobody did)."""
    row = db.session.query(Round).filter_by(game_id=view.game.id, number=number).one_or_none()
    if row is None:
        return None
    said = round_words(view.family, rounds.round_record(number, entries_of(view.family, row)), view.names)
    return {"number": number, "said": said}


def unsure(view: GameView, entries: list[dict[str, object]]) -> list[str]:
    """The plausibility warnings of a round that would be accepted (problems are left to the save)."""
    try:
        written = rounds.preview_round(view.game, entries)
    except Refused:  # a preview stores nothing: there is nothing to roll back
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
    unreadable.extend(form.unanswered())
    if unreadable:  # the rules still check everything else, so every problem is named at once
        _entries, problems = rounds.round_problems(view.game, entries, unreadable)
        return render_round(view, form, number, form.show(problems), 422)
    doubts = [] if request.form.get("confirm") else unsure(view, entries)
    if doubts:
        return render_round(view, form, number, warnings=doubts)
    try:
        if number > view.round_count:
            wanted = db_id(form.number.data) or number  # the round this form was opened for
            written = rounds.add_round(view.game.id, entries, by, number=wanted, client_id=form.round_id.data or None)
        else:
            version = int(form.version.data) if (form.version.data or "").isdigit() else None
            written = rounds.correct_round(view.game.id, number, entries, by, round_version=version)
    except Conflict as error:
        if "version" in error.details:  # another phone corrected this round: show theirs, ask before overwriting
            form.version.data = str(error.details["version"])
            theirs = {"number": number, "said": round_words(view.family, error.details["round"], view.names)}
            return render_round(view, form, number, form.show(error.problems), 409, theirs=theirs)
        if "next" in error.details:  # another phone stored this round meanwhile: show theirs, offer the next
            form.number.data = str(error.details["next"])
            theirs = their_round(view, error.details["number"])
            summary = [] if theirs else [Summary("", m, None) for m in by_path(error.problems, TRANSLATOR).values()]
            return render_round(view, form, error.details["next"], summary, 409, theirs=theirs)
        return render_round(view, form, number, form.show(error.problems), 409)
    except (Invalid, NotFound) as error:
        return render_round(view, form, number, form.show(error.problems), 422)
    return redirect(url_for(".board", game_id=view.game.id, saved=written.number), 303)


@bp.route("/games/<key:game_id>/rounds/new", methods=["GET", "POST"])
@rate_limits.game_writes
def new_round(game_id: str) -> ResponseReturnValue:
    """Enter the next round (a finished game sends the phone back to its board)."""
    try:
        view, by = scoring(game_id)
    except (NeedsCredentials, NotAllowed) as error:
        return refused_keeping_counts(game_id, None, error)
    if view.finished:
        return redirect(url_for(".board", game_id=game_id, note="over"), 303)
    form = make_form(view)
    number = view.round_count + 1
    if request.method == "GET":
        form.number.data = str(number)
        form.round_id.data = secrets.token_urlsafe(16)  # sent twice (Back, then Save again), stored once
        return render_round(view, form, number)
    return submit(view, form, number, by)


@bp.route("/games/<key:game_id>/rounds/<num:number>/edit", methods=["GET", "POST"])
@rate_limits.game_writes
def edit_round(game_id: str, number: int) -> ResponseReturnValue:
    """Correct an earlier round; every later total follows."""
    try:
        view, by = scoring(game_id)
    except (NeedsCredentials, NotAllowed) as error:
        return refused_keeping_counts(game_id, number, error)
    if not 1 <= number <= view.round_count:
        return redirect(url_for(".board", game_id=game_id), 303)
    form = make_form(view)
    if request.method == "GET":
        row = db.session.query(Round).filter_by(game_id=game_id, number=number).one()
        form.fill(view.round_entries[number - 1], number, row.version)
        return render_round(view, form, number)
    return submit(view, form, number, by)


@bp.route("/games/<key:game_id>/rounds/<num:number>/delete", methods=["GET", "POST"])
@rate_limits.game_writes
def delete_round(game_id: str, number: int) -> ResponseReturnValue:
    """Confirm, then delete the last round (it stays in the history)."""
    view, by = scoring(game_id)
    form = FlaskForm()
    if request.method == "POST" and form.validate():
        with suppress(Refused):  # nothing to delete (another phone did it already): the board shows how things are
            rounds.delete_round(game_id, number, by)
        return redirect(url_for(".board", game_id=game_id), 303)
    return render_template("web/delete.html", view=view, number=number, form=form)
