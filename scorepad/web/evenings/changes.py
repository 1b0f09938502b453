"""The organiser's changes to a running evening, each a POST with CSRF from the evening's page: a late arrival, a
player who leaves, closing a round (asked again while tables still play) and drawing the next. A refusal shows the
evening's page again saying what is wrong; nothing is stored."""

from __future__ import annotations

from flask import abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_wtf import FlaskForm

from ...core.errors import Conflict, Invalid, NotFound
from ...evenings import players as evening_players
from ...evenings import rounds as evening_rounds
from ...rules.problems import Problem
from ...words import problem_words
from .. import bp
from ..forms import Summary, whole
from ..forms.evening import ArrivalForm
from ..games.access import actor
from .organiser import EXPIRED, absent_choices, render_evening, require_organiser
from .reads import evening_of, shown_evening


def organised(evening_id: str) -> object:
    """The evening, if the signed-in user runs its league's evenings (else 401/403 as the league pages answer)."""
    row = evening_of(evening_id)
    require_organiser(row.league_id)  # type: ignore[attr-defined]
    return row


def checked_post() -> None:
    """A form of the evening's page with its CSRF token (a 400 page otherwise, as the league's forms answer)."""
    if not FlaskForm().validate():
        abort(400)


@bp.post("/evenings/<key:evening_id>/players")
def arrive(evening_id: str) -> ResponseReturnValue:
    """A late arrival: a league player or a new name (a late pair: two), in the draw from the next round."""
    row = organised(evening_id)
    form = ArrivalForm(players=absent_choices(row, shown_evening(row)))
    if not form.validate():
        return render_evening(evening_id, form, [Summary("", gettext(EXPIRED), None)], 400)
    try:
        evening_players.arrive(row, form.arrival(), actor())
    except (Invalid, Conflict, NotFound) as error:
        return render_evening(evening_id, form, form.show(error.problems), 409 if isinstance(error, Conflict) else 422)
    return redirect(url_for(".evening", evening_id=evening_id), 303)


@bp.post("/evenings/<key:evening_id>/players/<key:player_id>/leave")
def leave_evening(evening_id: str, player_id: str) -> ResponseReturnValue:
    """A player leaves: out of the draw from the next round, keeping what was scored."""
    row = organised(evening_id)
    checked_post()
    try:
        evening_players.leave(row, player_id, actor())
    except (Invalid, Conflict, NotFound) as error:
        summary = [Summary("", message, None) for message in said(error.problems)]
        return render_evening(evening_id, summary=summary, status=409 if isinstance(error, Conflict) else 422)
    return redirect(url_for(".evening", evening_id=evening_id), 303)


@bp.get("/evenings/<key:evening_id>/close")
def confirm_close(evening_id: str) -> ResponseReturnValue:
    """Ask before closing a round while tables still play: what it means, one button."""
    row = organised(evening_id)
    shown = shown_evening(row)
    current = shown.current
    if current is None or current.state != "playing" or not current.playing_tables:
        return redirect(url_for(".evening", evening_id=evening_id), 303)
    page = render_template("web/evening_close.html", evening=shown, round=current)
    return page, 200, {"Cache-Control": "private, no-cache"}


@bp.post("/evenings/<key:evening_id>/rounds")
def close_round(evening_id: str) -> ResponseReturnValue:
    """Close the round being played and draw the next (after the last round: the ranking is final). Tables still
    playing are ended as they stand only when the organiser said so on the confirmation page."""
    row = organised(evening_id)
    checked_post()
    number = whole(request.form.get("round"))
    if not isinstance(number, int):
        abort(400)  # only the page's own buttons send it: the round they show
    try:
        evening_rounds.close_round(row, number, actor(), anyway=request.form.get("anyway") == "1")
    except (Invalid, Conflict) as error:
        summary = [Summary("", message, None) for message in said(error.problems)]
        return render_evening(evening_id, summary=summary, status=409 if isinstance(error, Conflict) else 422)
    return redirect(url_for(".evening", evening_id=evening_id), 303)


def said(problems: list[Problem]) -> list[str]:
    """Problems in the reader's language."""
    return problem_words(problems)
