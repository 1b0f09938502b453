"""gunicorn's own answers carry the security headers and are problem details, as the API's errors are: a request
it can't read (400, 414, 431) never reaches the app, and a worker stopped past the timeout answers 503 before it
exits (a page for a page's request)."""

from __future__ import annotations

import json
import signal
import socket
from collections.abc import Iterator
from importlib.metadata import version
from types import SimpleNamespace

import pytest
from flask import Flask

from scorepad.api.problems import PROBLEM
from scorepad.serving.headers import HEADERS
from scorepad.serving.worker import SecuredWorker
from tests.api.contract import Contract
from tests.live import NotStarted, Server, serving


@pytest.fixture(scope="module")
def server(app: Flask, database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """gunicorn as the README runs it (its worker class included)."""
    try:
        with serving(tmp_path_factory.mktemp("worker"), {"SCOREPAD_DATABASE_URL": database_url}, workers=1) as live:
            yield live
    except NotStarted as why:
        pytest.skip(str(why))


def raw(port: int, data: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send bytes as they are; the answer's status, headers and body."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as conn:
        conn.sendall(data)
        answer = b""
        while chunk := conn.recv(65536):
            answer += chunk
    top, _, body = answer.partition(b"\r\n\r\n")
    head = top.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in head[1:])}
    return int(head[0].split()[1]), headers, body


GUNICORN = tuple(int(part) for part in version("gunicorn").split(".")[:2])  # 26 answers a long line 400, 27 414


def secured(headers: dict[str, str]) -> bool:
    return all(headers.get(name.lower()) == value for name, value in HEADERS.items())


@pytest.mark.parametrize(
    ("request_bytes", "status"),
    [
        (b"NOT A REQUEST LINE AT ALL\r\n\r\n", 400),
        (b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414 if GUNICORN >= (27,) else 400),
        (b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 9000 + b"\r\n\r\n", 431),
    ],
    ids=["400", "414", "431"],
)
def test_gunicorns_own_answers_carry_the_security_headers_as_problems(
    server: Server, contract: Contract, request_bytes: bytes, status: int
) -> None:
    got, headers, body = raw(server.port, request_bytes)
    assert got == status and secured(headers), headers
    assert headers["content-type"] == "application/problem+json" and int(headers["content-length"]) == len(body)
    problem = json.loads(body)
    assert contract.errors({"$ref": "#/components/schemas/Problem"}, problem) == []
    assert (problem["status"], problem["type"], headers["content-language"]) == (status, "about:blank", "en")


@pytest.mark.parametrize(
    ("path", "kind"),
    [("/api/games/g1/rounds", PROBLEM), ("/games/g1", "text/html; charset=utf-8"), (None, PROBLEM)],
)
def test_a_worker_stopped_past_the_timeout_answers_503_with_the_headers(path: str | None, kind: str) -> None:
    worker = SecuredWorker.__new__(SecuredWorker)
    worker.cfg = SimpleNamespace(worker_abort=lambda _worker: None)
    waiting, client = socket.socketpair()
    worker.client, worker.req = waiting, (None if path is None else SimpleNamespace(path=path))
    with pytest.raises(SystemExit):
        worker.handle_abort(signal.SIGABRT, None)
    answer = client.recv(65536).decode("latin-1")
    assert answer.startswith("HTTP/1.1 503 Service Unavailable\r\n") and "Retry-After: 30\r\n" in answer
    assert f"Content-Security-Policy: {HEADERS['Content-Security-Policy']}\r\n" in answer
    assert f"Content-Type: {kind}\r\n" in answer and "The server took too long to answer" in answer
    waiting.close()
    client.close()
