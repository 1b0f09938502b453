"""A store's address as the log may show it: its password left out."""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit


def shown_address(url: str) -> str:
    """`url` with the password of its user part replaced by ***."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    user = f"{parts.username}:***@" if parts.username else ":***@"
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=user + host))
