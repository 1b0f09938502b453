"""Wiring the pages into an app: the blueprint, the templates (the app's own, then each family's under its key),
each family's adapter, language, template helpers, error pages."""

from __future__ import annotations

from flask import Flask, request, url_for
from flask_babel import get_locale, gettext
from jinja2 import BaseLoader, ChoiceLoader, FileSystemLoader, PrefixLoader

from ..accounts.roles import INVITED_AS, ROLE_NAMES
from ..accounts.sessions import session_user
from ..config import VERSION as __version__
from ..rules.registry import Registry
from ..serving.cached_reads import answer_early
from ..serving.language import tag
from ..words import decimal1, number, percent, rating, signed
from ..words.hyphens import hyphenate
from ..words.rounds import action_words, actor_words, card_words, change_words, round_words
from ..words.settings import describe, value_words
from ..words.standings import RATING_PAIRS, RATING_PLACES, RATING_SCALE
from ..words.times import date_element, date_text, moment_element, moment_text
from . import bp
from .games.adapter import PAGES, family_pages
from .games.board_early import board_early
from .shared.errors import init_errors
from .shared.i18n import LANGUAGES, select_locale
from .shared.live import news_early
from .shared.qr import qr_svg


def this_page(query: bool = True) -> str:
    """This page's address as the app's routes make it (with the configured path prefix) and its query string:
    never the path as the client wrote it, which a cached page must not carry."""
    if request.url_rule is not None and request.endpoint:
        path = url_for(request.endpoint, **(request.view_args or {}))
    else:
        path = request.script_root + request.path
    asked = request.query_string.decode("latin-1") if query else ""
    return f"{path}?{asked}" if asked else path


def templates(shared: BaseLoader | None, registry: Registry) -> ChoiceLoader:
    """The app's templates, then each family's own, named on the pages by its key ("romme/side.html")."""
    own = {key: FileSystemLoader(str(m.templates)) for key, m in registry.members.items() if m.templates}
    return ChoiceLoader([loader for loader in (shared, PrefixLoader(own)) if loader is not None])


def init_web(app: Flask, registry: Registry) -> None:
    """Register the pages with the app's families' templates and adapters, the locale selector, the template
    helpers and the error pages."""
    app.register_blueprint(bp)
    app.jinja_loader = templates(app.jinja_loader, registry)  # type: ignore[method-assign]
    app.extensions[PAGES] = family_pages({key: m.adapter for key, m in registry.members.items()})
    app.extensions["babel"].locale_selector = select_locale
    app.jinja_env.globals.update(
        languages=LANGUAGES,
        current_locale=lambda: tag(get_locale()),
        language_tag=tag,
        action_words=action_words,
        actor_words=actor_words,
        card_words=card_words,
        change_words=change_words,
        round_words=round_words,
        describe=describe,
        preset_of=registry.preset_of,
        role_names=ROLE_NAMES,
        invited_as=INVITED_AS,
        value_words=value_words,
        rating_words={"scale": RATING_SCALE, "places": RATING_PLACES, "pairs": RATING_PAIRS},
        qr_svg=qr_svg,
        scorepad_version=__version__,
        this_page=this_page,
    )
    app.jinja_env.filters.update(
        translate=gettext,
        points=number,
        signed=signed,
        decimal1=decimal1,
        rating=rating,
        percent=percent,
        date=date_element,
        datetime=moment_element,
        date_text=date_text,
        datetime_text=moment_text,
        hyphens=lambda text: hyphenate(text, str(get_locale() or "en")),
    )
    answer_early(app, "web.board", board_early)
    answer_early(app, "web.game_news", news_early("games", "game_id"))
    answer_early(app, "web.league_news", news_early("leagues", "league_id"))
    answer_early(app, "web.evening_news", news_early("evenings", "evening_id"))
    init_errors(app)
    login = app.login_manager  # type: ignore[attr-defined]
    login.user_loader(session_user)
    login.login_view = "web.sign_in"
