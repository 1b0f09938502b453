"""Joining a league by an invitation link: opening it shows what it offers (it changes nothing, so a link
preview can't use it up); one button joins."""

from __future__ import annotations

from flask import abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_login import current_user
from flask_wtf import FlaskForm

from ..accounts import invitations
from ..extensions import db
from ..models import League
from ..serving import rate_limits
from . import bp


@bp.get("/invite/<key:token>")
@rate_limits.guesses
def invitation(token: str) -> ResponseReturnValue:
    """An invitation link: which league and role it offers, and a button to join (after signing in)."""
    found = invitations.open_invitation(token)
    if not current_user.is_authenticated:
        return redirect(url_for(".sign_in", next=request.path), 303)
    league = db.session.get(League, found.league_id)
    page = render_template("web/invitation.html", league=league, role=found.role, form=FlaskForm())
    return page, 200, {"Cache-Control": "no-store"}


@bp.post("/invite/<key:token>")
@rate_limits.guesses
def accept_invitation(token: str) -> ResponseReturnValue:
    """Join the league the link invites to, in its role (one use of the link)."""
    if not current_user.is_authenticated:
        return redirect(url_for(".sign_in", next=request.path), 303)
    if not FlaskForm().validate():
        abort(400)
    found = invitations.accept(token, current_user._get_current_object())  # type: ignore[attr-defined]
    return redirect(url_for(".league", league_id=found.league_id), 303)
