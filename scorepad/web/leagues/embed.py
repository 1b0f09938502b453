"""A public league's standings for a club's website: a small page made to be shown in a frame (`<iframe>`) by the
websites its owner names (Content-Security-Policy frame-ancestors; every other page refuses to be framed), and the
owner's setting of those websites. The page needs no JavaScript."""

from __future__ import annotations

from contextlib import nullcontext

from flask import abort, make_response, render_template, request
from flask.typing import ResponseReturnValue
from flask_babel import force_locale

from ...extensions import registry
from ...leagues.embedding import frame_ancestors, set_embed_origins
from ...leagues.standings import standings
from ...leagues.view import find_league, league_season
from ...serving.headers import CSP
from ...serving.language import LANGUAGES
from ...serving.links import absolute_url
from ...words.standings import column_labels, shown_standings
from .. import bp
from ..forms.accounts import EmbedForm
from .league import owner_change


@bp.get("/leagues/<key:league_id>/embed")
def league_embed(league_id: str) -> ResponseReturnValue:
    """A public league's standings (the whole league, or `?season=`), in `?lang=` or the reader's language, for a
    frame on the websites the owner named; a league seen by its members only has none (404)."""
    league = find_league(league_id)
    if league is None or league.visibility != "public":
        abort(404)
    season = league_season(league, request.args["season"]) if request.args.get("season") else None
    if request.args.get("season") and season is None:
        abort(404)
    asked = request.args.get("lang")
    with force_locale(asked) if asked in LANGUAGES else nullcontext():  # else the reader's own language
        family, table = registry().family_of(league.ruleset_key), standings(league, season)
        players, pairs = (shown_standings(table[k], family.league_columns) for k in ("players", "partnerships"))
        page = render_template(
            "web/league_embed.html",
            league=league,
            season=season,
            family=family,
            labels=column_labels(family),
            players=players,
            partnerships=pairs,
            full=absolute_url("web.league", league_id=league.id, season=season.id if season else None),
        )
    response = make_response(page)
    response.headers["Content-Security-Policy"] = CSP.replace("frame-ancestors 'none'", frame_ancestors(league))
    return response


@bp.post("/leagues/<key:league_id>/embedding")
def league_embedding(league_id: str) -> ResponseReturnValue:
    """Name the websites that may show the league's standings in a frame (the owner only); none: no website."""
    return owner_change(league_id, EmbedForm(), "embed_form", lambda lg, f: set_embed_origins(lg.id, f.origins.data))
