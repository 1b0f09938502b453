"""Two gunicorn workers, as the README runs them: concurrent sign-ups never answer 500 (every write takes
the database's lock when it begins, sign-up included), and a rate limit holds across the workers (the
counters live in the database both share; Flask-Limiter's memory:// would count per worker).

The server believes one proxy (SCOREPAD_PROXIES=1), so each client is told apart by X-Forwarded-For, and
runs on the run's test database (SQLite, or PostgreSQL when SCOREPAD_TEST_DATABASE_URL is set)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

from scorepad.extensions import db
from scorepad.models import User
from tests.live import Form, NotStarted, Server, race, send, serving

PASSWORD = "correct horse battery"


@pytest.fixture(scope="module")
def server(app: Flask, database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """gunicorn -w 2 behind one (pretended) proxy, with the production rate limits."""
    env = {"SCOREPAD_DATABASE_URL": database_url, "SCOREPAD_PROXIES": "1"}
    try:
        with serving(tmp_path_factory.mktemp("workers-instance"), env, workers=2) as live:
            yield live
    except NotStarted as why:
        pytest.skip(f"worker tests skipped: {why}")


def form_session(server: Server, page: str, address: str) -> tuple[str, str]:
    """A phone's session cookie and the CSRF token of a form page, as a browser gets them."""
    status, headers, html = send(server.port, "GET", page, headers={"X-Forwarded-For": address})
    assert status == 200, html
    cookie = headers["set-cookie"].split(";", 1)[0]
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', html) or re.search(
        r'name="csrf_token" value="([^"]+)"', html
    )
    assert token, html
    return cookie, token.group(1)


def posts(server: Server, page: str, forms: list[dict[str, str]], addresses: list[str]) -> list[Any]:
    """One form post per phone (each with its own session and token), ready to race."""
    plans = []
    for fields, address in zip(forms, addresses, strict=True):
        cookie, token = form_session(server, page, address)
        headers = {"Cookie": cookie, "X-Forwarded-For": address}
        plans.append([("POST", page, Form({**fields, "csrf_token": token}), headers)])
    return plans


def test_thirty_concurrent_sign_ups_never_answer_500(app: Flask, server: Server) -> None:
    log_start = server.log_size()
    names = (
        [f"Player {i}" for i in range(20)]
        + ["Same Name", "same name", "SAME NAME", " Same  Name "] * 2
        + ["Same", "same"]
    )
    forms = [{"name": name, "password": PASSWORD} for name in names]
    addresses = [f"198.51.100.{i + 1}" for i in range(len(names))]  # 30 phones: no limit applies

    answers = [plan[0] for plan in race(server.port, posts(server, "/signup", forms, addresses))]

    statuses = [status for status, _, _ in answers]
    assert 500 not in statuses, [(s, b[-400:]) for s, _, b in answers if s == 500]
    assert statuses[:20] == [303] * 20
    assert sorted(statuses[20:28]) == [303] + [422] * 7 and sorted(statuses[28:]) == [303, 422]
    for status, _, body in answers:
        if status == 422:
            assert "This name is taken." in body
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count()).select_from(User)) == 22
    assert not server.tracebacks(log_start)


def test_a_sign_in_limit_holds_across_two_workers(server: Server) -> None:
    log_start = server.log_size()
    # a name each: the per-account count (5 a minute, serving/account_guesses.py) stays out of the address's limit
    forms = [{"name": f"nobody {i}", "password": "wrong guess"} for i in range(40)]
    answers = [plan[0] for plan in race(server.port, posts(server, "/signin", forms, ["203.0.113.7"] * 40))]

    statuses = sorted(status for status, _, _ in answers)
    assert statuses == [401] * 10 + [429] * 30, statuses  # the production limit: 10 a minute per address
    assert all(1 <= int(headers["retry-after"]) <= 61 for status, headers, _ in answers if status == 429)
    other = posts(server, "/signin", forms[:1], ["203.0.113.8"])[0][0]
    assert send(server.port, *other)[0] == 401  # another address is not limited
    assert not server.tracebacks(log_start)
