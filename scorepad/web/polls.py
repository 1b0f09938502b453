"""A phone following a game or a league asks every second whether anything changed, and nearly always nothing
did. That answer (304) is given here, in front of Flask, after one query of the version: the session, limits,
languages and security checks a full request sets up would cost fifty followers more than the question does.
Any other answer (something changed, no such game, a database error) is left to the app's own views."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask
from sqlalchemy import bindparam, select

from ..database import read_alone
from ..extensions import db
from ..headers import HEADERS, HSTS
from ..ids import KEY
from ..models import Game, League

VERSIONS = {  # what each kind of page follows, made once
    "games": select(Game.__table__.c.version).where(Game.__table__.c.id == bindparam("key")),
    "leagues": select(League.__table__.c.standings_version).where(League.__table__.c.id == bindparam("key")),
}
POLL = re.compile(rf"/(games|leagues)/({KEY.pattern})/news")


def answer_unchanged(app: Flask) -> None:
    """Answer "nothing changed" to a follower's poll before the app is asked (see the module's note)."""
    inner = app.wsgi_app
    with app.app_context():
        engine = db.engine

    def polled(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        tag = environ.get("HTTP_IF_NONE_MATCH")
        poll = POLL.fullmatch(environ.get("PATH_INFO", "")) if tag and environ["REQUEST_METHOD"] == "GET" else None
        if poll is not None:
            try:
                row = read_alone(engine, VERSIONS[poll.group(1)], {"key": poll.group(2)})
            except Exception:  # the app's view answers, with its own error page
                row = None
            version = row[0] if row is not None else None
            if version is not None and tag == f'"{version}"':
                headers = [("ETag", tag), ("Cache-Control", "no-cache"), *HEADERS.items()]
                if environ.get("wsgi.url_scheme") == "https":
                    headers.append(("Strict-Transport-Security", HSTS))
                start_response("304 NOT MODIFIED", headers)
                return []
        return inner(environ, start_response)

    app.wsgi_app = polled  # type: ignore[method-assign]
