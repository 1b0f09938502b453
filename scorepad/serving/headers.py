"""Security headers on every response: a strict Content-Security-Policy and the usual companions; even the
last-resort 500 sent when an error page itself fails carries them."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask, Response, request

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; "
    "manifest-src 'self'; worker-src 'self'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
}
HSTS = "max-age=31536000"  # over HTTPS only
PLAIN = list(HEADERS.items())
SECURE = [*PLAIN, ("Strict-Transport-Security", HSTS)]


def security_headers(secure: bool) -> list[tuple[str, str]]:
    """The security headers of every answer, the views' and the middleware's (HSTS only over HTTPS)."""
    return SECURE if secure else PLAIN


def add_headers(response: Response) -> Response:
    """Put the security headers on a response; an API answer that says nothing of caching gets no-cache."""
    headers = security_headers(request.is_secure)
    if "Content-Security-Policy" not in response.headers:
        response.headers.extend(headers)  # at once: setting them one by one cost a cached page a tenth of its time
    else:
        for name, value in headers:
            response.headers.setdefault(name, value)
    if request.path.startswith("/api/") and "Cache-Control" not in response.headers:
        response.headers["Cache-Control"] = "no-cache"
    return response


def last_resort(app: Flask) -> None:
    """Answer a plain 500 with the headers when handling an error failed too (the database gone, say), instead of
    leaving the server to answer without them; under test or debug the error propagates as Flask's would."""
    inner = app.wsgi_app

    def guarded(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        started = False

        def starting(*args: Any) -> Any:
            nonlocal started
            started = True
            return start_response(*args)

        try:
            return inner(environ, starting)
        except Exception:
            propagate = app.config.get("PROPAGATE_EXCEPTIONS")
            if started or (propagate if propagate is not None else app.testing or app.debug):
                raise
            app.logger.exception("Answering 500: the error handler failed")
            start_response(
                "500 INTERNAL SERVER ERROR",
                [("Content-Type", "text/plain; charset=utf-8"), *security_headers(https(environ))],
            )
            return [b"Internal Server Error\n"]

    app.wsgi_app = guarded  # type: ignore[method-assign]


def https(environ: dict[str, Any]) -> bool:
    """Whether a request came over HTTPS (as werkzeug's `Request.is_secure` says)."""
    return environ.get("wsgi.url_scheme") == "https"


def init_headers(app: Flask) -> None:
    """Register the headers, on every answer and on the last-resort 500."""
    app.after_request(add_headers)
    last_resort(app)
