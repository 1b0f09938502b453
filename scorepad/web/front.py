"""The front door: answers given before Flask is asked, for the reads that come most often and nearly always find
what is already kept. A follower's poll of a game or a league when nothing changed (304), and a returning reader's
board or a game's JSON (the kept bytes, or 304). Each costs one light query of the version; the request context,
session, limits, languages and security checks a full request sets up would cost more than the answer.

Anything else goes to the app's views, which decide and make what this serves: a phone whose session holds more
than a reader's (a sign-in, a grant, a phone id), a first visit (the app remembers the game in a new cookie), a
query string, bytes not yet kept, a database error. So this door never answers what the views would answer
differently: same keys, same bytes, same headers."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask
from itsdangerous import BadSignature
from sqlalchemy import Engine, bindparam, select
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header, parse_cookie, parse_etags

from ..core.ids import KEY
from ..extensions import cache, db
from ..games.view import SHOWN, shown_of
from ..models import Game, League
from ..serving.headers import secured
from ..storage.cache import VARY
from ..storage.database import read_alone
from .board import board_page
from .i18n import language_of
from .kept import READER, page_key, page_tag

VERSIONS = {  # what each kind of page follows, made once
    "games": select(Game.__table__.c.version).where(Game.__table__.c.id == bindparam("key")),
    "leagues": select(League.__table__.c.standings_version).where(League.__table__.c.id == bindparam("key")),
}
POLL = re.compile(rf"/(games|leagues)/({KEY.pattern})/news")
READ = re.compile(rf"/(api/)?games/({KEY.pattern})")
READER_KEYS = frozenset({"seen", "lang", "_permanent", "_fresh", "csrf_token"})  # anything more: the app decides
Answer = tuple[str, list[tuple[str, str]], bytes]


class FrontDoor:
    """The answers given in front of the app (see the module's note); None leaves a request to the app."""

    def __init__(self, app: Flask, engine: Engine) -> None:
        self.engine = engine
        self.store = app.extensions["cache"][cache]  # this app's store: there is no app context out here
        self.session_cookie = app.config["SESSION_COOKIE_NAME"]
        self.remember_cookie = app.config.get("REMEMBER_COOKIE_NAME", "remember_token")
        self.serializer = app.session_interface.get_signing_serializer(app)  # type: ignore[attr-defined]
        self.max_age = app.permanent_session_lifetime.total_seconds()

    def answer(self, environ: dict[str, Any]) -> Answer | None:
        """A follower's 304, a reader's kept board or JSON, or None."""
        path = environ.get("PATH_INFO", "")
        if poll := POLL.fullmatch(path):
            return self.unchanged(environ, poll.group(1), poll.group(2))
        if (read := READ.fullmatch(path)) and not environ.get("QUERY_STRING"):
            return self.kept_read(environ, read.group(2), api=read.group(1) is not None)
        return None

    def unchanged(self, environ: dict[str, Any], kind: str, key: str) -> Answer | None:
        """304 when the follower already shows the version (its If-None-Match); the app says what changed."""
        tag = environ.get("HTTP_IF_NONE_MATCH")
        if not tag:
            return None
        row = read_alone(self.engine, VERSIONS[kind], {"key": key})
        if row is None or row[0] is None or tag != f'"{row[0]}"':
            return None
        return "304 NOT MODIFIED", [("ETag", tag), ("Cache-Control", "no-cache"), *secured(environ)], b""

    def kept_read(self, environ: dict[str, Any], game_id: str, api: bool) -> Answer | None:
        """A reader's board or game JSON from the kept bytes the app made, or 304."""
        lang = self.reader_language(environ, game_id, board=not api)
        if lang is None:
            return None
        row = read_alone(self.engine, SHOWN, {"game_id": game_id})
        if row is None:
            return None
        shown = shown_of(game_id, row)
        asked = environ.get("HTTP_IF_NONE_MATCH")
        if api:
            tag, key, kind = shown.json_tag(lang), shown.json_key(lang), "application/json"
            if asked is not None and asked != tag:
                return None  # the app checks what the header holds
            fresh, heads = asked == tag, [("ETag", tag), ("Vary", VARY), ("Cache-Control", "no-cache")]
        else:
            page = page_tag(board_page(game_id), shown.shown, lang, READER)
            tag, key, kind = f'"{page}"', page_key(page), "text/html; charset=utf-8"
            fresh = parse_etags(asked).contains(page)
            heads = [("ETag", tag), ("Vary", VARY), ("Cache-Control", "private, no-cache")]
        if fresh:
            return "304 NOT MODIFIED", [*heads, *secured(environ)], b""
        body = self.store.get(key)
        if body is None:
            return None  # the app makes and keeps it
        length = [("Content-Type", kind), ("Content-Length", str(len(body)))]
        return "200 OK", [*length, *heads, *secured(environ)], body

    def reader_language(self, environ: dict[str, Any], game_id: str, board: bool) -> str | None:
        """The language of a phone that is only a reader (its session holds nothing more, and a board's reader
        has the game in its list already), else None."""
        cookies = parse_cookie(environ)
        if self.remember_cookie in cookies:
            return None
        data: dict[str, Any] = {}
        if self.session_cookie in cookies:
            try:
                data = self.serializer.loads(cookies[self.session_cookie], max_age=self.max_age)
            except BadSignature:
                return None
            if not isinstance(data, dict) or not data.keys() <= READER_KEYS:
                return None
        if board and game_id not in data.get("seen", ()):
            return None
        return language_of(data.get("lang"), parse_accept_header(environ.get("HTTP_ACCEPT_LANGUAGE"), LanguageAccept))


def install_front(app: Flask) -> None:
    """Put the front door before the app (see the module's note)."""
    inner = app.wsgi_app
    with app.app_context():
        door = FrontDoor(app, db.engine)

    def front(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if environ["REQUEST_METHOD"] == "GET":
            try:
                answer = door.answer(environ)
            except Exception:  # the app's view answers, with its own error page (and logs what it meets)
                logging.getLogger(__name__).debug("The front door stepped aside", exc_info=True)
                answer = None
            if answer is not None:
                status, headers, body = answer
                start_response(status, headers)
                return [body] if body else []
        return inner(environ, start_response)

    app.wsgi_app = front  # type: ignore[method-assign]
