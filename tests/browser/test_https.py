"""An evening played through HTTPS as production serves it: Chromium -> (a relay that can cut the network) -> nginx
with TLS (a certificate made now) -> gunicorn with SCOREPAD_PROXIES=1 and the CSRF token on. Sign-up, a league, a
game, a round, a correction and an outbox send are all form or script posts under `no-referrer`: each carries
`Origin: null` and no Referer, which Flask-WTF's Referer check refused over HTTPS (every form answered 400)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from playwright.sync_api import BrowserContext, Page, Playwright, expect

from scorepad.config import LIMITS
from tests.live import NotStarted, free_port, serving
from tests.tls import TlsProxy, tls_proxy

from .conftest import CHROMIUM, PHONE
from .test_offline import WORDS, Relay, rounds_stored

pytestmark = pytest.mark.browser

A, B = "Anna & Ben", "Cara & Dan"
PAGES_KEPT = """async () => {
    const urls = [];
    for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.filter((url) => !url.includes("/static/") && !url.endsWith("/offline"));
}"""


class Https:
    """The way in: the relay's address (the one phones reach), the relay, and the TLS proxy behind it."""

    def __init__(self, relay: Relay, proxy: TlsProxy) -> None:
        self.relay, self.proxy = relay, proxy
        self.url = f"https://127.0.0.1:{relay.port}"


@pytest.fixture
def https(app: Flask, database_url: str, tmp_path: Path) -> Iterator[Https]:
    """gunicorn as production runs it, behind nginx with TLS, behind a relay; the database is the run's own."""
    (tmp_path / "instance").mkdir()
    nginx_port = free_port()
    relay = Relay(nginx_port)
    env = {
        "SCOREPAD_DATABASE_URL": database_url,
        "SCOREPAD_PROXIES": "1",
        "SCOREPAD_BASE_URL": f"https://127.0.0.1:{relay.port}",
        **dict.fromkeys(LIMITS, "100000 per minute"),
    }
    try:
        with (
            serving(tmp_path / "instance", env, workers=2) as server,
            tls_proxy([f"127.0.0.1:{server.port}"], tmp_path / "tls", port=nginx_port) as proxy,
        ):
            yield Https(relay, proxy)
    except NotStarted as why:
        pytest.skip(f"no HTTPS set-up here: {why}")
    finally:
        relay.cut()


@pytest.fixture
def phone(playwright: Playwright, https: Https) -> Iterator[BrowserContext]:
    """A phone's browser that takes the test certificate (its service worker too)."""
    browser = playwright.chromium.launch(
        executable_path=str(CHROMIUM),
        args=["--no-sandbox", "--disable-gpu", "--no-first-run", "--ignore-certificate-errors"],
    )
    context = browser.new_context(
        base_url=https.url, ignore_https_errors=True, viewport=PHONE, is_mobile=True, has_touch=True, locale="en-GB"
    )
    yield context
    context.close()
    browser.close()


def enter_round(page: Page, number: int, meld: int) -> None:
    """Type a round where nobody went out, with cards left in both hands, and save it."""
    page.get_by_label("Meld points").first.fill(str(meld))
    page.get_by_label("Meld points").nth(1).fill("60")
    page.get_by_label("Points left in hand").first.fill("20")
    page.get_by_label("Points left in hand").nth(1).fill("35")
    page.get_by_label(WORDS["en"]["nobody"], exact=False).check()
    page.get_by_role("button", name=f"Save round {number}").click()


def posted(page: Page, answers: list[Any]) -> None:
    """Every post the page made was answered without a 4xx or 5xx."""
    bad = [(a.request.method, a.url, a.status) for a in answers if a.request.method == "POST" and a.status >= 400]
    assert not bad, bad


def test_an_evening_over_https_with_forms_scripts_and_the_outbox(
    phone: BrowserContext, https: Https, app: Flask
) -> None:
    page = phone.new_page()
    answers: list[Any] = []
    page.on("response", lambda answer: answers.append(answer))

    page.goto("/signup")
    page.locator("#name").fill("Club Owner")
    page.locator("#password").fill("Kartenhaus am Rhein 7")
    page.locator("#main-form button.primary").click()
    page.wait_for_url(f"{https.url}/")
    cookies = {c["name"]: c for c in phone.cookies()}
    assert {"__Host-scorepad", "__Host-remember"} <= set(cookies), cookies
    assert all(c["secure"] and c["path"] == "/" for c in cookies.values())
    assert "max-age" in (page.request.get("/").headers.get("strict-transport-security") or "")

    page.goto("/leagues/new")
    page.locator("#name").fill("Tuesday Club")
    page.locator("#main-form button.primary").click()
    page.wait_for_url("**/leagues/*")
    page.get_by_role("link", name="New game with the league's players").click()
    page.locator("#sides-0-name").fill(A)
    page.locator("#sides-1-name").fill(B)
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_url("**/games/*")
    board = page.url
    game_id = board.rsplit("/", 1)[1]

    words = WORDS["en"]
    page.goto(f"{board}/rounds/new")
    enter_round(page, 1, 120)
    page.wait_for_url(f"{board}?saved=1")
    page.goto(f"{board}/rounds/1/edit")
    page.get_by_label(words["meld"]).first.fill("150")
    page.get_by_role("button", name="Save round 1").click()
    page.wait_for_url(f"{board}?corrected=1")
    assert [r["entries"][0]["meld_points"] for r in rounds_stored(app, game_id)] == [150]

    page.evaluate(
        """() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller || new Promise(
            (done) => navigator.serviceWorker.addEventListener("controllerchange", done)))"""
    )
    page.goto(board)
    page.goto(f"{board}/rounds/new")
    https.relay.cut()
    enter_round(page, 2, 90)
    expect(page.locator("#outbox")).to_contain_text(words["waiting"])
    https.relay.restore()
    expect(page.locator("#outbox-said")).to_have_text(words["sent"].format(n=2), timeout=15_000)
    assert [r["entries"][0]["meld_points"] for r in rounds_stored(app, game_id)] == [150, 90]
    assert page.evaluate(PAGES_KEPT)  # the boards this phone opened are kept for use without network

    page.goto("/account")
    page.get_by_role("button", name="Sign out of this phone").click()
    page.wait_for_url(f"{https.url}/")
    signed_out = [a for a in answers if a.request.method == "POST" and a.url.endswith("/signout")]
    assert signed_out and signed_out[-1].all_headers().get("clear-site-data") == '"cache", "storage"'
    expect(page.get_by_role("link", name="Sign in")).to_be_visible()
    assert "__Host-remember" not in {c["name"] for c in phone.cookies()}  # deleted as a __Host- cookie must be
    assert page.evaluate(PAGES_KEPT) == []  # nothing read while signed in stays on the phone
    posted(page, answers)
