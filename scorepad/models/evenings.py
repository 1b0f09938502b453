"""Club evenings (RULES.md 14): an evening of a league, who came (and when they came or went), its rounds and
the tables of each round, every table a league game. The draw is kept as stored values, so the engine rebuilds
the rounds before (`seat_table`) for the next draw."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from ..core.sizes import EVENING_NAME_MAX
from ..extensions import db
from .base import utcnow


class Evening(db.Model):
    """One club evening: its settings (fixed when it starts), the draw's seed, its state, and a version that moves
    on with every change of the evening or of one of its tables' games (one conditional read follows it all)."""

    __tablename__ = "evenings"

    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    league_id: Mapped[str] = mapped_column(ForeignKey("leagues.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(EVENING_NAME_MAX))
    form: Mapped[str] = mapped_column(String(12))  # "pairs" or "individuals"
    movement: Mapped[str | None] = mapped_column(String(12))  # "mitchell", "standing"; None for individuals
    rounds: Mapped[int]  # the rounds planned
    hands: Mapped[int | None]  # hands per round; None: each table plays to the family's end
    scoring: Mapped[str] = mapped_column(String(20))  # "points", "victory_points", "match_points"
    bands: Mapped[list[Any]] = mapped_column(JSON)  # [[up_to or None, winner, loser], ...]
    bye_score: Mapped[int | None]
    seed: Mapped[int] = mapped_column(BigInteger)
    state: Mapped[str] = mapped_column(String(10), default="playing")  # "playing", "finished"
    final: Mapped[list[Any] | None] = mapped_column(JSON)  # the final ranking, kept when the last round closes
    version: Mapped[int] = mapped_column(default=1)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    players: Mapped[list[EveningPlayer]] = relationship(
        order_by="EveningPlayer.id", cascade="all, delete-orphan", lazy="selectin"
    )
    drawn: Mapped[list[EveningRound]] = relationship(
        order_by="EveningRound.number", cascade="all, delete-orphan", lazy="selectin"
    )


class EveningPlayer(db.Model):
    """A league player at an evening: the partnership (pairs form), from which round and up to which round."""

    __tablename__ = "evening_players"
    __table_args__ = (UniqueConstraint("evening_id", "player_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[str] = mapped_column(ForeignKey("evenings.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), index=True)
    pair: Mapped[int | None]  # the partnership's number (pairs form)
    arrived: Mapped[int] = mapped_column(default=1)  # the first round drawn with the player
    left: Mapped[int | None]  # the last round drawn with the player (None: still here)


class EveningRound(db.Model):
    """One drawn round: playing or closed, and who sat out (league player ids, the database's own)."""

    __tablename__ = "evening_rounds"
    __table_args__ = (UniqueConstraint("evening_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[str] = mapped_column(ForeignKey("evenings.id", ondelete="CASCADE"))
    number: Mapped[int]
    state: Mapped[str] = mapped_column(String(10), default="playing")  # "playing", "closed"
    byes: Mapped[list[int]] = mapped_column(JSON, default=list)
    closed_at: Mapped[datetime | None]

    tables: Mapped[list[EveningTable]] = relationship(
        order_by="EveningTable.number", cascade="all, delete-orphan", lazy="selectin"
    )


class EveningTable(db.Model):
    """One table of a round: its number, its game, its sides as drawn (player ids in seat order), and whether the
    organiser ended its game when closing the round."""

    __tablename__ = "evening_tables"
    __table_args__ = (UniqueConstraint("round_id", "number"), Index("ix_evening_tables_game", "game_id", unique=True))

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("evening_rounds.id", ondelete="CASCADE"), index=True)
    evening_id: Mapped[str] = mapped_column(ForeignKey("evenings.id", ondelete="CASCADE"), index=True)
    number: Mapped[int]
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    sides: Mapped[list[list[int]]] = mapped_column(JSON)
    ended: Mapped[bool] = mapped_column(default=False)
