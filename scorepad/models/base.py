"""What every model shares: the time columns are written in."""

from __future__ import annotations

from datetime import UTC, datetime


def utcnow() -> datetime:
    """The current time in UTC, without a zone (stored the same on SQLite and PostgreSQL); called per row."""
    return datetime.now(UTC).replace(tzinfo=None)
