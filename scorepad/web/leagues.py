"""League pages: the list, a new league, standings a club can pin on the wall, and a player's record."""

from __future__ import annotations

from typing import Any

from flask import abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_babel import lazy_gettext as _l
from flask_login import current_user
from flask_wtf import FlaskForm
from sqlalchemy import select
from wtforms import DateField, RadioField, StringField

from ..accounts import join, role_in
from ..extensions import db
from ..games import GameError
from ..leagues import ops
from ..leagues.players import player_json
from ..leagues.standings import standings
from ..models import League, Player, Season
from ..rules.settings import PRESETS
from ..urls import db_id
from . import bp
from .chart import margin_chart
from .i18n import switch_language


class LeagueForm(FlaskForm):
    """A new league: its name and the rules its games start with."""

    name = StringField()
    ruleset = RadioField(choices=[(k, _l(p.name)) for k, p in PRESETS.items()], default="classic")


class SeasonForm(FlaskForm):
    """A season: a name and its first and last day."""

    name = StringField()
    start = DateField()
    end = DateField()


def can_run(league_id: str) -> bool:
    """Whether the signed-in user owns the league (owners add seasons and invite members)."""
    return role_in(current_user, league_id) == "owner"


def found_league(league_id: str) -> League:
    """The league, or a 404 page."""
    league = db.session.get(League, league_id)
    if league is None:
        abort(404)
    return league


@bp.get("/leagues")
def leagues() -> ResponseReturnValue:
    """Every league, by name."""
    return render_template("web/leagues.html", leagues=db.session.scalars(select(League).order_by(League.name)).all())


@bp.route("/leagues/new", methods=["GET", "POST"])
def new_league() -> ResponseReturnValue:
    """Start a league; this phone runs it."""
    if not current_user.is_authenticated:
        return redirect(url_for(".sign_in", next=request.path), 303)
    form = LeagueForm()
    general: list[str] = []
    if request.method == "POST" and not switch_language(request.form.get("lang")) and form.validate():
        try:
            league, _token = ops.create_league({"name": form.name.data or "", "ruleset": form.ruleset.data})
        except GameError as error:
            db.session.rollback()
            general = [p.text(gettext) for p in error.problems]
        else:
            join(current_user, league, "owner")  # type: ignore[arg-type]
            return redirect(url_for(".league", league_id=league.id), 303)
    return render_template("web/league_new.html", form=form, general=general), 422 if general else 200


@bp.get("/leagues/<key:league_id>")
def league(league_id: str) -> ResponseReturnValue:
    """Standings per player and partnership, for the league or one season, with how they are ranked."""
    league = found_league(league_id)
    season = None
    if request.args.get("season"):
        season = ops.league_season(league, request.args["season"])
        if season is None:
            abort(404)
    table = standings(league, season)
    return render_league(league, season, table)


def render_league(
    league: League,
    season: Season | None,
    table: dict[str, Any] | None = None,
    season_form: SeasonForm | None = None,
    problems: list[str] | None = None,
    status: int = 200,
) -> ResponseReturnValue:
    """The league page: standings, how they are made, and the owner's forms (seasons, merging players)."""
    return render_template(
        "web/league.html",
        league=league,
        season=season,
        table=table if table is not None else standings(league, season),
        editable=can_run(league.id),
        season_form=season_form or SeasonForm(),
        problems=problems or [],
        players=league_players(league),
    ), status


@bp.post("/leagues/<key:league_id>/seasons")
def add_season(league_id: str) -> ResponseReturnValue:
    """Add a season from the league page."""
    league = found_league(league_id)
    if not can_run(league_id):
        abort(403 if current_user.is_authenticated else 401)
    form = SeasonForm()
    data = {"name": form.name.data or "", "start": request.form.get("start"), "end": request.form.get("end")}
    try:
        ops.add_season(league, data)
    except GameError as error:
        db.session.rollback()
        table = standings(league, None)
        problems = [f"{p.path}: {p.text(gettext)}" for p in error.problems]
        return render_league(league, None, table, form, problems, error.status)
    return redirect(url_for(".league", league_id=league_id), 303)


@bp.get("/players/<num:player_id>")
def player(player_id: int) -> ResponseReturnValue:
    """A player's games, partners, results over time, best round and average round score."""
    person = db.session.get(Player, player_id)
    if person is None:
        abort(404)
    data = player_json(person)
    return render_template("web/player.html", player=data, chart=margin_chart(data["games"]))


@bp.post("/leagues/<key:league_id>/merge")
def merge_players(league_id: str) -> ResponseReturnValue:
    """Merge two records of the same person (the owner only); every game of the first moves to the second."""
    league = found_league(league_id)
    if not can_run(league_id):
        abort(403 if current_user.is_authenticated else 401)
    if not FlaskForm().validate():
        abort(400)
    data = {"from": db_id(request.form.get("from")), "into": db_id(request.form.get("into"))}
    try:
        ops.merge_players(league, data)
    except GameError as error:
        db.session.rollback()
        problems = [p.text(gettext) for p in error.problems]
        return render_league(league, None, problems=problems, status=error.status)
    return redirect(url_for(".league", league_id=league_id), 303)


def league_players(league: League) -> list[Player]:
    """The league's players by name, for the merge form."""
    return list(db.session.scalars(select(Player).where(Player.league_id == league.id).order_by(Player.name)))
