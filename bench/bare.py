"""The yardstick for bench/reads.py: a bare Flask app with one route, served by the same gunicorn command; and
beside it the floor the app's kept reads stand on: the same bare route plus the one version read they make."""

import os
from functools import cache
from typing import Any

from flask import Flask

app = Flask(__name__)


@app.get("/")
def bare() -> str:
    """The smallest page Flask serves."""
    return "ok"


@cache
def engine() -> Any:
    """The database the app reads (SCOREPAD_DATABASE_URL), with the app's own pragmas on SQLite."""
    from sqlalchemy import create_engine

    from scorepad.storage.database import tune_sqlite

    made = create_engine(os.environ["SCOREPAD_DATABASE_URL"])
    if made.dialect.name == "sqlite":
        tune_sqlite(made)
    return made


@app.get("/read/<game_id>")
def read(game_id: str) -> str:
    """The bare route plus the one query a kept read makes: a game's versions, as the app reads them."""
    from scorepad.games.view import SHOWN
    from scorepad.storage.database import read_alone

    return "ok" if read_alone(engine(), SHOWN, {"game_id": game_id}) else "none"
