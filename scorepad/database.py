"""Database plumbing: SQLite pragmas and write locks, and migrations applied at start."""

from __future__ import annotations

import fcntl
from pathlib import Path
from typing import Any

from flask import Flask
from flask_migrate import upgrade
from sqlalchemy import Engine, event

from .extensions import db

WRITE = "scorepad_write"


def tune_sqlite(engine: Engine) -> None:
    """WAL, a busy timeout and foreign keys; writers take the lock when they begin (BEGIN IMMEDIATE)."""

    @event.listens_for(engine, "connect")
    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we issue BEGIN ourselves, below
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA busy_timeout=10000")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def on_begin(connection: Any) -> None:
        immediate = connection.get_execution_options().get(WRITE)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def begin_write() -> None:
    """Open the session's transaction as a writer, so concurrent writers queue instead of failing."""
    db.session.connection(execution_options={WRITE: True})


def setup_database(app: Flask) -> None:
    """Tune the engine for its dialect and bring the schema to the newest migration if asked."""
    with app.app_context():
        if db.engine.dialect.name == "sqlite":
            tune_sqlite(db.engine)
        if app.config["SCOREPAD_AUTO_MIGRATE"]:
            lock_path = Path(app.instance_path) / "migrate.lock"
            with open(lock_path, "w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)  # several workers start at once; one migrates
                upgrade(directory=app.extensions["migrate"].directory)
