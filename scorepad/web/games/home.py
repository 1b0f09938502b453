"""Home: the games this phone started or opened, running ones first."""

from __future__ import annotations

from flask import abort, redirect, render_template, request, session, url_for
from flask.typing import ResponseReturnValue
from flask_wtf import FlaskForm

from ...games.view import games_by_ids, get_game
from .. import bp
from ..shared.i18n import safe_target, switch_language
from .access import SEEN, forget, hinted, remembered


@bp.get("/")
def home() -> ResponseReturnValue:
    """The games remembered by this phone, running ones first, most recently changed first."""
    ids = session.get(SEEN, [])
    games = games_by_ids(ids)
    games.sort(key=lambda g: (g.status != "playing", -g.updated_at.timestamp()))
    return render_template("web/home.html", games=games, removed=request.args.get("removed") == "1")


@bp.get("/games/<key:game_id>/forget")
def confirm_forget(game_id: str) -> ResponseReturnValue:
    """Ask before taking a game off this phone's list (a page: it works without JavaScript)."""
    game = get_game(game_id)
    if not remembered(session, game_id):
        return redirect(url_for(".home"), 303)
    return render_template("web/forget.html", game=game, scorer=hinted(game_id), form=FlaskForm())


@bp.post("/games/<key:game_id>/forget")
def forget_game(game_id: str) -> ResponseReturnValue:
    """Take a game off this phone's list; the game itself stays, for everyone."""
    if not FlaskForm().validate():
        abort(400)
    forget(game_id)
    return redirect(url_for(".home", removed=1), 303)


@bp.post("/language")
def language() -> ResponseReturnValue:
    """Switch the page language by a form (kept for pages and clients that post it)."""
    switch_language(request.form.get("lang"))
    return redirect(safe_target(request.form.get("next")), 303)


@bp.get("/language/<code>")
def language_link(code: str) -> ResponseReturnValue:
    """Switch the page language by a link: pages without typed input carry no form (and no CSRF token), so a
    reader's page is the same bytes for everyone who reads it in that language."""
    switch_language(code)
    return redirect(safe_target(request.args.get("next")), 303)
