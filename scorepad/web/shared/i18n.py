"""The page language: the phone's choice, else the browser's preference."""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import has_request_context, request, session, url_for
from flask_babel import refresh

from ...serving.language import CHOSEN, LANGUAGES, request_language


def select_locale() -> str:
    """The locale for this request (Flask-Babel's locale selector); English outside requests."""
    if not has_request_context():
        return "en"
    return request_language(session, request)


def switch_language(value: str | None) -> bool:
    """Remember a language chosen on any form; True when the request was only that switch."""
    if value in LANGUAGES:
        session[CHOSEN] = value
        refresh()  # Flask-Babel caches the locale per request: the re-rendered form must use the new one
        return True
    return False


def safe_target(target: str | None) -> str:
    """Where to go next: a path on this site only, read as a browser would (tabs and newlines dropped,
    backslashes as slashes); anything else goes home."""
    cleaned = "".join(ch for ch in (target or "") if ch.isprintable()).replace("\\", "/")
    parts = urlsplit(cleaned)
    if not cleaned.startswith("/") or cleaned.startswith("//") or parts.scheme or parts.netloc:
        return url_for("web.home")
    return cleaned
