"""Evidence for disputes: photos of the table on a round (their bytes where the club keeps them), and the rounds
each side confirmed."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, LargeBinary, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from ..core.sizes import PLAYER_NAME_MAX, ROUND_ID_MAX
from ..extensions import db
from .base import utcnow


class Photo(db.Model):
    """A photo of the table on one round of a game, re-encoded (pixels only); its bytes are in the photo store.
    A photo is tied to the round's number, so a deleted round restored shows its photos again."""

    __tablename__ = "photos"
    __table_args__ = (Index("ix_photos_game_round", "game_id", "round"), UniqueConstraint("game_id", "client_id"))

    id: Mapped[str] = mapped_column(String(24), primary_key=True)  # random: the address names it
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    round: Mapped[int]
    client_id: Mapped[str | None] = mapped_column(String(ROUND_ID_MAX))  # the id a phone's outbox gave it: sent once
    media_type: Mapped[str] = mapped_column(String(20))
    width: Mapped[int]
    height: Mapped[int]
    size: Mapped[int]  # bytes of the kept photo
    thumb_size: Mapped[int]
    digest: Mapped[str] = mapped_column(String(64))  # SHA-256 of the kept photo: its ETag
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    by_kind: Mapped[str] = mapped_column(String(20))
    by_name: Mapped[str] = mapped_column(String(80), default="")


class PhotoBlob(db.Model):
    """A photo's bytes (the picture or its thumbnail) when the database keeps them, as it does by default."""

    __tablename__ = "photo_blobs"

    photo_id: Mapped[str] = mapped_column(ForeignKey("photos.id", ondelete="CASCADE"), primary_key=True)
    kind: Mapped[str] = mapped_column(String(10), primary_key=True)  # "photo" or "thumb"
    data: Mapped[bytes] = mapped_column(LargeBinary, deferred=True)


class Confirmation(db.Model):
    """One side's word that a round's counts are right ("confirmed by <side>"); a correction of the round
    takes it back."""

    __tablename__ = "confirmations"
    __table_args__ = (UniqueConstraint("game_id", "round", "side"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    round: Mapped[int]
    side: Mapped[int]  # the side's position in its game
    signed_by: Mapped[str] = mapped_column(String(PLAYER_NAME_MAX), default="")  # the side's player who gave it
    at: Mapped[datetime] = mapped_column(default=utcnow)
    by_kind: Mapped[str] = mapped_column(String(20))
    by_name: Mapped[str] = mapped_column(String(80), default="")
