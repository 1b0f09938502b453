"""Security headers on every response: a strict Content-Security-Policy and the usual companions; even the
last-resort 500 sent when an error page itself fails carries them. And how every answer may be kept, decided
here: a page is made for who asks (their phone's games, their sign-in, their league roles), so it is `private`
(a shared cache never keeps it) and asked again each time (`no-cache`); a page that shows a secret says
`no-store` itself, and one the same for everyone (the service worker, a game's news) says `no-cache`; an API
answer is the same for everyone who may read it (`no-cache`)."""

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
PERSONAL = "private, no-cache"  # an answer made for who asks: kept by their phone alone, and revalidated
SHARED = "no-cache"  # an answer the same for every reader (the API's reads): revalidated
PLAIN = list(HEADERS.items())
SECURE = [*PLAIN, ("Strict-Transport-Security", HSTS)]


def security_headers(secure: bool) -> list[tuple[str, str]]:
    """The security headers of every answer, the views' and the middleware's (HSTS only over HTTPS)."""
    return SECURE if secure else PLAIN


def add_headers(response: Response) -> Response:
    """Put the security headers on a response, and its Cache-Control when its view said none (caching)."""
    headers = security_headers(request.is_secure)
    if "Content-Security-Policy" not in response.headers:
        response.headers.extend(headers)  # at once: setting them one by one cost a cached page a tenth of its time
    else:  # a view's own policy: a page made to be framed (a league's embed) sends no X-Frame-Options: DENY
        policy = response.headers["Content-Security-Policy"]
        framed = "frame-ancestors" in policy and "frame-ancestors 'none'" not in policy
        for name, value in headers:
            if not (framed and name == "X-Frame-Options"):
                response.headers.setdefault(name, value)
    response.headers["Cache-Control"] = caching(response.headers.get("Cache-Control"))
    return response


def caching(said: str | None) -> str:
    """The Cache-Control of an answer to this request: what its view said, else `private, no-cache` for a page
    (made for who asks) and `no-cache` for an API answer or a static file (the same for everyone)."""
    if said is not None:
        return said
    shared = request.path.startswith("/api/") or request.endpoint == "static"
    return SHARED if shared else PERSONAL


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
