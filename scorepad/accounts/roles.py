"""League roles: who owns, scores or views a league, and the invitation links that make members."""

from __future__ import annotations

from sqlalchemy import select

from ..database import write
from ..errors import Invalid
from ..extensions import db
from ..models import Invitation, League, Membership, User
from ..rules.problems import N_, Problem
from ..tokens import hash_secret, new_secret

ROLES = ("owner", "scorer", "viewer")
ROLE_NAMES = {"owner": N_("owner"), "scorer": N_("scorer"), "viewer": N_("viewer")}
WRITERS = ("owner", "scorer")


def role_in(user: object, league_id: str | None) -> str | None:
    """A signed-in user's role in a league, or None."""
    if league_id is None or not getattr(user, "is_authenticated", False):
        return None
    return db.session.scalar(
        select(Membership.role).where(Membership.league_id == league_id, Membership.user_id == user.id)  # type: ignore[attr-defined]
    )


@write
def join(user: User, league: League, role: str) -> Membership:
    """Make a user a member; an existing member keeps the stronger of the two roles."""
    # the league's row held until the write ends: the same link opened twice at once makes one membership
    db.session.execute(select(League.id).where(League.id == league.id).with_for_update())
    member = db.session.scalar(
        select(Membership).where(Membership.league_id == league.id, Membership.user_id == user.id)
    )
    if member is None:
        member = Membership(league_id=league.id, user_id=user.id, role=role)
        db.session.add(member)
    elif ROLES.index(role) < ROLES.index(member.role):
        member.role = role
    return member


@write
def invite(league: League, role: str) -> str:
    """A new invitation link token for a role (only its hash is stored)."""
    if role not in ("scorer", "viewer"):
        raise Invalid([Problem("role", N_("Must be scorer or viewer."))])
    token = new_secret(18)
    db.session.add(Invitation(league_id=league.id, role=role, token_hash=hash_secret(token)))
    return token


def invitation(token: str) -> Invitation | None:
    """The invitation of a link token, if any."""
    return db.session.scalar(select(Invitation).where(Invitation.token_hash == hash_secret(token)))


def members(league: League) -> list[Membership]:
    """A league's members, owners first."""
    rows = db.session.scalars(select(Membership).where(Membership.league_id == league.id)).all()
    return sorted(rows, key=lambda m: (ROLES.index(m.role), m.user.name.lower()))
