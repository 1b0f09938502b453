"""Browser fixtures: Debian's Chromium through Playwright, a live server of the test app, a phone viewport."""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

import pytest
from flask import Flask
from playwright.sync_api import Locator, Page
from werkzeug.serving import make_server

CHROMIUM = Path(os.environ.get("SCOREPAD_TEST_CHROMIUM") or "/usr/bin/chromium")  # a machine without: a path not there
HERE = Path(__file__).resolve().parent
ARTIFACTS = HERE.parent.parent / "test-artifacts"
PHONE = {"width": 390, "height": 844}
NARROW = {"width": 320, "height": 640}
WIDTHS = [NARROW, {"width": 360, "height": 740}, {"width": 414, "height": 896}]  # the phones a table holds


def skip_without_chromium(items: list[pytest.Item], folder: Path) -> None:
    """Skip every browser test of `folder`, with the reason, where Debian's Chromium isn't installed (before any of
    its fixtures is set up: Playwright's browser would fail to launch, an error rather than a skip)."""
    if CHROMIUM.exists():
        return
    skip = pytest.mark.skip(reason=f"Chromium not installed at {CHROMIUM}: browser tests skipped")
    for item in items:
        if folder in item.path.parents and item.get_closest_marker("browser"):
            item.add_marker(skip)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip this folder's tests where Chromium isn't installed."""
    skip_without_chromium(items, HERE)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Playwright can't download its own browser here: drive Debian's Chromium."""
    return {
        **browser_type_launch_args,
        "executable_path": str(CHROMIUM),
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }


@pytest.fixture(scope="session")
def live_server(app: Flask) -> Iterator[str]:
    """The test app served on 127.0.0.1 and a free port, in a background thread; yields its base URL."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="live-server", daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=5)


@pytest.fixture(autouse=True)
def _links_to_live_server(request: pytest.FixtureRequest) -> Iterator[None]:
    """During a browser test, links handed to other phones point at the live server; other tests keep the
    configured address (the session's app is shared with them)."""
    if "page" not in request.fixturenames:
        yield
        return
    app, base = request.getfixturevalue("app"), request.getfixturevalue("live_server")
    before = app.config["SCOREPAD_BASE_URL"]
    app.config["SCOREPAD_BASE_URL"] = base
    yield
    app.config["SCOREPAD_BASE_URL"] = before


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any], live_server: str) -> dict[str, Any]:
    """A phone: 390 x 844 CSS pixels, twice as dense, touch; every page relative to the live server."""
    return {
        **browser_context_args,
        "viewport": PHONE,
        "device_scale_factor": 2,
        "is_mobile": True,
        "has_touch": True,
        "base_url": live_server,
        "locale": "en-GB",
    }


@pytest.fixture
def shot(page: Page, request: pytest.FixtureRequest) -> Callable[..., Path]:
    """Save a full-page screenshot of the page as test-artifacts/<test>-<stage>.png."""
    ARTIFACTS.mkdir(exist_ok=True)
    test = request.node.name.replace("[", "-").replace("]", "")

    def take(stage: str, scale: Literal["css", "device"] = "device") -> Path:
        path = ARTIFACTS / f"{test}-{stage}.png"
        page.screenshot(path=str(path), full_page=True, scale=scale)
        return path

    return take


class Taps:
    """Counts what a person does on the phone: each tap is one, each typed character is one."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.count = 0
        self.log: list[str] = []

    def tap(self, target: Locator) -> None:
        """One tap on an element."""
        name = target.evaluate("e => e.getAttribute('aria-label') || (e.labels?.[0] || e).textContent.trim()")
        target.tap()
        self.count += 1
        self.log.append(f"tap {name!r}")

    def type(self, text: str) -> None:
        """Type into the focused element: one keystroke per character."""
        self.page.keyboard.type(text)
        self.count += len(text)
        self.log.append(f"type {text!r}")


@pytest.fixture
def taps(page: Page) -> Taps:
    """A tap and keystroke counter on the test's page."""
    return Taps(page)


class Api:
    """Games made quickly through the JSON API (the app's test client, same database as the live server)."""

    def __init__(self, app: Flask) -> None:
        self.client = app.test_client()

    def new_game(self, *names: str, ruleset: str = "classic") -> dict[str, Any]:
        """Start a game of pairs; returns the API's game with its token."""
        sides = [
            {"name": name, "players": [f"{name} 1", f"{name} 2"]} for name in names or ("Anna & Ben", "Cara & Dan")
        ]
        response = self.client.post("/api/games", json={"ruleset": ruleset, "sides": sides})
        assert response.status_code == 201, response.get_json()
        return response.get_json()

    def add_round(self, game: dict[str, Any], *entries: dict[str, Any]) -> dict[str, Any]:
        """Add one round with the game's bearer token; returns the game as the round's answer holds it (with its
        token and edit link, kept)."""
        response = self.client.post(
            f"/api/games/{game['id']}/rounds",
            json={"entries": list(entries)},
            headers={"Authorization": f"Bearer {game['token']}"},
        )
        assert response.status_code == 201, response.get_json()
        return {**response.get_json()["game"], "token": game["token"], "edit_link": game["edit_link"]}


@pytest.fixture
def api(app: Flask) -> Api:
    """The JSON API, to set games up without tapping."""
    return Api(app)


def claim(page: Page, game: dict[str, Any]) -> None:
    """Give the page's phone the right to score a game: its edit link (as the API hands it out) opened and
    confirmed, without loading a page."""
    link = urlsplit(game["edit_link"]).path  # on whatever server the phone reaches (a relay, in test_offline)
    asked = page.context.request.get(link, max_redirects=0)
    assert asked.status == 200, asked.status
    csrf = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', asked.text())
    form = {"name": "", **({"csrf_token": csrf.group(1)} if csrf else {})}
    response = page.context.request.post(link, form=form, max_redirects=0)
    assert response.status == 303, response.status
