"""gunicorn's sync worker, whose own answers carry the security headers too. gunicorn answers by itself a request
it can't read (400 for a broken request line, 414 for one over 4,094 bytes, 431 for headers too large): the app
never sees those, so its headers (headers.py) were missing. And when the arbiter stops a worker that ran past
`--timeout`, this worker answers the waiting client 503 with the headers and Retry-After before it exits, where
gunicorn would just close the connection. (It can only when the worker's Python runs: a request stuck inside one
long C call, as the old JSON guard's regular expression was, is killed without an answer; the TLS proxy then
answers 502 itself.) These answers are in English: the request was never read, so its language isn't known.

Use it with `gunicorn --worker-class scorepad.serving.worker.SecuredWorker ...` (the README's command)."""

from __future__ import annotations

import html
from contextlib import suppress
from typing import Any

from gunicorn import util
from gunicorn.workers.sync import SyncWorker

from .headers import HEADERS

PAGE = (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>{reason}</title></head>'
    "<body><h1>{reason}</h1><p>{message}</p></body></html>\n"
)
TIMEOUT = ("Service Unavailable", "The server took too long to answer; please try again.")


def write_error(sock: Any, status: int, reason: str, message: str, extra: dict[str, str] | None = None) -> None:
    """gunicorn's own error answer, with the security headers (in place of gunicorn.util.write_error)."""
    body = PAGE.format(reason=html.escape(reason), message=html.escape(message)).encode()
    headers = {
        "Connection": "close",
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": str(len(body)),
        "Cache-Control": "no-store",
        **HEADERS,
        **(extra or {}),
    }
    head = f"HTTP/1.1 {status} {reason}\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers.items()) + "\r\n"
    util.write_nonblock(sock, head.encode("latin-1") + body)


class SecuredWorker(SyncWorker):  # type: ignore[misc]
    """A sync worker whose error answers and timeout answers carry the security headers."""

    client: Any = None  # the connection being answered, for a timeout's answer

    def handle(self, listener: Any, client: Any, addr: Any) -> None:
        """Serve one connection, remembering it while it is served."""
        self.client = client
        try:
            super().handle(listener, client, addr)
        finally:
            self.client = None

    def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        """gunicorn's error answer (400, 414, 431, 500 ...), written with the security headers."""
        written = util.write_error
        util.write_error = write_error
        try:
            super().handle_error(req, client, addr, exc)
        finally:
            util.write_error = written

    def handle_abort(self, sig: int, frame: Any) -> None:
        """Stopped by the arbiter past the timeout: answer the waiting client 503 first, then exit."""
        if self.client is not None:
            with suppress(Exception):  # the answer is a courtesy: the worker exits either way
                write_error(self.client, 503, *TIMEOUT, {"Retry-After": "30"})
        super().handle_abort(sig, frame)
