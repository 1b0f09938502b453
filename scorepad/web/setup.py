"""Wiring the pages into the app: language, template helpers, HTML error pages."""

from __future__ import annotations

from datetime import date

from flask import Flask, render_template, request
from flask.typing import ResponseReturnValue
from flask_babel import format_date, format_datetime, format_decimal, format_percent, get_locale
from werkzeug.exceptions import HTTPException

from .i18n import LANGUAGES, select_locale
from .rulewords import CARD_LABELS, LABELS
from .words import action_words, book_name, card_words, change_words, role_words, round_words


def setting_label(short_name: str) -> str:
    """The label of a house-rule field of the new-game form."""
    if short_name.startswith("card_"):
        return f"{LABELS['card_values']}: {CARD_LABELS[short_name[5:]]}"
    return str(LABELS[short_name])


def page_error(error: HTTPException) -> ResponseReturnValue:
    """Errors outside the API as a page in the reader's language; the API answers JSON itself."""
    if request.path.startswith("/api/"):
        return {"errors": {"_request": error.description}}, error.code or 500
    return render_template("error.html", error=error), error.code or 500


def init_web(app: Flask) -> None:
    """Register the pages, the locale selector and the template helpers."""
    from . import bp

    app.register_blueprint(bp)
    app.extensions["babel"].locale_selector = select_locale
    app.jinja_env.globals.update(
        languages=LANGUAGES,
        setting_label=setting_label,
        current_locale=lambda: str(get_locale() or "en"),
        action_words=action_words,
        book_name=book_name,
        card_words=card_words,
        change_words=change_words,
        round_words=round_words,
        role_words=role_words,
    )
    app.jinja_env.filters["datetime"] = lambda d: format_datetime(d, "medium")
    app.jinja_env.filters["signed"] = lambda n: ("+" if n > 0 else "") + str(format_decimal(n))
    app.jinja_env.filters["decimal1"] = lambda x: str(format_decimal(round(x, 1), format="#,##0.#"))
    app.jinja_env.filters["percent"] = lambda x: str(format_percent(x, format="#,##0.#%"))
    app.jinja_env.filters["points"] = lambda n: str(format_decimal(n))
    app.jinja_env.filters["date"] = lambda d: format_date(d, "medium") if isinstance(d, date) else ""
    app.register_error_handler(HTTPException, page_error)
