"""Scorepad: a score keeper for real card tables (the Canasta family and its cousins)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import click
from flask import Flask, request
from flask.cli import FlaskGroup
from flask_openapi3 import Info, OpenAPI
from werkzeug.exceptions import HTTPException
from werkzeug.middleware.proxy_fix import ProxyFix

from . import config as settings
from .api import init_api
from .api.errors import http_error as api_error
from .cli import init_cli, show_version
from .config import PACKAGE, VERSION, shipped
from .evenings.rights import game_changed as evening_game_changed
from .evenings.rights import may_change as evening_may_change
from .extensions import FACTORY, REGISTRY, babel, csrf, db, login, migrate
from .families import discover, named_in
from .leagues.games import game_changed as league_game_changed
from .photos.stores import init_photos
from .rules.registry import Registry
from .serving.base_path import install_base_path
from .serving.cached_reads import install_cached_reads
from .serving.converters import Key, Number
from .serving.headers import init_headers
from .serving.health import init_health
from .serving.json_guard import init_json_guard
from .serving.origin import init_origin_check
from .serving.rate_limits import init_limits
from .serving.request_log import install_request_log
from .serving.session_cookie import RenamedSessionInterface
from .serving.static_files import init_static
from .storage.cache import init_cache
from .storage.database import setup_database
from .web.shared.errors import http_error_page as page_error
from .web.wiring import init_web

__version__ = VERSION  # written once, in config.py (pyproject.toml reads it from there)
ROOT = PACKAGE.parent
MIGRATIONS = str(PACKAGE / "migrations")
TRANSLATIONS = str(PACKAGE / "translations")


def instance_folder() -> Path:
    """SCOREPAD_INSTANCE_PATH, else ./instance of the working directory (never inside the installed package)."""
    return Path(os.environ.get("SCOREPAD_INSTANCE_PATH") or Path.cwd() / "instance").resolve()


def families_of(config: dict[str, Any]) -> Registry:
    """The app's registry: every family folder Scorepad ships and every package SCOREPAD_FAMILIES names, with who
    hears of a changed game (the leagues, the evenings) and who is asked before one changes (the evenings), frozen:
    a family registered later is refused, never half known."""
    registry = discover(named_in(config.get("SCOREPAD_FAMILIES")))
    registry.listen(league_game_changed)
    registry.listen(evening_game_changed)
    registry.guard(evening_may_change)
    return registry.freeze()


def catalogs(registry: Registry) -> str:
    """Where Flask-Babel finds the words: Scorepad's own catalogs, then every family's (merged into one)."""
    return ";".join([TRANSLATIONS, *(str(m.translations) for m in registry.members.values() if m.translations)])


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Build the app: config, the families, extensions, blueprints, commands. It builds and migrates nothing: the
    set-up command compiles nothing (catalogs ship compiled) and `flask db upgrade` runs before serving."""
    instance = instance_folder()
    app = OpenAPI(
        __name__,
        info=Info(
            title="Scorepad", version=__version__, description="Scores of real card games, every number explained."
        ),
        doc_ui=False,
        instance_path=str(instance),
        instance_relative_config=True,
        template_folder=str(shipped("templates")),
        static_folder=str(shipped("static")),
    )
    instance.mkdir(parents=True, exist_ok=True)
    app.config.from_mapping(settings.defaults(instance))
    app.config.from_pyfile("config.py", silent=True)
    app.config.update(settings.from_environment())
    app.config.update(config or {})
    app.config.update(settings.cookie_names(app.config))
    app.config["SECRET_KEY"] = settings.secret_key(instance, app.config)
    registry = app.extensions[REGISTRY] = families_of(app.config)
    app.extensions[FACTORY] = create_app
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", catalogs(registry))

    app.url_map.converters.update(num=Number, key=Key)
    app.session_interface = RenamedSessionInterface()
    db.init_app(app)
    migrate.init_app(app, db, directory=MIGRATIONS)
    csrf.init_app(app)
    init_origin_check(app)
    babel.init_app(app)
    login.init_app(app)
    init_cache(app)
    init_photos(app, instance)
    init_limits(app)
    init_json_guard(app)
    init_api(app, registry)
    init_web(app, registry)
    init_health(app)
    init_static(app)
    init_cli(app)
    init_headers(app)
    app.register_error_handler(
        HTTPException, lambda e: (api_error if request.path.startswith("/api/") else page_error)(e)
    )
    setup_database(app)
    install_cached_reads(app)
    install_request_log(app)
    if proxies := int(app.config["SCOREPAD_PROXIES"]):  # trust what that many proxies say of client and scheme
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=proxies, x_proto=proxies, x_host=proxies)  # type: ignore[method-assign]
    install_base_path(app)  # outermost: nothing sees a SCRIPT_NAME the client sent
    return app


def main() -> None:
    """`scorepad ...`: every `flask --app scorepad ...` command (`scorepad db upgrade`, `scorepad export x.json`),
    and `scorepad --version`."""
    group = FlaskGroup(create_app=create_app, add_version_option=False, help="Scorepad's commands.")
    group.params.append(
        click.Option(["--version"], is_flag=True, expose_value=False, is_eager=True, callback=show_version)
    )
    group.main(prog_name="scorepad")
