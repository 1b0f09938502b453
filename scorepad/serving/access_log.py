"""Logs without keys: gunicorn's access and error logs with the secrets of edit links and invitation links
masked (a link that can be replaced is still a key until it is), and no cookie or Authorization header.

Use it with `gunicorn --logger-class scorepad.serving.access_log.MaskingLogger --access-logfile - ...`.
"""

from __future__ import annotations

import logging
import re
from typing import Any
from urllib.parse import unquote

from gunicorn.glogging import Logger

# A secret path segment: /games/<id>/claim/<secret> and /invite/<secret>, however the address was encoded.
SECRET = re.compile(r"(/claim/|/invite/)[^/?&#\s\"]+", re.IGNORECASE)
MASK = r"\1***"
HIDDEN_HEADERS = ("{cookie}i", "{authorization}i", "{set-cookie}o", "{http_cookie}e", "{http_authorization}e")


def mask(text: str) -> str:
    """The text with every secret link segment replaced by ***. An address is read as the server reads it
    (percent-escapes undone, several times over), so an escaped letter doesn't hide a secret."""
    decoded = text
    for _ in range(3):
        decoded = unquote(decoded)
    if not SECRET.search(decoded):
        return text
    return SECRET.sub(MASK, decoded)


class MaskingFilter(logging.Filter):
    """Masks secret link segments in a log record's message (Flask's "Exception on /invite/..." and the like)."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrite the record's message, masked; never drops a record."""
        message = record.getMessage()
        masked = mask(message)
        if masked != message:
            record.msg, record.args = masked, None
        return True


class MaskingLogger(Logger):
    """gunicorn's logger, with secret link segments masked in every access-log field and the error log."""

    def setup(self, cfg: Any) -> None:
        """Set up gunicorn's handlers, then mask what reaches the error log and Flask's own log."""
        super().setup(cfg)
        from flask.logging import default_handler

        for handler in [*self.error_log.handlers, default_handler]:
            if not any(isinstance(f, MaskingFilter) for f in handler.filters):
                handler.addFilter(MaskingFilter())

    def atoms(self, resp: Any, req: Any, environ: Any, request_time: Any) -> dict[str, Any]:
        """The access log's fields, with secrets masked and cookies and credentials left out."""
        atoms = super().atoms(resp, req, environ, request_time)
        for key, value in atoms.items():
            if key.lower() in HIDDEN_HEADERS:
                atoms[key] = "-"
            elif isinstance(value, str):
                atoms[key] = mask(value)
        return atoms
