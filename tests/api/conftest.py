"""The API tests' client checks every request it makes and every answer it gets against the served document
(tests/api/contract.py): a test that passes is also a test of the document."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from openapi_core import Config, OpenAPI

from tests.api.contract import Contract
from tests.live import NotStarted, Server, serving

CHECKED = {"exchanges": 0}


class CheckedClient(FlaskClient):
    """A test client whose every API exchange must keep the contract."""

    contract: Contract

    def open(self, *args: Any, **kwargs: Any) -> Any:
        """Send a request; fail at once when it or its answer breaks the contract."""
        response = super().open(*args, **kwargs)
        request = response.request
        stream = request.environ.get("wsgi.input")
        if stream is not None and stream.seekable():
            stream.seek(0)  # the app read the body; the contract reads it again
        if request.path.startswith("/api/") and request.path != "/api/openapi.json":
            CHECKED["exchanges"] += 1
            broken = self.contract.check(request, response)
            assert not broken, "\n".join(broken)
        return response


@pytest.fixture(scope="session")
def openapi_core_spec(app: Flask) -> OpenAPI:
    """The served document as openapi-core reads it (told that problem details are JSON too)."""
    problems = {"application/problem+json": json.loads}  # openapi-core reads only application/json by itself
    doc = app.test_client().get("/api/openapi.json").get_json()
    return OpenAPI.from_dict(doc, config=Config(extra_media_type_deserializers=problems))


@pytest.fixture
def client(app: Flask, contract: Contract) -> FlaskClient:
    """A test client of the app that checks every API exchange against the document."""
    app.test_client_class = CheckedClient
    CheckedClient.contract = contract
    try:
        return app.test_client()
    finally:
        app.test_client_class = None


@pytest.fixture(scope="module")
def live_server(app: Flask, database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """gunicorn on the run's database, for a generated client that speaks real HTTP."""
    try:
        with serving(tmp_path_factory.mktemp("live-instance"), {"SCOREPAD_DATABASE_URL": database_url}, 1) as live:
            yield live
    except NotStarted as why:
        pytest.fail(f"the live server did not start: {why}")


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Say how many exchanges the contract checked."""
    if CHECKED["exchanges"]:
        terminalreporter.write_line(f"contract: {CHECKED['exchanges']} API requests and answers checked")
