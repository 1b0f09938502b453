"""The organiser's changes to a running evening, each a POST with CSRF from the evening's page: a late arrival, a
player who leaves, closing a round (asked again while tables still play) and drawing the next. A refusal shows the
evening's page again saying what is wrong; nothing is stored."""

from __future__ import annotations

from flask import abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_wtf import FlaskForm

from ...core.errors import Conflict, Invalid, NotFound, Refused
from ...evenings import players as evening_players
from ...evenings import rounds as evening_rounds
from ...evenings.view import EveningView
from ...rules.problems import N_, Problem
from ...words import problem_words
from .. import bp
from ..forms import Summary, whole
from ..forms.evening import ArrivalForm
from ..games.access import actor
from .organiser import EXPIRED, absent_choices, render_evening, require_organiser
from .reads import evening_of, shown_evening

NOT_THIS_ROUND = N_("Round %(n)d is not being played any more: the page showed an older state, here is the new one.")


def organised(evening_id: str) -> EveningView:
    """The evening, if the signed-in user runs its league's evenings (else 401/403 as the league pages answer)."""
    view = evening_of(evening_id)
    require_organiser(view.league.id)
    return view


def checked_post() -> None:
    """A form of the evening's page with its CSRF token (a 400 page otherwise, as the league's forms answer)."""
    if not FlaskForm().validate():
        abort(400)


def status_of(error: Refused) -> int:
    """A refused change's status: 409 when the evening's state refuses it, else 422."""
    return 409 if isinstance(error, Conflict) else 422


def refused(evening_id: str, error: Refused) -> ResponseReturnValue:
    """The evening's page again, its summary saying why the change was refused."""
    summary = [Summary("", message, None) for message in problem_words(error.problems)]
    return render_evening(evening_id, summary=summary, status=status_of(error))


@bp.post("/evenings/<key:evening_id>/players")
def arrive(evening_id: str) -> ResponseReturnValue:
    """A late arrival: a league player or a new name (a late pair: two), in the draw from the next round."""
    view = organised(evening_id)
    form = ArrivalForm(players=absent_choices(view))
    if not form.validate():
        return render_evening(evening_id, form, [Summary("", gettext(EXPIRED), None)], 400)
    came = form.arrival()
    try:
        if not came:
            raise Invalid([Problem("players", N_("Choose a league player or type a new player's name."))])
        evening_players.arrive(view.evening.id, came, actor())
    except (Invalid, Conflict, NotFound) as error:
        return render_evening(evening_id, form, form.show(error.problems), status_of(error))
    return redirect(url_for(".evening", evening_id=evening_id), 303)


@bp.post("/evenings/<key:evening_id>/players/<key:player_id>/leave")
def leave_evening(evening_id: str, player_id: str) -> ResponseReturnValue:
    """A player leaves: out of the draw from the next round, keeping what was scored."""
    view = organised(evening_id)
    checked_post()
    try:
        evening_players.leave(view.evening.id, player_id, actor())
    except (Invalid, Conflict, NotFound) as error:
        return refused(evening_id, error)
    return redirect(url_for(".evening", evening_id=evening_id), 303)


@bp.get("/evenings/<key:evening_id>/close")
def confirm_close(evening_id: str) -> ResponseReturnValue:
    """Ask before closing a round while tables still play: what it means, one button."""
    shown = shown_evening(organised(evening_id))
    current = shown.current
    if shown.finished or current is None or not current.playing_tables:
        return redirect(url_for(".evening", evening_id=evening_id), 303)
    page = render_template("web/evening_close.html", evening=shown, round=current)
    return page, 200, {"Cache-Control": "private, no-cache"}


@bp.post("/evenings/<key:evening_id>/rounds")
def close_round(evening_id: str) -> ResponseReturnValue:
    """Close the round being played and draw the next (after the last round: the ranking is final). Tables still
    playing are ended as they stand only when the organiser said so on the confirmation page."""
    view = organised(evening_id)
    checked_post()
    number = whole(request.form.get("round"))
    if not isinstance(number, int):
        abort(400)  # only the page's own buttons send it: the round they show
    try:
        if view.evening.state != "playing" or not view.rounds or view.rounds[-1].number != number:
            raise Conflict([Problem("round", NOT_THIS_ROUND, {"n": number})])  # sent twice, or from an old page
        evening_rounds.close_round(view.evening.id, actor(), force=request.form.get("anyway") == "1")
    except (Invalid, Conflict) as error:
        return refused(evening_id, error)
    return redirect(url_for(".evening", evening_id=evening_id), 303)
