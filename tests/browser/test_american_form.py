"""Modern American Canasta's round form on a 360 x 740 phone, in English and German (issue 36, point 5): the
penalties a side that did not meld must enter stand right after the points, seen without opening anything, and the
form with every field a hand needs reachable (every fold open but "Count the cards"; four jokers in an unfinished
wild meld asked once a side has one) fits in two screens, axe
clean, and doesn't scroll sideways at 320 px."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .conftest import NARROW, Api, claim
from .test_accessibility import violations
from .test_new_families import AXE, PHONE_360

pytestmark = pytest.mark.browser

PENALTIES = ("aces_held", "sevens_held", "threes_in_hand", "last_card_three")
OPEN_ALL = "() => document.querySelectorAll('#main-form details:not(.cards)').forEach((d) => d.open = true)"
BOTTOM = "document.querySelector('button[name=save]').getBoundingClientRect().bottom + scrollY"
# where each field stands in the page: the penalties before the canastas, right after the points
ORDER = """(names) => names.map((n) => document.getElementById(`entries-0-${n}`)).map(
  (e, i, all) => i === 0 || (all[i - 1].compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0)"""


def open_round_form(page: Page, api: Api, lang: str, width: dict[str, int]) -> None:
    """A new Modern American game claimed by this phone, its round form open at `width` in `lang`."""
    game = api.new_game("Nora & Sam", "Eve & Will", ruleset="american")
    claim(page, game)
    page.set_viewport_size(width)
    if lang == "de":
        page.goto("/")
        page.get_by_role("link", name="Deutsch").click()
    page.goto(f"/games/{game['id']}/rounds/new")
    expect(page.locator("html")).to_have_attribute("lang", lang)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_penalties_show_by_the_points_and_every_field_fits_in_two_screens(page: Page, api: Api, lang: str) -> None:
    open_round_form(page, api, lang, PHONE_360)
    for side in (0, 1):  # a side that did not meld finds its penalties without opening anything
        for name in PENALTIES:
            expect(page.locator(f"#entries-{side}-{name}")).to_be_visible()
    order = ["hand_points", *PENALTIES, "natural_canastas"]
    assert all(page.evaluate(ORDER, order)), "the penalties stand between the points in hand and the canastas"
    page.locator("input[name=out][value='1']").tap()  # as a table fills it: a side went out, and how
    page.locator("input[name=how][value=out]").tap()
    expect(page.locator("#preview-1")).not_to_have_text("")  # the live preview has said what it says
    page.evaluate(OPEN_ALL)  # every field a hand may need; counting the cards only replaces typing points
    bottom = page.evaluate(BOTTOM)
    print(f"\namerican {lang}, every field reachable: the save button ends {bottom:.0f} px down")
    assert bottom <= 2 * PHONE_360["height"], f"the save button ends {bottom:.0f} px down"
    assert violations(AXE.run(page)) == []
    jokers = page.locator("#entries-0-incomplete_wild_four_jokers")
    expect(jokers).to_be_hidden()  # asked once the side has an unfinished wild meld
    page.locator("#entries-0-incomplete_wild").check()
    expect(jokers).to_be_visible()
    expect(page.locator("#entries-1-incomplete_wild_four_jokers")).to_be_visible()  # a row of the score pad
    page.set_viewport_size(NARROW)
    assert page.evaluate("document.documentElement.scrollWidth") <= NARROW["width"]

# each shown field of a side: its label's box and its control's box, and whether they overlap
BOXES = """(side) => [...document.querySelectorAll(`.side-${side} > .field`)].filter((f) => f.offsetParent !== null)
  .map((f) => { const l = f.querySelector('label').getBoundingClientRect();
    const c = f.querySelector('input:not([type=hidden]), .steps, .box').getBoundingClientRect();
    return {name: f.querySelector('label').textContent.trim(), right: c.right, label: l.width,
      overlap: l.right > c.left + 1 && c.right > l.left + 1 && l.bottom > c.top + 1 && c.bottom > l.top + 1}; })"""


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("width", [NARROW, PHONE_360], ids=["320", "360"])
def test_a_side_that_ended_alone_leaves_the_other_a_pad_of_its_own(
    page: Page, api: Api, lang: str, width: dict[str, int]
) -> None:
    open_round_form(page, api, lang, width)
    page.locator("input[name=out][value='0']").tap()
    page.locator("input[name=how][value=special_hand]").tap()
    page.locator("#special_hand").select_option("garbage")
    expect(page.locator("#entries-0-meld_points")).to_be_hidden()  # the first side enters nothing else
    boxes = page.evaluate(BOXES, 1)
    assert len(boxes) >= 10 and all(box["label"] > 60 for box in boxes), boxes  # each label seen, and readable
    assert not [box["name"] for box in boxes if box["overlap"]], boxes  # no label lies over a field
    assert all(box["right"] <= width["width"] for box in boxes), boxes
    assert page.evaluate("document.documentElement.scrollWidth") <= width["width"]
    expect(page.locator(".side-1 > p.group")).to_have_css("color", page.locator(".side-1 .side-name").evaluate(
        "(e) => getComputedStyle(e).color"))  # "Penalties" heads the second side's penalties
    expect(page.locator("#entries-1-aces_held-hint")).not_to_be_in_viewport()  # described, not shown twice
    page.locator("label[for='entries-1-meld_points']").tap()
    expect(page.locator("#entries-1-meld_points")).to_be_focused()  # a label takes its own field's taps
    page.locator("#entries-1-meld_points").fill("250")
    assert violations(AXE.run(page)) == []
    page.locator("button[name=save]").tap()
    expect(page.locator("main")).to_contain_text("3,000" if lang == "en" else "3.000")
