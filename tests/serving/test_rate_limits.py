"""Rate limits, with the production rates put back: per client address for sign-in, sign-up, refused links
and bearer tokens, imports and new games; per game and phone for writes to a game, with a burst an outbox
gets through. A limited request is answered 429 with Retry-After: a page in the reader's language, or the
API's JSON error. Behind a proxy (SCOREPAD_PROXIES=1) each client counts apart; without it, X-Forwarded-For
is not believed. (tests/test_workers.py shows the limits hold across gunicorn workers.)"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorepad import create_app
from scorepad.config import LIMITS
from scorepad.extensions import db
from scorepad.models import RateCounter
from scorepad.serving.rate_limits import client_address
from tests.conftest import HELD, WON
from tests.web.accounts.test_account import invite_link, league_with_game

WRONG = {"name": "nobody", "password": "guess guess"}


@pytest.fixture
def production(app: Flask, monkeypatch: pytest.MonkeyPatch) -> Callable[..., None]:
    """Put production rates back for the named limits (all when none is named), or the rates given."""

    def put(*names: str, **rates: str) -> None:
        for name in names or tuple(LIMITS):
            monkeypatch.setitem(app.config, name, LIMITS[name])
        for name, rate in rates.items():
            monkeypatch.setitem(app.config, name, rate)

    return put


def statuses(send: Callable[[], Any], times: int) -> list[int]:
    """The status of each of `times` requests."""
    return [send().status_code for _ in range(times)]


def test_sign_ins_are_limited_and_the_page_says_how_long_to_wait(
    client: FlaskClient, production: Callable[..., None]
) -> None:
    production("SCOREPAD_SIGNIN_LIMIT")
    assert statuses(lambda: client.post("/signin", data=WRONG), 11) == [401] * 10 + [429]
    page = client.post("/signin", data=WRONG, headers={"Accept-Language": "de"})
    assert page.status_code == 429 and 1 <= int(page.headers["Retry-After"]) <= 60
    html = page.get_data(as_text=True)
    assert "Zu viele Versuche" in html and re.search(r"Bitte \d+ Sekunden? warten", html), html
    assert page.headers["Content-Security-Policy"]
    assert client.get("/signin").status_code == 200  # reading the page is not an attempt


def test_sign_ups_are_limited(client: FlaskClient, production: Callable[..., None]) -> None:
    production("SCOREPAD_SIGNUP_LIMIT")
    codes = [
        client.post("/signup", data={"name": f"User {i}", "password": "long enough pw"}).status_code for i in range(11)
    ]
    assert codes == [303] * 10 + [429]


def test_refused_invitation_and_edit_links_are_limited_but_good_ones_never(
    app: Flask, client: FlaskClient, sign_up: Any, make_game: Any, production: Callable[..., None]
) -> None:
    production("SCOREPAD_GUESS_LIMIT")
    league_id = league_with_game(client, sign_up)
    good = invite_link(client, league_id, "viewer")
    game = make_game()
    claim = game["edit_link"].split("5000", 1)[1]
    phone = app.test_client()
    assert statuses(lambda: phone.get(claim), 15) == [200] * 15  # a good link never counts
    assert statuses(lambda: phone.get(good), 15) == [200] * 15  # the league and who invited, then sign in
    wrong_claim = claim.rsplit("/", 1)[0] + "/not-the-token"
    assert statuses(lambda: phone.get(wrong_claim), 6) == [404] * 6
    assert statuses(lambda: phone.get("/invite/not-an-invitation"), 5) == [404] * 4 + [429]
    german = phone.get(wrong_claim, headers={"Accept-Language": "de"})
    assert german.status_code == 429 and 1 <= int(german.headers["Retry-After"]) <= 60
    assert "Zu viele Versuche" in german.get_data(as_text=True)
    assert phone.get(good).status_code == 200 and phone.get(claim).status_code == 200  # good links still open
    assert phone.post(claim, data={"name": "Ben"}).status_code == 303  # and keep score on this phone
    assert phone.get(f"/games/{game['id']}").status_code == 200  # reading is never limited


def test_wrong_bearer_tokens_are_limited_per_address_and_the_right_one_never(
    app: Flask, client: FlaskClient, make_game: Any, production: Callable[..., None]
) -> None:
    production("SCOREPAD_GUESS_LIMIT")
    game = make_game()
    url = f"/api/games/{game['id']}/rounds"
    wrong = {"Authorization": "Bearer not-the-token"}
    assert statuses(lambda: client.post(url, json={"entries": [WON, HELD]}, headers=wrong), 11) == [401] * 10 + [429]
    limited = client.post(url, json={"entries": [WON, HELD]}, headers=wrong)
    assert limited.status_code == 429 and limited.get_json()["errors"]["_request"].startswith("Too many requests")
    assert int(limited.headers["Retry-After"]) >= 1
    right = client.post(url, json={"entries": [WON, HELD]}, headers={"Authorization": f"Bearer {game['token']}"})
    assert right.status_code == 201  # another phone behind the same Wi-Fi, with the game's own token
    assert client.post(url, json={"entries": [WON, HELD]}).status_code == 401  # no token: told to bring one
    assert client.get(f"/api/games/{game['id']}").status_code == 200  # reads go on
    assert client.get(f"/api/games/{game['id']}").get_json()["rounds"][0]["number"] == 1  # nothing else stored


def test_a_429_of_the_guess_counter_carries_its_own_numbers(
    client: FlaskClient, make_game: Any, production: Callable[..., None]
) -> None:
    production("SCOREPAD_GUESS_LIMIT", "SCOREPAD_GAME_WRITE_LIMIT")
    game = make_game()
    url, wrong = f"/api/games/{game['id']}/rounds", {"Authorization": "Bearer not-the-token"}
    statuses(lambda: client.post(url, json={"entries": [WON, HELD]}, headers=wrong), 10)
    limited = client.post(url, json={"entries": [WON, HELD]}, headers=wrong)
    assert limited.status_code == 429
    assert limited.headers["X-RateLimit-Limit"] == "10" and limited.headers["X-RateLimit-Remaining"] == "0"
    wait = int(limited.headers["X-RateLimit-Reset"]) - time.time()
    assert 0 < wait <= 61 and 1 <= int(limited.headers["Retry-After"]) <= 61


def test_no_retry_after_on_answers_that_were_let_through(
    client: FlaskClient, make_game: Any, play: Any, production: Callable[..., None]
) -> None:
    production()
    game = make_game()
    written = play(game, WON, HELD)
    assert written.status_code == 201 and written.headers["X-RateLimit-Limit"] == "120"  # the limit still said
    assert "Retry-After" not in written.headers
    assert "Retry-After" not in client.post("/signin", data=WRONG).headers  # a 401 asks nobody to come back
    made = client.post("/api/leagues", json={"visibility": "public", "name": "Club"})
    assert made.status_code == 201 and "Retry-After" not in made.headers


def rate_rows(app: Flask) -> int:
    """How many rate-limit counters the database holds."""
    with app.app_context():
        return db.session.query(RateCounter).count()


def test_writes_refused_without_the_database_add_no_counter(
    app: Flask, client: FlaskClient, make_game: Any, play: Any, production: Callable[..., None]
) -> None:
    production()
    game = make_game()
    before = rate_rows(app)  # the new game's, per address
    stranger = app.test_client()
    for n in range(30):
        assert stranger.post(f"/api/games/g{n}/rounds", json={"entries": [WON, HELD]}).status_code == 404
        assert stranger.post(f"/api/games/{game['id']}/rounds", json={"entries": [WON, HELD]}).status_code == 401
        assert stranger.post(f"/games/g{n}/rounds/new", data={"confirm": "1"}).status_code in (401, 404)
        assert stranger.post(f"/games/{game['id']}/rounds/new", data={"confirm": "1"}).status_code == 401
        assert stranger.post(f"/games/{game['id']}/names", data={}).status_code == 401
        bad = {"Authorization": f"Bearer guess-{n}"}
        assert stranger.post(f"/api/games/g{n}/rounds", json={"entries": [WON, HELD]}, headers=bad).status_code == 404
    assert rate_rows(app) == before
    assert play(game, WON, HELD).status_code == 201  # a writer let in counts, per game and phone
    assert rate_rows(app) == before + 2  # a minute's window and an hour's


def test_imports_are_limited(client: FlaskClient, make_game: Any, production: Callable[..., None]) -> None:
    game = make_game()
    exported = client.get(f"/api/games/{game['id']}/export").get_json()
    production("SCOREPAD_IMPORT_LIMIT")
    codes = statuses(lambda: client.post("/api/games/import", json=exported), 10)
    broken = client.post("/api/games/import", json={"format": "nothing"})  # a refused body counts too
    assert codes == [201] * 10 and broken.status_code == 429
    german = client.post("/api/games/import", json=exported, headers={"Accept-Language": "de"})
    assert german.status_code == 429 and "Sekunde" in german.get_json()["errors"]["_request"]


def test_new_games_and_leagues_share_one_limit_across_api_and_pages(
    client: FlaskClient, production: Callable[..., None], sign_up: Any
) -> None:
    sign_up()
    production(SCOREPAD_CREATE_LIMIT="4 per minute")
    from tests.web.conftest import NEW_GAME

    sides = [{"name": "A", "players": ["a"]}, {"name": "B", "players": ["b"]}]
    assert client.post("/api/games", json={"sides": sides}).status_code == 201
    assert client.post("/api/leagues", json={"visibility": "public", "name": "Club"}).status_code == 201
    assert client.post("/games/new", data=NEW_GAME).status_code == 303
    assert client.post("/leagues/new", data={"name": "Club 2", "ruleset": "classic"}).status_code == 303
    assert client.post("/api/games", json={"sides": sides}).status_code == 429
    assert client.post("/games/new", data=NEW_GAME).status_code == 429
    assert client.get("/games/new").status_code == 200  # the form itself is no creation


def test_a_phone_sending_its_outbox_gets_through(
    client: FlaskClient, make_game: Any, play: Any, production: Any
) -> None:
    production("SCOREPAD_GAME_WRITE_LIMIT")
    game = make_game(settings={"target": 1_000_000})
    answers = [play(game, WON, HELD, number=None, id=f"outbox-{n}").status_code for n in range(40)]
    assert answers == [201] * 40  # forty rounds saved offline, sent back to back


def test_writes_to_a_game_count_per_game_and_phone(
    app: Flask, client: FlaskClient, make_game: Any, play: Any, production: Callable[..., None]
) -> None:
    production(SCOREPAD_GAME_WRITE_LIMIT="5 per minute")
    game, other = make_game(settings={"target": 1_000_000}), make_game(settings={"target": 1_000_000})
    assert [play(game, WON, HELD).status_code for _ in range(6)] == [201] * 5 + [429]
    assert play(game, WON, HELD, method="put", number=1).status_code == 429  # corrections are writes too
    assert play(other, WON, HELD).status_code == 201  # the same address, another game
    phone = app.test_client()  # another phone at the same table (and address): it opened the edit link
    assert phone.post(game["edit_link"].split("5000", 1)[1]).status_code == 303
    round_page = f"/games/{game['id']}/rounds/new"
    saved = phone.post(
        round_page,
        data={"entries-0-meld_points": "85", "entries-1-meld_points": "85", "out": "none", "confirm": "1"},
    )
    assert saved.status_code == 303
    steps = statuses(lambda: phone.post(round_page, data={"step": "0.red_threes:+1"}), 5)
    assert steps == [200] * 4 + [429]  # the save and four steps: five writes of this phone to this game
    assert phone.get(round_page).status_code == 200  # showing the form is no write


def test_behind_a_proxy_each_client_counts_apart(app: Flask, production: Callable[..., None]) -> None:
    production("SCOREPAD_SIGNIN_LIMIT")
    config = {k: app.config[k] for k in ("SQLALCHEMY_DATABASE_URI", "SECRET_KEY", "WTF_CSRF_ENABLED", "TESTING")}
    behind = create_app({**config, **{k: app.config[k] for k in LIMITS}, "SCOREPAD_PROXIES": 1}).test_client()
    direct = create_app({**config, **{k: app.config[k] for k in LIMITS}}).test_client()

    def sign_in(client: FlaskClient, address: str) -> int:
        return client.post("/signin", data=WRONG, headers={"X-Forwarded-For": f"203.0.113.9, {address}"}).status_code

    assert [sign_in(behind, "198.51.100.1") for _ in range(11)] == [401] * 10 + [429]
    assert sign_in(behind, "198.51.100.2") == 401  # another client behind the same proxy
    assert [sign_in(direct, "198.51.100.3") for _ in range(10)] == [401] * 10
    assert sign_in(direct, "198.51.100.4") == 429  # without the setting, X-Forwarded-For is not believed
    secure = behind.get("/", headers={"X-Forwarded-Proto": "https"})
    assert secure.headers["Strict-Transport-Security"] == "max-age=31536000"
    assert "Strict-Transport-Security" not in direct.get("/", headers={"X-Forwarded-Proto": "https"}).headers


@pytest.mark.parametrize(
    ("remote", "counted_as"),
    [
        ("198.51.100.7", "198.51.100.7"),
        ("2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"),
        ("2001:db8:1:2::ffff", "2001:db8:1:2::/64"),
        ("::ffff:198.51.100.7", "198.51.100.7"),
        ("not an address", "not an address"),
        (None, "unknown"),
    ],
)
def test_client_addresses_are_counted_by_network_for_ipv6(app: Flask, remote: str | None, counted_as: str) -> None:
    with app.test_request_context(environ_base={"REMOTE_ADDR": remote}):
        assert client_address() == counted_as


def test_the_app_serves_with_limits_switched_off(tmp_path):
    """RATELIMIT_ENABLED off (an operator's choice) leaves the limiter without its check: the app still starts. In a
    process of its own: switching the one limiter off would switch it off for the suite's app too."""
    code = (
        "from scorepad import create_app; "
        "app = create_app({'RATELIMIT_ENABLED': False, 'SECRET_KEY': 'test-only'}); "
        "print(app.test_client().get('/sw.js').status_code)"
    )
    env = {**os.environ, "SCOREPAD_INSTANCE_PATH": str(tmp_path)}
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)  # noqa: S603
    assert run.stdout.strip() == "200", run.stderr
