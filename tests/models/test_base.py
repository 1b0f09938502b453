"""The time columns are written in (models/base.py): UTC, without a zone, the same on every database."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from scorepad.models import utcnow


def test_now_is_utc_without_a_zone():
    before = datetime.now(UTC).replace(tzinfo=None)
    now = utcnow()
    after = datetime.now(UTC).replace(tzinfo=None)
    assert now.tzinfo is None and before <= now <= after
    assert abs(now - datetime.now().astimezone().astimezone(UTC).replace(tzinfo=None)) < timedelta(seconds=5)
