"""Signing up, in and out; the account page: change the password, sign out here or on every phone."""

from __future__ import annotations

from flask import abort, current_app, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_login import current_user, login_user, logout_user
from flask_wtf import FlaskForm

from ...accounts import sessions, users
from ...core.errors import Conflict, Invalid
from ...models import User
from ...serving import rate_limits
from .. import bp
from ..forms import Summary
from ..forms.accounts import AccountForm
from ..forms.rights import PasswordForm
from ..shared.i18n import safe_target, switch_language

CLEAR_SITE_DATA = '"cache", "storage"'


def begin(user: User, token: str | None = None) -> None:
    """Sign this phone in: a new sign-in row on the server (or the given one), kept in the session and in
    the remember-me cookie, which both carry the same "<row id>.<secret>"."""
    user.login_token = token or sessions.start_session(user)
    login_user(user, remember=True)


def render_sign_in(form: AccountForm, signup: bool, summary: list[Summary], status: int) -> ResponseReturnValue:
    """The sign-up or sign-in page (never cached: its `next` may hold an invitation link's secret)."""
    page = render_template("web/sign_in.html", form=form, signup=signup, summary=summary)
    return page, status, {"Cache-Control": "no-store"}


@bp.route("/signup", methods=["GET", "POST"])
@rate_limits.sign_up
def sign_up() -> ResponseReturnValue:
    """Create an account and sign in."""
    form = AccountForm()
    if request.method == "POST" and not switch_language(request.form.get("lang")) and form.validate():
        try:
            user = users.sign_up(form.name.data or "", form.password.data or "")
        except (Invalid, Conflict) as error:
            return render_sign_in(form, True, form.show(error.problems), 422)
        begin(user)
        return redirect(safe_target(request.values.get("next")), 303)
    return render_sign_in(form, True, [], 200)


@bp.route("/signin", methods=["GET", "POST"])
@rate_limits.sign_in
def sign_in() -> ResponseReturnValue:
    """Sign in with a name and password (attempts are rate limited)."""
    form = AccountForm()
    if request.method == "POST" and not switch_language(request.form.get("lang")) and form.validate():
        user = users.authenticate(form.name.data or "", form.password.data or "")
        if user is not None:
            begin(user)
            return redirect(safe_target(request.values.get("next")), 303)
        return render_sign_in(form, False, [Summary("", gettext("Name or password is wrong."), None)], 401)
    return render_sign_in(form, False, [], 200)


def render_account(form: PasswordForm, summary: list[Summary], status: int = 200) -> ResponseReturnValue:
    """The account page (it holds forms with this person's CSRF token: never kept by a cache)."""
    page = render_template(
        "web/account.html",
        form=form,
        summary=summary,
        open_sessions=sessions.open_sessions(current_user),  # type: ignore[arg-type]
        changed=request.args.get("changed") == "1",
    )
    return page, status, {"Cache-Control": "no-store"}


@bp.get("/account")
def account() -> ResponseReturnValue:
    """The signed-in account: change the password, sign out here or on every phone."""
    if not current_user.is_authenticated:
        return redirect(url_for(".sign_in", next=request.path), 303)
    return render_account(PasswordForm(), [])


@bp.post("/account/password")
@rate_limits.sign_in
def change_password() -> ResponseReturnValue:
    """Change the password: every other phone signed in to this account is signed out."""
    if not current_user.is_authenticated:
        return redirect(url_for(".sign_in", next=url_for(".account")), 303)
    form = PasswordForm()
    if switch_language(request.form.get("lang")):
        return render_account(form, [])
    if not form.validate():
        return render_account(form, [Summary("", gettext("The form expired; please send it again."), None)], 400)
    try:
        token = users.change_password(current_user, form.current.data or "", form.new.data or "")  # type: ignore[arg-type]
    except Invalid as error:
        return render_account(form, form.show(error.problems), 422)
    begin(current_user._get_current_object(), token)  # type: ignore[attr-defined]
    return redirect(url_for(".account", changed=1), 303)


def signed_out() -> ResponseReturnValue:
    """Off to the home page, with the browser told to forget what it kept of this site (pages in its caches
    and the service worker's, its storage); cookies stay: they hold the phone's games and edit rights."""
    logout_user()
    response = redirect(url_for(".home"), 303)
    response.headers["Clear-Site-Data"] = CLEAR_SITE_DATA
    config = current_app.config  # Flask-Login deletes its cookie without Secure, which a __Host- cookie needs
    response.delete_cookie(config["REMEMBER_COOKIE_NAME"], path="/", secure=config["REMEMBER_COOKIE_SECURE"])
    return response


@bp.post("/signout")
def sign_out() -> ResponseReturnValue:
    """Sign out of this phone: its sign-in ends on the server (the phone keeps its games and edit rights)."""
    if not FlaskForm().validate():
        abort(400)
    if current_user.is_authenticated:
        sessions.end_session(current_user.get_id())
    return signed_out()


@bp.post("/signout/all")
def sign_out_everywhere() -> ResponseReturnValue:
    """Sign out on every phone signed in to this account, this one included."""
    if not FlaskForm().validate():
        abort(400)
    if current_user.is_authenticated:
        sessions.end_all_sessions(current_user)  # type: ignore[arg-type]
    return signed_out()
