"""Leagues: default rules for their games, seasons, and the standings kept per league version."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column, relationship

from ..extensions import db
from ..limits import LEAGUE_NAME_MAX, SEASON_NAME_MAX
from .base import utcnow


class League(db.Model):
    """A club's league: one game family, default rules for its games, seasons, and shared players."""

    __tablename__ = "leagues"

    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    name: Mapped[str] = mapped_column(String(LEAGUE_NAME_MAX))
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
    name: Mapped[str] = mapped_column(String(SEASON_NAME_MAX))
    start: Mapped[date]
    end: Mapped[date]
