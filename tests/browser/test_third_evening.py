"""A third evening at the table (issue 36), on phones of 320 and 360 px in English and German: long words break
with a hyphen drawn where they must (soft hyphens made on the server), never mid-word without one; a choice's text
is not cut off. Each kind of page is swept once in each language and width."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from .conftest import Api, claim
from .test_first_evening import in_language

pytestmark = pytest.mark.browser

A, B = "Anna & Ben", "Cara & Dan"
NARROW_PHONES = [{"width": 320, "height": 640}, {"width": 360, "height": 740}]
BROKEN_WITHOUT_HYPHEN = """() => {
  document.querySelectorAll("details").forEach((d) => { d.open = true; });
  const letter = (c) => /\\p{L}/u.test(c);
  const found = [];
  const texts = "main label, main legend, main summary, main .hint, main h1, main h2, main .counter-title";
  for (const element of document.querySelectorAll(texts)) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let top = null, before = "";
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        // Chromium may place the letter after a soft hyphen that broke the line on the line before: a break
        // within two letters after a soft hyphen is that hyphen's
        const hyphened = node.data.slice(Math.max(0, i - 2), i).includes("\u00ad");
        if (box && top !== null && box.top > top + 2 && letter(node.data[i]) && letter(before) && !hyphened) {
          found.push(node.data.slice(Math.max(0, i - 10), i) + "|" + node.data.slice(i, i + 10));
        }
        if (box) top = box.top;
        before = node.data[i];
      }
    }
  }
  return found;
}"""

CUT_CHOICES = """() => {  // the text each closed choice shows, cut off at its end
  const pen = document.createElement("canvas").getContext("2d");
  const cut = [];
  for (const select of document.querySelectorAll("main select")) {
    if (!select.clientWidth) continue;  // not shown (asked only once its choice is made)
    const style = getComputedStyle(select);
    pen.font = style.font;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;  // the arrow
    const shown = select.selectedOptions[0];  // what the closed choice shows; its list opens full width
    if (shown && pen.measureText(shown.text).width > room) cut.push(shown.text);
  }
  return cut;
}"""


@pytest.mark.parametrize("width", NARROW_PHONES, ids=lambda w: f"{w['width']}px")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_long_words_break_with_a_hyphen(page: Page, api: Api, lang: str, width: dict[str, int]) -> None:
    page.set_viewport_size(width)
    in_language(page, lang)
    game = api.new_game(A, B, ruleset="american")
    claim(page, game)
    for address in (f"/games/{game['id']}/rounds/new", "/games/new/american", "/games/new/hand_and_foot"):
        page.goto(address)
        broken = page.evaluate(BROKEN_WITHOUT_HYPHEN)
        assert broken == [], f"{address}: words broken without a hyphen: {broken}"
        cut = page.evaluate(CUT_CHOICES)
        assert cut == [], f"{address}: choices cut off: {cut}"
