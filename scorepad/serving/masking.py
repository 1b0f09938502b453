"""Secrets out of logs: the secret path segment of an edit link (/games/<id>/claim/<secret>) and of an invitation
link (/invite/<secret>) replaced by ***, however the address was escaped. The app's request log, gunicorn's logs
and the error log mask with this; deploy/nginx-scorepad.conf masks nginx's access log the same way."""

from __future__ import annotations

import re
from urllib.parse import unquote

# A secret path segment: /games/<id>/claim/<secret> and /invite/<secret>, however the address was encoded.
SECRET = re.compile(r"(/claim/+|/invite/+)[^/?&#\s\"]+", re.IGNORECASE)
MASK = r"\1***"


def mask(text: str) -> str:
    """The text with every secret link segment replaced by ***. An address is read as the server reads it
    (percent-escapes undone, several times over), so an escaped letter doesn't hide a secret."""
    if "%" not in text and text.count("/") < 2:  # no escape to undo and no room for /claim/ or /invite/
        return text
    decoded = text
    for _ in range(3):
        decoded = unquote(decoded)
    if not SECRET.search(decoded):
        return text
    return SECRET.sub(MASK, decoded)
