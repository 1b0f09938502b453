"""The session cookie under its `__Host-` name, taking over a phone's cookie from before the rename once: the
session holds the phone's id, and with it its right to score the games it started or claimed, so a phone must not
lose it to a new cookie name. The old cookie is read when the new one is missing, written under the new name and
deleted, in the same answer."""

from __future__ import annotations

from typing import Any

from flask import Flask, Request, Response
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface
from itsdangerous import BadSignature

LEGACY = "scorepad"  # the session cookie's name before Secure cookies took the __Host- prefix


class RenamedSessionInterface(SecureCookieSessionInterface):
    """Flask's signed-cookie sessions, reading a session still under the old name once."""

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
