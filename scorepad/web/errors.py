"""The one place pages turn what was refused into pages: a domain error outside a form, or an HTTP error,
becomes an error page in the reader's language (the API answers JSON: api/errors.py)."""

from __future__ import annotations

from flask import Flask, render_template
from flask.typing import ResponseReturnValue
from werkzeug.exceptions import HTTPException

from ..errors import Conflict, Ended, Invalid, NeedsCredentials, NotAllowed, NotFound, Refused, Stale
from ..extensions import db
from ..rules.problems import by_path
from ..words import TRANSLATOR

STATUS: dict[type[Refused], int] = {
    NotFound: 404,
    Ended: 410,
    NeedsCredentials: 401,
    NotAllowed: 403,
    Conflict: 409,
    Stale: 409,
    Invalid: 422,
}


def refused_page(error: Refused) -> ResponseReturnValue:
    """A refusal no form handled, as an error page naming what was wrong."""
    db.session.rollback()
    status = STATUS.get(type(error), 422)
    messages = list(by_path(error.problems, TRANSLATOR).values())
    return render_template("error.html", code=status, messages=messages), status


def http_error_page(error: HTTPException) -> ResponseReturnValue:
    """An HTTP error (404, 405, 429, ...) as a page in the reader's language."""
    db.session.rollback()
    response = render_template("error.html", code=error.code or 500, messages=[])
    headers = {k: v for k, v in error.get_response().headers.items() if k in ("Retry-After", "Allow")}
    return response, error.code or 500, headers


def init_errors(app: Flask) -> None:
    """Register the error pages (HTTP errors are sent here by create_app, except under /api/)."""
    app.register_error_handler(Refused, refused_page)
