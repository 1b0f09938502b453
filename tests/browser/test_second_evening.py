"""A second evening at the table (issue 27), on phones of 320, 360 and 414 px in English and German: the round form
asks who went out first and fits two screens; a correction that changes nothing says so and a made one says
"corrected" once; two sides of one name are refused; the result can be shared, the race chart has axes and a
legend, dates have one format; German pages say "Handy". Every page visited: axe clean, no sideways scroll."""

from __future__ import annotations

import re
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from .conftest import WIDTHS, Api, claim
from .test_first_evening import in_language

pytestmark = pytest.mark.browser

A, B = "Anna & Ben", "Cara & Dan"
AXE = Axe()
WON = {"meld_points": 700, "natural_canastas": 2, "mixed_canastas": 1, "going_out": "out"}  # 700+1,000+300+100
WORDS = {
    "en": {
        "choose": "Which game do you play?",
        "same": "Another side of this game has this name.",
        "start": "Start the game",
        "who": "Who went out?",
        "how": f"How did {A} go out?",
        "save": "Save round {n}",
        "unchanged": "Round 1 already held these counts: nothing was changed.",
        "corrected": "Round 1 corrected.",
        "share": "Share the result",
        "copy": "Copy the text and address",
        "chart": "Totals over the rounds",
        "round": "Round",
        "target": "Target: 1,000",
        "day": "25 Nov 2026",
    },
    "de": {
        "choose": "Welches Spiel spielt ihr?",
        "same": "Eine andere Partei dieses Spiels hat schon diesen Namen.",
        "start": "Spiel starten",
        "who": "Wer hat ausgemacht?",
        "how": f"Wie haben {A} ausgemacht?",  # a side of two: a plural verb
        "save": "Runde {n} speichern",
        "unchanged": "Runde 1 hatte schon genau diese Zahlen: nichts wurde geändert.",
        "corrected": "Runde 1 korrigiert.",
        "share": "Ergebnis teilen",
        "copy": "Text und Adresse kopieren",
        "chart": "Punktestand über die Runden",
        "round": "Runde",
        "target": "Ziel: 1.000",
        "day": "25.11.2026",
    },
}


class Visits:
    """Checks every page a case visits: axe finds nothing, nothing scrolls sideways; keeps each page's text."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.texts: dict[str, str] = {}

    def check(self, name: str) -> None:
        """The page as it stands: no sideways scroll, no axe violation; its text kept under its name."""
        page = self.page
        wide = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
        assert wide[0] <= wide[1], f"{name} scrolls sideways: {wide[0]} px in {wide[1]}"
        result = AXE.run(page)
        assert result.violations_count == 0, f"{name}: {result.generate_report()}"
        self.texts[name] = page.locator("body").inner_text()


def german_game(api: Api) -> dict[str, Any]:
    """A game of two pairs under the German club rules, to 1,000, of 25 Nov 2026."""
    sides = [{"name": A, "players": ["Anna", "Ben"]}, {"name": B, "players": ["Cara", "Dan"]}]
    body = {"ruleset": "german", "played_on": "2026-11-25", "settings": {"target": 1000}, "sides": sides}
    response = api.client.post("/api/games", json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


@pytest.mark.parametrize("width", WIDTHS, ids=lambda w: f"{w['width']}px")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_second_evening(page: Page, api: Api, lang: str, width: dict[str, int]) -> None:
    words, visits = WORDS[lang], Visits(page)
    page.set_viewport_size(width)
    in_language(page, lang)

    # Point 4: the new game starts with the choice of game; two sides of one name (once normalised) are refused.
    page.goto("/games/new")
    expect(page.get_by_role("heading", level=2, name=words["choose"])).to_be_visible()
    expect(page.locator("input[name=ruleset]")).to_have_count(0)  # no rules before the game is chosen
    visits.check("new-game-choice")
    page.locator("a.game-choice", has_text="Canasta").first.click()
    page.locator("#sides-0-name").fill("Us")
    page.locator("#sides-1-name").fill("us ")
    page.get_by_role("button", name=words["start"]).last.click()
    expect(page.locator("#sides-1-name-error")).to_have_text(words["same"])
    expect(page.locator("#sides-1-name")).to_have_attribute("aria-invalid", "true")
    assert "/games/new" in page.url  # nothing started
    visits.check("new-game-refused")

    # Point 1: who went out is asked first, as a side; then how, with only that side's ways, each with its points.
    game = german_game(api)
    claim(page, game)
    board = f"/games/{game['id']}"
    page.goto(f"{board}/rounds/new")
    going_out = page.locator("fieldset.going-out")
    expect(going_out.locator("legend").first).to_have_text(words["who"])
    first_input = page.locator("#main-form input:not([type=hidden])").first
    assert first_input.get_attribute("name") == "out"  # asked before any count
    how = going_out.locator("fieldset.how")
    expect(how).to_be_hidden()  # no way offered before a side is chosen
    page.locator("#out-0").check()
    expect(how).to_be_visible()
    expect(how.locator("legend")).to_have_text(words["how"])
    ways = how.locator(".radio label").all_inner_texts()
    assert len(ways) >= 3, ways
    assert all(re.search(r"[+−-]\s?\d", way) for way in ways), ways  # every way says its points
    firsts = [" ".join(way.split()[:2]) for way in ways]
    assert len(set(firsts)) == len(firsts), ways  # and differs from the others in its first words
    if width["width"] == 360:  # a 4-player round in two screens of a 360 x 740 phone
        bottom = page.get_by_role("button", name=words["save"].format(n=1)).evaluate(
            "b => b.getBoundingClientRect().bottom + window.scrollY"
        )
        print(f"\nround form ({lang}, German club rules, 4 players) at 360 x 740: Save ends at {bottom:.0f} px")
        assert bottom <= 2 * 740, bottom
    visits.check("round-form")
    page.locator("input[name=how][value=out]").check()
    page.locator("#entries-0-meld_points").fill("240")
    page.locator("#entries-0-natural_canastas").fill("1")
    page.locator("#entries-1-meld_points").fill("85")
    page.locator("#entries-1-hand_points").fill("45")
    page.get_by_role("button", name=words["save"].format(n=1)).click()
    page.wait_for_url(f"**{board}?saved=1")
    visits.check("board-saved")

    # Point 3: a correction that changes nothing says so; a made one says "corrected", and a reload drops the note.
    page.goto(f"{board}/rounds/1/edit")
    visits.check("correct-round")
    page.get_by_role("button", name=words["save"].format(n=1)).click()
    page.wait_for_url(f"**{board}?unchanged=1")
    expect(page.locator("#board-top .notice")).to_have_text(words["unchanged"])
    visits.check("board-unchanged")
    page.goto(f"{board}/rounds/1/edit")
    page.locator("#entries-0-meld_points").fill("245")
    page.get_by_role("button", name=words["save"].format(n=1)).click()
    page.wait_for_url(f"**{board}?corrected=1")
    news = page.locator("#announcements")
    expect(news).to_contain_text(words["corrected"])
    expect(page.locator("#round-1")).to_have_class("saved")
    visits.check("board-corrected")
    page.reload()
    expect(page.locator("#round-1")).to_be_visible()
    expect(news).not_to_contain_text(words["corrected"])
    expect(page.locator("tr.saved")).to_have_count(0)

    # Point 5: the result offers share or copy; the race chart has axes, the target line and a legend; one date format.
    api.add_round(game, WON, {"meld_points": 100, "hand_points": 50})
    page.goto(board)
    expect(page.locator(".finish")).to_be_visible()
    chart = page.locator("figure.chart")
    expect(chart.locator("svg title")).to_have_text(words["chart"])
    expect(chart.locator("g.axis line")).to_have_count(2)
    assert chart.locator("g.labels.values text").count() >= 2 and chart.locator("g.labels.rounds text").count() >= 2
    expect(chart.locator("text.title")).to_have_text(words["round"])
    expect(chart.locator("svg line.target").first).to_be_attached()
    legend = chart.locator("figcaption.legend .key")
    expect(legend).to_have_count(3)
    expect(legend).to_contain_text([A, B, words["target"]])
    visits.check("board-finished")
    page.get_by_role("link", name=words["share"]).first.click()
    expect(page.get_by_role("heading", level=1)).to_have_text(words["share"])
    buttons = page.locator("#result-buttons button:visible")
    expect(buttons.first).to_be_visible()
    names = buttons.all_inner_texts()
    assert names and set(names) <= {words["copy"], "Share", "Teilen"}, names
    expect(page.locator("#result-link")).to_have_value(re.compile(rf"{board}$"))
    visits.check("result")
    days = []
    for path, name in ((f"{board}/sheet", "sheet"), ("/", "home")):
        page.goto(path)
        days += page.locator("time[data-local=date]").all_inner_texts()
        visits.check(name)
    assert days and set(days) == {words["day"]}, days

    # Point 6: German pages call the phone "Handy", never "Telefon".
    if lang == "de":
        assert any("Handy" in text for text in visits.texts.values())
        assert not [name for name, text in visits.texts.items() if "Telefon" in text]
