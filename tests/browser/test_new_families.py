"""Modern American Canasta to 8500 and a four-round Hand and Foot game played by tapping on a 360 px phone, in
English and German: the game chosen first, who went out asked first, counts tapped on the steppers, "are you
sure?" answered, the totals and the announcements on the board, the winner; every page axe clean and no sideways
scroll at 320 px; and whether the round form fits in two screens at 360 x 740. The hands are the worked examples
of RULES.md 11.11 and further ones worked by hand from 12.4."""

from __future__ import annotations

import re
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from scorepad.serving.language import LANGUAGES, tag

from .conftest import NARROW, Api, claim
from .test_accessibility import violations
from .test_play import type_into

pytestmark = pytest.mark.browser

PHONE_360 = {"width": 360, "height": 740}
AXE = Axe()
TYPED = ("meld_points", "hand_points")  # typed; every other count is tapped on its + stepper
OUT = {"going_out": "out"}

WORDS = {
    "en": {
        "new": "New game",
        "start": "Start the game",
        "enter": "Enter round {n}",
        "save": "Save round {n}",
        "minimum": "Initial meld: {n}",
        "next": "Round {n}: the first meld of each side needs {m}.",
        "last": "Last round, round {n}: the first meld of each side needs {m}.",
        "aloud": "Read aloud",
        "over": "Game over: {a} win by {margin} ({a} {x}, {b} {y}).",
        "won": "{name} won the game!",
        "margin": "Margin of victory: {margin} points.",
    },
    "de": {
        "new": "Neues Spiel",
        "start": "Spiel starten",
        "enter": "Runde {n} eintragen",
        "save": "Runde {n} speichern",
        "minimum": "Erstmeldung: {n}",
        "next": "Runde {n}: Die erste Meldung jeder Partei braucht {m}.",
        "last": "Letzte Runde, Runde {n}: Die erste Meldung jeder Partei braucht {m}.",
        "aloud": "Vorlesen",
        "over": "Spielende: {a} gewinnen mit einem Vorsprung von {margin} ({a} {x}, {b} {y}).",
        "won": "Sieg für {name}!",
        "margin": "Vorsprung: {margin} Punkte.",
    },
}


def number(value: int, lang: str) -> str:
    """A number as the board shows it: 8,775 in English, 8.775 in German."""
    shown = f"{value:,}"
    return shown.replace(",", ".") if lang == "de" else shown


def clean(page: Page, where: str) -> None:
    """The page as it stands passes axe at 360 px and doesn't scroll sideways at 320 px."""
    problems = [f"{where} at 360 px: {v}" for v in violations(AXE.run(page))]
    page.set_viewport_size(NARROW)
    width = page.evaluate("document.documentElement.scrollWidth")
    if width > page.evaluate("innerWidth"):
        problems.append(f"{where} at 320 px: scrolls sideways ({width} px wide)")
    page.set_viewport_size(PHONE_360)
    assert problems == [], "\n".join(problems)


def start(page: Page, lang: str, family: str, names: tuple[str, str]) -> None:
    """Choose the language on the home page, then the game, then start it with its default rules."""
    w = WORDS[lang]
    page.set_viewport_size(PHONE_360)
    page.goto("/")
    if lang == "de":
        page.get_by_role("link", name="Deutsch").click()
    page.get_by_role("link", name=w["new"]).tap()  # a new phone is asked which game first
    expect(page).to_have_url(re.compile("/games/new$"))
    page.locator(f"a.game-choice[href$='/games/new/{family}']").tap()
    expect(page).to_have_url(re.compile(f"/games/new/{family}$"))
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.locator(f"input[name=ruleset][value={family}]")).to_be_checked()  # the family's default preset
    for i, name in enumerate(names):
        page.locator(f"#sides-{i}-name").fill(name)
    clean(page, f"new {family} game")
    page.get_by_role("button", name=w["start"]).tap()
    expect(page).to_have_url(re.compile(r"/games/[^/]+$"))
    expect(page.locator(".totals .big-number")).to_have_text(["0", "0"])


def enter_round(page: Page, lang: str, n: int, entries: list[dict[str, Any]], asks: bool = False) -> None:
    """Tap round n in from the board: who went out first (and how, where the game asks), then each side's counts
    (points typed, books and canastas on the + stepper), then save, answering "are you sure?" where it asks."""
    w = WORDS[lang]
    page.get_by_role("link", name=w["enter"].format(n=n)).tap()
    expect(page.get_by_role("heading", level=1)).to_contain_text(str(n))
    out = next((i for i, entry in enumerate(entries) if entry.get("going_out")), None)
    who = "none" if out is None else str(out)
    page.locator(f"input[name=out][value='{who}']").tap()
    ways = page.locator("input[name=how][value=out]")
    if out is not None and ways.count():
        ways.tap()
    for i, entry in enumerate(entries):
        for name, value in entry.items():
            field = page.locator(f"#entries-{i}-{name}")
            if name in TYPED:
                type_into(page, field, str(value))
            elif name != "going_out":
                for _ in range(value):
                    page.locator(f"button[data-for=entries-{i}-{name}][data-step='1']").tap()
                expect(field).to_have_value(str(value))
    if n == 1:
        clean(page, "round form")
    page.get_by_role("button", name=w["save"].format(n=n)).tap()
    if asks:
        confirm = page.locator("button[name=confirm]")
        expect(confirm).to_be_visible()
        confirm.tap()
    expect(page).to_have_url(re.compile(rf"/games/[^/]+\?saved={n}$"))


def totals(page: Page, lang: str, *values: int) -> None:
    """The board shows these totals."""
    expect(page.locator(".totals .big-number")).to_have_text([number(v, lang) for v in values])


def finished(page: Page, lang: str, winner: str, loser: str, won: int, lost: int) -> None:
    """The board announces the end, names the winner and the margin, and offers no further round."""
    w, margin = WORDS[lang], number(won - lost, lang)
    over = w["over"].format(a=winner, b=loser, margin=margin, x=number(won, lang), y=number(lost, lang))
    expect(page.locator("#announcements p").last).to_have_text(over)
    expect(page.locator(".finish h2")).to_have_text(w["won"].format(name=winner))
    expect(page.locator(".finish")).to_contain_text(w["margin"].format(margin=margin))
    expect(page.get_by_role("link", name=re.compile(w["enter"].format(n=r"\d+")))).to_have_count(0)
    clean(page, "finished board")


# RULES.md 11.11, as tests/api/test_american.py plays them.
# A1: NS = 100 + 500 + 300 + 200 + 245 - 15 = 1330; EW = 300 + 0 + 140 - 85 = 355.
A1 = [
    {**OUT, "meld_points": 245, "hand_points": 15, "natural_canastas": 1, "mixed_canastas": 1, "red_threes": 1}
    | {"black_threes": 1},
    {"meld_points": 140, "hand_points": 85, "mixed_canastas": 1, "red_threes": 2},
]
# A2: NS = 100 + 2 x 500 + 170 = 1270; EW melded no canasta: -85 - 120 - (300 + 100) = -605.
A2 = [
    {**OUT, "meld_points": 170, "natural_canastas": 2},
    {"meld_points": 85, "hand_points": 120, "red_threes": 2, "black_threes": 1},
]
# A3: NS = 100 + 2500 (sevens) + 2500 (aces) + 300 + 500 (3 black threes, 3 canastas) + 295 - 20 = 6175;
# EW no canasta: -150 - 40 = -190. Totals 8775 and -440: NS pass 8500.
A3 = [
    {**OUT, "meld_points": 295, "hand_points": 20, "sevens_canastas": 1, "aces_canastas": 1, "mixed_canastas": 1}
    | {"black_threes": 3},
    {"meld_points": 150, "hand_points": 40},
]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_modern_american_canasta_to_8500_on_a_phone(page: Page, shot: Any, lang: str) -> None:
    w = WORDS[lang]
    ns, ew = "Nora & Sam", "Eve & Will"
    start(page, lang, "american", (ns, ew))
    expect(page.locator("main")).to_contain_text(w["minimum"].format(n=125))
    enter_round(page, lang, 1, A1)
    totals(page, lang, 1330, 355)
    # both totals below 3000 (and a negative one) keep the first step's minimum of 125 (11.6)
    expect(page.get_by_text(w["minimum"].format(n=125))).to_have_count(2)
    clean(page, "board")
    enter_round(page, lang, 2, A2, asks=True)  # "Only 85 meld points? The initial meld alone needs 125."
    totals(page, lang, 2600, -250)
    expect(page.get_by_text(w["minimum"].format(n=125))).to_have_count(2)
    enter_round(page, lang, 3, A3)  # 3 canastas in 295 meld points: a real meld, so nothing is asked
    totals(page, lang, 8775, -440)
    finished(page, lang, ns, ew, 8775, -440)
    shot("finished", scale="css")


# Hand and Foot, the most published values (RULES.md 12.4, 12.9): books 500/300, red threes +100/-500, exact
# pick 100, out 100, 2 clean + 2 dirty to go out, minimums 50/90/120/150 by round, four rounds.
HF = [
    # Round 1 is H3 (12.8): A = 395 - 65 + 2 x 500 + 2 x 300 + 3 x 100 + 100 = 2330;
    # B = 195 - 155 + 500 + 300 + 100 - 500 = 440.
    (
        [
            {**OUT, "meld_points": 395, "hand_points": 65, "clean_books": 2, "dirty_books": 2, "red_threes": 3},
            {"meld_points": 195, "hand_points": 155, "clean_books": 1, "dirty_books": 1, "red_threes": 1}
            | {"red_threes_caught": 1},
        ],
        False,
        (2330, 440),
    ),
    # Round 2: A = 120 - 60 + 500 - 500 (a red three caught) = 60; B went out:
    # 250 - 25 + 2 x 500 + 2 x 300 + 100 (red three) + 100 (exact pick) + 100 = 2125. Totals 2390, 2565.
    # Four books in 250 meld points: books of one rank may repeat, so that is a real meld and nothing is asked.
    (
        [
            {"meld_points": 120, "hand_points": 60, "clean_books": 1, "red_threes_caught": 1},
            {**OUT, "meld_points": 250, "hand_points": 25, "clean_books": 2, "dirty_books": 2, "red_threes": 1}
            | {"exact_picks": 1},
        ],
        False,
        (2390, 2565),
    ),
    # Round 3: the stock ran out, nobody went out. A = 200 - 30 + 300 = 470; B = 150 - 45 = 105. Totals 2860, 2670.
    (
        [{"meld_points": 200, "hand_points": 30, "dirty_books": 1}, {"meld_points": 150, "hand_points": 45}],
        False,
        (2860, 2670),
    ),
    # Round 4: A went out: 400 - 30 + 2 x 500 + 2 x 300 + 2 x 100 + 100 (exact pick) + 100 = 2370;
    # B = 200 - 90 + 500 = 610. Totals 5230, 3280: A win by 1950.
    (
        [
            {**OUT, "meld_points": 400, "hand_points": 30, "clean_books": 2, "dirty_books": 2, "red_threes": 2}
            | {"exact_picks": 1},
            {"meld_points": 200, "hand_points": 90, "clean_books": 1},
        ],
        False,
        (5230, 3280),
    ),
]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_four_round_hand_and_foot_game_on_a_phone(page: Page, shot: Any, lang: str) -> None:
    w = WORDS[lang]
    a, b = "Ann & Al", "Bea & Bo"
    start(page, lang, "hand_and_foot", (a, b))
    expect(page.get_by_text(w["minimum"].format(n=50))).to_have_count(2)
    for n, (entries, asks, expected) in enumerate(HF, start=1):
        enter_round(page, lang, n, entries, asks)
        totals(page, lang, *expected)
        if n < 3:  # each next round's minimum, announced (and offered aloud) and shown on every side
            minimum = (50, 90, 120, 150)[n]
            expect(page.locator("#announcements")).to_contain_text(w["next"].format(n=n + 1, m=minimum))
            expect(page.get_by_text(w["minimum"].format(n=minimum))).to_have_count(2)
            expect(page.get_by_role("button", name=w["aloud"])).to_be_visible()
        elif n == 3:
            expect(page.locator("#announcements")).to_contain_text(w["last"].format(n=4, m=150))
            expect(page.get_by_text(w["minimum"].format(n=150))).to_have_count(2)
            clean(page, "board before the last round")
    finished(page, lang, a, b, 5230, 3280)
    shot("finished", scale="css")


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize(
    "family",
    ["american", "hand_and_foot", "burraco", "burraco_internazionale", "buraco_stbl", "burako"],  # preset keys
)
def test_the_round_form_fits_in_two_screens(page: Page, api: Api, family: str, lang: str) -> None:
    game = api.new_game("Nora & Sam", "Eve & Will", ruleset=family)
    claim(page, game)
    page.set_viewport_size(PHONE_360)
    if lang != "en":
        page.goto("/")
        page.get_by_role("link", name=LANGUAGES[lang]).click()
        expect(page.locator("html")).to_have_attribute("lang", tag(lang))
    page.goto(f"/games/{game['id']}/rounds/new")
    expect(page.locator("html")).to_have_attribute("lang", tag(lang))
    page.locator("input[name=out][value='0']").tap()  # as a table fills it: a side went out, and how
    ways = page.locator("input[name=how][value=out]")
    if ways.count():
        ways.tap()
    bottom = page.evaluate("document.querySelector('button[name=save]').getBoundingClientRect().bottom + scrollY")
    print(f"\n{family} {lang}: the save button ends {bottom:.0f} px down")
    assert bottom <= 2 * PHONE_360["height"], f"the save button ends {bottom:.0f} px down"
