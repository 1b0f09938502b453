"""gunicorn's own answers carry the security headers: a request it can't read (400, 414, 431) never reaches the
app, and a worker stopped past the timeout answers 503 before it exits."""

from __future__ import annotations

import signal
import socket
from collections.abc import Iterator
from importlib.metadata import version
from types import SimpleNamespace

import pytest
from flask import Flask

from scorepad.serving.headers import HEADERS
from scorepad.serving.worker import SecuredWorker
from tests.live import NotStarted, Server, serving


@pytest.fixture(scope="module")
def server(app: Flask, database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """gunicorn as the README runs it (its worker class included)."""
    try:
        with serving(tmp_path_factory.mktemp("worker"), {"SCOREPAD_DATABASE_URL": database_url}, workers=1) as live:
            yield live
    except NotStarted as why:
        pytest.skip(str(why))


def raw(port: int, data: bytes) -> tuple[int, dict[str, str]]:
    """Send bytes as they are; the answer's status and headers."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as conn:
        conn.sendall(data)
        answer = b""
        while chunk := conn.recv(65536):
            answer += chunk
    head = answer.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
    return int(head[0].split()[1]), {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in head[1:])}


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
def test_gunicorns_own_answers_carry_the_security_headers(server: Server, request_bytes: bytes, status: int) -> None:
    got, headers = raw(server.port, request_bytes)
    assert got == status and secured(headers), headers


def test_a_worker_stopped_past_the_timeout_answers_503_with_the_headers() -> None:
    worker = SecuredWorker.__new__(SecuredWorker)
    worker.cfg = SimpleNamespace(worker_abort=lambda _worker: None)
    waiting, client = socket.socketpair()
    worker.client = waiting
    with pytest.raises(SystemExit):
        worker.handle_abort(signal.SIGABRT, None)
    answer = client.recv(65536).decode("latin-1")
    assert answer.startswith("HTTP/1.1 503 Service Unavailable\r\n") and "Retry-After: 30\r\n" in answer
    assert f"Content-Security-Policy: {HEADERS['Content-Security-Policy']}\r\n" in answer
    waiting.close()
    client.close()
