"""The session interface opens what Flask's own opens, verifying a cookie value once while it is valid: a forged
or expired value opens an empty session, a request's changes never reach another's, and a new key forgets all."""

import time

from flask import Flask
from flask.sessions import SecureCookieSessionInterface
from werkzeug.test import EnvironBuilder
from werkzeug.wrappers import Request

from scorepad.serving.session_cookie import SessionCookie


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
