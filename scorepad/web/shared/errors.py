"""The one place pages turn what was refused into pages: a domain error outside a form, or an HTTP error,
becomes an error page in the reader's language (the API answers JSON: api/errors.py). An error page never
needs the database: when rendering the full page fails (it shows who is signed in), a bare page goes out,
and either way with the security headers."""

from __future__ import annotations

from flask import Flask, Response, current_app, make_response, render_template
from flask_babel import get_locale, gettext
from markupsafe import escape
from werkzeug.exceptions import HTTPException

from ...core.errors import Refused
from ...serving.headers import add_headers
from ...serving.language import tag
from ...serving.rate_limits import retry_after
from ...serving.refusals import ON_PAGES
from ...serving.refusals import status_of as status_by_kind
from ...serving.request_log import request_id
from ...storage.database import rolled_back
from ...words import problem_texts

BARE = (
    '<!doctype html>\n<html lang="{lang}"><head><meta charset="utf-8">'
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title} · Scorepad</title></head>'
    '<body><main><h1>{title}</h1><p>{text}</p>{reference}<p><a href="/">{back}</a></p></main></body></html>\n'
)


def bare_page() -> str:
    """An error page made without templates or the database."""
    try:
        lang = tag(get_locale())
    except Exception:  # the locale is a nicety here
        lang = "en"
    title, text = escape(gettext("Something went wrong")), escape(gettext("The request could not be handled."))
    rid = request_id()
    said = gettext("If you tell the club's administrator, name this reference: %(id)s", id=rid) if rid else ""
    reference = f"<p>{escape(said)}</p>" if rid else ""
    back = escape(gettext("Back to your games"))
    return BARE.format(lang=escape(lang), title=title, text=text, reference=reference, back=back)


def error_page(code: int, messages: list[str], headers: dict[str, str] | None = None) -> Response:
    """The error page (429 says how long to wait), with the security headers; bare if rendering fails."""
    rolled_back()
    wait = retry_after() if code == 429 else None
    try:
        body = render_template("error.html", code=code, messages=messages, wait=wait, request_id=request_id())
    except Exception:  # the full page needs the database; the answer must go out anyway
        current_app.logger.exception("Error page failed: answering a bare page")
        rolled_back()
        body = bare_page()
    response = make_response(body, code)
    response.headers.update(headers or {})
    if wait is not None:
        response.headers["Retry-After"] = str(wait)
    return add_headers(response)


def status_of(error: Refused) -> int:
    """A refusal's status on a page (serving/refusals.py: the API's, but for what pages answer otherwise)."""
    return status_by_kind(error, ON_PAGES)


def refused_page(error: Refused) -> Response:
    """A refusal no form handled, as an error page naming what was wrong."""
    status = status_of(error)
    return error_page(status, list(problem_texts(error.problems).values()))


def http_error_page(error: HTTPException) -> Response:
    """An HTTP error (404, 405, 429, 500, ...) as a page in the reader's language."""
    headers = {k: v for k, v in error.get_response().headers.items() if k in ("Retry-After", "Allow")}
    return error_page(error.code or 500, [], headers)


def init_errors(app: Flask) -> None:
    """Register the error pages (HTTP errors are sent here by create_app, except under /api/)."""
    app.register_error_handler(Refused, refused_page)
