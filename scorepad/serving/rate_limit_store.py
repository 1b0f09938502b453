"""Rate-limit counters kept in the app's own database (`database://`), so every gunicorn worker and every
server sharing the database counts the same hits: Flask-Limiter's `memory://` counts per worker process.

Each call runs in its own short transaction on its own pooled connection, never in the request's session:
counting a hit commits nothing the request is doing, and a rolled-back request still counts. On SQLite the
transaction takes the write lock when it begins (as every write does here), so it must not run while the
request holds that lock: limits are counted before the view and after it, and a request's writes end inside
`writing()`. On SQLite a hit is one upsert run alone, sent straight to the driver (its own statement transaction
takes the write lock as it begins, as BEGIN IMMEDIATE does), and a counter is read the same way; on PostgreSQL one
upsert statement is atomic. Only the fixed-window strategy is offered
(Flask-Limiter's default). A request remembers the counter its own hit returned: the answer's X-RateLimit-* headers,
read right after the hit, need no second trip to the database."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

from flask import g, has_app_context
from limits.storage import Storage
from sqlalchemy import Connection, bindparam, case, delete, select, text
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import SQLAlchemyError

from ..storage.database import read_alone, written_alone

KEY_MAX = 255  # the column's size: longer keys are kept by their hash
SWEEP_EVERY = 200  # hits between two removals of expired counters (per process)
UPSERTS = {"sqlite": sqlite.insert, "postgresql": postgresql.insert}
COUNTED = "scorepad_rate_counted"  # in the request's `g`: stored key -> (hits, window's end) its last hit returned


def stored_key(key: str) -> str:
    """A limit's key as stored: itself, or its SHA-256 when too long for the column."""
    return key if len(key) <= KEY_MAX else "sha256:" + hashlib.sha256(key.encode()).hexdigest()


def counters() -> Any:
    """The counters' table."""
    from ..models import RateCounter

    return RateCounter.__table__


@lru_cache(maxsize=4)
def upserted(dialect: str) -> Any:
    """One hit counted: the upsert of a counter (a new window when the last one ended), returning its hits and
    the window's end; built once, its values bound per hit (`key`, `amount`, `now`, `until`)."""
    upsert = UPSERTS.get(dialect)
    if upsert is None:
        raise NotImplementedError(f"database:// rate limits need SQLite or PostgreSQL, not {dialect}")
    table, amount, until = counters(), bindparam("amount"), bindparam("until")
    ended = table.c.expires_at <= bindparam("now")
    return (
        upsert(table)
        .values(key=bindparam("key"), hits=amount, expires_at=until)
        .on_conflict_do_update(
            index_elements=[table.c.key],
            set_={
                "hits": case((ended, amount), else_=table.c.hits + amount),
                "expires_at": case((ended, until), else_=table.c.expires_at),
            },
        )
        .returning(table.c.hits, table.c.expires_at)
    )


@lru_cache(maxsize=1)
def running() -> Any:
    """A counter's hits and window's end while its window runs (`key`, `now`), built once."""
    table = counters()
    return select(table.c.hits, table.c.expires_at).where(
        table.c.key == bindparam("key"), table.c.expires_at > bindparam("now")
    )


class DatabaseStorage(Storage):
    """Fixed-window counters in the `rate_counters` table of the app's database (SQLite or PostgreSQL)."""

    STORAGE_SCHEME = ["database"]

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **options: Any) -> None:
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)
        self.hits_since_sweep = 0

    @property
    def base_exceptions(self) -> type[Exception] | tuple[type[Exception], ...]:
        """What a failing database raises."""
        return SQLAlchemyError

    @property
    def table(self) -> Any:
        """The counters' table."""
        return counters()

    @contextmanager
    def transaction(self, writer: bool = True) -> Iterator[Connection]:
        """A connection of its own with one transaction; a writer's takes SQLite's lock when it begins."""
        from ..extensions import db
        from ..storage.database import WRITE

        with db.engine.connect() as conn:
            conn = conn.execution_options(**{WRITE: writer})
            with conn.begin():
                if writer and conn.dialect.name == "postgresql":
                    # A counter lost with the last moments before a crash is harmless; waiting for the disk at
                    # every counted request (a sign-in, a round written) is not.
                    conn.execute(text("SET LOCAL synchronous_commit TO OFF"))
                yield conn

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        """Count `amount` hits against `key`, starting a new window of `expiry` seconds if the last one ended. On
        SQLite the upsert runs alone, straight to the driver (`written_alone`); every SWEEP_EVERY hits, and on
        PostgreSQL always, in a transaction of its own that also removes expired counters when due."""
        from ..extensions import db

        now, engine = time.time(), db.engine
        params = {"key": stored_key(key), "amount": amount, "now": now, "until": now + expiry}
        self.hits_since_sweep += 1
        if engine.dialect.name == "sqlite" and self.hits_since_sweep < SWEEP_EVERY:
            hits, expires_at = written_alone(engine, upserted("sqlite"), params)  # type: ignore[misc]
        else:
            with self.transaction() as conn:
                hits, expires_at = conn.execute(upserted(conn.dialect.name), params).one()
                if self.hits_since_sweep >= SWEEP_EVERY:
                    self.hits_since_sweep = 0
                    conn.execute(delete(self.table).where(self.table.c.expires_at < now))
        self.remember(key, (int(hits), float(expires_at)))
        return int(hits)

    def counted(self) -> dict[str, tuple[int, float]] | None:
        """The counters this request's own hits returned (None outside an app's context: nothing is remembered)."""
        if not has_app_context():
            return None
        return g.setdefault(COUNTED, {})  # type: ignore[no-any-return]

    def remember(self, key: str, row: tuple[int, float] | None) -> None:
        """Keep (or, with None, forget) the counter of `key` as this request's own hit left it."""
        counted = self.counted()
        if counted is not None:
            if row is None:
                counted.pop(stored_key(key), None)
            else:
                counted[stored_key(key)] = row

    def row(self, key: str) -> tuple[int, float] | None:
        """The hits and end of the current window of `key`, if one is running: as this request's own hit left it
        while that window runs, else read."""
        kept = (self.counted() or {}).get(stored_key(key))
        if kept is not None and kept[1] > time.time():
            return kept
        from ..extensions import db

        found = read_alone(db.engine, running(), {"key": stored_key(key), "now": time.time()})
        return (int(found[0]), float(found[1])) if found else None

    def get(self, key: str) -> int:
        """The hits counted against `key` in its current window (0 when none runs)."""
        found = self.row(key)
        return found[0] if found else 0

    def get_expiry(self, key: str) -> float:
        """When the current window of `key` ends (now, when none runs)."""
        found = self.row(key)
        return found[1] if found else time.time()

    def check(self) -> bool:
        """Whether the database answers."""
        try:
            with self.transaction(writer=False) as conn:
                conn.execute(select(1))
        except SQLAlchemyError:
            return False
        return True

    def reset(self) -> int | None:
        """Forget every counter; how many there were."""
        if (counted := self.counted()) is not None:
            counted.clear()
        with self.transaction() as conn:
            return conn.execute(delete(self.table)).rowcount

    def clear(self, key: str) -> None:
        """Forget the counter of one key."""
        self.remember(key, None)
        with self.transaction() as conn:
            conn.execute(delete(self.table).where(self.table.c.key == stored_key(key)))
