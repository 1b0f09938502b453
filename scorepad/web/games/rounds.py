"""Entering, correcting and deleting rounds from the phone: the round form and the outbox write a round
through the operation the API uses (games/rounds.py `save_round`) and show what it refuses through `refusal`."""

from __future__ import annotations

import secrets
from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from flask import jsonify, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_wtf import FlaskForm

from ...core.errors import NeedsCredentials, NotAllowed, Refused
from ...games import rounds
from ...games.conflicts import NumberTaken, RoundChanged, StoredRound
from ...games.history import Actor
from ...games.view import GameView, get_game, round_version
from ...rules.problems import Problem
from ...serving import rate_limits
from ...words import problem_texts
from ...words.rounds import round_words
from .. import bp
from ..forms import Summary
from ..forms.round import RoundForm, round_form
from ..shared.errors import status_of
from ..shared.i18n import switch_language
from .access import require_edit
from .adapter import adapter_of, choice_options, who_went_out
from .corrections import Crossed, crossed


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
    summary = [Summary("", message, None) for message in problem_texts(error.problems).values()]
    status = 401 if isinstance(error, NeedsCredentials) else 403
    return render_round(view, form, number or view.round_count + 1, summary, status)


def make_form(view: GameView) -> RoundForm:
    """The round form set up for this game's family, sides and rules."""
    ending = who_went_out(adapter_of(view.family), view.family, view.rules, view.names)
    options = choice_options(view.family, view.rules)
    return round_form(view.family)().setup(view.family, view.names, ending, options)


def render_round(
    view: GameView,
    form: RoundForm,
    number: int,
    summary: list[Summary] | None = None,
    status: int = 200,
    warnings: list[str] | None = None,
    theirs: dict[str, object] | None = None,
    changed: Crossed | None = None,
) -> ResponseReturnValue:
    """The round page: a panel per side, who went out, save (and "Are you sure?" when the counts look odd, or
    what another phone saved meanwhile, before overwriting it: what it changed and what saving again changes)."""
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
        changed=changed,
    )
    # Kept by the phone (its service worker opens it offline), but never shown again without asking the server.
    return page, status, {"Cache-Control": "private, no-cache"}


@dataclass(frozen=True)
class Refusal:
    """A refused round as the round form and the outbox show it: its status and problems; the round another
    phone stored, in words; the number offered instead of a taken one; or the round another phone corrected
    meanwhile (`stored`, its version: saving again puts the counts in its place) and this correction (`yours`)."""

    status: int
    problems: list[Problem]
    theirs: dict[str, object] | None = None
    offered: int | None = None
    version: int | None = None
    stored: StoredRound | None = None
    yours: dict[str, Any] | None = None


def their_words(view: GameView, theirs: StoredRound) -> dict[str, object]:
    """Another phone's round in words ("Anna & Ben: Meld points 240, went out; ...")."""
    return {"number": theirs.number, "said": round_words(view.family, theirs.record, view.names)}


def refusal(error: Refused, view: GameView | None) -> Refusal:
    """The one place the round form and the outbox turn what a round write refused into what they show."""
    status = status_of(error)
    if isinstance(error, NumberTaken) and view is not None:
        theirs = their_words(view, error.theirs) if error.theirs else None
        return Refusal(status, error.problems, theirs, offered=error.next)
    if isinstance(error, RoundChanged) and view is not None:
        theirs = error.theirs
        return Refusal(
            status, error.problems, their_words(view, theirs), version=theirs.version, stored=theirs, yours=error.yours
        )
    return Refusal(status, error.problems)


def refused_form(view: GameView, form: RoundForm, number: int, refused: Refusal) -> ResponseReturnValue:
    """The round form shown again with what was refused: each problem at its field, and another phone's round
    with the number offered instead (its round's problem is said by the panel), or its round's version now."""
    if refused.offered is not None:
        form.number.data, number = str(refused.offered), refused.offered
    if refused.version is not None:
        form.version.data = str(refused.version)
    summary = [] if refused.offered is not None and refused.theirs else form.show(refused.problems)
    changed = crossed(view, form, refused.stored, refused.yours) if refused.stored is not None else None
    return render_round(view, form, number, summary, refused.status, theirs=refused.theirs, changed=changed)


def submit(view: GameView, form: RoundForm, number: int, by: Actor) -> ResponseReturnValue:
    """Handle a posted round form: language switch, stepper, or the round written by the one operation of
    every door, which answers odd counts with its warnings first and stores nothing then."""
    if switch_language(request.form.get("lang")):
        return render_round(view, form, number)
    if request.form.get("step"):
        form.step(request.form["step"])
        return render_round(view, form, number)
    if not form.validate():
        return render_round(
            view, form, number, [Summary("", gettext("The form expired; please send it again."), None)], 400
        )
    asked = form.round_write(number if number <= view.round_count else None, bool(request.form.get("confirm")))
    try:
        saved = rounds.save_round(view.game.id, asked, by)
    except Refused as error:
        return refused_form(view, form, number, refusal(error, view))
    if saved.done == "unsure":
        return render_round(view, form, number, warnings=list(problem_texts(saved.warnings).values()))
    said = {{"unchanged": "unchanged", "corrected": "corrected"}.get(saved.done, "saved"): saved.number}
    board = url_for(".board", game_id=view.game.id, **said)
    if request.form.get("answer") == "json":  # the page's script: it opens the board itself, loading it once
        return jsonify(board=board)
    return redirect(board, 303)


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
        form.fill(view.round_entries[number - 1], number, round_version(game_id, number))
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
