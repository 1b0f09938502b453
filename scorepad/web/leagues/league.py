"""League pages: the list, a new league, standings a club can pin on the wall, its seasons, and the owner's changes
to its players (merged, renamed). The reads are the leagues' own (leagues/view.py)."""

from __future__ import annotations

from collections.abc import Callable

from flask import abort, current_app, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import get_locale
from flask_login import current_user
from flask_wtf import FlaskForm
from markupsafe import Markup
from wtforms.fields.choices import SelectChoice

from ...accounts.roles import WRITERS, join, may_see, role_in
from ...core.errors import Conflict, Invalid, NeedsCredentials, NotAllowed
from ...evenings.view import league_evenings
from ...extensions import registry
from ...leagues import changes as league_changes
from ...leagues.players import merge_players as merge
from ...leagues.players import rename_player
from ...leagues.standings import league_scope, standings
from ...leagues.view import find_league, league_players, league_season, leagues_by_name, recent_games
from ...models import League, Season
from ...rules.problems import N_, Problem
from ...serving import rate_limits
from ...serving.links import absolute_url
from ...storage.cache import cache_key, cached
from ...words.standings import column_labels, shown_standings
from .. import bp
from ..forms import Summary
from ..forms.accounts import EmbedForm, LeagueForm, MergeForm, RenamePlayerForm, SeasonForm
from ..shared.i18n import switch_language

MEMBERS_ONLY = N_("This league is seen by its members only: ask its owner for an invitation.")


def found_league(league_id: str) -> League:
    """The league, if this reader may see it (a 404 page when there is none)."""
    league = find_league(league_id)
    if league is None:
        abort(404)
    return seen(league)


def seen(league: League) -> League:
    """The league, if this reader may see it; else a 401 page (to sign in) or 403 page saying why."""
    if not may_see(current_user, league):
        problem = [Problem("_auth", MEMBERS_ONLY)]
        raise NotAllowed(problem) if current_user.is_authenticated else NeedsCredentials(problem)
    return league


def owned_league(league_id: str) -> League:
    """The league, if the signed-in user owns it."""
    league = found_league(league_id)
    if role_in(current_user, league.id) != "owner":
        problem = [Problem("_auth", N_("Only the league's owner may do this."))]
        raise NotAllowed(problem) if current_user.is_authenticated else NeedsCredentials(problem)
    return league


@bp.get("/leagues")
def leagues() -> ResponseReturnValue:
    """The leagues this reader may see (the public ones and their own), by name."""
    reader = current_user.id if current_user.is_authenticated else None
    return render_template("web/leagues.html", leagues=leagues_by_name(reader))


@bp.route("/leagues/new", methods=["GET", "POST"])
@rate_limits.creations
def new_league() -> ResponseReturnValue:
    """Start a league; this phone's account owns it."""
    if not current_user.is_authenticated:
        return redirect(url_for(".sign_in", next=request.path), 303)
    form = LeagueForm()
    summary: list[Summary] = []
    if request.method == "POST" and not switch_language(request.form.get("lang")) and form.validate():
        try:
            league, _token = league_changes.create_league(form.name.data or "", form.ruleset.data)
        except Invalid as error:
            summary = form.show(error.problems)
        else:
            join(current_user, league, "owner")  # type: ignore[arg-type]
            return redirect(url_for(".league", league_id=league.id), 303)
    return render_template("web/league_new.html", form=form, summary=summary), 422 if summary else 200


@bp.get("/leagues/<key:league_id>")
def league(league_id: str) -> ResponseReturnValue:
    """Standings per player and partnership, for the league or one season, with how they are ranked."""
    league = found_league(league_id)
    season = None
    if request.args.get("season"):
        season = league_season(league, request.args["season"])
        if season is None:
            abort(404)
    return render_league(league, season)


def render_league(
    league: League,
    season: Season | None,
    season_form: SeasonForm | None = None,
    merge_form: FlaskForm | None = None,
    summary: list[Summary] | None = None,
    status: int = 200,
    rename_form: RenamePlayerForm | None = None,
    embed_form: EmbedForm | None = None,
) -> ResponseReturnValue:
    """The league page: standings, how they are made, and the owner's forms (seasons, merging and renaming
    players, a link to the members page). The parts every reader sees alike are cached per league version."""
    role = role_in(current_user, league.id)
    people = league_players(league) if role == "owner" else []
    merge_form = merge_form or MergeForm()
    rename_form = rename_form or RenamePlayerForm()
    choices = [SelectChoice(p.public_id, p.name) for p in people]
    merge_form["from"].choices = merge_form["into"].choices = rename_form.player.choices = choices
    return render_template(
        "web/league.html",
        league=league,
        season=season,
        parts=shared_parts(league, season),
        editable=role == "owner",
        scorer=role in WRITERS,
        season_form=season_form or SeasonForm(),
        merge_form=merge_form,
        rename_form=rename_form,
        embed_form=embed_form or EmbedForm(origins="\n".join(league.embed_origins.split())),
        embed_link=absolute_url("web.league_embed", league_id=league.id),
        summary=summary or [],
        players=people,
        evenings=league_evenings(league.id),
    ), status


PARTNERSHIPS_SHOWN = 30  # a club's every pair (780 of 40 players) would make the page long on a phone and slow


def shared_parts(league: League, season: Season | None) -> dict[str, Markup]:
    """The seasons, standings, games and downloads of a league page, rendered once per (league version, season,
    language): the same bytes for every reader, so the key needs no person in it."""
    key = cache_key("league-page", league_scope(league, season), [league.standings_version], str(get_locale()))
    return cached(key, lambda: render_parts(league, season))


def render_parts(league: League, season: Season | None) -> dict[str, Markup]:
    """Render the shared parts of a league page."""
    table, family = standings(league, season), registry().family_of(league.ruleset_key)
    columns = family.league_columns
    pairs = table["partnerships"]
    context = {
        "league": league,
        "season": season,
        "table": {
            "players": shown_standings(table["players"], columns, lambda pid: url_for("web.player", player_id=pid)),
            "partnerships": shown_standings(pairs[:PARTNERSHIPS_SHOWN], columns),
            "partnerships_all": len(pairs),
            "ratings_stale": table["ratings_stale"],
        },
        "family": family,
        "labels": column_labels(family),
        "games": recent_games(league, season),
    }
    parts = current_app.jinja_env.get_template("web/_league_parts.html").make_module(context)
    return {"seasons": parts.seasons(), "tables": parts.tables()}


@bp.post("/leagues/<key:league_id>/seasons")
def add_season(league_id: str) -> ResponseReturnValue:
    """Add a season from the league page."""
    league = owned_league(league_id)
    form = SeasonForm()
    if not form.validate():
        return render_league(league, None, season_form=form, status=422)
    try:
        league_changes.add_season(league, form.name.data or "", form.start.data, form.end.data)
    except Invalid as error:
        return render_league(league, None, season_form=form, summary=form.show(error.problems), status=422)
    return redirect(url_for(".league", league_id=league_id), 303)


def owner_change(
    league_id: str, form: FlaskForm, form_name: str, change: Callable[[League, FlaskForm], object]
) -> ResponseReturnValue:
    """Apply an owner's form from the league page; a refusal shows the page again with the form's problems."""
    league = owned_league(league_id)
    if not form.validate():
        abort(400)
    try:
        change(league, form)
    except (Invalid, Conflict) as error:
        summary = form.show(error.problems)  # type: ignore[attr-defined]
        status = 409 if isinstance(error, Conflict) else 422
        return render_league(league, None, summary=summary, status=status, **{form_name: form})  # type: ignore[arg-type]
    return redirect(url_for(".league", league_id=league_id), 303)


@bp.post("/leagues/<key:league_id>/merge")
def merge_players(league_id: str) -> ResponseReturnValue:
    """Merge two records of the same person (the owner only); every game of the first moves to the second."""
    return owner_change(league_id, MergeForm(), "merge_form", lambda lg, f: merge(lg, f["from"].data, f["into"].data))


@bp.post("/leagues/<key:league_id>/players/rename")
def rename_league_player(league_id: str) -> ResponseReturnValue:
    """Change a league player's own name (the owner only): every game of the league shows the new name."""
    form = RenamePlayerForm()
    return owner_change(league_id, form, "rename_form", lambda lg, f: rename_player(lg, f.player.data, f.name.data))


@bp.post("/leagues/<key:league_id>/confirmations")
def require_confirmations(league_id: str) -> ResponseReturnValue:
    """Count a game in the standings only once every side confirmed every round, or as soon as it is over (the
    owner only); the standings are counted anew."""
    league = owned_league(league_id)
    if not FlaskForm().validate():
        abort(400)
    league_changes.require_confirmations(league.id, request.form.get("required") == "1")
    return redirect(url_for(".league", league_id=league_id), 303)


@bp.post("/leagues/<key:league_id>/visibility")
def league_visibility(league_id: str) -> ResponseReturnValue:
    """Who may see the league: its members only, or anyone (the owner only)."""
    league = owned_league(league_id)
    if not FlaskForm().validate():
        abort(400)
    try:
        league_changes.set_visibility(league.id, request.form.get("visibility"))
    except Invalid:
        abort(400)  # only the form's two buttons send it
    return redirect(url_for(".league", league_id=league_id), 303)
