"""Starting a game from the phone."""

from __future__ import annotations

from flask import abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_login import current_user
from sqlalchemy import select

from .. import games
from ..accounts import WRITERS
from ..extensions import db
from ..games import GameError
from ..leagues.ops import league_rules, seat_players
from ..models import League, Membership, Player
from ..newgame import parse_new_game
from ..rules.settings import PRESETS
from . import bp
from .access import device, grant
from .gameform import NewGameForm
from .i18n import switch_language
from .rulewords import describe


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


def render_new(form: NewGameForm, general: list[str] | None = None, status: int = 200) -> ResponseReturnValue:
    """The new-game page with each preset's settings in plain words, and the user's leagues and their players."""
    presets = {key: describe(p.rules) for key, p in PRESETS.items()}
    leagues = scored_leagues()
    form.league.choices = [("", gettext("No league: a casual game"))] + [(lg.id, lg.name) for lg in leagues]
    players = (
        db.session.scalars(
            select(Player.name).where(Player.league_id.in_([lg.id for lg in leagues])).distinct().order_by(Player.name)
        ).all()
        if leagues
        else []
    )
    return render_template("web/new.html", form=form, presets=presets, general=general or [], players=players), status


def refused(form: NewGameForm) -> ResponseReturnValue:
    """A form WTForms refused: an expired CSRF token, or a choice that isn't offered."""
    if "csrf_token" in form.errors:
        return render_new(form, [gettext("The form expired; please send it again.")], 400)
    return render_new(form, [], 422)


def chosen_league(league_id: str | None) -> League | None:
    """The league a new game is for, if the user may score it; a 403 for any other league."""
    if not league_id:
        return None
    league = next((lg for lg in scored_leagues() if lg.id == league_id), None)
    if league is None:
        abort(403 if current_user.is_authenticated else 401)
    return league


@bp.get("/games/new")
def new_game() -> ResponseReturnValue:
    """The form to start a game."""
    return render_new(NewGameForm())


@bp.post("/games/new")
def create_game() -> ResponseReturnValue:
    """Start the game and give this phone the right to score it."""
    form = NewGameForm()
    if switch_language(request.form.get("lang")):
        return render_new(form)
    if not form.validate():
        return refused(form)
    league = chosen_league(form.league.data)
    new, problems = parse_new_game(form.body(), league_rules(league) if league else None)
    if new is None:
        return render_new(form, form.show(problems, gettext), 422)
    try:
        players = seat_players(league, new.sides) if league else None
    except GameError as error:
        db.session.rollback()
        return render_new(form, form.show(error.problems, gettext), 422)
    game, _token = games.create_game(new, by=device(), league=league, players=players)
    grant(game.id)
    return redirect(url_for(".board", game_id=game.id), 303)
