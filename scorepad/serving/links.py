"""Absolute addresses for links handed to other phones (share page, invitations, the API's edit_link):
made from the configured server address, never from the Host header a request happens to carry."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from flask import current_app, url_for


def absolute_url(endpoint: str, **values: Any) -> str:
    """The full address of an endpoint on this server as configured (SCOREPAD_BASE_URL): its scheme and host,
    then the path url_for makes, which begins with the configured path prefix (serving/base_path.py)."""
    base = urlsplit(current_app.config["SCOREPAD_BASE_URL"])
    return f"{base.scheme}://{base.netloc}{url_for(endpoint, **values)}"
