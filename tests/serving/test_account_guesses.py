"""Wrong passwords per account (serving/account_guesses.py), with the production rates: guesses for one account from
many addresses are held back past the account's limit, with a short wait and this counter's own numbers; the owner
is never locked out: a phone still signed in to the account goes on, the wait ends, a good password clears it. The
counts are kept in the database (the limits' store), shared by every worker and server."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorepad.extensions import db
from scorepad.models import RateCounter
from scorepad.serving.account_guesses import SCOPE
from tests.serving.test_rate_limits import production  # noqa: F401  (the fixture)

RIGHT = {"name": "Anna", "password": "long enough now"}


def from_address(app: Flask, address: str) -> FlaskClient:
    """A phone at its own address (every request of it comes from there)."""
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = address
    return client


def guess(client: FlaskClient, password: str = "guess guess", name: str = "Anna") -> Any:
    """One sign-in with a password for the account."""
    return client.post("/signin", data={"name": name, "password": password})


@pytest.fixture
def anna(app: Flask) -> FlaskClient:
    """Anna's own phone, signed in to her account (a known device)."""
    phone = from_address(app, "10.9.9.9")
    assert phone.post("/signup", data=RIGHT).status_code == 303
    return phone


def test_guesses_from_many_addresses_are_held_back_per_account(
    app: Flask, anna: FlaskClient, production: Callable[..., None]  # noqa: F811
) -> None:
    production("SCOREPAD_SIGNIN_LIMIT", "SCOREPAD_ACCOUNT_GUESS_LIMIT")
    answers = [guess(from_address(app, f"10.0.0.{n}")).status_code for n in range(1, 7)]
    assert answers == [401] * 5 + [429]  # each address far below its own limit of 10
    held = guess(from_address(app, "10.0.1.1"), RIGHT["password"])  # the right password too: it isn't even checked
    assert held.status_code == 429 and 1 <= int(held.headers["Retry-After"]) <= 60
    assert held.headers["X-RateLimit-Limit"] == "5" and held.headers["X-RateLimit-Remaining"] == "0"
    assert "Too many attempts" in held.get_data(as_text=True) or "wait" in held.get_data(as_text=True)
    assert guess(from_address(app, "10.0.1.2"), name="Ben").status_code == 401  # another account goes on
    with app.app_context():  # kept in the database the servers share
        assert db.session.query(RateCounter).filter(RateCounter.key.contains(SCOPE)).count() >= 1


def test_the_owner_is_never_locked_out(app: Flask, anna: FlaskClient, production: Callable[..., None]) -> None:  # noqa: F811
    production("SCOREPAD_SIGNIN_LIMIT", "SCOREPAD_ACCOUNT_GUESS_LIMIT")
    for n in range(6):
        guess(from_address(app, f"10.0.2.{n}"))
    assert guess(from_address(app, "10.0.3.1"), RIGHT["password"]).status_code == 429  # a new phone waits a little
    assert guess(anna, RIGHT["password"]).status_code == 303  # her own phone, still signed in, goes on
    remembered = from_address(app, "10.0.3.9")  # a phone that kept only her remember-me cookie (a known device)
    cookie = app.config["REMEMBER_COOKIE_NAME"]
    remembered.set_cookie(cookie, anna.get_cookie(cookie).value)
    assert guess(remembered, RIGHT["password"]).status_code == 303
    again = from_address(app, "10.0.3.2")
    assert guess(again, RIGHT["password"]).status_code == 303  # and her good password cleared the count
    production(SCOREPAD_ACCOUNT_GUESS_LIMIT="1 per second")  # the wait ends by itself: no lock
    guess(from_address(app, "10.0.4.1"))
    assert guess(from_address(app, "10.0.4.2"), RIGHT["password"]).status_code == 429
    time.sleep(1.1)
    assert guess(from_address(app, "10.0.4.3"), RIGHT["password"]).status_code == 303
