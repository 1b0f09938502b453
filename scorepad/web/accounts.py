"""Signing up, in and out; joining a league by invitation."""

from __future__ import annotations

from flask import abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_login import current_user, login_user, logout_user
from flask_wtf import FlaskForm

from .. import ratelimits
from ..accounts import roles, users
from ..errors import Conflict, Invalid
from ..extensions import db
from ..models import League
from . import bp
from .forms import Summary
from .forms.accounts import AccountForm
from .i18n import safe_target, switch_language


def render_account(form: AccountForm, signup: bool, summary: list[Summary], status: int) -> ResponseReturnValue:
    """The sign-up or sign-in page."""
    return render_template("web/account.html", form=form, signup=signup, summary=summary), status


@bp.route("/signup", methods=["GET", "POST"])
@ratelimits.sign_up
def sign_up() -> ResponseReturnValue:
    """Create an account and sign in."""
    form = AccountForm()
    if request.method == "POST" and not switch_language(request.form.get("lang")) and form.validate():
        try:
            user = users.sign_up(form.name.data or "", form.password.data or "")
        except (Invalid, Conflict) as error:
            return render_account(form, True, form.show(error.problems), 422)
        login_user(user, remember=True)
        return redirect(safe_target(request.values.get("next")), 303)
    return render_account(form, True, [], 200)


@bp.route("/signin", methods=["GET", "POST"])
@ratelimits.sign_in
def sign_in() -> ResponseReturnValue:
    """Sign in with a name and password (attempts are rate limited)."""
    form = AccountForm()
    if request.method == "POST" and not switch_language(request.form.get("lang")) and form.validate():
        user = users.authenticate(form.name.data or "", form.password.data or "")
        if user is not None:
            login_user(user, remember=True)
            return redirect(safe_target(request.values.get("next")), 303)
        return render_account(form, False, [Summary("", gettext("Name or password is wrong."), None)], 401)
    return render_account(form, False, [], 200)


@bp.post("/signout")
def sign_out() -> ResponseReturnValue:
    """Sign out of this phone."""
    if not FlaskForm().validate():
        abort(400)
    logout_user()
    return redirect(url_for(".home"), 303)


@bp.get("/invite/<key:token>")
@ratelimits.guesses
def accept_invitation(token: str) -> ResponseReturnValue:
    """Join a league by its invitation link (after signing in)."""
    found = roles.invitation(token)
    if found is None:
        abort(404)
    if not current_user.is_authenticated:
        return redirect(url_for(".sign_in", next=request.path), 303)
    league = db.session.get(League, found.league_id)
    roles.join(current_user, league, found.role)  # type: ignore[arg-type]
    return redirect(url_for(".league", league_id=found.league_id), 303)
