"""Joining a league by an invitation link: opening it shows what it offers, the league and who invited (it changes
nothing, so a link preview can't use it up), to anyone holding the link; one button joins, once signed in, and the
league's page confirms it."""

from __future__ import annotations

from flask import abort, flash, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_login import current_user
from flask_wtf import FlaskForm

from ...accounts import invitations
from ...accounts.roles import ROLE_NAMES, ROLES, role_in
from ...extensions import registry
from ...leagues.view import get_league
from ...serving import rate_limits
from .. import bp


@bp.get("/invite/<key:token>")
@rate_limits.guesses
def invitation(token: str) -> ResponseReturnValue:
    """An invitation link: the league, its game, the role it offers and who invited; a button to join, or to sign
    in (or create an account) first."""
    found = invitations.open_invitation(token)
    league = get_league(found.league_id)
    assert league is not None  # an invitation's league is deleted with it
    held = role_in(current_user, found.league_id)
    page = render_template(
        "web/invitation.html",
        league=league,
        game=registry().family_of(league.ruleset_key).name,
        invitation=found,
        role=found.role,
        held=held if held is not None and ROLES.index(held) <= ROLES.index(found.role) else None,
        form=FlaskForm(),
    )
    return page, 200, {"Cache-Control": "no-store"}


@bp.post("/invite/<key:token>")
@rate_limits.guesses
def accept_invitation(token: str) -> ResponseReturnValue:
    """Join the league the link invites to, in its role (one use of the link); the league's page says so."""
    if not current_user.is_authenticated:
        return redirect(url_for(".sign_in", next=request.path), 303)
    if not FlaskForm().validate():
        abort(400)
    before = role_in(current_user, invitations.open_invitation(token).league_id)
    found = invitations.accept(token, current_user._get_current_object())  # type: ignore[attr-defined]
    league = get_league(found.league_id)
    assert league is not None
    role = role_in(current_user, found.league_id) or found.role
    words = {"league": league.name, "role": gettext(ROLE_NAMES[role])}
    if role != before:
        flash(gettext("You joined %(league)s as %(role)s.", **words))
    else:
        flash(gettext("You are a member of %(league)s already, as %(role)s.", **words))
    return redirect(url_for(".league", league_id=found.league_id), 303)
