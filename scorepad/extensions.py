"""The Flask extensions, created once here and bound to the app in create_app."""

from __future__ import annotations

from flask_babel import Babel
from flask_caching import Cache
from flask_login import LoginManager
from flask_migrate import Migrate
from flask_sqlalchemy import SQLAlchemy
from flask_wtf import CSRFProtect
from sqlalchemy import MetaData
from sqlalchemy.orm import DeclarativeBase

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
