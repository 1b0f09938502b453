"""Wiring the pages into the app: language, template helpers, error pages."""

from __future__ import annotations

from datetime import date

from flask import Flask
from flask_babel import format_date, format_datetime, get_locale, gettext
from jinja2 import ChoiceLoader, FileSystemLoader

from .. import __version__
from ..accounts.roles import ROLE_NAMES
from ..accounts.sessions import session_user
from ..rules.families import RULESETS
from ..words import decimal1, number, percent, signed
from ..words.rounds import action_words, actor_words, card_words, change_words, round_words
from ..words.settings import describe, value_words
from .errors import init_errors
from .families import ADAPTERS
from .i18n import LANGUAGES, select_locale
from .qr import qr_svg


def init_web(app: Flask) -> None:
    """Register the pages, the locale selector, the template helpers and the error pages."""
    from . import bp

    app.register_blueprint(bp)
    folders = [a.template_folder for a in ADAPTERS.values() if a.template_folder]
    if folders:  # families from outside Scorepad bring their own templates
        app.jinja_loader = ChoiceLoader([app.jinja_loader, *(FileSystemLoader(f) for f in folders)])  # type: ignore[list-item]
    app.extensions["babel"].locale_selector = select_locale
    app.jinja_env.globals.update(
        languages=LANGUAGES,
        current_locale=lambda: str(get_locale() or "en"),
        action_words=action_words,
        actor_words=actor_words,
        card_words=card_words,
        change_words=change_words,
        round_words=round_words,
        describe=describe,
        preset_of=lambda key: RULESETS[key][1],
        role_names=ROLE_NAMES,
        value_words=value_words,
        qr_svg=qr_svg,
        scorepad_version=__version__,
    )
    app.jinja_env.filters.update(
        translate=gettext,
        points=number,
        signed=signed,
        decimal1=decimal1,
        percent=percent,
        datetime=lambda d: format_datetime(d, "medium"),
        date=lambda d: format_date(d, "medium") if isinstance(d, date) else "",
    )
    init_errors(app)
    login = app.login_manager  # type: ignore[attr-defined]
    login.user_loader(session_user)
    login.login_view = "web.sign_in"
