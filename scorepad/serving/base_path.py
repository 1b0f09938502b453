"""The path prefix the app is served under comes from configuration (SCOREPAD_BASE_URL's path), never from the
request. gunicorn maps a client's `SCRIPT_NAME:` header into the WSGI environment (from addresses it trusts as
forwarders), and Flask makes every link from it: one request could have made a cached page's links point to
another site. Here the request's path is put back whole and the configured prefix alone is taken off it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any
from urllib.parse import urlsplit

from flask import Flask


def base_path(app: Flask) -> str:
    """The configured path prefix ("" when the app is served at the root)."""
    return urlsplit(app.config["SCOREPAD_BASE_URL"]).path.rstrip("/")


def install_base_path(app: Flask) -> None:
    """Set every request's SCRIPT_NAME to the configured prefix, whatever the client or server put there."""
    inner, prefix = app.wsgi_app, base_path(app)

    def configured(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        path = environ.get("SCRIPT_NAME", "") + environ.get("PATH_INFO", "")  # the path as the client sent it
        if prefix and (path == prefix or path.startswith(prefix + "/")):
            path = path[len(prefix) :]  # a proxy that passes the prefix on
        environ["SCRIPT_NAME"], environ["PATH_INFO"] = prefix, path or "/"
        return inner(environ, start_response)

    app.wsgi_app = configured  # type: ignore[method-assign]
