"""Request ids on every answer and on the 500 page; SCOREPAD_LOG_FORMAT=json writes one line per request (secrets
masked, the client as the proxy named it) and one per error, with the request's id."""

import io
import json
import logging
import os
import re

import pytest
from flask_migrate import upgrade

from scorepad import MIGRATIONS, create_app
from scorepad.serving.request_log import JsonLines


def test_every_answer_carries_a_new_request_id(client):
    ids = {client.get("/api/rulesets").headers["X-Request-ID"] for _ in range(3)}
    assert len(ids) == 3 and all(re.fullmatch(r"[0-9a-f]{32}", i) for i in ids)
    assert client.get("/no-such-page").headers["X-Request-ID"]


@pytest.fixture
def logged_app(tmp_path):
    """An app behind one proxy writing JSON lines, not under test (errors become 500 pages), and what it logs."""
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(tmp_path)
    config = {
        "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'x.db'}",
        "SECRET_KEY": "test-only-secret-key-of-a-test-server",
        "SCOREPAD_LOG_FORMAT": "json",
        "SCOREPAD_PROXIES": 1,
    }
    app = create_app(config)
    with app.app_context():
        upgrade(directory=MIGRATIONS)

    @app.get("/boom")
    def boom() -> str:
        raise RuntimeError("the kitchen is on fire")

    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(JsonLines())
    logger = logging.getLogger("scorepad")
    logger.addHandler(handler)
    yield app, out
    logger.removeHandler(handler)


def lines(out):
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_one_json_line_per_request_with_the_proxys_client_and_id(logged_app):
    app, out = logged_app
    client = app.test_client()
    sent = {"X-Forwarded-For": "198.51.100.7", "X-Request-ID": "from-the-proxy-0001"}
    path = "/invite/Zq8sVx2LmN4pR7tY9wBc?next=/games/x/claim/Zq8sVx2LmN4pR7tY9wBc"
    response = client.get(path, headers=sent, buffered=True)  # read and closed, as a WSGI server does
    assert response.headers["X-Request-ID"] == "from-the-proxy-0001"
    (line,) = [x for x in lines(out) if x["logger"] == "scorepad.requests"]
    assert line["request_id"] == "from-the-proxy-0001" and line["method"] == "GET"
    assert line["path"] == "/invite/***?next=/games/x/claim/***"
    assert line["status"] == response.status_code and line["client"] == "198.51.100.7"
    assert isinstance(line["duration_ms"], float) and line["time"].endswith("+00:00")
    odd = client.get("/api/rulesets", headers={"X-Request-ID": "bad id; <script>"}).headers["X-Request-ID"]
    assert re.fullmatch(r"[0-9a-f]{32}", odd)  # an id that isn't well formed is replaced


def test_an_error_is_a_json_line_with_the_request_id_shown_on_the_500_page(logged_app):
    app, out = logged_app
    response = app.test_client().get("/boom")
    rid = response.headers["X-Request-ID"]
    assert response.status_code == 500 and rid in response.get_data(as_text=True)
    errors = [x for x in lines(out) if x["level"] == "ERROR"]
    assert errors and errors[0]["request_id"] == rid and errors[0]["path"] == "/boom"
    assert "the kitchen is on fire" in errors[0]["error"]


def test_an_id_from_an_untrusted_client_is_not_taken(client):
    assert client.get("/api/rulesets", headers={"X-Request-ID": "from-anyone-0001"}).headers["X-Request-ID"] != (
        "from-anyone-0001"
    )
