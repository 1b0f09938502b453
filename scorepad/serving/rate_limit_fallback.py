"""Limits counted in Redis, and in the app's database while Redis doesn't answer (`redis+database://`, what
config.py makes of a `redis://` SCOREPAD_RATELIMIT_STORAGE_URI).

Flask-Limiter's own fallback counts in each process's memory: with two servers of two workers each, a club's
limit of 10 sign-ins became 40 while Redis was stopped, and nobody was told. Counting in the database instead
keeps one count for every worker and server (the database is the one store they all must reach anyway), and a
warning naming the Redis says it stopped. Redis is tried again every RETRY_SECONDS; counts made meanwhile stay in
the database, so a window that spans the outage counts its hits in two places at most, never per process."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any, TypeVar

from limits.storage import Storage, storage_from_string
from sqlalchemy.exc import SQLAlchemyError

from ..storage.addresses import shown_address
from .rate_limit_store import DatabaseStorage

RETRY_SECONDS = 5.0  # how long a Redis that failed is left alone before it is asked again
SUFFIX = "+database"
T = TypeVar("T")
log = logging.getLogger(__name__)


class RedisThenDatabase(Storage):
    """Redis's counters while it answers, the database's `rate_counters` while it doesn't."""

    STORAGE_SCHEME = ["redis+database", "rediss+database"]

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **options: Any) -> None:
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)
        scheme, rest = str(uri).split("://", 1)
        self.address = f"{scheme.removesuffix(SUFFIX)}://{rest}"
        self.redis = storage_from_string(self.address, **options)
        self.database = DatabaseStorage("database://")
        self.down_until = 0.0  # while Redis is left alone (0: it answered last time it was asked)

    @property
    def base_exceptions(self) -> type[Exception] | tuple[type[Exception], ...]:
        """What a failing database raises (Redis's failures are caught here)."""
        return SQLAlchemyError

    def counting(self, call: Callable[[Storage], T]) -> T:
        """`call` on Redis, or on the database while Redis fails (a warning naming it when it stops answering)."""
        if time.monotonic() >= self.down_until:
            try:
                answer = call(self.redis)  # type: ignore[arg-type]
            except Exception as error:  # ConnectionError, TimeoutError: whatever Redis's client raises
                if not self.down_until:
                    log.warning(
                        "The rate-limit store %s does not answer (%s: %s): counting in the database until it does",
                        shown_address(self.address), type(error).__name__, error,
                    )  # fmt: skip
                self.down_until = time.monotonic() + RETRY_SECONDS
            else:
                if self.down_until:
                    log.info("The rate-limit store %s answers again", shown_address(self.address))
                self.down_until = 0.0
                return answer
        return call(self.database)

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        """Count `amount` hits against `key` (see DatabaseStorage.incr)."""
        return self.counting(lambda store: store.incr(key, expiry, amount))

    def get(self, key: str) -> int:
        """The hits counted against `key` in its current window."""
        return self.counting(lambda store: store.get(key))

    def get_expiry(self, key: str) -> float:
        """When the current window of `key` ends."""
        return self.counting(lambda store: store.get_expiry(key))

    def check(self) -> bool:
        """Whether Redis answers (what /healthz reports as the limit store; the limits count on meanwhile)."""
        try:
            return bool(self.redis.check())
        except Exception:
            return False

    def reset(self) -> int | None:
        """Forget every counter, in both stores."""
        return (self.counting(lambda store: store.reset()) or 0) + (self.database.reset() or 0)

    def clear(self, key: str) -> None:
        """Forget the counter of one key, in both stores."""
        self.counting(lambda store: store.clear(key))
        self.database.clear(key)
