"""Database plumbing: SQLite pragmas, and write transactions opened and closed in one place."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache, wraps
from typing import Any, ParamSpec, TypeVar

from flask import Flask
from sqlalchemy import Dialect, Engine, Executable, event
from sqlalchemy.exc import IntegrityError

from ..core.errors import Conflict, NotFound
from ..extensions import db
from ..rules.problems import N_, Problem

WRITE = "scorepad_write"
RACED = N_("Someone else saved the same thing at the same moment; please look again and retry.")
P = ParamSpec("P")
R = TypeVar("R")


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
        connection.exec_driver_sql("BEGIN IMMEDIATE" if connection.get_execution_options().get(WRITE) else "BEGIN")


@contextmanager
def writing() -> Iterator[None]:
    """One write transaction: begun as a writer (concurrent writers queue instead of failing), committed
    at the end, rolled back on any error so nothing half-written stays. Nested uses join the outer one."""
    if db.session.info.get(WRITE):
        yield
        return
    db.session.rollback()  # end any read transaction: a write must begin as a writer
    db.session.connection(execution_options={WRITE: True})
    db.session.info[WRITE] = True
    try:
        yield
        db.session.commit()
    except IntegrityError as error:
        db.session.rollback()
        if not unique_violation(error):
            raise
        # Checks run before writing, so a taken name or number reaching the database means a write raced ours.
        raise Conflict([Problem("_state", RACED)]) from error
    except BaseException:
        db.session.rollback()
        raise
    finally:
        db.session.info.pop(WRITE, None)


def unique_violation(error: IntegrityError) -> bool:
    """Whether the database refused a row because a unique key was taken (SQLite or PostgreSQL)."""
    return getattr(error.orig, "sqlstate", None) == "23505" or "UNIQUE constraint failed" in str(error.orig)


def rolled_back() -> None:
    """End the request's transaction before answering an error; a database that can't even roll back (gone,
    say) is left to the pool, so the answer still goes out."""
    try:
        db.session.rollback()
    except Exception:  # an error answer must not fail on the database
        logging.getLogger(__name__).exception("Rollback failed while answering an error")


def write(operation: Callable[P, R]) -> Callable[P, R]:
    """Run an operation as one write transaction (see `writing`)."""

    @wraps(operation)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        with writing():
            return operation(*args, **kwargs)

    return run


def found(model: type[R], key: Any, path: str, message: str) -> R:
    """A row by its key, or NotFound naming `path` with `message`."""
    row = db.session.get(model, key)
    if row is None:
        raise NotFound([Problem(path, message)])
    return row


def light_read(statement: Executable, params: dict[str, Any]) -> tuple[Any, ...] | None:
    """The first row of one statement, run alone (it needs no transaction around it) on a pooled connection of
    its own, outside the request's ORM session: a cached page's version lookup (see `read_alone`)."""
    return read_alone(db.engine, statement, params)


def read_alone(engine: Engine, statement: Executable, params: dict[str, Any]) -> tuple[Any, ...] | None:
    """`light_read` on a given engine (where no app context is at hand). The statement is compiled once per
    dialect and sent straight to the driver: SQLAlchemy's execution and result machinery would cost five times
    what SQLite takes to answer, and half of a PostgreSQL round trip. Values come as the driver gives them (on
    SQLite a time is text). When something watches the engine's statements (query recording, tracing, echo,
    tests counting), the read goes through SQLAlchemy instead, so they see it as they expect."""
    return alone(engine, statement, params)


def written_alone(engine: Engine, statement: Executable, params: dict[str, Any]) -> tuple[Any, ...] | None:
    """The first row a statement that writes returns (an upsert's RETURNING), run alone and committed at once, as
    `read_alone` runs a read: on SQLite its own statement transaction takes the write lock as it begins (as BEGIN
    IMMEDIATE does) and commits as it ends. SQLite only: PostgreSQL's writers say how they commit."""
    if engine.dialect.name != "sqlite":
        raise NotImplementedError("written_alone runs on SQLite only")
    return alone(engine, statement, params, writes=True)


def alone(
    engine: Engine, statement: Executable, params: dict[str, Any], writes: bool = False
) -> tuple[Any, ...] | None:
    """One statement on a pooled connection of its own, outside the request's session (see `read_alone`)."""
    dispatch = engine.dispatch
    if engine.echo or dispatch.before_cursor_execute or dispatch.after_cursor_execute:
        with engine.connect() as connection:
            connection = connection.execution_options(**{WRITE: writes})
            row = connection.execute(statement, params).first()
            if writes:
                connection.commit()
            return tuple(row) if row is not None else None
    sql, names = compiled(statement, engine.dialect)
    pooled = engine.raw_connection()
    driver, cursor = pooled.driver_connection, None
    sqlite = engine.dialect.name == "sqlite"  # its connections run in autocommit already (tune_sqlite)
    was = None if sqlite else driver.autocommit  # type: ignore[union-attr]
    try:
        if not sqlite:
            driver.autocommit = True  # type: ignore[union-attr]  # one SELECT: no BEGIN and no ROLLBACK round trips
        cursor = pooled.cursor()
        cursor.execute(sql, tuple(params[name] for name in names) if names is not None else params)
        row = cursor.fetchone()
    except Exception as error:
        if engine.dialect.is_disconnect(error, driver, cursor):  # type: ignore[arg-type]
            pooled.invalidate(error)
            engine.dispose(close=False)  # the database went away: the other pooled connections are gone too
        raise
    finally:
        if cursor is not None:
            cursor.close()
        if not sqlite and pooled.is_valid:
            driver.autocommit = was  # type: ignore[union-attr]  # as it was handed out
        pooled.close()
    return tuple(row) if row is not None else None


@lru_cache(maxsize=64)
def compiled(statement: Executable, dialect: Dialect) -> tuple[str, tuple[str, ...] | None]:
    """A statement's SQL for a dialect, and the order of its parameters when the driver takes them by position."""
    done = statement.compile(dialect=dialect)  # type: ignore[attr-defined]
    return done.string, tuple(done.positiontup) if dialect.positional else None


def setup_database(app: Flask) -> None:
    """Tune the engine for its dialect (migrations run before serving, never here)."""
    with app.app_context():
        if db.engine.dialect.name == "sqlite":
            tune_sqlite(db.engine)
