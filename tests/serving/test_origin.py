"""Forms over HTTPS, behind the TLS proxy (SCOREPAD_PROXIES=1), with the CSRF token on as in production: what a
browser sends under `Referrer-Policy: no-referrer` (no Referer, `Origin: null`, `Sec-Fetch-Site: same-origin`)
is accepted; a post another site makes is refused, and a post without the token still is."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorepad import create_app
from scorepad.config import LIMITS
from scorepad.extensions import db
from scorepad.models import User

PROXY = {"X-Forwarded-Proto": "https", "X-Forwarded-Host": "scores.example", "X-Forwarded-For": "203.0.113.5"}
BROWSER = {**PROXY, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", "Origin": "null"}
SIGN_UP = {"name": "Anna", "password": "Kartenhaus am Rhein 7"}


@pytest.fixture
def behind_tls(app: Flask, tmp_path) -> Iterator[Flask]:
    """The production app: CSRF on, one trusted proxy, its address the https one."""
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(tmp_path)
    yield create_app(
        {
            "TESTING": True,
            "SQLALCHEMY_DATABASE_URI": app.config["SQLALCHEMY_DATABASE_URI"],
            "SECRET_KEY": "test-only-secret-key-of-a-test-server",
            "SCOREPAD_PROXIES": 1,
            "SCOREPAD_BASE_URL": "https://scores.example",
            **dict.fromkeys(LIMITS, "1000 per minute"),
        }
    )


def token(phone: FlaskClient, path: str = "/signup") -> str:
    """The CSRF token of a form page, read over HTTPS."""
    page = phone.get(path, headers=PROXY)
    assert page.status_code == 200 and "Strict-Transport-Security" in page.headers  # seen as HTTPS
    return re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page.get_data(as_text=True)).group(1)


def accounts(app: Flask) -> int:
    with app.app_context():
        return db.session.query(User).count()


def test_a_browsers_form_post_over_https_is_accepted(behind_tls: Flask) -> None:
    phone = behind_tls.test_client()
    answer = phone.post("/signup", data={**SIGN_UP, "csrf_token": token(phone)}, headers=BROWSER)
    assert answer.status_code == 303, answer.get_data(as_text=True)[:500]  # Flask-WTF's Referer check: 400
    assert answer.headers["Strict-Transport-Security"] and "Secure" in answer.headers["Set-Cookie"]
    new_game = phone.get("/games/new/canasta", headers=PROXY).get_data(as_text=True)
    csrf = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', new_game).group(1)
    form = {"csrf_token": csrf, "ruleset": "classic", "sides-0-name": "A", "sides-1-name": "B", "sides-0-size": "1"}
    form |= {"sides-1-size": "1", "dealer_first": "0", "rotation": "clockwise"}
    started = phone.post("/games/new", data=form, headers={**BROWSER, "Origin": "https://scores.example"})
    assert started.status_code == 303 and "/games/" in started.headers["Location"]


@pytest.mark.parametrize(
    "headers",
    [
        {"Sec-Fetch-Site": "cross-site", "Origin": "null"},
        {"Sec-Fetch-Site": "same-site", "Origin": "https://evil.scores.example"},
        {"Origin": "https://evil.example"},
        {"Origin": "http://scores.example"},  # the same host over plain HTTP is another origin
        {"Referer": "https://evil.example/form"},
    ],
    ids=["cross-site", "same-site", "foreign-origin", "plain-http-origin", "foreign-referrer"],
)
def test_a_post_another_site_makes_is_refused_and_stores_nothing(behind_tls: Flask, headers: dict[str, str]) -> None:
    phone = behind_tls.test_client()
    csrf = token(phone)
    refused = phone.post("/signup", data={**SIGN_UP, "csrf_token": csrf}, headers={**PROXY, **headers})
    assert refused.status_code == 403 and "another site" in refused.get_data(as_text=True)
    german = phone.post(
        "/signup", data={**SIGN_UP, "csrf_token": csrf}, headers={**PROXY, **headers, "Accept-Language": "de"}
    )
    assert german.status_code == 403 and "anderen Seite" in german.get_data(as_text=True)
    assert accounts(behind_tls) == 0


@pytest.mark.parametrize(
    "headers",
    [
        {"Sec-Fetch-Site": "none"},  # typed or bookmarked by the person
        {"Origin": "https://scores.example"},
        {"Referer": "https://scores.example/signup"},
        {},  # an older browser under no-referrer, or a program: the token decides
    ],
    ids=["typed", "our-origin", "our-referrer", "nothing-said"],
)
def test_our_own_posts_pass_on_their_token(behind_tls: Flask, headers: dict[str, str]) -> None:
    phone = behind_tls.test_client()
    assert (
        phone.post("/signup", data={**SIGN_UP, "csrf_token": token(phone)}, headers={**PROXY, **headers}).status_code
        == 303
    )
    assert accounts(behind_tls) == 1


def test_the_token_is_still_required_from_our_own_pages(behind_tls: Flask) -> None:
    phone = behind_tls.test_client()
    token(phone)
    assert phone.post("/signup", data=SIGN_UP, headers=BROWSER).status_code == 400
    assert phone.post("/signup", data={**SIGN_UP, "csrf_token": "forged"}, headers=BROWSER).status_code == 400
    assert accounts(behind_tls) == 0


def test_the_api_is_left_to_its_bearer_tokens(behind_tls: Flask) -> None:
    sides = [{"name": "A", "players": ["a"]}, {"name": "B", "players": ["b"]}]
    made = behind_tls.test_client().post(
        "/api/games", json={"sides": sides}, headers={**PROXY, "Sec-Fetch-Site": "cross-site"}
    )
    assert made.status_code == 201
