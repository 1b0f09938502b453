"""Every phone at the table follows one game live, and corrections never overwrite silently: two phone-sized
browser contexts on one game, in English and German."""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
import zxingcpp
from axe_playwright_python.sync_playwright import Axe
from PIL import Image
from playwright.sync_api import Browser, BrowserContext, Page, expect

from .conftest import Api, claim

pytestmark = pytest.mark.browser

A, B = "Anna & Ben", "Cara & Dan"
SOON = 2_000  # ms: what a follower may wait to see a change made elsewhere
WON = {"meld_points": 240, "natural_canastas": 1, "red_threes": 1, "going_out": "out"}  # 940
HELD = {"meld_points": 85, "hand_points": 45}  # 40
SAID = {
    "en": ("Round 1 was saved on another phone.", "Round 1 was corrected on another phone."),
    "de": (
        "Runde 1 wurde auf einem anderen Handy gespeichert.",
        "Runde 1 wurde auf einem anderen Handy berichtigt.",
    ),
}


@pytest.fixture
def second(browser: Browser, browser_context_args: dict[str, Any]) -> Iterator[BrowserContext]:
    """A second phone at the same table."""
    context = browser.new_context(**browser_context_args)
    yield context
    context.close()


def german(page: Page) -> None:
    """Switch a phone to German."""
    page.goto("/")
    page.get_by_role("link", name="Deutsch").click()
    expect(page.locator("html")).to_have_attribute("lang", "de")


def marked(page: Page) -> None:
    """Mark the page, so a reload would show (the mark would be gone)."""
    page.evaluate("window.stillHere = true")


def not_reloaded(page: Page) -> None:
    """The page was not reloaded or left."""
    assert page.evaluate("window.stillHere") is True


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_round_saved_on_one_phone_shows_on_the_other(page: Page, second: BrowserContext, api: Api, lang: str) -> None:
    game = api.new_game(A, B)
    claim(page, game)
    viewer = second.new_page()
    if lang == "de":
        german(page)
        german(viewer)
    viewer.set_viewport_size({"width": 360, "height": 400})
    viewer.goto(f"/games/{game['id']}")
    viewer.evaluate("window.scrollTo(0, 40)")
    assert viewer.evaluate("window.scrollY") == 40
    marked(viewer)

    page.goto(f"/games/{game['id']}/rounds/new")  # the scorer saves a round through the form
    page.locator("#entries-0-meld_points").fill("240")
    page.locator("#entries-0-natural_canastas").fill("1")
    page.locator("#entries-0-red_threes").fill("1")
    page.locator("#out-0").check()
    page.locator("input[name=how][value=out]").check()
    page.locator("#entries-1-meld_points").fill("85")
    page.locator("#entries-1-hand_points").fill("45")
    page.locator("button[name=save]").click()

    expect(viewer.locator(".totals .big-number")).to_have_text(["940", "40"], timeout=SOON)
    expect(viewer.locator("#announcements")).to_contain_text(SAID[lang][0], timeout=SOON)
    not_reloaded(viewer)
    assert viewer.evaluate("window.scrollY") == 40  # the reader's place is kept

    token = {"Authorization": f"Bearer {game['token']}"}
    url = f"/api/games/{game['id']}/rounds"
    api.client.put(f"{url}/1", json={"entries": [WON, {**HELD, "hand_points": 25}]}, headers=token)
    expect(viewer.locator(".totals .big-number")).to_have_text(["940", "60"], timeout=SOON)
    expect(viewer.locator("#announcements")).to_contain_text(SAID[lang][1], timeout=SOON)
    api.client.delete(f"{url}/1", headers=token)
    expect(viewer.locator(".totals .big-number")).to_have_text(["0", "0"], timeout=SOON)
    api.client.post(f"{url}/1/restore", headers=token)
    expect(viewer.locator(".totals .big-number")).to_have_text(["940", "60"], timeout=SOON)
    not_reloaded(viewer)
    assert Axe().run(viewer).violations_count == 0


def test_a_half_typed_round_is_never_replaced(page: Page, second: BrowserContext, api: Api) -> None:
    game = api.new_game(A, B)
    claim(page, game)
    other = second.new_page()
    claim(other, game)
    page.goto(f"/games/{game['id']}/rounds/new")
    page.locator("#entries-0-meld_points").fill("120")
    page.locator("details.more").first.evaluate("d => d.open = true")
    page.locator("#entries-1-meld_points").focus()
    marked(page)
    api.add_round(game, WON, HELD)  # another phone saves round 1 meanwhile
    expect(page.locator("#live-note")).to_contain_text("Round 1 was saved on another phone.", timeout=SOON)
    not_reloaded(page)
    expect(page.locator("#entries-0-meld_points")).to_have_value("120")
    assert page.evaluate("document.activeElement.id") == "entries-1-meld_points"
    assert page.locator("details.more").first.evaluate("d => d.open")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_two_phones_correcting_one_round_ask_before_overwriting(
    page: Page, second: BrowserContext, api: Api, lang: str
) -> None:
    game = api.new_game(A, B)
    game = api.add_round(game, WON, HELD)
    claim(page, game)
    other = second.new_page()
    claim(other, game)
    if lang == "de":
        german(page)
        german(other)
    page.goto(f"/games/{game['id']}/rounds/1/edit")
    other.goto(f"/games/{game['id']}/rounds/1/edit")
    page.locator("#entries-1-hand_points").fill("25")
    page.locator("button[name=save]").click()
    expect(page.locator(".totals .big-number")).to_have_text(["940", "60"])

    other.locator("#entries-1-hand_points").fill("5")
    other.locator("button[name=save]").click()  # opened on the older round: asked, not overwritten
    expect(other.locator(".warnings")).to_be_visible()
    expect(other.locator(".warnings")).to_contain_text("25")
    expect(other.locator("#entries-1-hand_points")).to_have_value("5")
    assert api.client.get(f"/api/games/{game['id']}").get_json()["sides"][1]["total"] == 60
    assert Axe().run(other).violations_count == 0
    other.locator("button[name=save]").click()  # confirmed: now it overwrites
    expect(other.locator(".totals .big-number")).to_have_text(["940", "80"])
    history = api.client.get(f"/api/games/{game['id']}/history").get_json()["events"]
    assert [e["action"] for e in history] == ["created", "round_added", "round_corrected", "round_corrected"]


def test_league_standings_follow_a_game_that_finishes(page: Page, api: Api) -> None:
    league = api.client.post("/api/leagues", json={"visibility": "public", "name": "Live club", "settings": {"target": 1000}}).get_json()
    token = {"Authorization": f"Bearer {league['token']}"}
    game = api.client.post(
        "/api/games",
        headers=token,
        json={
            "league": league["id"],
            "sides": [{"name": A, "players": ["Anna", "Ben"]}, {"name": B, "players": ["Cara", "Dan"]}],
        },
    ).get_json()
    page.goto(f"/leagues/{league['id']}")
    marked(page)
    expect(page.locator(".standings-cards").first).to_contain_text("No finished games yet.")
    api.client.post(f"/api/games/{game['id']}/rounds", headers=token, json={"entries": [WON, HELD]})
    api.client.post(f"/api/games/{game['id']}/rounds", headers=token, json={"entries": [WON, HELD]})
    expect(page.locator(".standings-cards").first.locator(".card-head").first).to_contain_text("Anna", timeout=SOON)
    not_reloaded(page)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_boards_qr_code_opens_the_board(page: Page, api: Api, lang: str, live_server: str) -> None:
    game = api.new_game(A, B)
    if lang == "de":
        german(page)
    page.goto(f"/games/{game['id']}")
    page.locator("a[href$='/join']").click()
    shot = page.locator(".qr-code svg").screenshot()
    found = zxingcpp.read_barcodes(Image.open(io.BytesIO(shot)))
    assert [code.text for code in found] == [f"{live_server}/games/{game['id']}"]
    expect(page.locator("#board-link")).to_have_value(f"{live_server}/games/{game['id']}")
    assert Axe().run(page).violations_count == 0


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_share_pages_qr_codes_open_the_board_and_the_edit_link(page: Page, api: Api, lang: str) -> None:
    game = api.new_game(A, B)
    if lang == "de":
        german(page)
    claim(page, game)
    page.goto(f"/games/{game['id']}/share")
    codes = page.locator(".qr-code svg")
    expect(codes).to_have_count(2)
    found = [zxingcpp.read_barcodes(Image.open(io.BytesIO(codes.nth(i).screenshot())))[0].text for i in range(2)]
    edit, board = page.locator("#edit-link").input_value(), page.locator("#board-link").input_value()
    assert found == [edit, board]
    assert edit.endswith(urlsplit(game["edit_link"]).path) and board.endswith(f"/games/{game['id']}")
    assert Axe().run(page).violations_count == 0


WAKE_LOCK_STUB = """
window.locks = [];
Object.defineProperty(navigator, "wakeLock", { value: { request: async (kind) => {
  const lock = { kind, released: false, handlers: [], addEventListener(_, f) { this.handlers.push(f); },
                 release: async function () { this.released = true; this.handlers.forEach((f) => f()); } };
  window.locks.push(lock);
  return lock;
} } });
"""


def test_the_screen_stays_on_unless_switched_off(page: Page, api: Api) -> None:
    page.add_init_script(WAKE_LOCK_STUB)
    game = api.new_game(A, B)
    claim(page, game)
    page.goto(f"/games/{game['id']}")
    page.wait_for_function("window.locks.length === 1")
    assert page.evaluate("window.locks[0].kind") == "screen"
    page.locator("#keep-awake").uncheck()  # the phone's own setting
    page.wait_for_function("window.locks[0].released")
    page.goto(f"/games/{game['id']}/rounds/new")
    page.wait_for_timeout(300)
    assert page.evaluate("window.locks.length") == 0  # switched off stays off, on every page
    page.goto(f"/games/{game['id']}")
    page.locator("#keep-awake").check()
    page.wait_for_function("window.locks.length === 1")
