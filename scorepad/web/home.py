"""Home: the games this phone started or opened, running ones first."""

from __future__ import annotations

from flask import redirect, render_template, request, session, url_for
from flask.typing import ResponseReturnValue
from sqlalchemy import select

from ..extensions import db
from ..models import Game
from . import bp
from .i18n import switch_language


@bp.get("/")
def home() -> ResponseReturnValue:
    """The games remembered by this phone, running ones first, newest first."""
    ids = session.get("seen", [])
    found = {g.id: g for g in db.session.scalars(select(Game).where(Game.id.in_(ids)))} if ids else {}
    games = [found[i] for i in ids if i in found]
    games.sort(key=lambda g: g.status != "playing")
    return render_template("web/home.html", games=games)


@bp.post("/language")
def language() -> ResponseReturnValue:
    """Switch the page language from a page without a form of its own."""
    switch_language(request.form.get("lang"))
    target = request.form.get("next", "")
    return redirect(target if target.startswith("/") and not target.startswith("//") else url_for(".home"))
