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
    """Switch the page language from a page without a form of its own."""
    switch_language(request.form.get("lang"))
    return redirect(safe_target(request.form.get("next")), 303)
