"""The session cookie. Flask's signed-cookie session, opened for less: its signing serializer is made once per secret
key instead of for every request (making it cost a cached read a tenth of its time), and a cookie value already
verified is not verified and parsed again while it is valid (a returning phone sends the same cookie with every
read, and checking it was a third of what a cached board cost). Same values, same answers as Flask's own interface.

Under its `__Host-` name it takes over a phone's cookie from before the rename once: the session holds the phone's
id, and with it its right to score the games it started or claimed, so a phone must not lose it to a new cookie
name. The old cookie is read when the new one is missing, written under the new name and deleted, in the same
answer."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from typing import Any

from flask import Flask, Response
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface
from itsdangerous import BadSignature, URLSafeTimedSerializer
from werkzeug.wrappers import Request

OPENED_MAX = 1024  # cookie values remembered, per process
LEGACY = "scorepad"  # the session cookie's name before Secure cookies took the __Host- prefix


class SessionCookie(SecureCookieSessionInterface):
    """Flask's session interface, its serializer kept while the secret keys stay the same, and each verified
    cookie value's contents remembered until the value expires."""

    def __init__(self) -> None:
        self.made: tuple[Any, URLSafeTimedSerializer | None] | None = None
        self.opened: OrderedDict[str, tuple[float, dict[str, Any]]] = OrderedDict()  # value: (expires, contents)
        self.lock = threading.Lock()

    def get_signing_serializer(self, app: Flask) -> URLSafeTimedSerializer | None:
        """The serializer for the app's secret key (and fallbacks), made on the first ask."""
        keys = (app.secret_key, tuple(app.config.get("SECRET_KEY_FALLBACKS") or ()))
        made = self.made
        if made is None or made[0] != keys:
            with self.lock:
                self.opened.clear()  # verified with other keys
            made = self.made = (keys, super().get_signing_serializer(app))
        return made[1]

    def open_session(self, app: Flask, request: Request) -> SecureCookieSession | None:  # type: ignore[override]
        """The session a request's cookie holds (an empty one when it holds none, or a forged or expired one)."""
        signing = self.get_signing_serializer(app)
        if signing is None:
            return None
        value = request.cookies.get(self.get_cookie_name(app))
        if not value:
            return self.session_class()
        with self.lock:
            known = self.opened.get(value)
            if known is not None:
                self.opened.move_to_end(value)
        if known is not None and known[0] > time.time():
            return self.session_class(copied(known[1]))
        max_age = int(app.permanent_session_lifetime.total_seconds())
        try:
            data, signed = signing.loads(value, max_age=max_age, return_timestamp=True)
        except BadSignature:
            return self.session_class()
        with self.lock:
            self.opened[value] = (signed.timestamp() + max_age, copied(data))
            if len(self.opened) > OPENED_MAX:
                self.opened.popitem(last=False)
        return self.session_class(data)


def copied(data: dict[str, Any]) -> dict[str, Any]:
    """A session's contents, each list or dict in it copied: a request may change its session's."""
    return {k: v.copy() if isinstance(v, list | dict) else v for k, v in data.items()}


class RenamedSessionInterface(SessionCookie):
    """The session cookie, reading a session still under the old name once."""

    def open_session(self, app: Flask, request: Request) -> SecureCookieSession | None:
        """The session from the cookie of today's name, else from the old one (then marked to move)."""
        session = super().open_session(app, request)
        if session is None or session or self.get_cookie_name(app) == LEGACY or LEGACY not in request.cookies:
            return session
        serializer = self.get_signing_serializer(app)
        if serializer is None:
            return session
        try:
            data: Any = serializer.loads(
                request.cookies[LEGACY], max_age=int(app.permanent_session_lifetime.total_seconds())
            )
        except BadSignature:
            return session
        moved = self.session_class(data)
        moved.modified = moved.moved = True  # type: ignore[attr-defined]  # saved under the new name now
        return moved

    def save_session(self, app: Flask, session: SecureCookieSession, response: Response) -> None:
        """Save as Flask does; a session moved from the old cookie deletes that cookie."""
        super().save_session(app, session, response)
        if getattr(session, "moved", False):
            response.delete_cookie(LEGACY, path="/", secure=self.get_cookie_secure(app), httponly=True)
