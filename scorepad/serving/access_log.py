"""Logs without keys: gunicorn's access and error logs with the secrets of edit links and invitation links
masked (a link that can be replaced is still a key until it is), and no cookie or Authorization header.

Use it with `gunicorn --logger-class scorepad.serving.access_log.MaskingLogger --access-logfile - ...`. With
SCOREPAD_LOG_FORMAT=json gunicorn's own lines (its error log: starts, workers, timeouts, a worker that failed to
boot; its access log, if one is asked for) are JSON lines like the app's.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from typing import Any

from gunicorn.glogging import Logger

from .masking import mask
from .request_log import JsonLines, json_logging

__all__ = ["HIDDEN_HEADERS", "GunicornJson", "MaskingFilter", "MaskingLogger", "mask"]

HIDDEN_HEADERS = ("{cookie}i", "{authorization}i", "{set-cookie}o", "{http_cookie}e", "{http_authorization}e")


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
        if os.environ.get("SCOREPAD_LOG_FORMAT") == "json":
            for handler in [*self.error_log.handlers, *self.access_log.handlers]:
                handler.setFormatter(GunicornJson())
            json_logging()  # the app's own lines too, from the first one a worker writes (a refusal to start)

    def atoms(self, resp: Any, req: Any, environ: Any, request_time: Any) -> dict[str, Any]:
        """The access log's fields, with secrets masked and cookies and credentials left out."""
        atoms = super().atoms(resp, req, environ, request_time)
        for key, value in atoms.items():
            if key.lower() in HIDDEN_HEADERS:
                atoms[key] = "-"
            elif isinstance(value, str):
                atoms[key] = mask(value)
        return atoms


def access_fields(atoms: Mapping[str, Any]) -> dict[str, Any]:
    """An access-log line's fields, named as the app's request lines name them (already masked by `atoms`)."""
    query = atoms["q"] if atoms["q"] not in ("", "-") else ""
    status = str(atoms["s"])
    return {
        "method": atoms["m"],
        "path": atoms["U"] + (f"?{query}" if query else ""),
        "status": int(status) if status.isdigit() else status,
        "duration_ms": round(int(atoms["D"]) / 1000, 1) if str(atoms["D"]).isdigit() else None,
        "client": atoms["h"],
    }


class GunicornJson(JsonLines):
    """The app's JSON lines, for gunicorn's error and access logs (an access line adds its fields)."""

    def format(self, record: logging.LogRecord) -> str:
        """The record as one line of JSON."""
        if record.name == "gunicorn.access" and isinstance(record.args, Mapping):
            record.request_fields = access_fields(record.args)
        return super().format(record)
