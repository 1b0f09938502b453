"""The organiser's pages of a club evening: starting one from the league page (who came, the form, movement,
rounds, hands, ranking method, band table, bye score), and the evening's page (its rounds and tables, byes, the
ranking, and for the organiser the players who came late or leave and closing a round). Every write is a POST with
CSRF; a refusal shows the page again with the problem next to its field, nothing stored."""

from __future__ import annotations

from flask import redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_login import current_user
from wtforms.fields.choices import SelectChoice

from ...accounts.roles import WRITERS, role_in
from ...core.errors import Conflict, Invalid, NeedsCredentials, NotAllowed
from ...evenings import start
from ...evenings.bands import PRESETS
from ...evenings.settings import EveningRequest
from ...evenings.view import EveningView
from ...leagues.view import league_players
from ...models import League
from ...rules.problems import N_, Problem
from ...serving import rate_limits
from .. import bp
from ..forms import Summary
from ..forms.evening import ArrivalForm, EveningForm
from ..games.access import actor
from ..leagues.league import found_league
from ..shared.i18n import switch_language
from .reads import evening_of, shown_evening

ORGANISERS_ONLY = N_("Only the league's owner or scorers run its club evenings.")
EXPIRED = N_("The form expired; please send it again.")


def may_organise(league_id: str) -> bool:
    """Whether the signed-in user runs the league's evenings (its owner or a scorer)."""
    return role_in(current_user, league_id) in WRITERS


def require_organiser(league_id: str) -> None:
    """Refuse who doesn't run the league's evenings: sign in first (401), or not allowed (403), as league pages do."""
    if not may_organise(league_id):
        problem = [Problem("_auth", ORGANISERS_ONLY)]
        raise NotAllowed(problem) if current_user.is_authenticated else NeedsCredentials(problem)


def organised_league(league_id: str) -> League:
    """The league, if the signed-in user runs its evenings."""
    league = found_league(league_id)
    require_organiser(league.id)
    return league


def player_choices(league: League, leaving_out: frozenset[str] | set[str] = frozenset()) -> list[SelectChoice]:
    """The league's players as a form offers them (by their public id), those named left out."""
    return [SelectChoice(p.public_id, p.name) for p in league_players(league) if p.public_id not in leaving_out]


@bp.route("/leagues/<key:league_id>/evenings/new", methods=["GET", "POST"])
@rate_limits.creations
def new_evening(league_id: str) -> ResponseReturnValue:
    """Start a club evening: who came, how they play and how they are ranked; round 1 is drawn at once."""
    league = organised_league(league_id)
    form = EveningForm(players=player_choices(league))
    summary: list[Summary] = []
    status = 200
    if request.method == "POST" and not switch_language(request.form.get("lang")):
        if not form.validate():
            summary, status = [Summary("", gettext(EXPIRED), None)], 400
        else:
            values, problems = form.values()
            try:
                if problems:
                    raise Invalid(problems)
                evening = start.create_evening(league, EveningRequest(**values), actor())
            except (Invalid, Conflict) as error:
                summary, status = form.show(error.problems), 422
            else:
                return redirect(url_for(".evening", evening_id=evening.id), 303)
    page = render_template("web/evening_new.html", league=league, form=form, summary=summary, presets=PRESETS)
    return page, status


@bp.get("/evenings/<key:evening_id>")
def evening(evening_id: str) -> ResponseReturnValue:
    """An evening: the round being played (tables, seats, states, hands played, their games), the rounds before,
    byes, the ranking; for the organiser the players (who leaves), a late arrival and closing the round."""
    return render_evening(evening_id)


def render_evening(
    evening_id: str, arrival: ArrivalForm | None = None, summary: list[Summary] | None = None, status: int = 200
) -> ResponseReturnValue:
    """The evening's page, with the organiser's forms (and their problems, after a refused write)."""
    view = evening_of(evening_id)
    shown = shown_evening(view)
    organiser = may_organise(shown.league_id)
    arrival = arrival or ArrivalForm(players=absent_choices(view))
    page = render_template(
        "web/evening.html", evening=shown, organiser=organiser, arrival=arrival, summary=summary or []
    )
    return page, status, {"Cache-Control": "private, no-cache"}


def absent_choices(view: EveningView) -> list[SelectChoice]:
    """The league's players not in the draw of the evening (never came, or left), for the late-arrival form."""
    here = {a.player.id for a in view.players if a.left is None}
    return player_choices(view.league, here)
