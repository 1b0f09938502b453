"""A club evening in the browser: its pages axe clean at 360 px and the room's screen at 1920 x 1080 in every language
(light and dark, never scrolling sideways), and a short evening played through the pages: the organiser starts it on
the form, a table card's QR code opened by a second phone that types a round there, the room's screen following."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from typing import Any

import pytest
import zxingcpp
from axe_playwright_python.sync_playwright import Axe
from PIL import Image
from playwright.sync_api import Browser, BrowserContext, Page, expect

from .test_accessibility import LAYOUT, LINKS, WIDEST, violations

pytestmark = pytest.mark.browser

AXE = Axe()
PHONE_360 = {"width": 360, "height": 740}
ROOM = {"width": 1920, "height": 1080}
SOON = 5_000  # ms: what the room's screen may take to show a round typed at a table
LONG = "Maximiliane-Josephine"
PLAYERS = f"Anna\nBen\nCara\nDan\nEva\nFritz\nGerd\n{LONG}\nIda"  # two tables of four and a bye


def sign_up_and_start(page: Page, name: str = "Organiser") -> tuple[str, str]:
    """Sign up on this browser, start a Canasta league and an evening of nine (on its forms, without tapping);
    returns the league's path and the evening's."""
    request = page.context.request
    assert request.post("/signup", form={"name": name, "password": "correct horse"}, max_redirects=0).status == 303
    league = request.post("/leagues/new", form={"name": "Club", "ruleset": "classic"}, max_redirects=0)
    form = {"name": "Thursday", "form": "individuals", "rounds": "3", "hands": "2", "scoring": "victory_points",
            "bands": "burraco_3_hands", "new_players": PLAYERS}  # fmt: skip
    started = request.post(f"{league.headers['location']}/evenings/new", form=form, max_redirects=0)
    assert started.status == 303, started.text()
    return league.headers["location"], started.headers["location"]


def problems_at(page: Page, name: str, size: dict[str, int]) -> list[str]:
    """axe's violations, layout faults and a sideways scroll of the page at one size, light and dark."""
    page.set_viewport_size(size)
    found = [f"{name} at {size['width']} px: {fault}" for fault in page.evaluate(LAYOUT)]
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        where = f"{name} at {size['width']} px, {scheme}"
        found += [f"{where}: {v}" for v in violations(AXE.run(page))]
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > size["width"]:
            found.append(f"{where}: scrolls sideways ({width} px wide: {page.evaluate(WIDEST)})")
    page.emulate_media(color_scheme="light")
    return found


@pytest.mark.parametrize("lang", ["en", "de", "it", "pt-BR", "es"])
def test_the_evenings_pages_are_axe_clean_in_every_language(page: Page, lang: str, shot: Any) -> None:
    league, evening = sign_up_and_start(page)
    page.goto("/")
    if lang in LINKS:
        page.get_by_role("link", name=LINKS[lang]).click()
    expect(page.locator("html")).to_have_attribute("lang", lang)
    found: list[str] = []
    for name, path in [
        ("evening", evening),
        ("new-evening", f"{league}/evenings/new"),
        ("close", f"{evening}/close"),
        ("cards", f"{evening}/cards"),
        ("ranking", f"{evening}/ranking"),
        ("room-on-a-phone", f"{evening}/room"),
    ]:
        page.goto(path)
        found += problems_at(page, name, PHONE_360)
        if lang in ("en", "de"):
            shot(name, scale="css")
    page.goto(f"{league}/evenings/new")
    page.locator("#rounds").fill("drei")
    page.locator("#main-form button.primary").click()
    expect(page.locator("#rounds-error")).to_be_visible()
    found += problems_at(page, "new-evening-errors", PHONE_360)
    page.goto(f"{evening}/room")
    found += problems_at(page, "room", ROOM)
    page.set_viewport_size(ROOM)
    if lang in ("en", "de"):
        shot("room", scale="css")
    assert page.evaluate("document.documentElement.scrollHeight") <= ROOM["height"] * 1.5  # a screen, about
    assert not found, "\n".join(found)


@pytest.fixture
def phone(browser: Browser, browser_context_args: dict[str, Any]) -> Iterator[BrowserContext]:
    """A second phone: the one at table 1 that scans the card."""
    context = browser.new_context(**browser_context_args)
    yield context
    context.close()


def test_a_short_evening_played_through_the_pages(page: Page, phone: BrowserContext, live_server: str) -> None:
    request = page.context.request
    assert (
        request.post("/signup", form={"name": "Organiser", "password": "correct horse"}, max_redirects=0).status == 303
    )
    league = request.post("/leagues/new", form={"name": "Club", "ruleset": "classic"}, max_redirects=0)
    page.goto(league.headers["location"])
    page.get_by_role("link", name="Club evening").click()  # the organiser starts it on the form
    page.locator("#name").fill("Thursday")
    page.locator("#new_players").fill("Anna\nBen\nCara\nDan")
    page.locator("#rounds").fill("2")
    page.locator("#hands").fill("1")
    page.locator("#main-form button.primary").click()
    expect(page.locator("h1")).to_have_text("Thursday")
    evening = re.sub(r"^https?://[^/]+", "", page.url)
    expect(page.locator(".evening-table")).to_have_count(1)

    room = page.context.new_page()  # the room's screen, following with its one poll
    room.set_viewport_size(ROOM)
    room.goto(f"{evening}/room")
    expect(room.locator(".table-hands")).to_have_text("0 hands")
    room.evaluate("window.stillHere = true")

    page.goto(f"{evening}/cards")
    code = page.locator(".table-card .qr-code svg").first.screenshot()
    (link,) = [found.text for found in zxingcpp.read_barcodes(Image.open(io.BytesIO(code)))]
    assert link.startswith(f"{live_server}/games/") and "/claim/" in link
    assert page.locator(".claim-link").first.get_attribute("href") == link

    table = phone.new_page()  # the phone at table 1 opens the card's code and keeps score
    table.goto(link)
    table.locator("#name").fill("Table 1")
    table.locator("#claim-form button.primary").click()
    table.goto(re.sub(r"/claim/.*$", "/rounds/new", link))
    table.locator("#entries-0-meld_points").fill("240")
    table.locator("#entries-0-natural_canastas").fill("1")
    table.locator("#entries-0-red_threes").fill("1")
    table.locator("#out-0").check()
    table.locator("input[name=how][value=out]").check()
    table.locator("#entries-1-meld_points").fill("85")
    table.locator("#entries-1-hand_points").fill("45")
    table.locator("button[name=save]").click()
    expect(table.locator(".totals .big-number")).to_have_text(["940", "40"])

    expect(room.locator(".table-hands")).to_have_text("1 hand", timeout=SOON)  # one hand: the table's game is over
    expect(room.locator(".evening-table")).to_have_class(re.compile(r"\bfinished\b"))
    expect(room.locator(".room-count")).to_have_text("Every table has finished.")
    # 940 against 40, a margin of 900: the band of 3 hands "805-1000" gives 17-3
    expect(room.locator(".evening-ranking tbody tr td:nth-child(3)")).to_have_text(["17", "17", "3", "3"])
    assert room.evaluate("window.stillHere") is True  # swapped in place, not reloaded

    page.goto(evening)
    page.get_by_role("button", name="Close the round and draw the next").click()
    expect(page.locator("#evening-rounds h2").first).to_contain_text("Round 2 of 2")
    expect(room.locator("#room-title")).to_contain_text("Round 2 of 2", timeout=SOON)


def test_forty_players_fit_the_rooms_screen(page: Page, app: Any) -> None:
    request = page.context.request
    assert (
        request.post("/signup", form={"name": "Organiser", "password": "correct horse"}, max_redirects=0).status == 303
    )
    league = request.post("/leagues/new", form={"name": "Club", "ruleset": "classic"}, max_redirects=0)
    names = "\n".join(f"{first}-{n}" for n, first in enumerate(["Annabelle", "Bartholomew", "Kunigunde", "Dan"] * 10))
    form = {"name": "Thursday", "form": "individuals", "rounds": "3", "scoring": "victory_points",
            "bands": "burraco_3_hands", "new_players": names}  # fmt: skip
    started = request.post(f"{league.headers['location']}/evenings/new", form=form, max_redirects=0)
    page.set_viewport_size(ROOM)
    page.goto(f"{started.headers['location']}/room")
    expect(page.locator(".evening-table")).to_have_count(10)
    expect(page.locator(".evening-ranking tbody tr")).to_have_count(40)
    height = page.evaluate("document.querySelector('main').getBoundingClientRect().bottom")
    assert height <= ROOM["height"], f"the room's screen is {height} px tall"
    assert page.evaluate("document.documentElement.scrollWidth") <= ROOM["width"]
    assert violations(AXE.run(page)) == []
