"""Starting a game from the phone: the game first (a tap per family, or one of the user's leagues), then a page with
only that game's rules and tables, or the league's rules. The phone remembers the game it chose last and opens its
page next time; no step needs JavaScript."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from flask import abort, redirect, render_template, request, session, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_login import current_user

from ...core.errors import Invalid, NeedsCredentials, NotAllowed
from ...extensions import registry
from ...games import start
from ...games.seats import NearNames
from ...leagues.view import league_players, scored_by
from ...models import League
from ...rules.family import Family
from ...rules.problems import N_, Problem
from ...serving import rate_limits
from ...words.settings import describe, differs
from .. import bp
from ..forms import Summary
from ..forms.game import NewGameForm, Question, new_game_form, setting_names
from ..shared.i18n import switch_language
from .access import actor, grant

LAST_GAME = "new_game"  # what this module writes into a phone's session: the family whose page it chose last


def scored_leagues() -> list[League]:
    """The leagues whose games the signed-in user may start (as scorer or owner)."""
    return scored_by(current_user.id) if current_user.is_authenticated else []


def tables_words(family: Family) -> str:
    """The tables a family seats, in words ("2 to 6 players, each for themself"; "Players per side: 2-2, 3-2")."""
    sides, sizes = [len(t) for t in family.tables], sorted({n for t in family.tables for n in t})
    if sizes == [1]:
        return gettext("%(low)d to %(high)d players, each for themself", low=min(sides), high=max(sides))
    if len(family.tables) <= 8:
        return gettext("Players per side: %(tables)s", tables=", ".join("-".join(map(str, t)) for t in family.tables))
    return gettext(
        "%(low)d to %(high)d sides of %(small)d to %(big)d players, %(most)d players at most",
        low=min(sides),
        high=max(sides),
        small=sizes[0],
        big=sizes[-1],
        most=max(sum(t) for t in family.tables),
    )


def render_choice() -> ResponseReturnValue:
    """The first step: one tap target per game, in the families' order, and one per league the user scores."""
    known = registry()
    leagues = [(lg, known.family_of(lg.ruleset_key), known.preset_of(lg.ruleset_key)) for lg in scored_leagues()]
    families = [(f, tables_words(f)) for f in known.families.values()]
    return render_template("web/new_choice.html", families=families, leagues=leagues, last=session.get(LAST_GAME))


def shape_table(form: NewGameForm, family: Family) -> None:
    """Offer only the family's tables: its numbers of players per side, and its seats for the first dealer."""
    sizes = sorted({n for t in family.tables for n in t})
    for side in form.sides:
        side.form.size.choices = [(str(n), str(n)) for n in sizes]
        if side.form.size.data not in [str(n) for n in sizes]:
            side.form.size.data = str(2 if 2 in sizes else sizes[0])
    seats = max(sum(t) for t in family.tables)
    form.dealer_first.choices = [(str(i), str(i + 1)) for i in range(seats)]


def render_new(
    form: NewGameForm,
    family: Family,
    league: League | None = None,
    summary: list[Summary] | None = None,
    status: int = 200,
    questions: list[Question] | None = None,
) -> ResponseReturnValue:
    """A game's page: its rule sets in plain words and its house rules (or the league's rules), its tables, the
    date and the deal; a league's players to pick from."""
    presets = list(family.presets)
    shape_table(form, family)
    if league is None and form.ruleset.data not in [p.key for p in presets]:
        form.ruleset.data = presets[0].key
    players = [p.name for p in league_players(league)] if league else []
    context: dict[str, Any] = {
        "form": form,
        "family": family,
        "league": league,
        "presets": {p.key: describe(family.rules_of(p)) for p in presets},
        "differences": {p.key: differs(family, p) for p in presets},
        "setting_names": setting_names(family),
        "sides_shown": max(len(t) for t in family.tables),
        "alone": all(max(t) == 1 for t in family.tables),
        "tables": tables_words(family),
        "summary": summary or [],
        "questions": questions or [],
        "players": players,
    }
    if league is not None:
        key, rules = start.league_rules(league)
        context |= {"league_rules": describe(rules), "league_preset": registry().preset_of(key)}
    else:
        context["leagues"] = [lg for lg in scored_leagues() if registry().family_of(lg.ruleset_key) is family]
    return render_template("web/new.html", **context), status


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
    """The game to choose, or the page of the game this phone chose last (?league=<id>: that league's game)."""
    if request.args.get("league"):
        league = chosen_league(request.args["league"])
        assert league is not None
        form = new_game_form()
        form.league.data = league.id
        return render_new(form, registry().family_of(league.ruleset_key), league)
    family = registry().families.get(session.get(LAST_GAME, ""))
    return render_new(new_game_form(), family) if family is not None else render_choice()


@bp.get("/games/new/choose")
def choose_game() -> ResponseReturnValue:
    """Choose the game (and a league's game, for its scorers)."""
    return render_choice()


@bp.get("/games/new/<family_key>")
def new_family_game(family_key: str) -> ResponseReturnValue:
    """One game's page; the phone opens it next time."""
    family = registry().families.get(family_key)
    if family is None:
        abort(404)
    if session.get(LAST_GAME) != family.key:
        session[LAST_GAME] = family.key
    return render_new(new_game_form(), family)


@bp.post("/games/new")
@rate_limits.creations
def create_game() -> ResponseReturnValue:
    """Start the game and give this phone the right to score it."""
    form = new_game_form()
    league = chosen_league(form.league.data)
    family = registry().family_of(league.ruleset_key) if league else form.family
    if switch_language(request.form.get("lang")):
        return render_new(form, family, league)
    if not form.validate():
        if "csrf_token" in form.errors:
            expired = [Summary("", gettext("The form expired; please send it again."), None)]
            return render_new(form, family, league, expired, 400)
        return render_new(form, family, league, [], 422)
    confirmed = bool(request.form.get("confirm"))
    if confirmed:
        form.take_meant(request.form)
    asked, unreadable = form.request(league.ruleset_key if league else None)
    asked = replace(asked, confirmed=confirmed)
    try:
        if unreadable:  # the rules still check everything else, so every problem is named at once
            start.check_new_game(asked, league)
            raise Invalid([])
        game, _token = start.create_game(asked, actor(), league)
    except NearNames as error:
        questions = form.questions(asked, error.meant)
        others = [p for p in error.problems if p.path not in error.meant]
        return render_new(form, family, league, form.show(unreadable + others), 422, questions)
    except Invalid as error:
        return render_new(form, family, league, form.show(unreadable + error.problems), 422)
    grant(game, creator=True)
    return redirect(url_for(".board", game_id=game.id), 303)
