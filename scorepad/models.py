"""Typed models: the raw counts a table typed and the frozen settings; cached scores can be recomputed."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from .extensions import db


def utcnow() -> datetime:
    """The current time in UTC, without a zone (stored the same on SQLite and PostgreSQL); called per row."""
    return datetime.now(UTC).replace(tzinfo=None)


class User(db.Model):
    """An account: a name and a password hash (scrypt or pbkdf2, by Werkzeug)."""

    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(40), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    # Flask-Login's user protocol
    is_active = True
    is_authenticated = True
    is_anonymous = False

    def get_id(self) -> str:
        """The id Flask-Login keeps in the session."""
        return str(self.id)


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
    """A link that lets whoever opens it (signed in) join a league in one role."""

    __tablename__ = "invitations"

    id: Mapped[int] = mapped_column(primary_key=True)
    league_id: Mapped[str] = mapped_column(ForeignKey("leagues.id", ondelete="CASCADE"), index=True)
    role: Mapped[str] = mapped_column(String(10))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class League(db.Model):
    """A club's league: default rules for its games, seasons, and players shared across its games."""

    __tablename__ = "leagues"

    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    token_hash: Mapped[str] = mapped_column(String(64))
    ruleset_key: Mapped[str] = mapped_column(String(20))
    settings: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    ratings_stale: Mapped[bool] = mapped_column(default=False)
    standings_version: Mapped[int] = mapped_column(default=0)

    seasons: Mapped[list[Season]] = relationship(order_by="Season.start", cascade="all, delete-orphan")


class StandingsCache(db.Model):
    """Standings as last computed for one version of a league (and one season, 0 for all games)."""

    __tablename__ = "standings_cache"

    league_id: Mapped[str] = mapped_column(ForeignKey("leagues.id", ondelete="CASCADE"), primary_key=True)
    season_id: Mapped[int] = mapped_column(primary_key=True)
    version: Mapped[int]
    body: Mapped[dict[str, Any]] = mapped_column(JSON)


class Season(db.Model):
    """A named date range of a league; a game's date decides its season."""

    __tablename__ = "seasons"

    id: Mapped[int] = mapped_column(primary_key=True)
    league_id: Mapped[str] = mapped_column(ForeignKey("leagues.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(80))
    start: Mapped[date]
    end: Mapped[date]


class Game(db.Model):
    """One game: its frozen rule settings, its sides and rounds, and cached results."""

    __tablename__ = "games"
    __table_args__ = (
        Index("ix_games_league_status_played", "league_id", "status", "played_on"),
        Index("ix_games_league_status_played_id", "league_id", "status", "played_on", "id"),
    )

    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64))
    ruleset_key: Mapped[str] = mapped_column(String(20))
    settings: Mapped[dict[str, Any]] = mapped_column(JSON)
    first_dealer: Mapped[int] = mapped_column(default=0)
    deal_rotation: Mapped[str] = mapped_column(String(20), default="clockwise")
    played_on: Mapped[date] = mapped_column(default=lambda: utcnow().date())
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    version: Mapped[int] = mapped_column(default=1)
    status: Mapped[str] = mapped_column(String(10), default="playing")
    winner: Mapped[int | None]
    margin: Mapped[int | None]
    league_id: Mapped[str | None] = mapped_column(ForeignKey("leagues.id"))
    rated: Mapped[bool] = mapped_column(default=False)

    sides: Mapped[list[Side]] = relationship(
        back_populates="game", order_by="Side.position", cascade="all, delete-orphan"
    )
    rounds: Mapped[list[Round]] = relationship(
        back_populates="game", order_by="Round.number", cascade="all, delete-orphan"
    )


class Player(db.Model):
    """A person at the table; in a league the same record serves every game (one name, one person)."""

    __tablename__ = "players"
    __table_args__ = (UniqueConstraint("league_id", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80))
    league_id: Mapped[str | None] = mapped_column(ForeignKey("leagues.id", ondelete="CASCADE"))
    rating_mu: Mapped[float | None]
    rating_sigma: Mapped[float | None]


class Side(db.Model):
    """A side of a game (one player or a partnership) with its starting and cached current total."""

    __tablename__ = "sides"
    __table_args__ = (
        UniqueConstraint("game_id", "position"),
        # Covers the standings aggregation: the side summaries are read from the index alone.
        Index(
            "ix_sides_standings",
            "game_id",
            "id",
            "won",
            "total",
            "against",
            "rounds_played",
            "canastas",
            "went_out",
            "partnership",
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    position: Mapped[int]
    name: Mapped[str] = mapped_column(String(120))
    start: Mapped[int] = mapped_column(default=0)
    total: Mapped[int] = mapped_column(default=0)
    # Maintained summaries (recomputed with every write), so league standings are one SQL aggregation.
    won: Mapped[bool] = mapped_column(default=False)
    against: Mapped[int] = mapped_column(default=0)
    rounds_played: Mapped[int] = mapped_column(default=0)
    canastas: Mapped[int] = mapped_column(default=0)
    went_out: Mapped[int] = mapped_column(default=0)
    partnership: Mapped[str] = mapped_column(String(40), default="", index=True)

    game: Mapped[Game] = relationship(back_populates="sides")
    seats: Mapped[list[Seat]] = relationship(order_by="Seat.position", cascade="all, delete-orphan", lazy="selectin")


class Seat(db.Model):
    """A player's place on a side, in seating order."""

    __tablename__ = "seats"
    __table_args__ = (UniqueConstraint("side_id", "position"), Index("ix_seats_side_player", "side_id", "player_id"))

    id: Mapped[int] = mapped_column(primary_key=True)
    side_id: Mapped[int] = mapped_column(ForeignKey("sides.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), index=True)
    position: Mapped[int]

    player: Mapped[Player] = relationship(lazy="joined")


class Round(db.Model):
    """One hand of a game; (game, number) is unique, so a round is stored exactly once."""

    __tablename__ = "rounds"
    __table_args__ = (UniqueConstraint("game_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    number: Mapped[int]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    game: Mapped[Game] = relationship(back_populates="rounds")
    entries: Mapped[list[Entry]] = relationship(
        order_by="Entry.position", cascade="all, delete-orphan", lazy="selectin"
    )


class Entry(db.Model):
    """One side's raw counts in one round, with the cached score and total they produce."""

    __tablename__ = "entries"
    __table_args__ = (UniqueConstraint("round_id", "position"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    position: Mapped[int]
    meld_points: Mapped[int] = mapped_column(default=0)
    hand_points: Mapped[int] = mapped_column(default=0)
    natural_canastas: Mapped[int] = mapped_column(default=0)
    mixed_canastas: Mapped[int] = mapped_column(default=0)
    joker_canastas: Mapped[int] = mapped_column(default=0)
    red_threes: Mapped[int] = mapped_column(default=0)
    red_threes_in_hand: Mapped[int] = mapped_column(default=0)
    going_out: Mapped[str | None] = mapped_column(String(20))
    penalty_points: Mapped[int] = mapped_column(default=0)
    meld_cards: Mapped[dict[str, int] | None] = mapped_column(JSON)
    hand_cards: Mapped[dict[str, int] | None] = mapped_column(JSON)
    score: Mapped[int] = mapped_column(default=0)
    total: Mapped[int] = mapped_column(default=0)


class Event(db.Model):
    """One write to a game, as history: when, what, before and after, and by whom."""

    __tablename__ = "events"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    at: Mapped[datetime] = mapped_column(default=utcnow)
    action: Mapped[str] = mapped_column(String(20))
    round: Mapped[int | None]
    before: Mapped[Any | None] = mapped_column(JSON)
    after: Mapped[Any | None] = mapped_column(JSON)
    by: Mapped[str] = mapped_column(String(80))
    imported: Mapped[bool] = mapped_column(default=False)
