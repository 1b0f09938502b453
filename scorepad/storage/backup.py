"""Backups: every table to one JSON file and back, and an online copy of a SQLite database (the commands
are in cli.py). An export names the schema revision it was made at (the tables are read as the database holds
them, whatever the code's models say); an import into an empty database loads the rows at that revision, then
upgrades them through the migrations, so an export made before the latest migration restores as the migration
would have moved it. A backup of nothing is an error, never an empty file: a database that isn't there (a SQLite
file connecting would make), was never migrated, or holds no row is refused, naming it. A backup holds password
and token hashes: it is written readable by its owner only (0600)."""

from __future__ import annotations

import base64
import os
import sqlite3
from datetime import date, datetime
from pathlib import Path
from typing import Any

import click
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from flask import current_app
from flask_migrate import downgrade, upgrade
from sqlalchemy import Date, DateTime, Integer, LargeBinary, MetaData, Table, func, select, text

from ..extensions import db
from .addresses import shown_address

FORMAT = "scorepad-backup"
VERSION = 2  # 2: names the schema revision ("revision"); 1 did not
MIGRATIONS_TABLE = "alembic_version"
# rows that are no one's data: a database of only these is empty
BOOKKEEPING = {MIGRATIONS_TABLE, "rate_counters", "idempotency_keys"}


def plain(value: Any) -> Any:
    """A column value as JSON can hold it (dates as ISO text, bytes such as a photo's as Base64 text)."""
    if isinstance(value, bytes | memoryview):
        return base64.b64encode(bytes(value)).decode("ascii")
    return value.isoformat() if isinstance(value, date | datetime) else value


def migrations() -> ScriptDirectory:
    """The app's migration scripts."""
    directory = current_app.extensions["migrate"].directory
    return ScriptDirectory.from_config(current_app.extensions["migrate"].migrate.get_config(directory))


def current_revision() -> str | None:
    """The schema revision the database is at (None before any migration)."""
    return MigrationContext.configure(db.session.connection()).get_current_revision()


def present_tables() -> list[Table]:
    """The database's own tables as it holds them now, parents first (the migrations' bookkeeping left out)."""
    found = MetaData()
    found.reflect(bind=db.session.connection())
    return [t for t in found.sorted_tables if t.name != MIGRATIONS_TABLE]


def sqlite_file() -> Path | None:
    """The file of a SQLite database (None for another database, or one in memory)."""
    url = db.engine.url
    return (
        Path(url.database)
        if url.get_backend_name() == "sqlite" and url.database not in (None, "", ":memory:")
        else None
    )


def nothing_to_back_up() -> str | None:
    """Why this database can't be backed up, naming it: a SQLite file that isn't there (asking would make an empty
    one), a schema never migrated, or no row of anyone's data; None when there is something to back up."""
    named = shown_address(db.engine.url.render_as_string(hide_password=False))
    file = sqlite_file()
    if file is not None and not file.exists():
        return (
            f"There is no database at {file.resolve()} ({named}): nothing to back up. Run this with the server's "
            "settings (its env file: SCOREPAD_DATABASE_URL), as README's Backups say."
        )
    revision = current_revision()
    if revision is None:
        return f"The database {named} was never migrated (no schema revision): nothing to back up."
    if not any(
        db.session.scalar(select(func.count()).select_from(table))
        for table in present_tables()
        if table.name not in BOOKKEEPING
    ):
        return (
            f"The database {named} (schema revision {revision}) holds no game, league or account: nothing to back up."
        )
    return None


def write_private(path: Path, text: str) -> None:
    """Write `text` to `path`, readable and writable by its owner only (0600), whatever the umask or the file was."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.fchmod(descriptor, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as out:
        out.write(text)


def dump() -> dict[str, Any]:
    """Every row of every table, in an order that can be loaded again (parents first), and the schema revision."""
    tables = {}
    for table in present_tables():
        rows = db.session.execute(select(table).order_by(*table.primary_key.columns)).mappings()
        tables[table.name] = [{k: plain(v) for k, v in row.items()} for row in rows]
    return {"format": FORMAT, "version": VERSION, "revision": current_revision(), "tables": tables}


def typed(table: Any, row: dict[str, Any]) -> dict[str, Any]:
    """A row from the file with its dates turned back into date and datetime values, its bytes into bytes."""
    out = dict(row)
    for column in table.columns:
        value = out.get(column.name)
        if isinstance(value, str) and isinstance(column.type, DateTime):
            out[column.name] = datetime.fromisoformat(value)
        elif isinstance(value, str) and isinstance(column.type, Date):
            out[column.name] = date.fromisoformat(value)
        elif isinstance(value, str) and isinstance(column.type, LargeBinary):
            out[column.name] = base64.b64decode(value)
    return out


def revision_of(data: dict[str, Any]) -> str:
    """The schema revision a backup was made at, if these migrations know it; else why it can't be loaded."""
    if data.get("format") != FORMAT:
        raise click.ClickException("Not a Scorepad backup file.")
    revision, scripts = data.get("revision"), migrations()
    head = scripts.get_current_head()
    if not revision:
        raise click.ClickException(
            "This backup names no schema revision (it was made before Scorepad 0.2.0): import it with the Scorepad "
            f"that made it, upgrade that database (flask db upgrade) and export it again. This one is at {head}."
        )
    known = {script.revision for script in scripts.walk_revisions()}
    if revision not in known:
        raise click.ClickException(
            f"This backup was made at schema revision {revision}, which this Scorepad does not know (its latest is "
            f"{head}): import it with a Scorepad at least as new as the one that made it."
        )
    return str(revision)


def load(data: dict[str, Any]) -> tuple[int, str, str]:
    """Load a backup into an empty database: the schema is brought to the backup's revision (nothing is in it to
    lose), the rows loaded in one transaction, then upgraded through the migrations. Returns the number of rows,
    the backup's revision and the one the database is at now."""
    revision = revision_of(data)
    for table in present_tables():
        if db.session.scalar(select(func.count()).select_from(table)):
            raise click.ClickException(f"The database is not empty (table {table.name}); import into a new one.")
    directory = current_app.extensions["migrate"].directory
    at = current_revision()
    db.session.rollback()
    if at is not None and at != revision and migrations().get_revision(at) is not None:
        downgrade(directory=directory, revision=revision)  # an empty schema: only its shape changes
    if current_revision() != revision:
        upgrade(directory=directory, revision=revision)
    db.session.rollback()
    tables = {t.name: t for t in present_tables()}
    unknown = sorted(set(data["tables"]) - set(tables))
    if unknown:
        raise click.ClickException(f"The backup holds tables revision {revision} does not have: {', '.join(unknown)}.")
    count = 0
    for name, rows in data["tables"].items():
        if rows:
            db.session.execute(tables[name].insert(), [typed(tables[name], r) for r in rows])
            count += len(rows)
    if db.engine.dialect.name == "postgresql":  # ids were given explicitly: move each sequence past them
        # (table and column names below come from our own metadata, never from input)
        for table in tables.values():
            key = list(table.primary_key.columns)
            if len(key) == 1 and isinstance(key[0].type, Integer):
                name, column = table.name, key[0].name
                sql = f"SELECT setval(pg_get_serial_sequence('{name}', '{column}'), COALESCE((SELECT MAX({column}) FROM {name}), 0) + 1, false)"  # noqa: E501,S608
                db.session.execute(text(sql))
    db.session.commit()
    upgrade(directory=directory)  # the migrations after the backup's revision move its rows as they move any
    db.session.rollback()
    return count, revision, str(current_revision())


def sqlite_copy(database: str, target: Path) -> None:
    """Copy a live SQLite database consistently (SQLite's online backup), while the app keeps running; the copy is
    readable by its owner only."""
    write_private(target, "")
    source = sqlite3.connect(database)
    try:
        copy = sqlite3.connect(target)
        with copy:
            source.backup(copy)
        copy.close()
    finally:
        source.close()
