"""The session cookie: it opens what Flask's own interface opens, verifying a cookie value once while it is valid
(a forged or expired value opens an empty session, a request's changes never reach another's, a new key forgets
all); and a phone's cookie from before the __Host- name is taken over once: the phone keeps its id, its games and
its right to score them; the old cookie is deleted."""

from __future__ import annotations

import time

from flask import Flask
from flask.sessions import SecureCookieSessionInterface
from werkzeug.test import EnvironBuilder
from werkzeug.wrappers import Request

from scorepad.serving.session_cookie import LEGACY, RenamedSessionInterface, SessionCookie
from tests.web.accounts.test_account import ROUND
from tests.web.conftest import NEW_GAME


def an_app(key: str = "one") -> Flask:
    app = Flask(__name__)
    app.secret_key = key
    app.config["PERMANENT_SESSION_LIFETIME"] = 60
    return app


def cookie_of(app: Flask, data: dict) -> str:
    return SecureCookieSessionInterface().get_signing_serializer(app).dumps(data)


def asking(value: str) -> Request:
    return Request(EnvironBuilder(headers={"Cookie": f"session={value}"}).get_environ())


def test_it_opens_what_flask_opens_and_changes_stay_with_their_request(monkeypatch):
    app, opener = an_app(), SessionCookie()
    value = cookie_of(app, {"seen": ["a"], "lang": "de"})
    first = opener.open_session(app, asking(value))
    assert dict(first) == dict(SecureCookieSessionInterface().open_session(app, asking(value)))
    first["seen"].append("b")
    first["lang"] = "en"
    assert dict(opener.open_session(app, asking(value))) == {"seen": ["a"], "lang": "de"}  # remembered, unchanged
    assert dict(opener.open_session(app, asking(value[:-2] + "xx"))) == {}  # forged
    later = time.time() + 61
    monkeypatch.setattr(time, "time", lambda: later)
    assert dict(opener.open_session(app, asking(value))) == {}  # expired, remembered or not


def test_a_new_secret_key_forgets_every_value():
    app, opener = an_app("one"), SessionCookie()
    value = cookie_of(app, {"lang": "de"})
    assert dict(opener.open_session(app, asking(value))) == {"lang": "de"}
    app.secret_key = "two"
    assert dict(opener.open_session(app, asking(value))) == {}


def test_an_old_session_cookie_moves_to_the_new_name_and_keeps_the_phones_rights(app: Flask) -> None:
    phone = app.test_client()
    board = phone.post("/games/new", data=NEW_GAME).headers["Location"]
    new_name = app.config["SESSION_COOKIE_NAME"]
    assert new_name == "__Host-scorepad"
    value = phone.get_cookie(new_name).value
    upgraded = app.test_client()  # the same phone after the upgrade: its cookie under the old name
    upgraded.set_cookie(LEGACY, value)
    home = upgraded.get("/")
    cookies = home.headers.getlist("Set-Cookie")
    assert any(c.startswith(f"{new_name}=") for c in cookies) and any(c.startswith(f"{LEGACY}=;") for c in cookies)
    assert board.rsplit("/", 1)[1] in home.get_data(as_text=True)  # its list of games
    assert upgraded.get_cookie(LEGACY) is None
    assert upgraded.post(board + "/rounds/new", data=ROUND).status_code == 303  # and its right to score


def test_a_forged_old_cookie_is_ignored(app: Flask) -> None:
    phone = app.test_client()
    phone.set_cookie(LEGACY, "forged.value.here")
    answer = phone.get("/")
    assert answer.status_code == 200 and not any(c.startswith("__Host-") for c in answer.headers.getlist("Set-Cookie"))
    assert isinstance(app.session_interface, RenamedSessionInterface)
