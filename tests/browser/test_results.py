"""The result shared from a phone and times in the phone's own zone, at 320 and 360 px: the share sheet where
the phone has Web Share, a copy button where it hasn't; dates in the phone's locale (en-GB is British, not US),
moments moved from UTC into the phone's zone; nothing scrolls sideways, axe finds nothing."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from axe_playwright_python.sync_playwright import Axe
from flask import Flask
from playwright.sync_api import Browser, Page, expect

from tests.conftest import HELD, WON

from .conftest import NARROW, Api

pytestmark = pytest.mark.browser

SIZES = [NARROW, {"width": 360, "height": 740}]
AXE = Axe()


@pytest.fixture
def phone(browser: Browser, live_server: str, app: Flask, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """A factory of phones: a fresh browser context of a width, a locale and a time zone (closed afterwards, and
    no script may have failed on any of its pages); links handed out point at the live server."""
    monkeypatch.setitem(app.config, "SCOREPAD_BASE_URL", live_server)
    contexts, errors = [], []

    def make(size: dict[str, int], locale: str, zone: str, init: str = "") -> Page:
        context = browser.new_context(
            base_url=live_server, viewport=size, is_mobile=True, has_touch=True, locale=locale, timezone_id=zone
        )
        contexts.append(context)
        if init:
            context.add_init_script(init)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        return page

    yield make
    for context in contexts:
        context.close()
    assert errors == []


def finished_game(api: Api) -> dict[str, Any]:
    """A game to 1,000 of 25 Nov 2026 that Anna & Ben won 1,880 : 80 in two rounds."""
    created = api.client.post(
        "/api/games",
        json={
            "ruleset": "classic",
            "played_on": "2026-11-25",
            "settings": {"target": 1000},
            "sides": [
                {"name": "Anna & Ben", "players": ["Anna", "Ben"]},
                {"name": "Cara & Dan", "players": ["C", "D"]},
            ],
        },
    ).get_json()
    api.add_round(created, WON, HELD)
    return api.add_round(created, WON, HELD)


def checked(page: Page) -> None:
    """The page fits the phone's width and axe finds nothing."""
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    result = AXE.run(page)
    assert result.violations_count == 0, result.generate_report()


TEXT = "Anna & Ben won the game!\nAnna & Ben 1,880 · Cara & Dan 80\nClassic (Regency Club) · 25 Nov 2026 · 2 rounds"


@pytest.mark.parametrize("size", SIZES, ids=["320", "360"])
def test_the_phones_share_sheet_gets_the_text_and_address(
    phone: Any, api: Api, live_server: str, size: dict[str, int]
) -> None:
    game = finished_game(api)
    page = phone(
        size,
        "en-GB",
        "Europe/London",
        "navigator.share = (data) => { window.shared = (window.shared || []).concat([data]); return Promise.resolve(); };"
        "navigator.canShare = () => true;",
    )
    page.goto(f"/games/{game['id']}")
    page.get_by_role("link", name="Share the result").first.click()
    share = page.get_by_role("button", name="Share")
    expect(share).to_be_visible()
    expect(page.get_by_role("button", name="Copy the text and address")).to_have_count(0)
    checked(page)
    share.click()
    expect(page.locator("#result-done")).to_have_text("")
    shared = page.evaluate("window.shared")  # once, with the text and the board's address on this server
    assert shared == [{"title": "The result", "text": TEXT, "url": f"{live_server}/games/{game['id']}"}]


@pytest.mark.parametrize("size", SIZES, ids=["320", "360"])
def test_without_a_share_sheet_a_button_copies_them(phone: Any, api: Api, size: dict[str, int]) -> None:
    game = finished_game(api)
    page = phone(
        size, "de-DE", "Europe/Berlin", "delete Navigator.prototype.share; delete Navigator.prototype.canShare;"
    )
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"/games/{game['id']}/result")
    expect(page.get_by_role("button", name="Teilen", exact=True)).to_have_count(0)
    copy = page.get_by_role("button", name="Text und Adresse kopieren")
    checked(page)
    copy.click()
    expect(page.locator("#result-done")).to_have_text("Kopiert: Füg es in eine Nachricht ein.")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith("Sieg für Anna & Ben!\nAnna & Ben 1.880 · Cara & Dan 80\n")
    assert copied.endswith(f"\n{page.context.pages[0].url.split('/games/')[0]}/games/{game['id']}")


@pytest.mark.parametrize(
    ("size", "locale", "zone", "day"),
    [
        (SIZES[0], "en-GB", "America/Los_Angeles", "25 Nov 2026"),  # British, and still the 25th west of UTC
        (SIZES[1], "en-US", "Asia/Tokyo", "Nov 25, 2026"),
        (SIZES[0], "de-DE", "Pacific/Auckland", "25.11.2026"),
    ],
    ids=["en-GB-320", "en-US-360", "de-320"],
)
def test_dates_in_the_phones_locale_moments_in_its_zone(
    phone: Any, api: Api, size: dict[str, int], locale: str, zone: str, day: str
) -> None:
    game = finished_game(api)
    page = phone(size, locale, zone)
    page.goto(f"/games/{game['id']}/sheet")
    expect(page.locator("time[data-local=date]").first).to_have_text(day)
    page.goto(f"/games/{game['id']}/history")
    first = page.locator("time[data-local=moment]").first
    stamp = first.get_attribute("datetime")
    there = datetime.fromisoformat(stamp.replace("Z", "+00:00")).astimezone(ZoneInfo(zone))
    shown = first.text_content()
    assert f"{there:%H:%M}" in shown or f"{there:%-I:%M}" in shown, shown  # the phone's clock, 24 h or 12 h
    assert str(there.year) in shown and "UTC" not in shown, shown
    checked(page)


@pytest.mark.parametrize("locale", ["en-GB", "de-DE"])
def test_the_import_and_remove_pages_fit_a_narrow_phone(phone: Any, api: Api, locale: str) -> None:
    game = finished_game(api)
    page = phone(NARROW, locale, "Europe/Berlin")
    page.goto("/games/import")
    expect(page.locator("input[type=file]")).to_be_visible()
    checked(page)
    page.goto(f"/games/{game['id']}")  # opened, so on this phone's list
    page.goto(f"/games/{game['id']}/forget")
    expect(page.locator("form[method=post] button")).to_be_visible()
    checked(page)
