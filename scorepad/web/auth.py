"""Signing up, in and out; joining a league by invitation; the league's members."""

from __future__ import annotations

from flask import abort, current_app, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_babel import lazy_gettext as _l
from flask_login import current_user, login_user, logout_user
from flask_wtf import FlaskForm
from wtforms import PasswordField, SelectField, StringField

from .. import accounts
from ..extensions import db, limiter
from ..games import GameError
from ..models import League
from . import bp
from .i18n import switch_language


class AccountForm(FlaskForm):
    """A name and a password."""

    name = StringField(_l("Name"))
    password = PasswordField(_l("Password"))


class InviteForm(FlaskForm):
    """Which role the new invitation link gives."""

    role = SelectField(_l("Role"), choices=[("scorer", _l("scorer")), ("viewer", _l("viewer"))])


def safe_next() -> str:
    """Where to go after signing in: a path on this site only."""
    target = request.values.get("next", "")
    return target if target.startswith("/") and not target.startswith("//") else url_for(".home")


@bp.route("/signup", methods=["GET", "POST"])
def sign_up() -> ResponseReturnValue:
    """Create an account and sign in."""
    form = AccountForm()
    general: list[str] = []
    if request.method == "POST" and not switch_language(request.form.get("lang")) and form.validate():
        try:
            user = accounts.sign_up(form.name.data or "", form.password.data or "")
        except GameError as error:
            db.session.rollback()
            for problem in error.problems:
                form[problem.path].errors = [*form[problem.path].errors, problem.text(gettext)]
        else:
            login_user(user, remember=True)
            return redirect(safe_next(), 303)
    status = 422 if request.method == "POST" and (form.errors or general) else 200
    return render_template("web/account.html", form=form, signup=True, general=general), status


@bp.route("/signin", methods=["GET", "POST"])
@limiter.limit(lambda: current_app.config["SCOREPAD_SIGNIN_LIMIT"], methods=["POST"])
def sign_in() -> ResponseReturnValue:
    """Sign in with a name and password (attempts are rate limited)."""
    form = AccountForm()
    general: list[str] = []
    if request.method == "POST" and not switch_language(request.form.get("lang")) and form.validate():
        user = accounts.authenticate(form.name.data or "", form.password.data or "")
        if user is not None:
            login_user(user, remember=True)
            return redirect(safe_next(), 303)
        general = [gettext("Name or password is wrong.")]
    return render_template("web/account.html", form=form, signup=False, general=general), 401 if general else 200


@bp.post("/signout")
def sign_out() -> ResponseReturnValue:
    """Sign out of this phone."""
    if not FlaskForm().validate():
        abort(400)
    logout_user()
    return redirect(url_for(".home"), 303)


@bp.get("/invite/<key:token>")
def accept_invitation(token: str) -> ResponseReturnValue:
    """Join a league by its invitation link (after signing in)."""
    found = accounts.invitation(token)
    if found is None:
        abort(404)
    if not current_user.is_authenticated:
        return redirect(url_for(".sign_in", next=request.path), 303)
    league = db.session.get(League, found.league_id)
    accounts.join(current_user, league, found.role)  # type: ignore[arg-type]
    return redirect(url_for(".league", league_id=found.league_id), 303)


@bp.route("/leagues/<key:league_id>/members", methods=["GET", "POST"])
def members(league_id: str) -> ResponseReturnValue:
    """The league's members; its owner makes invitation links here."""
    league = db.session.get(League, league_id)
    if league is None:
        abort(404)
    if not current_user.is_authenticated:
        abort(401)
    if accounts.role_in(current_user, league_id) != "owner":
        abort(403)
    form = InviteForm()
    link = None
    if request.method == "POST" and form.validate():
        token = accounts.invite(league, form.role.data or "viewer")
        link = url_for(".accept_invitation", token=token, _external=True)
    return render_template("web/members.html", league=league, members=accounts.members(league), form=form, link=link)
