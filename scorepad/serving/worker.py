"""gunicorn's sync worker, whose own answers carry the security headers too. gunicorn answers by itself a request
it can't read (400 for a broken request line, 414 for one over 4,094 bytes, 431 for headers too large): the app
never sees those, so its headers (headers.py) were missing. And when the arbiter stops a worker that ran past
`--timeout`, this worker answers the waiting client 503 with the headers and Retry-After before it exits, where
gunicorn would just close the connection. (It can only when the worker's Python runs: a request stuck inside one
long C call, as the old JSON guard's regular expression was, is killed without an answer; the TLS proxy then
answers 502 itself.) These answers are in English: the request was never read, so its language isn't known.
They are problem details (RFC 9457), as every API error is, unless the request was read and asked for a page:
one that couldn't be read (a request line of 5,000 bytes, 9 KB of headers) comes from a program, not a browser.

Use it with `gunicorn --worker-class scorepad.serving.worker.SecuredWorker ...` (the README's command)."""

from __future__ import annotations

import html
import json
from contextlib import suppress
from functools import partial
from typing import Any

from gunicorn import util
from gunicorn.workers.sync import SyncWorker

from .headers import HEADERS

PAGE = (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>{reason}</title></head>'
    "<body><h1>{reason}</h1><p>{message}</p></body></html>\n"
)
CODES = {400: "malformed", 414: "too_large", 431: "too_large"}  # the problem kinds' codes (serving/problem_kinds.py)
TIMEOUT = ("Service Unavailable", "The server took too long to answer; please try again.")


def for_a_page(req: Any) -> bool:
    """Whether a request gunicorn read asked for a page (not the API); one it couldn't read didn't."""
    return req is not None and "/api/" not in f"{getattr(req, 'path', '')}/"


def write_error(
    sock: Any, status: int, reason: str, message: str, extra: dict[str, str] | None = None, page: bool = False
) -> None:
    """gunicorn's own error answer, with the security headers (in place of gunicorn.util.write_error): problem
    details, or an HTML page for a request that asked for one."""
    if page:
        text, kind = PAGE.format(reason=html.escape(reason), message=html.escape(message)), "text/html; charset=utf-8"
    else:
        # gunicorn refuses before the app has read the request: the status says it all, and `instance` is the root
        # (the address may be what was refused: too long, or unreadable).
        problem = {"type": "about:blank", "title": reason, "status": status, "detail": message, "instance": "/"}
        said = {
            "errors": {"_request": message},
            "problems": [{"field": "_request", "code": CODES.get(status, "server_error"), "message": message}],
        }
        text, kind = json.dumps({**problem, **said}), "application/problem+json"
    body = text.encode()
    headers = {
        "Connection": "close",
        "Content-Type": kind,
        "Content-Language": "en",
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
    req: Any = None  # the request being answered, once read

    def handle(self, listener: Any, client: Any, addr: Any) -> None:
        """Serve one connection, remembering it while it is served."""
        self.client = client
        try:
            super().handle(listener, client, addr)
        finally:
            self.client = self.req = None

    def handle_request(self, listener: Any, req: Any, client: Any, addr: Any) -> Any:
        """Serve one request, remembering it while it is served."""
        self.req = req
        return super().handle_request(listener, req, client, addr)

    def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        """gunicorn's error answer (400, 414, 431, 500 ...), written with the security headers."""
        written = util.write_error
        util.write_error = partial(write_error, page=for_a_page(req))
        try:
            super().handle_error(req, client, addr, exc)
        finally:
            util.write_error = written

    def handle_abort(self, sig: int, frame: Any) -> None:
        """Stopped by the arbiter past the timeout: answer the waiting client 503 first, then exit."""
        if self.client is not None:
            with suppress(Exception):  # the answer is a courtesy: the worker exits either way
                write_error(self.client, 503, *TIMEOUT, {"Retry-After": "30"}, page=for_a_page(self.req))
        super().handle_abort(sig, frame)
