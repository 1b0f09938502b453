"""The Flask extensions, created once here and bound to the app in create_app; and the app's own registry of game
families (made in create_app, frozen, kept in `app.extensions`), which every layer reads through `registry()`."""

from __future__ import annotations

from flask import current_app
from flask_babel import Babel
from flask_caching import Cache
from flask_login import LoginManager
from flask_migrate import Migrate
from flask_sqlalchemy import SQLAlchemy
from flask_wtf import CSRFProtect
from sqlalchemy import MetaData
from sqlalchemy.orm import DeclarativeBase

from .rules.registry import Registry

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    """The declarative base of every model, with constraint names Alembic can rely on."""

    metadata = MetaData(naming_convention=NAMING)


# Objects stay loaded after a commit: a write answers with the game it just changed, under its own lock.
db = SQLAlchemy(model_class=Base, session_options={"expire_on_commit": False})
migrate = Migrate()
csrf = CSRFProtect()
babel = Babel()
login = LoginManager()
cache = Cache()  # rendered bytes per version read from the database (cache.py)

REGISTRY = "scorepad.registry"  # app.extensions' key of the app's registry


def registry() -> Registry:
    """The game families of the app at hand, and their rule sets (create_app made and froze them)."""
    return current_app.extensions[REGISTRY]
