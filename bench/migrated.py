"""The app as the in-process benches use it: migrated, on a SQLite file in a folder of the bench's own (or a given
database), with a bench's key and, unless told otherwise, limits raised so a bench's many writes aren't refused."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from flask import Flask

RAISED = "100000 per minute"


def bench_folder(keep: bool = False) -> Path:
    """A new temporary folder, removed when the bench ends unless `keep`."""
    folder = Path(tempfile.mkdtemp(prefix="scorepad-bench-"))
    if keep:
        print(f"keeping {folder}")
    else:
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def migrated_app(folder: Path, database_url: str | None = None, limit: str | None = RAISED, **config: Any) -> Flask:
    """The app with its instance in `folder` (its database `bench.db` there unless a URL is given), migrated;
    every rate limit set to `limit` (None: the production limits), `config` over all."""
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(folder / "instance")
    from flask_migrate import upgrade

    from scorepad import MIGRATIONS, create_app
    from scorepad.config import LIMITS

    settings = {
        "SQLALCHEMY_DATABASE_URI": database_url or f"sqlite:///{folder / 'bench.db'}",
        "SECRET_KEY": "bench-key-0123456789abcdef0123456789",
        **(dict.fromkeys(LIMITS, limit) if limit else {}),
        **config,
    }
    app = create_app(settings)
    with app.app_context():  # migrations run before serving: the app builds nothing at start
        upgrade(directory=MIGRATIONS)
    return app
