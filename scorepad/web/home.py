"""Home: the games this phone started or opened, running ones first."""

from __future__ import annotations

from flask import redirect, render_template, request, session
from flask.typing import ResponseReturnValue
from sqlalchemy import select

from ..extensions import db
from ..models import Game
from . import bp
from .i18n import safe_target, switch_language


@bp.get("/")
def home() -> ResponseReturnValue:
    """The games remembered by this phone, running ones first, most recently changed first."""
    ids = session.get("seen", [])
    games = list(db.session.scalars(select(Game).where(Game.id.in_(ids)))) if ids else []
    games.sort(key=lambda g: (g.status != "playing", -g.updated_at.timestamp()))
    return render_template("web/home.html", games=games)


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
