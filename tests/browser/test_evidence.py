"""The evidence pages in a real browser: a photo taken with the round's page (the file input a phone opens its
camera from), refused with its message, shown with who added it, removed after asking; each side's confirmation;
the marks on the board and the score sheet. Every page axe-clean at 320, 360 and 414 px, light and dark, in every
language the app speaks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.photos import pictures

from .conftest import Api, claim
from .test_accessibility import LONG_A, LONG_B, Sweep

pytestmark = pytest.mark.browser

WON = {"meld_points": 240, "natural_canastas": 1, "red_threes": 1, "going_out": "out"}
HELD = {"meld_points": 85, "hand_points": 45}
LANGUAGES = {"en": None, "de": "Deutsch"}  # the app's languages, and the link that switches to each


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_evidence_page(page: Page, api: Api, shot: Any, lang: str, tmp_path: Path) -> None:
    sweep = Sweep(page, lang, shot)
    page.goto("/")
    if LANGUAGES[lang]:
        page.get_by_role("link", name=LANGUAGES[lang]).click()
    game = api.add_round(api.new_game(LONG_A, LONG_B), WON, HELD)
    claim(page, game)
    board = f"/games/{game['id']}"

    photo = tmp_path / "table.jpg"
    photo.write_bytes(pictures.phone_jpeg(width=1200, height=900))
    svg = tmp_path / "table.svg"
    svg.write_bytes(pictures.svg())

    page.goto(f"{board}/rounds/1")
    field = page.locator("input[type=file]#photo")
    expect(field).to_have_attribute("capture", "environment")
    expect(field).to_have_attribute("accept", "image/*")
    sweep.check("round-page-empty")

    field.set_input_files(str(svg))
    page.locator("#photos button[type=submit]").click()
    expect(page.locator("#photos .error")).to_have_count(1)
    sweep.check("round-page-refused")

    page.locator("input[type=file]#photo").set_input_files(str(photo))
    page.locator("#photos button[type=submit]").click()
    expect(page.locator("ul.photos img")).to_have_count(1)
    thumbnail = page.locator("ul.photos img")
    thumbnail.scroll_into_view_if_needed()  # loading="lazy": it loads once in view, not at once
    thumbnail.evaluate("img => img.decode()")
    assert thumbnail.evaluate("img => img.naturalWidth") == 320
    sweep.check("round-page-photo")

    page.locator("#confirmations button").first.click()
    expect(page.locator("#confirmations strong")).to_have_count(1)
    sweep.check("round-page-confirmed")

    page.locator("ul.photos li p a").first.click()
    sweep.check("remove-photo")
    page.locator("main form button").click()
    expect(page.locator("ul.photos")).to_have_count(0)

    page.goto(f"{board}/history")
    sweep.check("history-evidence")
    page.goto(board)
    expect(page.locator("table.rounds td .sr-only")).to_have_count(1)
    sweep.check("board-confirmed")
    page.goto(f"{board}/sheet")
    sweep.check("sheet-confirmed")
    page.goto(f"{board}/rounds/new")
    expect(page.locator("input[type=file]#photo")).to_have_count(1)
    sweep.check("round-form-photo")

    print(f"\n{lang}: {len(sweep.pages)} pages checked")
    assert not sweep.problems, "\n".join(sweep.problems)
