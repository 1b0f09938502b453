"""Sign-in sessions kept on the server: each sign-in is a row with a hashed random secret, ended at sign-out,
"sign out on all devices", a password change, or expiry. The value a phone holds (in its session and its
remember-me cookie) is "<row id>.<secret>", so a copied cookie stops working once its row has ended."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import delete, or_, select, update
from sqlalchemy.orm import joinedload

from ..core.ids import db_id
from ..core.sizes import SIGN_IN_DAYS
from ..core.tokens import hash_secret, matches, new_secret
from ..extensions import db
from ..models import LoginSession, User, utcnow
from ..storage.database import write

LIFETIME = timedelta(days=SIGN_IN_DAYS)


@write
def start_session(user: User) -> str:
    """A new sign-in for the user, good for SIGN_IN_DAYS; returns the value the phone keeps (shown once).
    The user's ended and expired sign-ins are cleared out on the way."""
    now = utcnow()
    db.session.execute(
        delete(LoginSession).where(
            LoginSession.user_id == user.id, or_(LoginSession.ended_at.is_not(None), LoginSession.expires_at <= now)
        )
    )
    secret = new_secret(24)
    row = LoginSession(user_id=user.id, secret_hash=hash_secret(secret), created_at=now, expires_at=now + LIFETIME)
    db.session.add(row)
    db.session.flush()
    return f"{row.id}.{secret}"


def parse(value: str | None) -> tuple[int, str] | None:
    """The row id and secret of a kept value, or None when it can't be one (an old plain user id, say)."""
    row_id, dot, secret = (value or "").partition(".")
    number = db_id(row_id)
    return (number, secret) if dot and number and secret else None


def session_user(value: str | None) -> User | None:
    """The user a kept value signs in, while its sign-in is neither ended nor expired (else None)."""
    parsed = parse(value)
    if parsed is None:
        return None
    row = db.session.get(LoginSession, parsed[0], options=[joinedload(LoginSession.user)])  # one query, user too
    if row is None or row.ended_at is not None or row.expires_at <= utcnow() or not matches(row.secret_hash, parsed[1]):
        return None
    row.user.login_token = value
    return row.user


@write
def end_session(value: str | None) -> None:
    """End one sign-in (this phone's sign-out)."""
    parsed = parse(value)
    if parsed is not None:
        row = db.session.get(LoginSession, parsed[0], options=[joinedload(LoginSession.user)])  # one query, user too
        if row is not None and matches(row.secret_hash, parsed[1]) and row.ended_at is None:
            row.ended_at = utcnow()


@write
def end_all_sessions(user: User) -> None:
    """End every sign-in of the user, on every phone."""
    db.session.execute(
        update(LoginSession)
        .where(LoginSession.user_id == user.id, LoginSession.ended_at.is_(None))
        .values(ended_at=utcnow())
    )


def open_sessions(user: User) -> int:
    """How many sign-ins of the user are open now (this phone's included)."""
    rows = select(LoginSession.id).where(
        LoginSession.user_id == user.id, LoginSession.ended_at.is_(None), LoginSession.expires_at > utcnow()
    )
    return len(db.session.scalars(rows).all())
