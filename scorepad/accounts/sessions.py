"""Sign-in sessions kept on the server: each sign-in is a row with a hashed random secret, ended at sign-out,
"sign out on all devices", a password change, expiry (30 days after it began) or 14 days unused. The value a
phone holds (in its session and its remember-me cookie) is "<row id>.<secret>", so a copied cookie stops
working once its row has ended."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import delete, or_, select, update
from sqlalchemy.orm import joinedload

from ..core.ids import db_id
from ..core.sizes import SIGN_IN_DAYS, SIGN_IN_IDLE_DAYS
from ..core.tokens import hash_secret, matches, new_secret
from ..extensions import db
from ..models import LoginSession, User, utcnow
from ..storage.database import WRITE, write

LIFETIME = timedelta(days=SIGN_IN_DAYS)
IDLE = timedelta(days=SIGN_IN_IDLE_DAYS)
TOUCH_EVERY = timedelta(hours=1)  # a sign-in's last use is written at most this often: a reader's read stays a read


@write
def start_session(user: User) -> str:
    """A new sign-in for the user, good for SIGN_IN_DAYS; returns the value the phone keeps (shown once).
    The user's ended and expired sign-ins are cleared out on the way."""
    now = utcnow()
    db.session.execute(
        delete(LoginSession).where(
            LoginSession.user_id == user.id,
            or_(
                LoginSession.ended_at.is_not(None),
                LoginSession.expires_at <= now,
                LoginSession.last_used_at <= now - IDLE,
            ),
        )
    )
    secret = new_secret(24)
    row = LoginSession(
        user_id=user.id, secret_hash=hash_secret(secret), created_at=now, last_used_at=now, expires_at=now + LIFETIME
    )
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
    now = utcnow()
    if row is None or not live(row, now) or not matches(row.secret_hash, parsed[1]):
        return None
    if now - row.last_used_at >= TOUCH_EVERY:
        touch(row.id, now)
    row.user.login_token = value
    return row.user


def live(row: LoginSession, now: datetime) -> bool:
    """Whether a sign-in still works: not ended, not expired, and used within the last SIGN_IN_IDLE_DAYS."""
    return row.ended_at is None and row.expires_at > now and row.last_used_at > now - IDLE


def touch(row_id: int, now: datetime) -> None:
    """Record a sign-in's use, in a short transaction of its own (never the request's: a read stays a read,
    and a request's write isn't committed early). Skipped inside a write, whose lock SQLite would wait on."""
    if db.session.info.get(WRITE):
        return
    with db.engine.connect() as conn, conn.execution_options(**{WRITE: True}).begin():
        conn.execute(update(LoginSession).where(LoginSession.id == row_id).values(last_used_at=now))


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
    now = utcnow()
    rows = select(LoginSession.id).where(
        LoginSession.user_id == user.id,
        LoginSession.ended_at.is_(None),
        LoginSession.expires_at > now,
        LoginSession.last_used_at > now - IDLE,
    )
    return len(db.session.scalars(rows).all())
