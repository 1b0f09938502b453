"""Backups: every table to one JSON file and back, and an online copy of a SQLite database (the commands
are in cli.py)."""

from __future__ import annotations

import sqlite3
from datetime import date, datetime
from pathlib import Path
from typing import Any

import click
from sqlalchemy import Date, DateTime, Integer, func, select, text

from ..extensions import db

FORMAT = "scorepad-backup"


def plain(value: Any) -> Any:
    """A column value as JSON can hold it (dates as ISO text)."""
    return value.isoformat() if isinstance(value, date | datetime) else value


def dump() -> dict[str, Any]:
    """Every row of every table, in an order that can be loaded again (parents first)."""
    tables = {}
    for table in db.metadata.sorted_tables:
        rows = db.session.execute(select(table).order_by(*table.primary_key.columns)).mappings()
        tables[table.name] = [{k: plain(v) for k, v in row.items()} for row in rows]
    return {"format": FORMAT, "version": 1, "tables": tables}


def typed(table: Any, row: dict[str, Any]) -> dict[str, Any]:
    """A row from the file with its dates turned back into date and datetime values."""
    out = dict(row)
    for column in table.columns:
        value = out.get(column.name)
        if isinstance(value, str) and isinstance(column.type, DateTime):
            out[column.name] = datetime.fromisoformat(value)
        elif isinstance(value, str) and isinstance(column.type, Date):
            out[column.name] = date.fromisoformat(value)
    return out


def load(data: dict[str, Any]) -> int:
    """Load a backup into an empty database in one transaction; returns the number of rows."""
    if data.get("format") != FORMAT:
        raise click.ClickException("Not a Scorepad backup file.")
    tables = {t.name: t for t in db.metadata.sorted_tables}
    for table in tables.values():
        if db.session.scalar(select(func.count()).select_from(table)):
            raise click.ClickException(f"The database is not empty (table {table.name}); import into a new one.")
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
    return count


def sqlite_copy(database: str, target: Path) -> None:
    """Copy a live SQLite database consistently (SQLite's online backup), while the app keeps running."""
    source = sqlite3.connect(database)
    try:
        copy = sqlite3.connect(target)
        with copy:
            source.backup(copy)
        copy.close()
    finally:
        source.close()
