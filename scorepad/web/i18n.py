"""The page language: the phone's choice, else the browser's preference."""

from __future__ import annotations

from flask import request, session

LANGUAGES = {"en": "English", "de": "Deutsch"}


def select_locale() -> str:
    """The locale for this request (Flask-Babel's locale selector)."""
    chosen = session.get("lang")
    if chosen in LANGUAGES:
        return chosen
    return request.accept_languages.best_match(list(LANGUAGES)) or "en"


def switch_language(value: str | None) -> bool:
    """Remember a language chosen on any form; True when the request was only that switch."""
    if value in LANGUAGES:
        session["lang"] = value
        return True
    return False
