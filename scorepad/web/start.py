"""Starting a game from the phone."""

from __future__ import annotations

from flask import redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_login import current_user
from sqlalchemy import select
from wtforms.fields.choices import SelectChoice

from ..accounts.roles import WRITERS
from ..core.errors import Invalid, NeedsCredentials, NotAllowed
from ..extensions import db
from ..games import start
from ..models import League, Membership, Player
from ..rules.families import RULESETS
from ..rules.family import Family, Preset
from ..rules.problems import N_, Problem
from ..serving import rate_limits
from ..words.settings import describe
from ..words.settings import differences as words_differences
from . import bp
from .access import actor, grant
from .forms import Summary
from .forms.game import NewGameForm, setting_groups
from .i18n import switch_language


def scored_leagues() -> list[League]:
    """The leagues whose games the signed-in user may start (as scorer or owner)."""
    if not current_user.is_authenticated:
        return []
    query = (
        select(League)
        .join(Membership, Membership.league_id == League.id)
        .where(Membership.user_id == current_user.id, Membership.role.in_(WRITERS))
        .order_by(League.name)
    )
    return list(db.session.scalars(query))


def differs(family: Family, preset: Preset) -> str:
    """What a preset changes from its family's first one, as one sentence ("" for the first itself)."""
    changes = "; ".join(f"{label}: {value}" for label, value in words_differences(family, preset))
    base = gettext(family.presets[0].source)
    return gettext("Differs from %(base)s: %(changes)s", base=base, changes=changes) if changes else ""


def render_new(form: NewGameForm, summary: list[Summary] | None = None, status: int = 200) -> ResponseReturnValue:
    """The new-game page with each rule set's settings in plain words, and the user's leagues and players."""
    presets = {key: describe(family.rules_of(preset)) for key, (family, preset) in RULESETS.items()}
    differences = {key: differs(family, preset) for key, (family, preset) in RULESETS.items()}
    leagues = scored_leagues()
    form.league.choices = [SelectChoice("", gettext("No league: a casual game"))] + [
        SelectChoice(lg.id, lg.name) for lg in leagues
    ]
    players = (
        db.session.scalars(
            select(Player.name).where(Player.league_id.in_([lg.id for lg in leagues])).distinct().order_by(Player.name)
        ).all()
        if leagues
        else []
    )
    return render_template(
        "web/new.html",
        form=form,
        presets=presets,
        differences=differences,
        setting_groups=setting_groups(),
        summary=summary or [],
        players=players,
    ), status


def chosen_league(league_id: str | None) -> League | None:
    """The league a new game is for, if the user may score it."""
    if not league_id:
        return None
    league = next((lg for lg in scored_leagues() if lg.id == league_id), None)
    if league is None:
        problem = [Problem("league", N_("Starting a league game needs a scorer's role in the league."))]
        raise NotAllowed(problem) if current_user.is_authenticated else NeedsCredentials(problem)
    return league


@bp.get("/games/new")
def new_game() -> ResponseReturnValue:
    """The form to start a game (?league=<id> starts one of that league, with its players to pick)."""
    form = NewGameForm()
    form.league.data = request.args.get("league", "")
    return render_new(form)


@bp.post("/games/new")
@rate_limits.creations
def create_game() -> ResponseReturnValue:
    """Start the game and give this phone the right to score it."""
    form = NewGameForm()
    if switch_language(request.form.get("lang")):
        return render_new(form)
    if not form.validate():
        if "csrf_token" in form.errors:
            return render_new(form, [Summary("", gettext("The form expired; please send it again."), None)], 400)
        return render_new(form, [], 422)
    league = chosen_league(form.league.data)
    asked, unreadable = form.request(league.ruleset_key if league else None)
    try:
        if unreadable:  # the rules still check everything else, so every problem is named at once
            start.check_new_game(asked, league)
            raise Invalid([])
        game, _token = start.create_game(asked, actor(), league)
    except Invalid as error:
        return render_new(form, form.show(unreadable + error.problems), 422)
    grant(game, creator=True)
    return redirect(url_for(".board", game_id=game.id), 303)
