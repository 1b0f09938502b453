"""Cached reads answered before Flask's request handling: a WSGI middleware for the reads that come most often
and nearly always find their answer cached, a returning reader's board, any game's JSON, and a follower's poll
that is nearly always "nothing changed". Each costs one light query of a version; Flask's request set-up (its
hooks, limits, CSRF, Babel, the view's validation) would cost more than the answer.

It answers with the app's own pieces: the route from the app's url_map, the session opened by the app's session
interface, and for each endpoint the function the view's own module registered (`answer_early`), which decides
with the same code as the view: the cache key, the conditional GET, the language, the kind of reader. The
security headers are the ones every view's answer gets. Whatever such a function leaves (None: a scorer, a
sign-in, a first visit, bytes not cached yet) and any error go on to the app, whose views make what this serves."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from flask import Flask
from sqlalchemy import Engine
from werkzeug.http import HTTP_STATUS_CODES
from werkzeug.wrappers import Request

from ..extensions import db
from ..storage.cache import Store
from .conditional import Answer
from .headers import https, security_headers

log = logging.getLogger(__name__)
FAST_READS = "scorepad.fast_reads"
SHORT_PATH = 80  # the paths answered early are short; the routes of longer ones aren't remembered


@dataclass
class Asked:
    """A GET as the middleware sees it: werkzeug's request, the route's arguments, and the app's session,
    database and cache store."""

    request: Request
    args: dict[str, Any]
    app: Flask
    engine: Engine
    store: Store

    @cached_property
    def session(self) -> Any:
        """The session as the app's session interface opens it (an unreadable cookie opens an empty one)."""
        opened = self.app.session_interface.open_session(self.app, self.request)  # type: ignore[arg-type]
        return opened if opened is not None else {}  # an empty session is falsy, and still the one to save


FastRead = Callable[[Asked], Answer | None]


def answer_early(app: Flask, endpoint: str, fast: FastRead) -> None:
    """Let the middleware answer GETs of `endpoint` with `fast` (registered by the module of its view)."""
    app.extensions.setdefault(FAST_READS, {})[endpoint] = fast


def install_cached_reads(app: Flask) -> None:
    """Put the middleware before the app (see the module's note)."""
    inner = app.wsgi_app
    reads: dict[str, FastRead] = app.extensions.get(FAST_READS, {})
    with app.app_context():
        engine = db.engine
    store: Store = app.extensions["scorepad.cache"]
    routes = app.url_map.bind("localhost")  # matching by path and method alone: the app names no hosts

    @lru_cache(maxsize=1024)  # the same boards are read again and again; the map never changes once serving
    def known(path: str) -> tuple[str, dict[str, Any]]:
        return route(path)

    def route(path: str) -> tuple[str, dict[str, Any]]:
        endpoint, args = routes.match(path, "GET")
        return str(endpoint), args

    def early(environ: dict[str, Any]) -> Answer | None:
        request = Request(environ)
        path = request.path
        endpoint, args = known(path) if len(path) <= SHORT_PATH else route(path)
        fast = reads.get(endpoint)
        return fast(Asked(request, dict(args), app, engine, store)) if fast is not None else None

    def cached_reads(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if environ["REQUEST_METHOD"] == "GET":
            try:
                answer = early(environ)
            except Exception:  # no route, a database error: the app answers, with its own page (and logs)
                log.debug("Left to the app", exc_info=True)
                answer = None
            if answer is not None:
                status, headers, body = answer
                line = f"{status} {HTTP_STATUS_CODES[status].upper()}"
                start_response(line, [*headers, *security_headers(https(environ))])
                return [body] if body else []
        return inner(environ, start_response)

    app.wsgi_app = cached_reads  # type: ignore[method-assign]
