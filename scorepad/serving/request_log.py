"""Request ids and logs a club can read: every answer carries `X-Request-ID` (the proxy's, when a trusted proxy
sent a well-formed one, else a new one), the 500 page shows it, and with SCOREPAD_LOG_FORMAT=json each request
and each logged error is one JSON line on standard error: time, request id, method, path (secrets masked),
status, duration and the client's address as the proxy set it (SCOREPAD_PROXIES)."""

from __future__ import annotations

import json
import logging
import re
import sys
import time
import uuid
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import Any

from flask import Flask, has_request_context, request
from werkzeug.wsgi import ClosingIterator

from .masking import mask

REQUEST_ID = "scorepad.request_id"  # where the id is kept in the WSGI environ
WELL_FORMED = re.compile(r"[A-Za-z0-9._:-]{8,128}")
LOGGERS = ("scorepad", "flask-limiter")  # the app's own (Flask's app logger and every module's), the limiter's
requests = logging.getLogger("scorepad.requests")


def request_id() -> str | None:
    """The current request's id (None outside a request)."""
    return request.environ.get(REQUEST_ID) if has_request_context() else None


def path_of(environ: dict[str, Any]) -> str:
    """The path and query as asked, with secret link segments masked."""
    query = environ.get("QUERY_STRING")
    return mask(environ.get("PATH_INFO", "") + (f"?{query}" if query else ""))


class JsonLines(logging.Formatter):
    """One JSON object per record: time, level, logger, message (masked), the request's id and, for an error,
    its traceback (masked); a request's line adds what `install_request_log` measured."""

    def format(self, record: logging.LogRecord) -> str:
        """The record as one line of JSON."""
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": mask(record.getMessage()),
        }
        if fields := getattr(record, "request_fields", None):
            line.update(fields)
        elif has_request_context():
            line.update(request_id=request_id(), method=request.method, path=path_of(request.environ))
        if record.exc_info:
            line["error"] = mask(self.formatException(record.exc_info))
        return json.dumps(line, ensure_ascii=False)


def json_logging() -> None:
    """Send the app's and the limiter's records to standard error as JSON lines (once per process)."""
    for name in LOGGERS:
        logger = logging.getLogger(name)
        if any(isinstance(h.formatter, JsonLines) for h in logger.handlers):
            continue
        for handler in list(logger.handlers):  # Flask's default handler writes text
            logger.removeHandler(handler)
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(JsonLines())
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
        logger.propagate = False


def install_request_log(app: Flask) -> None:
    """Give every request an id (sent back as X-Request-ID) and, in JSON mode, log one line per request. Put
    inside ProxyFix, so the client's address is the one the proxy named, and around the front door, so its
    answers are logged too."""
    inner = app.wsgi_app
    as_json = app.config["SCOREPAD_LOG_FORMAT"] == "json"
    trusted = int(app.config["SCOREPAD_PROXIES"]) > 0
    if as_json:
        json_logging()

    def logged(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        sent = environ.get("HTTP_X_REQUEST_ID", "") if trusted else ""
        rid = sent if WELL_FORMED.fullmatch(sent) else uuid.uuid4().hex
        environ[REQUEST_ID] = rid
        began, status = time.perf_counter(), ["500"]

        def starting(code: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            status[0] = code
            headers.append(("X-Request-ID", rid))
            return start_response(code, headers, exc_info)

        body = inner(environ, starting)
        if not as_json:
            return body

        def done() -> None:
            fields = {
                "request_id": rid,
                "method": environ.get("REQUEST_METHOD"),
                "path": path_of(environ),
                "status": int(status[0].split(" ", 1)[0]),
                "duration_ms": round((time.perf_counter() - began) * 1000, 1),
                "client": environ.get("REMOTE_ADDR"),
            }
            requests.info("request", extra={"request_fields": fields})

        return ClosingIterator(body, [done])

    app.wsgi_app = logged  # type: ignore[method-assign]
