"""Static files under names that change with their bytes: every `url_for('static', ...)` carries `?v=` and a
digest of the file, so the proxy in front may let phones keep them for a year (deploy/nginx-scorepad.conf serves
`static/` itself: a year for a fingerprinted address, revalidated otherwise) and a new release's file is a new
address. The app's own static route ignores the query and serves the file as ever (with `no-cache`)."""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path
from typing import Any

from flask import Flask

FINGERPRINT = "v"  # the query parameter (nginx's map in deploy/ matches it)


@lru_cache(maxsize=256)
def fingerprint(folder: str, filename: str) -> str | None:
    """The first 10 hex digits of the SHA-256 of a static file (None when there is no such file). Read once per
    process: a release's files don't change under a running server."""
    path = Path(folder, filename)
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()[:10]
    except OSError:
        return None


def init_static(app: Flask) -> None:
    """Put the fingerprint on every address of a static file the app makes."""
    folder = app.static_folder or ""

    @app.url_defaults
    def fingerprinted(endpoint: str, values: dict[str, Any]) -> None:
        if endpoint == "static" and FINGERPRINT not in values and (found := fingerprint(folder, values["filename"])):
            values[FINGERPRINT] = found
