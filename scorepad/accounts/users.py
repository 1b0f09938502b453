"""Accounts: sign-up, password checks, and finding a user by name."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from werkzeug.security import check_password_hash, generate_password_hash

from ..database import write
from ..errors import Conflict, Invalid
from ..extensions import db
from ..ids import db_id
from ..limits import PASSWORD_MAX, PASSWORD_MIN, USER_NAME_MAX
from ..models import User
from ..names import clean_name, name_key
from ..rules.problems import N_, Problem

# A fixed hash to compare against when the name is unknown, so both paths cost the same time.
DUMMY_HASH = generate_password_hash("not a real password")


def user_by_id(user_id: str) -> User | None:
    """The user a session names, or None."""
    return db.session.get(User, uid) if (uid := db_id(user_id)) else None


def find_user(name: str) -> User | None:
    """A user by name, compared as names are (NFKC, case folded)."""
    return db.session.scalar(select(User).where(User.name_key == name_key(name.strip())))


def password_problems(password: str, name: str | None, path: str = "password") -> list[Problem]:
    """Why a new password won't do: too short or long."""
    if not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
        return [
            Problem(path, N_("Must be %(low)d to %(high)d characters."), {"low": PASSWORD_MIN, "high": PASSWORD_MAX})
        ]
    return []


@write
def sign_up(name: str, password: str) -> User:
    """A new account; the password is stored only as a Werkzeug hash (scrypt)."""
    clean, problems = clean_name("name", name, USER_NAME_MAX)
    problems += password_problems(password, clean)
    if problems or clean is None:
        raise Invalid(problems)
    if find_user(clean):
        raise Conflict([Problem("name", N_("This name is taken."))])
    user = User(name=clean, name_key=name_key(clean), password_hash=generate_password_hash(password))
    db.session.add(user)
    try:
        db.session.flush()
    except IntegrityError as error:  # PostgreSQL let a concurrent sign-up check the same free name first
        raise Conflict([Problem("name", N_("This name is taken."))]) from error
    return user


def authenticate(name: str, password: str) -> User | None:
    """The user with this name and password, or None (in the same time either way)."""
    user = find_user(name) if name else None
    if user is None:
        check_password_hash(DUMMY_HASH, password)
        return None
    return user if check_password_hash(user.password_hash, password) else None
