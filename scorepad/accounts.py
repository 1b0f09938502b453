"""Accounts and league roles: sign-up, password checks, memberships and invitation links."""

from __future__ import annotations

import secrets

from sqlalchemy import func, select
from werkzeug.security import check_password_hash, generate_password_hash

from .extensions import db
from .games import GameError, hash_token
from .models import Invitation, League, Membership, User
from .newgame import clean_name
from .rules.problems import N_, Problem

ROLES = ("owner", "scorer", "viewer")
WRITERS = ("owner", "scorer")
USER_NAME_MAX = 40
PASSWORD_MIN = 8
PASSWORD_MAX = 200
# A fixed hash to compare against when the name is unknown, so both paths cost the same time.
DUMMY_HASH = generate_password_hash("not a real password")


def find_user(name: str) -> User | None:
    """A user by name, ignoring case."""
    return db.session.scalar(select(User).where(func.lower(User.name) == name.strip().lower()))


def sign_up(name: str, password: str) -> User:
    """A new account; the password is stored only as a Werkzeug hash (scrypt)."""
    clean, problems = clean_name("name", name, USER_NAME_MAX)
    if not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
        problems.append(
            Problem(
                "password", N_("Must be %(low)d to %(high)d characters."), {"low": PASSWORD_MIN, "high": PASSWORD_MAX}
            )
        )
    if clean and find_user(clean):
        problems.append(Problem("name", N_("This name is taken.")))
    if problems or clean is None:
        raise GameError(422, problems)
    user = User(name=clean, password_hash=generate_password_hash(password))
    db.session.add(user)
    db.session.commit()
    return user


def authenticate(name: str, password: str) -> User | None:
    """The user with this name and password, or None (in the same time either way)."""
    user = find_user(name) if name else None
    if user is None:
        check_password_hash(DUMMY_HASH, password)
        return None
    return user if check_password_hash(user.password_hash, password) else None


def role_in(user: object, league_id: str | None) -> str | None:
    """A signed-in user's role in a league, or None."""
    if league_id is None or not getattr(user, "is_authenticated", False):
        return None
    return db.session.scalar(
        select(Membership.role).where(Membership.league_id == league_id, Membership.user_id == user.id)  # type: ignore[attr-defined]
    )


def join(user: User, league: League, role: str) -> Membership:
    """Make a user a member; an existing member keeps the stronger of the two roles."""
    member = db.session.scalar(
        select(Membership).where(Membership.league_id == league.id, Membership.user_id == user.id)
    )
    if member is None:
        member = Membership(league_id=league.id, user_id=user.id, role=role)
        db.session.add(member)
    elif ROLES.index(role) < ROLES.index(member.role):
        member.role = role
    db.session.commit()
    return member


def invite(league: League, role: str) -> str:
    """A new invitation link token for a role (only its hash is stored)."""
    if role not in ("scorer", "viewer"):
        raise GameError(422, [Problem("role", N_("Must be scorer or viewer."))])
    token = secrets.token_urlsafe(18)
    db.session.add(Invitation(league_id=league.id, role=role, token_hash=hash_token(token)))
    db.session.commit()
    return token


def invitation(token: str) -> Invitation | None:
    """The invitation of a link token, if any."""
    return db.session.scalar(select(Invitation).where(Invitation.token_hash == hash_token(token)))


def members(league: League) -> list[Membership]:
    """A league's members, owners first."""
    rows = db.session.scalars(select(Membership).where(Membership.league_id == league.id)).all()
    return sorted(rows, key=lambda m: (ROLES.index(m.role), m.user.name.lower()))
