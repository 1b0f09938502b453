"""The answers kept for `Idempotency-Key`s, in the app's own database so that every worker and server sharing it
sees the same keys (the app holds no state outside the database).

A key is claimed by inserting its row before the view runs (one statement: the first of two requests racing
wins, the other finds the row), and the row is filled with the answer after it, or removed when the request was
refused. Each call runs in its own short transaction on its own connection, never in the request's session, as
the rate counters do (rate_limit_store.py): on SQLite it takes the write lock, so it runs before and after the
view, never inside `writing()`. Rows older than a day are removed whenever a key is claimed: no cron."""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from sqlalchemy import Connection, delete, select, update
from sqlalchemy.dialects import postgresql, sqlite

from ..extensions import db
from ..models import IdempotentAnswer
from ..storage.database import WRITE

KEPT_SECONDS = 24 * 60 * 60  # how long a key answers again
IN_FLIGHT_SECONDS = 120  # a claim older than this without an answer was abandoned (a crash): the key is free again
INSERTS = {"sqlite": sqlite.insert, "postgresql": postgresql.insert}


@dataclass(frozen=True)
class Kept:
    """What a key's row holds: the request's fingerprint and, once answered, the answer."""

    fingerprint: str
    status: int | None
    headers: dict[str, str]
    body: bytes


@contextmanager
def transaction() -> Iterator[Connection]:
    """A connection of its own with one write transaction."""
    with db.engine.connect() as conn:
        conn = conn.execution_options(**{WRITE: True})
        with conn.begin():
            yield conn


def keystream(secret: bytes, size: int) -> bytes:
    """SHAKE-256 of the key's secret as a one-time pad: each secret enciphers exactly one answer."""
    return hashlib.shake_256(b"scorepad idempotent answer\0" + secret).digest(size)


def enciphered(secret: bytes, body: bytes) -> bytes:
    """An answer's bytes enciphered (or deciphered) by the key's secret: a kept answer may carry a new game's
    token, which the database otherwise keeps only hashed, so reading the table alone must not give it away."""
    size = len(body)
    return (int.from_bytes(body) ^ int.from_bytes(keystream(secret, size))).to_bytes(size)


def claim(key: str, secret: bytes, fingerprint: str) -> Kept | None:
    """Claim `key` for a request with this fingerprint: None when it is this request's now (new, expired or
    abandoned), else what the key's row holds (an answer to give again, or a request still in flight)."""
    now, table = time.time(), IdempotentAnswer.__table__
    with transaction() as conn:
        conn.execute(delete(table).where(table.c.created_at < now - KEPT_SECONDS))
        insert = INSERTS[conn.dialect.name](table).values(key=key, fingerprint=fingerprint, created_at=now)
        # RETURNING says whether the row was inserted (psycopg may not tell a rowcount here)
        if conn.execute(insert.on_conflict_do_nothing(index_elements=["key"]).returning(table.c.key)).first():
            return None
        row = conn.execute(select(table).where(table.c.key == key)).one()
        if row.status is None and row.created_at < now - IN_FLIGHT_SECONDS:
            taken = update(table).where(table.c.key == key, table.c.created_at == row.created_at)
            if conn.execute(taken.values(fingerprint=fingerprint, created_at=now).returning(table.c.key)).first():
                return None
        return Kept(row.fingerprint, row.status, json.loads(row.headers or "{}"), enciphered(secret, row.body or b""))


def keep(key: str, secret: bytes, status: int, headers: dict[str, str], body: bytes) -> None:
    """Keep the answer a claimed key's request got, its body enciphered by the key's secret."""
    table = IdempotentAnswer.__table__
    with transaction() as conn:
        done = {"status": status, "headers": json.dumps(headers), "body": enciphered(secret, body)}
        conn.execute(update(table).where(table.c.key == key, table.c.status.is_(None)).values(**done))


def release(key: str) -> None:
    """Free a claimed key whose request was refused or failed: a retry is tried again."""
    table = IdempotentAnswer.__table__
    with transaction() as conn:
        conn.execute(delete(table).where(table.c.key == key, table.c.status.is_(None)))
