"""The page language: the phone's choice, else the browser's preference, else English. The views (through
Flask-Babel's locale selector) and the middleware that answers before Flask ask the same function."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from werkzeug.datastructures import LanguageAccept
from werkzeug.wrappers import Request

LANGUAGES = {"en": "English", "de": "Deutsch"}
CHOSEN = "lang"  # the session's key for the phone's choice (web/shared/i18n.py writes it)


def language_of(chosen: object, accepted: LanguageAccept) -> str:
    """The phone's chosen language if we speak it, else the browser's best one we speak, else English."""
    if isinstance(chosen, str) and chosen in LANGUAGES:
        return chosen
    return accepted.best_match(list(LANGUAGES)) or "en"


def request_language(session: Mapping[str, Any], request: Request) -> str:
    """The language of a request, from its session and its Accept-Language."""
    return language_of(session.get(CHOSEN), request.accept_languages)
