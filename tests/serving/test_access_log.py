"""The production command's logs hold no keys: edit-link and invitation secrets are masked in the access log
(however the address was escaped) and in the error log; cookies and credentials never appear. With
SCOREPAD_LOG_FORMAT=json gunicorn's own lines are JSON lines like the app's."""

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from datetime import timedelta
from pathlib import Path
from types import SimpleNamespace

import pytest
from gunicorn.config import Config

from scorepad.serving.access_log import MaskingLogger, mask

SECRET = "Zq8sVx2LmN4pR7tY9wBc"


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        (f"GET /games/abc/claim/{SECRET} HTTP/1.1", "GET /games/abc/claim/*** HTTP/1.1"),
        (f"POST /invite/{SECRET}?x=1 HTTP/1.1", "POST /invite/***?x=1 HTTP/1.1"),
        (f"/games/abc/cl%61im/{SECRET}", "/games/abc/claim/***"),
        (f"/signin?next=%2Finvite%2F{SECRET}", "/signin?next=/invite/***"),
        (f"/signin?next=%252Finvite%252F{SECRET}", "/signin?next=/invite/***"),
        (f"GET /invite//{SECRET} HTTP/1.1", "GET /invite//*** HTTP/1.1"),  # werkzeug merges the slashes
        ("GET /games/abc HTTP/1.1", "GET /games/abc HTTP/1.1"),
        ("/games/abc/share?x=%20y", "/games/abc/share?x=%20y"),  # nothing secret: left exactly as it was
    ],
)
def test_secret_segments_are_masked(text, masked):
    assert mask(text) == masked


def test_every_access_log_field_is_masked_and_cookies_left_out(tmp_path):
    log = tmp_path / "access.log"
    cfg = Config()
    cfg.set("accesslog", str(log))
    cfg.set("access_log_format", "%(r)s %(U)s %(q)s %(f)s {cookie}i {authorization}i {raw_uri}e")
    logger = MaskingLogger(cfg)
    environ = {
        "REQUEST_METHOD": "GET",
        "RAW_URI": f"/invite/{SECRET}",
        "PATH_INFO": f"/invite/{SECRET}",
        "QUERY_STRING": f"next=/games/x/claim/{SECRET}",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "HTTP_REFERER": f"https://club.example/invite/{SECRET}",
        "REMOTE_ADDR": "10.0.0.1",
    }
    request = SimpleNamespace(headers=[("Cookie", "scorepad=session-value"), ("Authorization", "Bearer api-token")])
    response = SimpleNamespace(status="200 OK", sent=10, headers=[])
    logger.access(response, request, environ, timedelta(milliseconds=5))
    for handler in logger.access_log.handlers:
        handler.flush()
    line = log.read_text()
    assert SECRET not in line and "session-value" not in line and "api-token" not in line
    assert line.count("/invite/***") == 3 and "claim/***" in line


def test_the_error_log_is_masked_too(tmp_path):
    errors = tmp_path / "error.log"
    cfg = Config()
    cfg.set("errorlog", str(errors))
    logger = MaskingLogger(cfg)
    logger.error("Exception on /games/x/claim/%s [POST]", SECRET)
    for handler in logger.error_log.handlers:
        handler.flush()
    assert SECRET not in errors.read_text() and "/games/x/claim/*** [POST]" in errors.read_text()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_readmes_production_command_writes_a_masked_access_log(app, database_url, tmp_path):
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    command = readme.split("`SCOREPAD_PROXIES=1 gunicorn ", 1)[1].split("`", 1)[0]
    assert "--logger-class scorepad.serving.access_log.MaskingLogger" in command and "--access-logfile -" in command
    port = free_port()
    args = command.replace('"scorepad:create_app()"', "scorepad:create_app()").split()
    env = {
        **os.environ,
        "SCOREPAD_DATABASE_URL": database_url,
        "SCOREPAD_INSTANCE_PATH": str(tmp_path),
        "SCOREPAD_SECRET_KEY": "test-only-secret-key-of-a-test-server",
    }
    server = subprocess.Popen(  # noqa: S603
        [sys.executable, "-m", "gunicorn", *args, "-w", "1", "-b", f"127.0.0.1:{port}"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env=env,
        text=True,
    )

    def get(path):
        with contextlib.suppress(urllib.error.HTTPError):  # an error page is logged like any answer
            urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=30)  # noqa: S310

    try:
        for _ in range(300):  # until the server answers
            try:
                get("/api/rulesets")
                break
            except OSError:
                time.sleep(0.1)
        for path in (f"/invite/{SECRET}", f"/games/nope/claim/{SECRET}", f"/signin?next=%2Finvite%2F{SECRET}"):
            get(path)
    finally:
        server.terminate()
        output, _ = server.communicate(timeout=20)
    assert output.count("GET /invite/*** HTTP/1.1") == 1 and "GET /games/nope/claim/*** HTTP/1.1" in output
    assert "next=/invite/***" in output and SECRET not in output


def test_in_json_mode_gunicorns_error_and_access_logs_are_json_lines(tmp_path, monkeypatch):
    monkeypatch.setenv("SCOREPAD_LOG_FORMAT", "json")
    errors, access = tmp_path / "error.log", tmp_path / "access.log"
    cfg = Config()
    cfg.set("errorlog", str(errors))
    cfg.set("accesslog", str(access))
    logger = MaskingLogger(cfg)
    logger.info("Booting worker with pid: %s", 42)
    logger.error("Exception on /games/x/claim/%s [POST]", SECRET)
    environ = {
        "REQUEST_METHOD": "POST",
        "RAW_URI": f"/invite/{SECRET}?x=1",
        "PATH_INFO": f"/invite/{SECRET}",
        "QUERY_STRING": "x=1",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "10.0.0.1",
    }
    response = SimpleNamespace(status="303 SEE OTHER", sent=0, headers=[])
    logger.access(response, SimpleNamespace(headers=[]), environ, timedelta(milliseconds=12))
    for handler in [*logger.error_log.handlers, *logger.access_log.handlers]:
        handler.flush()
    error_lines = [json.loads(line) for line in errors.read_text().splitlines()]
    assert [(x["level"], x["logger"], x["message"]) for x in error_lines] == [
        ("INFO", "gunicorn.error", "Booting worker with pid: 42"),
        ("ERROR", "gunicorn.error", "Exception on /games/x/claim/*** [POST]"),
    ]
    (line,) = [json.loads(text) for text in access.read_text().splitlines()]
    assert line["logger"] == "gunicorn.access" and SECRET not in json.dumps(line)
    assert (line["method"], line["path"], line["status"], line["client"]) == ("POST", "/invite/***?x=1", 303, "10.0.0.1")
    assert line["duration_ms"] == 12.0 and line["time"] and '"POST /invite/***?x=1 HTTP/1.1" 303' in line["message"]
