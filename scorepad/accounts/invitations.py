"""Invitation links that make league members: single use unless the owner picks more uses, expiring after
INVITATION_DAYS unless the owner picks another span, listed for the owner and revocable. Only a hash of each
link's secret is stored; the link itself is shown once."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select, update

from ..core.errors import Ended, Invalid, NotFound
from ..core.ids import db_id
from ..core.sizes import INVITATION_DAYS, INVITATION_DAYS_MAX, INVITATION_USES_MAX
from ..core.tokens import hash_secret, new_secret
from ..extensions import db
from ..models import Invitation, League, User, utcnow
from ..rules.problems import N_, Problem
from ..storage.database import write
from .roles import ROLES, join, role_in

UNKNOWN = N_("This invitation link is not valid: check that the whole address was copied.")
USED_UP = N_("This invitation link has been used. Ask the league's owner for a new one.")


def whole(path: str, value: object, low: int, high: int) -> tuple[int | None, list[Problem]]:
    """A whole number from low to high (typed as digits, or given as an int)."""
    number = int(value) if isinstance(value, str) and value.strip().isdigit() and len(value) < 6 else value
    if type(number) is not int or not low <= number <= high:
        return None, [
            Problem(
                path,
                N_("Must be a whole number from %(low)d to %(high)d."),
                {"low": low, "high": high},
                code="out_of_range",
            )
        ]
    return number, []


@write
def invite(league: League, role: str, uses: object = 1, days: object = INVITATION_DAYS, by: User | None = None) -> str:
    """A new invitation link's secret for a role, usable `uses` times within `days` days, made by `by`."""
    problems = [] if role in ("scorer", "viewer") else [Problem("role", N_("Must be scorer or viewer."))]
    count, found = whole("uses", uses, 1, INVITATION_USES_MAX)
    span, more = whole("days", days, 1, INVITATION_DAYS_MAX)
    if problems + found + more or count is None or span is None:
        raise Invalid(problems + found + more)
    token = new_secret(18)
    db.session.add(
        Invitation(
            league_id=league.id,
            role=role,
            token_hash=hash_secret(token),
            expires_at=utcnow() + timedelta(days=span),
            uses_left=count,
            invited_by=by.id if by is not None else None,
        )
    )
    return token


def ended(invitation: Invitation) -> str | None:
    """Why an invitation no longer works (revoked, used up, expired), or None while it does."""
    if invitation.revoked_at is not None:
        return N_("The league's owner withdrew this invitation link. Ask them for a new one.")
    if invitation.uses_left <= 0:
        return USED_UP
    if invitation.expires_at is not None and invitation.expires_at <= utcnow():
        return N_("This invitation link has expired. Ask the league's owner for a new one.")
    return None


def open_invitation(token: str) -> Invitation:
    """The invitation of a link, while it works (NotFound for an unknown link, Ended for one that ended)."""
    found = db.session.scalar(select(Invitation).where(Invitation.token_hash == hash_secret(token)))
    if found is None:
        raise NotFound([Problem("token", UNKNOWN, code="unknown_field")])
    reason = ended(found)
    if reason:
        raise Ended([Problem("token", reason)])
    return found


@write
def accept(token: str, user: User) -> Invitation:
    """Join the league of an invitation link: one use is taken, in one statement, so two people can't both
    take a link's last use. A member whose role is already as strong takes no use."""
    found = open_invitation(token)
    league = db.session.get(League, found.league_id)
    assert league is not None  # an invitation's league is deleted with it
    current = role_in(user, league.id)
    if current is not None and ROLES.index(current) <= ROLES.index(found.role):
        return found
    taken = db.session.execute(
        update(Invitation)
        .where(Invitation.id == found.id, Invitation.uses_left > 0, Invitation.revoked_at.is_(None))
        .values(uses_left=Invitation.uses_left - 1, used=Invitation.used + 1)
    )
    if not taken.rowcount:  # type: ignore[attr-defined]
        raise Ended([Problem("token", USED_UP)])
    join(user, league, found.role)
    return found


def ever_invited(league: League) -> bool:
    """Whether the league ever had an invitation link (open, used up, expired or withdrawn)."""
    return db.session.scalar(select(Invitation.id).where(Invitation.league_id == league.id).limit(1)) is not None


def invitations_of(league: League) -> list[Invitation]:
    """A league's invitation links that still work, newest first."""
    query = select(Invitation).where(
        Invitation.league_id == league.id,
        Invitation.revoked_at.is_(None),
        Invitation.uses_left > 0,
        (Invitation.expires_at.is_(None)) | (Invitation.expires_at > utcnow()),
    )
    return list(db.session.scalars(query.order_by(Invitation.id.desc())))


@write
def revoke(league: League, invitation_id: object) -> None:
    """Withdraw an invitation link: whoever opens it afterwards is told so."""
    number = db_id(invitation_id)
    row = db.session.get(Invitation, number) if number else None
    if row is None or row.league_id != league.id:
        raise NotFound([Problem("invitation", N_("No such invitation link in this league."))])
    row.revoked_at = row.revoked_at or utcnow()
