"""A league's members: the owner sees them and makes invitation links."""

from __future__ import annotations

from flask import render_template, request
from flask.typing import ResponseReturnValue

from ..accounts import roles
from ..links import absolute_url
from . import bp
from .forms.accounts import InviteForm
from .leagues import owned_league


@bp.route("/leagues/<key:league_id>/members", methods=["GET", "POST"])
def members(league_id: str) -> ResponseReturnValue:
    """The league's members; its owner makes invitation links here."""
    league = owned_league(league_id)
    form = InviteForm()
    link = None
    if request.method == "POST" and form.validate():
        token = roles.invite(league, form.role.data or "viewer")
        link = absolute_url(".accept_invitation", token=token)
    return render_template("web/members.html", league=league, members=roles.members(league), form=form, link=link)
