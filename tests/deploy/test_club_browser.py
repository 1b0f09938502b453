"""A club's evening in a browser, through the club's HTTPS proxy (deploy/nginx-scorepad.conf) to its two servers:
sign up, start a league and a game, save a round and correct it, and a round that waited in the phone's outbox
sent by itself."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from tests.browser.conftest import CHROMIUM, PHONE

from .club import Club

pytestmark = pytest.mark.browser


@pytest.fixture
def phone(club: Club, browser: Browser) -> Iterator[Page]:
    """A phone reaching the club at its HTTPS address (the test's certificate accepted)."""
    if not CHROMIUM.exists():
        pytest.skip(f"Chromium not installed at {CHROMIUM}")
    context = browser.new_context(
        base_url=club.base, ignore_https_errors=True, viewport=PHONE, is_mobile=True, has_touch=True, locale="en-GB"
    )
    yield context.new_page()
    context.close()


def save_round(page: Page, first: dict[str, str], second: dict[str, str], out: str | None) -> None:
    """Fill the round form's fields by id and save it."""
    for i, entry in enumerate((first, second)):
        for name, value in entry.items():
            page.locator(f"#entries-{i}-{name}").fill(value)
    if out:  # "<side>:<way>": who went out, then how
        side, way = out.split(":")
        page.locator(f"input[name=out][value='{side}']").check()
        page.locator(f"input[name=how][value='{way}']").check()
    page.locator("button[name=save]").click()


def test_an_evening_at_the_club_through_https(club: Club, phone: Page) -> None:
    page = phone
    page.goto("/signup")
    page.locator("#name").fill("Club Owner")
    page.locator("#password").fill("a long enough secret")
    page.locator("#main-form button.primary").click()
    expect(page.get_by_role("link", name="Account")).to_be_visible()
    page.goto("/leagues/new")
    page.locator("#name").fill("Tuesday Club")
    page.locator("#main-form button.primary").click()
    page.wait_for_url("**/leagues/*")
    page.get_by_role("link", name="New game with the league's players").click()
    page.locator("#sides-0-name").fill("Anna & Ben")
    page.locator("#sides-1-name").fill("Cara & Dan")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_url("**/games/*")
    board = page.url.split("?")[0]
    game_id = board.rsplit("/", 1)[1]

    page.goto(f"{board}/rounds/new")  # 240 + a natural canasta 500 + going out 100 = 840; 85 - 45 = 40
    save_round(
        page, {"meld_points": "240", "natural_canastas": "1"}, {"meld_points": "85", "hand_points": "45"}, "0:out"
    )
    page.wait_for_url("**?saved=1")
    expect(page.locator(".totals .big-number")).to_have_text(["840", "40"])

    page.get_by_role("link", name="Correct round 1").click()  # Cara & Dan held 25, not 45: 60
    page.locator("#entries-1-hand_points").fill("25")
    page.get_by_role("button", name="Save round 1").click()
    expect(page.locator(".totals .big-number")).to_have_text(["840", "60"])

    page.goto(f"{board}/rounds/new")  # 120 + 500 + 100 = 720 (1,560); 90 - 10 = 80 (140)

    def away(route: Route) -> None:  # the server can't be reached while this is routed: the round waits
        route.abort("connectionrefused") if route.request.method == "POST" else route.continue_()

    page.route("**/rounds/new", away)
    save_round(
        page, {"meld_points": "120", "natural_canastas": "1"}, {"meld_points": "90", "hand_points": "10"}, "0:out"
    )
    expect(page.locator("#outbox-said")).to_have_text("Round 2 is waiting to send.")
    page.unroute("**/rounds/new")
    expect(page.locator("#outbox-said")).to_have_text("Round 2 sent.", timeout=15_000)
    rounds = club.https("GET", f"/api/games/{game_id}").json()["rounds"]
    assert [r["number"] for r in rounds] == [1, 2]
    assert [side["total"] for side in club.https("GET", f"/api/games/{game_id}").json()["sides"]] == [1560, 140]
