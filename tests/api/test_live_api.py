"""Schemathesis against the app as production runs it: gunicorn with two workers (the README's command) on
the run's migrated test database, over real sockets. Every documented operation gets generated cases, valid
and invalid, aimed at real games, leagues and players as in test_openapi.py; none may answer 500, every answer
has a documented status, content type and body schema, and the server's log must hold no traceback. (The in-process run misses what only a real server shows: two workers
sharing one database, a real request body stream, production error handling.)"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from flask import Flask
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)
from werkzeug.datastructures import Headers

from scorepad.config import LIMITS
from tests.api.test_openapi import RUNS, Live, aim, each_case
from tests.live import NotStarted, Server, send, serving

EXAMPLES = {GenerationMode.POSITIVE: 8, GenerationMode.NEGATIVE: 4}  # a couple of minutes on a busy 2-core machine
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]


class Reply:
    """An answer over HTTP, read as a Flask test response is (what Live and aim use of one)."""

    def __init__(self, status: int, headers: dict[str, str], body: Any) -> None:
        self.status_code, self.headers, self.body = status, Headers(list(headers.items())), body

    def get_json(self) -> Any:
        """The JSON body."""
        return self.body if not isinstance(self.body, str) else json.loads(self.body)


class Remote:
    """A client of the live server with the test client's calls that Live and aim make."""

    def __init__(self, port: int) -> None:
        self.port = port

    def open(self, url: str, method: str = "GET", json: Any = None, headers: dict[str, str] | None = None) -> Reply:
        """One request."""
        return Reply(*send(self.port, method, url, json, headers))

    def get(self, url: str, **kwargs: Any) -> Reply:
        """A GET."""
        return self.open(url, "GET", **kwargs)

    def post(self, url: str, **kwargs: Any) -> Reply:
        """A POST."""
        return self.open(url, "POST", **kwargs)

    def delete(self, url: str, **kwargs: Any) -> Reply:
        """A DELETE."""
        return self.open(url, "DELETE", **kwargs)


@pytest.fixture(scope="module")
def server(app: Flask, database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """gunicorn -w 2 on the run's database; limits raised so that generated cases are answered, not throttled."""
    env = {"SCOREPAD_DATABASE_URL": database_url, **dict.fromkeys(LIMITS, "100000 per minute")}
    try:
        with serving(tmp_path_factory.mktemp("live-api-instance"), env, workers=2) as live:
            yield live
    except NotStarted as why:
        pytest.skip(f"live Schemathesis run skipped: {why}")


@pytest.fixture(scope="module")
def live_schema(server: Server) -> Any:
    """The document the live server serves, loaded by Schemathesis (cases are sent to that server)."""
    return schemathesis.openapi.from_url(f"http://127.0.0.1:{server.port}/api/openapi.json")


@pytest.fixture
def things(server: Server) -> Live:
    """Real games, a league and players on the live server, made as a test needs them (the database is emptied
    after each test)."""
    return Live(Remote(server.port))  # type: ignore[arg-type]


@pytest.mark.parametrize(("path", "method", "mode"), RUNS, ids=[f"{m.upper()} {p} {g.value}" for p, m, g in RUNS])
def test_the_live_server_answers_as_documented(
    live_schema: Any, server: Server, things: Live, path: str, method: str, mode: GenerationMode
) -> None:
    log_start = server.log_size()
    remote = Remote(server.port)

    def check(case: Any) -> None:
        aim(case, things, remote)  # type: ignore[arg-type]
        case.call_and_validate(checks=CHECKS)

    each_case(live_schema[path][method.upper()], mode, EXAMPLES[mode], check)
    assert not server.tracebacks(log_start)
