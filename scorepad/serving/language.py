"""The page language: the phone's choice, else the browser's preference ("pt" or "pt-PT" reads pt_BR's pages), else
English. The views (through
Flask-Babel's locale selector) and the middleware that answers before Flask ask the same function."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from werkzeug.datastructures import LanguageAccept
from werkzeug.wrappers import Request

LANGUAGES = {  # each language's own name, as its links say it
    "en": "English",
    "de": "Deutsch",
    "it": "Italiano",
    "pt_BR": "Português (Brasil)",
    "es": "Español",
}
CHOSEN = "lang"  # the session's key for the phone's choice (web/shared/i18n.py writes it)


def tag(code: object) -> str:
    """A language as BCP 47 names it in HTML and HTTP ("pt-BR"), from Babel's name ("pt_BR") or a Locale."""
    return str(code or "en").replace("_", "-")


def spoken(value: str) -> str | None:
    """The language we speak for one of the browser's tags: that very one, else the same language ("es-AR": es)."""
    wanted = value.replace("_", "-").lower()
    exact = next((code for code in LANGUAGES if tag(code).lower() == wanted), None)
    primary = wanted.split("-")[0]
    return exact or next((code for code in LANGUAGES if code.split("_")[0].lower() == primary), None)


def language_of(chosen: object, accepted: LanguageAccept) -> str:
    """The phone's chosen language if we speak it, else the first of the browser's (best first) we speak, by its
    tag or its language alone, else English."""
    if isinstance(chosen, str) and chosen in LANGUAGES:
        return chosen
    for value, _quality in sorted(accepted, key=lambda pair: -pair[1]):
        if found := spoken(value):
            return found
    return "en"


def request_language(session: Mapping[str, Any], request: Request) -> str:
    """The language of a request, from its session and its Accept-Language."""
    return language_of(session.get(CHOSEN), request.accept_languages)
