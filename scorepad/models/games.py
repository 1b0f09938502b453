"""Games: their frozen settings, sides and seats, rounds of raw counts, history, and cached results."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from ..core.sizes import PLAYER_NAME_MAX, ROUND_ID_MAX, SIDE_NAME_MAX
from ..core.tokens import new_id
from ..extensions import db
from .base import utcnow


class Game(db.Model):
    """One game: its frozen rule settings, its sides and rounds, and cached results."""

    __tablename__ = "games"
    __table_args__ = (
        Index("ix_games_league_status_played", "league_id", "status", "played_on"),
        Index("ix_games_league_status_played_id", "league_id", "status", "played_on", "id"),
    )

    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64))
    edit_link_salt: Mapped[str | None] = mapped_column(String(32))  # a new salt makes a new edit link
    ruleset_key: Mapped[str] = mapped_column(String(40))
    settings: Mapped[dict[str, Any]] = mapped_column(JSON)
    first_dealer: Mapped[int] = mapped_column(default=0)
    deal_rotation: Mapped[str] = mapped_column(String(20), default="clockwise")
    played_on: Mapped[date] = mapped_column(default=lambda: utcnow().date())
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    version: Mapped[int] = mapped_column(default=1)
    status: Mapped[str] = mapped_column(String(10), default="playing")
    ended_by_table: Mapped[bool] = mapped_column(default=False)
    winner: Mapped[int | None]
    margin: Mapped[int | None]
    league_id: Mapped[str | None] = mapped_column(ForeignKey("leagues.id"))
    rated: Mapped[bool] = mapped_column(default=False)
    confirmed: Mapped[bool] = mapped_column(default=False)  # every round confirmed by every side (games/refresh.py)
    hands: Mapped[int | None]  # the game ends after this many rounds (a club evening's table); None: by its rules

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

    id: Mapped[int] = mapped_column(primary_key=True)  # the database's own: never shown (it counts up)
    public_id: Mapped[str] = mapped_column(String(24), unique=True, default=new_id)  # the id pages and the API show
    name: Mapped[str] = mapped_column(String(PLAYER_NAME_MAX))
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
            "count_1",
            "count_2",
            "went_out",
            "partnership",
            "place",
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    position: Mapped[int]
    name: Mapped[str] = mapped_column(String(SIDE_NAME_MAX))
    start: Mapped[int] = mapped_column(default=0)
    total: Mapped[int] = mapped_column(default=0)
    # Kept by games/refresh.py with every write, so league standings are one SQL aggregation.
    won: Mapped[bool] = mapped_column(default=False)
    against: Mapped[int] = mapped_column(default=0)
    rounds_played: Mapped[int] = mapped_column(default=0)
    count_1: Mapped[int] = mapped_column(default=0)  # the family's league counts summed over every round
    count_2: Mapped[int] = mapped_column(default=0)
    went_out: Mapped[int] = mapped_column(default=0)
    place: Mapped[int] = mapped_column(default=1)
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
    """One hand of a game; (game, number) is unique, and so is the id the phone gave it when first saved."""

    __tablename__ = "rounds"
    __table_args__ = (UniqueConstraint("game_id", "number"), UniqueConstraint("game_id", "client_id"))

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    number: Mapped[int]
    client_id: Mapped[str | None] = mapped_column(String(ROUND_ID_MAX))
    version: Mapped[int] = mapped_column(default=1)  # the game's version when this round last changed
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    game: Mapped[Game] = relationship(back_populates="rounds")
    entries: Mapped[list[Entry]] = relationship(
        order_by="Entry.position", cascade="all, delete-orphan", lazy="selectin"
    )


class Entry(db.Model):
    """One side's counts in one round, stored as its family's own value (what the family's entry class reads and
    writes, checked on the way in), with what is kept for speed: the score and total they produce, whether the
    side went out, and the family's league counts (in the order it declares them)."""

    __tablename__ = "entries"
    __table_args__ = (UniqueConstraint("round_id", "position"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    position: Mapped[int]
    counts: Mapped[dict[str, Any]] = mapped_column(JSON)
    score: Mapped[int] = mapped_column(default=0)
    total: Mapped[int] = mapped_column(default=0)
    went_out: Mapped[bool] = mapped_column(default=False)
    count_1: Mapped[int] = mapped_column(default=0)
    count_2: Mapped[int] = mapped_column(default=0)


class Event(db.Model):
    """One write to a game, as history: when, what, before and after, and who did it (as data)."""

    __tablename__ = "events"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    at: Mapped[datetime] = mapped_column(default=utcnow)
    action: Mapped[str] = mapped_column(String(20))
    round: Mapped[int | None]
    before: Mapped[Any | None] = mapped_column(JSON)
    after: Mapped[Any | None] = mapped_column(JSON)
    by_kind: Mapped[str] = mapped_column(String(20))  # phone, user, token, league_token, api, imported
    by_name: Mapped[str] = mapped_column(String(80), default="")
    imported: Mapped[bool] = mapped_column(default=False)
