"""Flask commands: export and import every table, an online SQLite copy, rebuilding league ratings, the version;
and `scorepad`, the same commands without `flask --app scorepad`."""

from __future__ import annotations

import json
import platform
from importlib.metadata import version as installed
from pathlib import Path

import click
from flask import Flask, current_app
from sqlalchemy import select

from .extensions import db
from .storage.backup import dump, load, nothing_to_back_up, sqlite_copy, write_private
from .storage.database import writing


def versions(release: str) -> str:
    """Scorepad's version and release, then Python's, Flask's and Werkzeug's (as `flask --version` lists them)."""
    from .config import VERSION as __version__

    return (
        f"Scorepad {__version__} (release {release})\nPython {platform.python_version()}\n"
        f"Flask {installed('flask')}\nWerkzeug {installed('werkzeug')}"
    )


def show_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    """`--version`: print the versions and stop."""
    if value and not ctx.resilient_parsing:
        from .config import release

        click.echo(versions(release()))
        ctx.exit()


def init_cli(app: Flask) -> None:
    """Register `flask export`, `flask import`, `flask backup`, `flask rebuild-ratings` and `flask version`."""

    @app.cli.command("version")
    def version_command() -> None:
        """Print Scorepad's version and release, and Python's, Flask's and Werkzeug's."""
        click.echo(versions(current_app.config["SCOREPAD_RELEASE"]))

    @app.cli.command("export")
    @click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
    def export_command(path: Path) -> None:
        """Write every game, league, player and history event to one JSON file (0600: it holds password and token
        hashes); a database with nothing in it is refused."""
        if why := nothing_to_back_up():
            raise click.ClickException(why)
        data = dump()
        write_private(path, json.dumps(data, ensure_ascii=False))
        rows = sum(len(r) for r in data["tables"].values())
        click.echo(f"Exported {rows} rows to {path} (schema revision {data['revision']}).")

    @app.cli.command("import")
    @click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
    def import_command(path: Path) -> None:
        """Load a JSON file written by `flask export` into an empty database, at the schema revision it was made at,
        then upgrade it through the migrations."""
        count, made_at, now_at = load(json.loads(path.read_text()))
        moved = f", upgraded from schema revision {made_at} to {now_at}" if made_at != now_at else ""
        click.echo(f"Imported {count} rows from {path} (schema revision {made_at}{moved}).")

    @app.cli.command("backup")
    @click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
    def backup_command(path: Path) -> None:
        """Copy the SQLite database online (the app may keep running), readable by its owner only."""
        if db.engine.dialect.name != "sqlite":
            raise click.ClickException("Online copies are for SQLite; use pg_dump or `flask export` on PostgreSQL.")
        if why := nothing_to_back_up():
            raise click.ClickException(why)
        sqlite_copy(db.engine.url.database or "", path)
        click.echo(f"Copied the database to {path}.")

    @app.cli.command("rebuild-ratings")
    @click.option("--all", "every", is_flag=True, help="Every league, and count its standings' tallies anew too.")
    def rebuild_ratings_command(every: bool) -> None:
        """Recompute the ratings of every league whose ratings are out of date (after merges, corrections, older
        games); with --all, every league's ratings and tallies (after loading tables by hand)."""
        from .leagues.ratings import rebuild
        from .leagues.tallies import recount_league
        from .models import League

        query = select(League.id) if every else select(League.id).where(League.ratings_stale.is_(True))
        chosen = list(db.session.scalars(query))
        for league_id in chosen:
            with writing():
                league = db.session.get(League, league_id)
                if league is not None:
                    if every:
                        recount_league(league.id)
                    rebuild(league)
        click.echo(f"Rebuilt the ratings of {len(chosen)} league(s).")
