"""Who may do what: accounts and their sign-in sessions, league roles and invitations, the phones that
score a game, and the counters behind rate limits."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, UniqueConstraint, false
from sqlalchemy.orm import Mapped, mapped_column, relationship

from ..core.sizes import PHONE_NAME_MAX, USER_NAME_MAX
from ..extensions import db
from .base import utcnow


class User(db.Model):
    """An account: a name (unique after NFKC and case folding: `name_key`) and a password hash."""

    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(USER_NAME_MAX), unique=True)
    name_key: Mapped[str] = mapped_column(String(USER_NAME_MAX * 3), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    # Flask-Login's user protocol; the id it keeps is this sign-in's "<session row id>.<secret>" (not stored)
    is_active = True
    is_authenticated = True
    is_anonymous = False
    login_token = None

    def get_id(self) -> str:
        """The id Flask-Login keeps in the session and the remember-me cookie: this sign-in's session value."""
        if not self.login_token:
            raise LookupError("a user is signed in only through accounts.sessions.start_session")
        return str(self.login_token)


class LoginSession(db.Model):
    """One sign-in on one phone: its secret is stored hashed, and it ends at sign-out or expiry."""

    __tablename__ = "login_sessions"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    secret_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    last_used_at: Mapped[datetime] = mapped_column(default=utcnow)
    expires_at: Mapped[datetime]
    ended_at: Mapped[datetime | None]

    user: Mapped[User] = relationship(lazy="joined")


class Membership(db.Model):
    """A user's role in a league: owner, scorer or viewer."""

    __tablename__ = "memberships"
    __table_args__ = (UniqueConstraint("league_id", "user_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    league_id: Mapped[str] = mapped_column(ForeignKey("leagues.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    role: Mapped[str] = mapped_column(String(10))

    user: Mapped[User] = relationship(lazy="joined")


class Invitation(db.Model):
    """A link that lets whoever opens it (signed in) join a league in one role, a number of times, until it
    expires or is revoked; it names who made it (None for links made before that was kept, or by a deleted user)."""

    __tablename__ = "invitations"

    id: Mapped[int] = mapped_column(primary_key=True)
    league_id: Mapped[str] = mapped_column(ForeignKey("leagues.id", ondelete="CASCADE"), index=True)
    role: Mapped[str] = mapped_column(String(10))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    expires_at: Mapped[datetime | None]
    uses_left: Mapped[int] = mapped_column(default=1)
    used: Mapped[int] = mapped_column(default=0)
    revoked_at: Mapped[datetime | None]
    invited_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))

    inviter: Mapped[User | None] = relationship(lazy="joined")


class Grant(db.Model):
    """One phone's right to score one game: named when it claimed the game, removable by the scorer unless it
    is the phone that started the game (the creator)."""

    __tablename__ = "grants"
    __table_args__ = (UniqueConstraint("game_id", "device_hash"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    device_hash: Mapped[str] = mapped_column(String(64))
    name: Mapped[str] = mapped_column(String(PHONE_NAME_MAX), default="")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    last_used_at: Mapped[datetime] = mapped_column(default=utcnow)
    removed_at: Mapped[datetime | None]
    creator: Mapped[bool] = mapped_column(default=False, server_default=false())


class RateCounter(db.Model):
    """Hits counted against one rate limit in one window, shared by every worker and server."""

    __tablename__ = "rate_counters"

    key: Mapped[str] = mapped_column(String(255), primary_key=True)
    hits: Mapped[int] = mapped_column(default=0)
    expires_at: Mapped[float]
