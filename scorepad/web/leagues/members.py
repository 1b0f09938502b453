"""A league's members, for its owner: roles changed, members removed, invitation links made, listed and
withdrawn. The page can show a fresh link's secret, so it is never kept by a cache."""

from __future__ import annotations

from flask import abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_login import current_user
from flask_wtf import FlaskForm

from ...accounts import invitations, roles
from ...core.errors import Conflict, Invalid
from ...core.sizes import INVITATION_DAYS_MAX, INVITATION_USES_MAX
from ...models import League
from ...rules.problems import Problem
from ...serving.links import absolute_url
from ...words import problem_texts
from .. import bp
from ..forms import Summary
from ..forms.rights import InviteForm
from .league import owned_league


def render_members(
    league: League, form: InviteForm, link: str | None = None, summary: list[Summary] | None = None, status: int = 200
) -> ResponseReturnValue:
    """The members page: members with their roles, open invitation links, the form for a new one."""
    page = render_template(
        "web/members.html",
        league=league,
        members=roles.members(league),
        invitations=invitations.invitations_of(league),
        ever_invited=invitations.ever_invited(league),
        form=form,
        link=link,
        summary=summary or [],
        uses_max=INVITATION_USES_MAX,
        days_max=INVITATION_DAYS_MAX,
    )
    return page, status, {"Cache-Control": "no-store"}


@bp.get("/leagues/<key:league_id>/members")
def members(league_id: str) -> ResponseReturnValue:
    """The league's members and open invitation links (the owner's page)."""
    return render_members(owned_league(league_id), InviteForm())


@bp.post("/leagues/<key:league_id>/members")
def invite(league_id: str) -> ResponseReturnValue:
    """Make an invitation link: shown once, here."""
    league = owned_league(league_id)
    form = InviteForm()
    if not form.validate():
        return render_members(league, form, status=422)
    try:
        by = current_user._get_current_object()  # type: ignore[attr-defined]
        token = invitations.invite(league, form.role.data or "viewer", form.uses.data, form.days.data, by)
    except Invalid as error:
        return render_members(league, form, summary=form.show(error.problems), status=422)
    return render_members(league, InviteForm(), link=absolute_url(".invitation", token=token))


def refused(league: League, problems: list[Problem], status: int) -> ResponseReturnValue:
    """The members page again, saying why a change to a member was refused."""
    summary = [Summary("", message, None) for message in problem_texts(problems).values()]
    return render_members(league, InviteForm(), summary=summary, status=status)


def back(league: League) -> ResponseReturnValue:
    """To the members page, or to the league's page when the owner has just given up owning it."""
    still_owner = roles.role_in(current_user, league.id) == "owner"
    return redirect(url_for(".members" if still_owner else ".league", league_id=league.id), 303)


def owner_post(league_id: str) -> League:
    """The owner's league, for a checked form posted from the members page."""
    league = owned_league(league_id)
    if not FlaskForm().validate():
        abort(400)
    return league


@bp.post("/leagues/<key:league_id>/invitations/<num:invitation_id>/revoke")
def revoke_invitation(league_id: str, invitation_id: int) -> ResponseReturnValue:
    """Withdraw an invitation link."""
    invitations.revoke(owner_post(league_id), invitation_id)
    return redirect(url_for(".members", league_id=league_id), 303)


@bp.post("/leagues/<key:league_id>/members/<num:user_id>/role")
def change_role(league_id: str, user_id: int) -> ResponseReturnValue:
    """Give a member another role (a league keeps at least one owner)."""
    league = owner_post(league_id)
    try:
        roles.change_role(league, user_id, request.form.get("role", ""))
    except (Invalid, Conflict) as error:
        return refused(league, error.problems, 409 if isinstance(error, Conflict) else 422)
    return back(league)


@bp.post("/leagues/<key:league_id>/members/<num:user_id>/remove")
def remove_member(league_id: str, user_id: int) -> ResponseReturnValue:
    """Remove a member (never the league's last owner)."""
    league = owner_post(league_id)
    try:
        roles.remove_member(league, user_id)
    except Conflict as error:
        return refused(league, error.problems, 409)
    return back(league)
