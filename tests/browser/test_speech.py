"""Announcements in German in the live region, read aloud by the browser's speech synthesis (stubbed)."""

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from .conftest import Api, claim

pytestmark = pytest.mark.browser

# Headless Chromium has no voices: record what the page asks the speech synthesis to say instead.
SPEECH_STUB = """
window.spoken = [];
window.SpeechSynthesisUtterance = function (text) { this.text = text; this.lang = ""; };
Object.defineProperty(window, "speechSynthesis", {
  configurable: true,
  value: { speak: (u) => window.spoken.push({ text: u.text, lang: u.lang }), cancel: () => {} },
});
"""


def german_game(api: Api, page: Page) -> dict[str, Any]:
    """A game carried over from paper at 1450 : 20, scored by this page's phone, shown in German."""
    sides = [
        {"name": "Anna & Ben", "players": ["Anna", "Ben"], "start": 1450},
        {"name": "Cara & Dan", "players": ["Cara", "Dan"], "start": 20},
    ]
    game = api.client.post("/api/games", json={"sides": sides}).get_json()
    claim(page, game)
    page.goto(f"/games/{game['id']}")
    page.get_by_role("link", name="Deutsch").click()
    expect(page.locator("html")).to_have_attribute("lang", "de")
    return game


def enter_german_round(page: Page, game: dict[str, Any], meld: str = "170", canastas: int = 0) -> None:
    """Side A melds (170 takes 1450 to 1620), side B holds 40 (20 -> -20); with canastas, side A goes out."""
    page.goto(f"/games/{game['id']}/rounds/new")
    page.locator("#entries-0-meld_points").fill(meld)
    page.locator("#entries-0-natural_canastas").fill(str(canastas or ""))
    page.locator("#entries-1-hand_points").fill("40")
    page.locator("#out-0" if canastas else "input[name=out][value=none]").check()
    if canastas:
        page.locator("input[name=how][value=out]").check()
    page.locator("button[name=save]").click()
    if not canastas:  # nobody went out, yet side A holds nothing: the form asks, the scorer confirms
        page.locator("button[name=confirm]").click()
    page.wait_for_url(f"**/games/{game['id']}?saved=*")


def test_the_new_minimum_is_announced_in_german(page: Page, api: Api) -> None:
    game = german_game(api, page)
    enter_german_round(page, game)
    region = page.locator("#announcements")
    expect(region).to_have_attribute("role", "status")
    text = region.inner_text()
    assert "Anna & Ben" in text and "90" in text and "Erstmeldung" in text, text
    assert "unter null" in text.lower() or "unter 0" in text.lower() or "minus" in text.lower(), text
    expect(page.locator(".big-number").first).to_have_text("1.620")


def test_read_aloud_speaks_the_announcements_in_the_page_language(page: Page, api: Api) -> None:
    page.add_init_script(SPEECH_STUB)
    game = german_game(api, page)
    enter_german_round(page, game)
    page.locator("button.speak").click()
    spoken = page.evaluate("window.spoken")
    assert len(spoken) == 1 and spoken[0]["lang"] == "de" and "Erstmeldung" in spoken[0]["text"]
    # The phone's "always read aloud" switch: the next saved round is said without a tap.
    page.locator("#always-speak").check()
    enter_german_round(page, game, meld="600", canastas=2)  # 1620 + 600 + 1000 + 100 = 3320: now 120
    spoken = page.evaluate("window.spoken")
    assert len(spoken) == 1 and spoken[0]["lang"] == "de" and "120" in spoken[0]["text"], spoken


def test_steppers_announce_their_new_value(page: Page, api: Api) -> None:
    game = api.new_game()
    claim(page, game)
    page.goto(f"/games/{game['id']}/rounds/new")
    page.locator("button[data-for='entries-0-natural_canastas'][data-step='1']").click()
    page.locator("button[data-for='entries-0-natural_canastas'][data-step='1']").click()
    status = page.locator("#step-status")
    expect(status).to_have_attribute("role", "status")
    expect(status).to_have_text("Natural canastas: 2")
    expect(page.locator("#entries-0-natural_canastas")).to_have_value("2")
