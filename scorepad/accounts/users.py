"""Accounts: sign-up, password checks and changes, and finding a user by name."""

from __future__ import annotations

import unicodedata
from functools import cache
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from werkzeug.security import check_password_hash, generate_password_hash

from ..core.errors import Conflict, Invalid
from ..core.sizes import PASSWORD_MAX, PASSWORD_MIN, USER_NAME_MAX
from ..extensions import db
from ..models import User
from ..rules.problems import N_, Problem
from ..rules.typed_names import clean_name, name_key
from ..storage.database import write
from .sessions import end_all_sessions, start_session
from .strength import strength_problems

# A fixed hash to compare against when the name is unknown, so both paths cost the same time.
DUMMY_HASH = generate_password_hash("not a real password")
COMMON = Path(__file__).with_name("common_passwords.txt")


@cache
def common_passwords() -> frozenset[str]:
    """The 10,000 most common passwords (lower case), shipped in the package: no network is asked."""
    lines = COMMON.read_text(encoding="utf-8").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


def find_user(name: str) -> User | None:
    """A user by name, compared as names are (NFKC, case folded). A name with a control character (a NUL, say,
    which PostgreSQL's text refuses) belongs to nobody: no account name holds one, so the database isn't asked."""
    if any(unicodedata.category(ch) == "Cc" for ch in name):
        return None
    return db.session.scalar(select(User).where(User.name_key == name_key(name.strip())))


def password_problems(password: str, name: str | None, path: str = "password") -> list[Problem]:
    """Why a new password won't do: too short or long, the account's own name, one of the most common
    passwords (compared as names are, and also without its spaces: "Pass Word 1" is "password1"), or too easy
    to guess (repeats, sequences, keyboard rows, words: zxcvbn below 3, with its advice)."""
    if not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
        return [
            Problem(path, N_("Must be %(low)d to %(high)d characters."), {"low": PASSWORD_MIN, "high": PASSWORD_MAX})
        ]
    key = name_key(password)
    if name is not None and key in (name_key(name), name_key("".join(name.split()))):
        return [Problem(path, N_("Must not be the account's name."))]
    if key in common_passwords() or "".join(key.split()) in common_passwords():
        return [Problem(path, N_("This is one of the most common passwords; please choose another."))]
    return strength_problems(password, [name or "", *(name or "").split()], path)


@write
def sign_up(name: str, password: str) -> User:
    """A new account; the password is stored only as a Werkzeug hash (scrypt)."""
    clean, problems = clean_name("name", name, USER_NAME_MAX)
    problems += password_problems(password, clean)
    if problems or clean is None:
        raise Invalid(problems)
    taken = Conflict([Problem("name", N_("This name is taken."))])
    if find_user(clean):
        raise taken
    user = User(name=clean, name_key=name_key(clean), password_hash=generate_password_hash(password))
    db.session.add(user)
    try:
        db.session.flush()  # the same name signed up at the same moment: the unique key decides, not a 500
    except IntegrityError as error:
        raise taken from error
    return user


def authenticate(name: str, password: str) -> User | None:
    """The user with this name and password, or None (in the same time either way)."""
    user = find_user(name) if name else None
    if user is None:
        check_password_hash(DUMMY_HASH, password)
        return None
    return user if check_password_hash(user.password_hash, password) else None


@write
def change_password(user: User, current: str, new: str) -> str:
    """Change a password (the current one must be given): every sign-in of the account ends, on every phone,
    and a new one begins for the phone that changed it; returns that sign-in's value."""
    if not check_password_hash(user.password_hash, current):
        raise Invalid([Problem("current", N_("This is not the current password."))])
    problems = password_problems(new, user.name, "new")
    if problems:
        raise Invalid(problems)
    user.password_hash = generate_password_hash(new)
    end_all_sessions(user)
    return start_session(user)
