"""Scorepad: a score keeper for real Canasta tables."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from flask import Flask

from . import config as settings
from . import (
    models,  # noqa: F401  (the models must be known before migrations run)
    translations,
)
from .backup import init_backup
from .database import setup_database
from .extensions import babel, csrf, db, limiter, login, migrate
from .security import init_login, init_security
from .urls import Key, Number

ROOT = Path(__file__).resolve().parent.parent
MIGRATIONS = str(Path(__file__).resolve().parent / "migrations")


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Build the app: config, extensions, blueprints, commands."""
    instance = Path(os.environ.get("SCOREPAD_INSTANCE_PATH", ROOT / "instance"))
    app = Flask(
        __name__,
        instance_path=str(instance),
        instance_relative_config=True,
        template_folder=str(ROOT / "templates"),
        static_folder=str(ROOT / "static"),
    )
    instance.mkdir(parents=True, exist_ok=True)
    app.config.from_mapping(settings.defaults(instance))
    app.config.from_pyfile("config.py", silent=True)
    app.config.update(settings.from_environment())
    app.config.update(config or {})
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = settings.secret_key(instance)
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", str(translations.DIRECTORY))
    translations.compile_catalogs()  # normally done by the set-up command; here in case it was skipped

    app.url_map.converters.update(num=Number, key=Key)
    db.init_app(app)
    migrate.init_app(app, db, directory=MIGRATIONS)
    csrf.init_app(app)
    babel.init_app(app)
    login.init_app(app)
    limiter.init_app(app)

    from .api import bp as api_bp
    from .web.setup import init_web

    app.register_blueprint(api_bp)
    csrf.exempt(api_bp)  # the API authenticates with bearer tokens, not cookies
    init_web(app)
    init_security(app)
    init_backup(app)
    init_login(app)
    setup_database(app)
    return app
