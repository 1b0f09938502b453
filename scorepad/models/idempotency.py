"""The first answer to a creating request sent with an `Idempotency-Key`, kept a day so that a retry with the same
key gets it again instead of creating twice."""

from __future__ import annotations

from sqlalchemy import Index, LargeBinary, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from ..extensions import db


class IdempotentAnswer(db.Model):
    """One key's request and, once it succeeded, its answer (the body unreadable without the key itself)."""

    __tablename__ = "idempotency_keys"
    __table_args__ = (Index("ix_idempotency_keys_created_at", "created_at"),)

    # SHA-256 of who asked (their credential), the method, the path and the key: never the key itself.
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    fingerprint: Mapped[str] = mapped_column(String(64))  # SHA-256 of the request's query and body
    created_at: Mapped[float]  # seconds since the epoch, as the rate counters keep time
    status: Mapped[int | None]  # None while the first request is still in flight
    headers: Mapped[str | None] = mapped_column(Text)  # the answer's headers that matter, as a JSON object
    body: Mapped[bytes | None] = mapped_column(LargeBinary)  # the answer's bytes, enciphered by the key
