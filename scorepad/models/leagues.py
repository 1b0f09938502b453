"""Leagues: default rules for their games, seasons, and the sums their standings are read from."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column, relationship

from ..core.sizes import EMBED_ORIGINS_MAX, LEAGUE_NAME_MAX, SEASON_NAME_MAX
from ..extensions import db
from .base import utcnow


class League(db.Model):
    """A club's league: one game family, default rules for its games, seasons, and shared players."""

    __tablename__ = "leagues"

    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    name: Mapped[str] = mapped_column(String(LEAGUE_NAME_MAX))
    token_hash: Mapped[str] = mapped_column(String(64))
    ruleset_key: Mapped[str] = mapped_column(String(40))
    settings: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    ratings_stale: Mapped[bool] = mapped_column(default=False)
    standings_version: Mapped[int] = mapped_column(default=0)
    # A game counts in the standings only once every side confirmed every round (the score sheet countersigned).
    confirmations_required: Mapped[bool] = mapped_column(default=False)
    # Who may see it (its standings, games, players): its members only, or anyone (listed on /leagues).
    visibility: Mapped[str] = mapped_column(String(10), default="members", server_default="members")
    # The origins whose pages may show its standings in a frame (/leagues/<id>/embed), space-separated: none by default.
    embed_origins: Mapped[str] = mapped_column(String(EMBED_ORIGINS_MAX), default="", server_default="")

    seasons: Mapped[list[Season]] = relationship(order_by="Season.start", cascade="all, delete-orphan")


class LeagueShare(db.Model):
    """What one finished league game adds to one standings row (a player's or a partnership's), as it was
    counted: a later change to the game takes exactly this back out of the tallies before adding the new."""

    __tablename__ = "league_shares"
    __table_args__ = (
        Index("ix_league_shares_dates", "league_id", "played_on"),
        # Head-to-head of tied rows: a key's won games, read from the index alone.
        Index("ix_league_shares_keys", "league_id", "kind", "key", "won", "played_on", "game_id", "side"),
    )

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    kind: Mapped[str] = mapped_column(String(12), primary_key=True)  # "player" or "partnership"
    key: Mapped[str] = mapped_column(String(40), primary_key=True)  # a player's id, or a partnership's ("3-17")
    league_id: Mapped[str] = mapped_column(ForeignKey("leagues.id", ondelete="CASCADE"))
    played_on: Mapped[date]
    side: Mapped[int]  # the side's position in its game: shares of one game on other sides sat opposite
    won: Mapped[int]
    points_for: Mapped[int]
    points_against: Mapped[int]
    rounds: Mapped[int]
    count_1: Mapped[int]  # the family's league counts (rules/family.py league_counts), in its order
    count_2: Mapped[int]
    went_out: Mapped[int]
    place: Mapped[int]


class LeagueTally(db.Model):
    """A standings row's sums over a league's finished games (season 0: all of them), kept with every write."""

    __tablename__ = "league_tallies"

    league_id: Mapped[str] = mapped_column(ForeignKey("leagues.id", ondelete="CASCADE"), primary_key=True)
    season_id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(12), primary_key=True)
    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    played: Mapped[int] = mapped_column(default=0)
    won: Mapped[int] = mapped_column(default=0)
    points_for: Mapped[int] = mapped_column(default=0)
    points_against: Mapped[int] = mapped_column(default=0)
    rounds: Mapped[int] = mapped_column(default=0)
    count_1: Mapped[int] = mapped_column(default=0)
    count_2: Mapped[int] = mapped_column(default=0)
    went_out: Mapped[int] = mapped_column(default=0)
    places: Mapped[int] = mapped_column(default=0)


class LeagueMeeting(db.Model):
    """How often one standings row (a player or a partnership) won a game in which another sat opposite, per
    league and season (0: all games), kept with every write: head-to-head of tied rows is then a few lookups."""

    __tablename__ = "league_meetings"

    league_id: Mapped[str] = mapped_column(ForeignKey("leagues.id", ondelete="CASCADE"), primary_key=True)
    season_id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(12), primary_key=True)
    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    opponent: Mapped[str] = mapped_column(String(40), primary_key=True)
    wins: Mapped[int] = mapped_column(default=0)


class Season(db.Model):
    """A named date range of a league; a game's date decides its season."""

    __tablename__ = "seasons"

    id: Mapped[int] = mapped_column(primary_key=True)
    league_id: Mapped[str] = mapped_column(ForeignKey("leagues.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(SEASON_NAME_MAX))
    start: Mapped[date]
    end: Mapped[date]
