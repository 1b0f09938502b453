"""League roles: who owns, scores or views a league; the owner changes roles and removes members (never the
last owner). Invitation links that make members live in invitations.py."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from ..core.errors import Conflict, Invalid, NotFound
from ..core.ids import db_id
from ..extensions import db
from ..models import League, Membership, User
from ..rules.problems import N_, Problem
from ..storage.database import write

ROLES = ("owner", "scorer", "viewer")
ROLE_NAMES = {"owner": N_("owner"), "scorer": N_("scorer"), "viewer": N_("viewer")}
INVITED_AS = {  # one whole sentence per role, so each language puts the role in its own grammatical case
    "owner": N_("This invitation makes you an owner of the league %(league)s: you run it with its other owners."),
    "scorer": N_("This invitation makes you a scorer of the league %(league)s: you enter and correct its games."),
    "viewer": N_("This invitation makes you a viewer of the league %(league)s: you follow its games and standings."),
}
WRITERS = ("owner", "scorer")
LAST_OWNER = N_("A league needs an owner: make someone else owner first.")


def role_in(user: object, league_id: str | None) -> str | None:
    """A signed-in user's role in a league, or None."""
    if league_id is None or not getattr(user, "is_authenticated", False):
        return None
    return db.session.scalar(
        select(Membership.role).where(Membership.league_id == league_id, Membership.user_id == user.id)  # type: ignore[attr-defined]
    )


def may_see(user: object, league: League) -> bool:
    """Whether a reader may see a league (its standings, games, players): anyone a public one, its members one
    seen by its members only."""
    return league.visibility == "public" or role_in(user, league.id) is not None


def membership(league: League, user_id: int) -> Membership | None:
    """A user's membership of a league, if any."""
    return db.session.scalar(select(Membership).where(Membership.league_id == league.id, Membership.user_id == user_id))


@write
def join(user: User, league: League, role: str) -> Membership:
    """Make a user a member; an existing member keeps the stronger of the two roles."""
    # the league's row held until the write ends: the same link opened twice at once makes one membership
    db.session.execute(select(League.id).where(League.id == league.id).with_for_update())
    member = membership(league, user.id)
    if member is None:
        member = Membership(league_id=league.id, user_id=user.id, role=role)
        db.session.add(member)
        try:
            db.session.flush()  # the same person joining twice at the same moment: one membership, not a 500
        except IntegrityError as error:
            raise Conflict([Problem("_auth", N_("You just joined this league; please open it again."))]) from error
    elif ROLES.index(role) < ROLES.index(member.role):
        member.role = role
    return member


def members(league: League) -> list[Membership]:
    """A league's members, owners first."""
    rows = db.session.scalars(select(Membership).where(Membership.league_id == league.id)).all()
    return sorted(rows, key=lambda m: (ROLES.index(m.role), m.user.name.lower()))


def owners(league: League) -> int:
    """How many owners a league has (their rows locked until the write ends, so two owners can't each
    remove the other at the same moment)."""
    query = select(Membership.id).where(Membership.league_id == league.id, Membership.role == "owner")
    return len(db.session.scalars(query.with_for_update()).all())


def member_of(league: League, user_id: object) -> Membership:
    """A member of the league by user id, or NotFound."""
    number = db_id(user_id)
    member = membership(league, number) if number else None
    if member is None:
        raise NotFound([Problem("member", N_("This person is not a member of this league."))])
    return member


@write
def change_role(league: League, user_id: object, role: str) -> Membership:
    """Give a member another role (the owner's); the last owner stays owner."""
    if role not in ROLES:
        raise Invalid([Problem("role", N_("Must be owner, scorer or viewer."))])
    member = member_of(league, user_id)
    if member.role == "owner" and role != "owner" and owners(league) <= 1:
        raise Conflict([Problem("role", LAST_OWNER)])
    member.role = role
    return member


@write
def remove_member(league: League, user_id: object) -> None:
    """Remove a member from the league (the owner's); the last owner can't be removed."""
    member = member_of(league, user_id)
    if member.role == "owner" and owners(league) <= 1:
        raise Conflict([Problem("member", LAST_OWNER)])
    db.session.delete(member)
