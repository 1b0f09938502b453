"""A third evening at the table (issue 36), on phones of 320 and 360 px in English and German: long words break
with a hyphen drawn where they must (soft hyphens made on the server), never mid-word without one; a choice's text
is not cut off; Rommé's new game names players and carries over any whole number; a league game's sides are named
from the players typed; "Did you mean Karl?" chooses nothing for the table and the answer is the name everywhere;
the board's link rows start no line with "·" and a round's figures name their sides; the screen reader hears a round
went when another page sent it. Each kind of page is swept once per language and width."""

from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from .conftest import Api, claim
from .test_first_evening import in_language
from .test_offline import WORDS as OFFLINE
from .test_offline import Phone, Relay, enter_round, phone, ready_offline, relay  # noqa: F401 (fixtures)

pytestmark = pytest.mark.browser
AXE = Axe()
WORDS = {
    "en": {
        "start": "Start the game",
        "player": "Player 1",
        "name": "Name",
        "any": "From a paper sheet; any whole number, may be negative",
        "mean": "Did you mean Karl?",
        "choose": "Choose one: Karl, or Karli as a new player.",
        "yes": "Yes: Karl, the league's player",
        "after": "Initial meld after this round: Anna & Ben 125 · Cara & Dan 125",
        "foot": "Unplayed feet",
        "another": "another phone",
        "mine": "Put mine in its place",
        "margin": "Avg. margin",
        "all": "All figures",
    },
    "de": {
        "start": "Spiel starten",
        "player": "Spieler 1",
        "name": "Name",
        "any": "Von einem Papierzettel; jede ganze Zahl, darf negativ sein",
        "mean": "Meinst du Karl?",
        "choose": "Bitte wählen: Karl oder Karli als neuer Spieler.",
        "yes": "Ja: Karl, der Spieler der Liga",
        "after": "Erstmeldung nach dieser Runde: Anna & Ben 125 · Cara & Dan 125",
        "foot": "Nicht gespielte Füße",
        "another": "anderes handy",
        "mine": "Meine an ihre Stelle setzen",
        "margin": "Vorsprung im Schnitt",
        "all": "Alle Zahlen",
    },
}

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

LINES_STARTING_WITH_A_DOT = """() => {  // a separator "·" drawn first on a line of a link row
  const found = [];
  for (const row of document.querySelectorAll("nav.links p")) {
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
    let top = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box || !box.width || !node.data[i].trim()) continue;
        if (node.data[i] === "\u00b7" && top !== null && box.top > top + 2) found.push(row.textContent.trim());
        top = box.top;
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


def axe_clean(page: Page) -> None:
    """No accessibility violation on the page as it stands."""
    result = AXE.run(page)
    assert result.violations_count == 0, result.generate_report()


@pytest.mark.parametrize("width", NARROW_PHONES, ids=lambda w: f"{w['width']}px")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_romme_names_players_and_carries_over_any_whole_number(page: Page, lang: str, width: dict[str, int]) -> None:
    words = WORDS[lang]
    page.set_viewport_size(width)
    in_language(page, lang)
    page.goto("/games/new/romme")
    expect(page.locator("fieldset.panel legend").nth(1)).to_have_text(words["player"])  # not "Side 1"
    expect(page.locator("label[for=sides-0-name]")).to_have_text(words["name"])
    expect(page.locator("#sides-0-start ~ .hint")).to_have_text(words["any"])
    axe_clean(page)
    for i, (name, start) in enumerate([("Anna", "47"), ("Ben", "-3")]):
        page.locator(f"#sides-{i}-name").fill(name)
        page.locator(f"#sides-{i}-start").fill(start)
    page.get_by_role("button", name=words["start"]).last.click()
    page.wait_for_url(re.compile(r"/games/[\w-]+$"))  # a paper sheet's 47 carried over
    expect(page.locator(".totals .big-number")).to_have_text(["-3", "47"])  # the lowest leads in Rommé


def league_with_karl(page: Page) -> str:
    """Signed up, a league started, its first game seating Karl & Anna against Ben & Cara (the players named on the
    form, the sides named from them); the league's id."""
    page.goto("/signup")
    page.locator("#name").fill("Club Owner")
    page.locator("#password").fill("a long enough secret")
    page.locator("#main-form button.primary").click()
    page.goto("/leagues/new")
    page.locator("#name").fill("Tuesday Club")
    page.locator("#main-form button.primary").click()
    page.wait_for_url("**/leagues/*")
    league = page.url.rsplit("/", 1)[1]
    page.goto(f"/games/new?league={league}")
    for side, players in enumerate([("Karl", "Anna"), ("Ben", "Cara")]):  # the players named, the sides not
        page.locator(f"#sides-{side}-player_0").locator("xpath=ancestor::details").locator("summary").click()
        for i, name in enumerate(players):
            page.locator(f"#sides-{side}-player_{i}").fill(name)
    page.locator("#main-form button.primary").last.click()
    page.wait_for_url(re.compile(r"/games/[\w-]+$"))  # no "Side name: Must not be empty"
    expect(page.locator(".totals .side-name")).to_have_text(["Karl & Anna", "Ben & Cara"])
    return league


@pytest.mark.parametrize("width", NARROW_PHONES, ids=lambda w: f"{w['width']}px")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_did_you_mean_is_a_real_question_and_the_answer_is_the_name_everywhere(
    page: Page, lang: str, width: dict[str, int]
) -> None:
    words = WORDS[lang]
    page.set_viewport_size(width)
    in_language(page, lang)
    league = league_with_karl(page)
    page.goto(f"/games/new?league={league}")
    page.locator("#sides-0-name").fill("Karli & Dora")
    page.locator("#sides-1-name").fill("Ben & Cara")
    page.locator("#main-form button.primary").last.click()
    question = page.locator("fieldset.question")
    expect(question.locator("legend")).to_contain_text(words["mean"])
    expect(question.locator("input[type=radio]:checked")).to_have_count(0)  # one tap on Start merges nobody
    axe_clean(page)
    page.locator(".problems button[name=confirm]").click()  # Start with the question unanswered
    expect(page.locator("fieldset.question .error")).to_have_text(words["choose"])
    expect(page.locator("fieldset.question input[type=radio]:checked")).to_have_count(0)
    axe_clean(page)
    page.get_by_label(words["yes"]).check()
    page.locator(".problems button[name=confirm]").click()
    page.wait_for_url(re.compile(r"/games/[\w-]+$"))
    expect(page.locator(".totals .side-name").first).to_have_text("Karl & Dora")  # the name the table chose
    assert "Karli" not in page.locator("body").inner_text()


@pytest.mark.parametrize("width", NARROW_PHONES, ids=lambda w: f"{w['width']}px")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_board_and_a_rounds_explanation_say_things_plainly(
    page: Page, api: Api, lang: str, width: dict[str, int]
) -> None:
    page.set_viewport_size(width)
    in_language(page, lang)
    game = api.new_game(A, B, ruleset="american")
    won = {"going_out": "out", "meld_points": 245, "hand_points": 0, "natural_canastas": 1, "mixed_canastas": 1}
    api.add_round(game, won, {"meld_points": 140, "hand_points": 85, "mixed_canastas": 1})
    claim(page, game)
    page.goto(f"/games/{game['id']}")
    assert page.evaluate(LINES_STARTING_WITH_A_DOT) == []  # no wrapped link row starts with "·"
    page.goto(f"/games/{game['id']}/rounds/1")
    expect(page.locator("p.minimums")).to_have_text(WORDS[lang]["after"])  # each figure names its side
    axe_clean(page)


@pytest.mark.parametrize("width", NARROW_PHONES, ids=lambda w: f"{w['width']}px")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_screen_reader_hears_a_round_went_from_another_page(
    phone: Phone, relay: Relay, api: Api, lang: str, width: dict[str, int]  # noqa: F811
) -> None:
    words = OFFLINE[lang]
    game = api.new_game(A, B)
    board = phone.open()
    board.set_viewport_size(width)
    ready_offline(board, game)
    relay.cut()
    board.goto(f"/games/{game['id']}/rounds/new")
    enter_round(board, words, 1, 120)
    expect(board.locator("#outbox-said")).to_have_text(words["queued"].format(n=1))

    # Back on the network, another page of this phone sends the round: this one's own sending is held back
    board.route("**/rounds/**", lambda route: route.abort() if route.request.method == "POST" else route.fallback())
    relay.restore()
    other = board.context.new_page()
    other.goto(f"/games/{game['id']}")
    expect(other.locator("#outbox-said")).to_have_text(words["sent"].format(n=1), timeout=15_000)
    board.evaluate("window.dispatchEvent(new Event('online'))")  # what a phone's reconnecting fires
    expect(board.locator("#outbox-said")).to_have_text(words["sent"].format(n=1))  # not "waiting to send"
    expect(board.locator("#outbox")).to_be_hidden()


@pytest.mark.parametrize("width", NARROW_PHONES, ids=lambda w: f"{w['width']}px")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_hand_and_foot_asks_for_an_unplayed_foot_on_its_own(
    page: Page, api: Api, lang: str, width: dict[str, int]
) -> None:
    words = WORDS[lang]
    page.set_viewport_size(width)
    in_language(page, lang)
    game = api.new_game(A, B, ruleset="hand_and_foot")
    claim(page, game)
    page.goto(f"/games/{game['id']}/rounds/new")
    foot = page.locator("#entries-1-foot_points")
    expect(page.locator("label[for=entries-1-foot_points]")).to_have_text(words["foot"])
    expect(foot).to_be_visible()  # not folded away: a side that did not go out looks here
    # RULES.md 12.8, H3: A went out (2,330); B holds 40 in hand and an unplayed foot of 115: 440
    page.locator("#out-0").check()
    for name, value in {"meld_points": "395", "hand_points": "65", "clean_books": "2", "dirty_books": "2", "red_threes": "3"}.items():
        page.locator(f"#entries-0-{name}").fill(value)
    for name, value in {"meld_points": "195", "hand_points": "40", "clean_books": "1", "dirty_books": "1", "red_threes": "1", "red_threes_caught": "1"}.items():
        page.locator(f"#entries-1-{name}").fill(value)
    foot.fill("115")
    axe_clean(page)
    page.locator("button[name=save]").click()
    page.wait_for_url(re.compile(r"\?saved=1$"))
    expect(page.locator("#round-1 td")).to_have_text([re.compile(r"2[,.]330"), re.compile(r"440")])


@pytest.mark.parametrize("width", NARROW_PHONES, ids=lambda w: f"{w['width']}px")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_crossed_correction_is_said_once_with_the_choice_in_the_first_screen(
    page: Page, api: Api, lang: str, width: dict[str, int]
) -> None:
    words = WORDS[lang]
    page.set_viewport_size(width)
    in_language(page, lang)
    won = {"going_out": "out", "meld_points": 240, "natural_canastas": 1}
    game = api.add_round(api.new_game(A, B), won, {"meld_points": 85, "hand_points": 45})
    claim(page, game)
    page.goto(f"/games/{game['id']}/rounds/1/edit")
    other = api.client.put(  # another phone corrects round 1 meanwhile
        f"/api/games/{game['id']}/rounds/1",
        json={"entries": [won, {"meld_points": 85, "hand_points": 25}]},
        headers={"Authorization": f"Bearer {game['token']}"},
    )
    assert other.status_code == 200, other.get_json()
    page.locator("#entries-1-hand_points").fill("5")
    page.locator("button[name=save]").last.click()
    choice = page.locator(".conflict .choice button")
    expect(choice).to_have_text(words["mine"])
    said = page.locator("main").inner_text().lower()
    assert said.count(words["another"]) == 1, said  # one notice, not three
    box = choice.bounding_box()
    assert box is not None and box["y"] + page.evaluate("scrollY") + box["height"] <= width["height"], box
    axe_clean(page)
    choice.click()
    page.wait_for_url(re.compile(r"\?corrected=1$"))
    stored = api.client.get(f"/api/games/{game['id']}").get_json()["rounds"][0]["entries"][1]
    assert stored["hand_points"] == 5  # mine, in place of theirs


def league_of_four(api: Api) -> str:
    """A league (Modern American Canasta, to 1,500) where Anna, Ben, Cara and Dan played three games, each pair once
    partners: four players, six partnerships, equal wins broken by the average margin; the league's id."""
    league = api.client.post("/api/leagues", json={"visibility": "public", "name": "Club", "ruleset": "american", "settings": {"target": 1500}})
    body = league.get_json()
    token = {"Authorization": f"Bearer {body['token']}"}
    won = {"going_out": "out", "meld_points": 300, "natural_canastas": 1, "mixed_canastas": 1}
    for (a, b), (c, d), meld in [(("Anna", "Ben"), ("Cara", "Dan"), 200), (("Anna", "Cara"), ("Ben", "Dan"), 150),
                                 (("Anna", "Dan"), ("Ben", "Cara"), 200)]:
        sides = [{"name": f"{a} & {b}", "players": [a, b]}, {"name": f"{c} & {d}", "players": [c, d]}]
        game = api.client.post("/api/games", headers=token, json={"league": body["id"], "sides": sides}).get_json()
        for _ in range(2):
            held = {"meld_points": meld, "hand_points": 40, "mixed_canastas": 1}
            answer = api.client.post(f"/api/games/{game['id']}/rounds", headers=token, json={"entries": [won, held]})
            assert answer.status_code == 201, answer.get_json()
    return body["id"]


@pytest.mark.parametrize("width", NARROW_PHONES, ids=lambda w: f"{w['width']}px")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_standings_are_a_compact_table_with_the_tie_break_shown(
    page: Page, api: Api, lang: str, width: dict[str, int]
) -> None:
    words = WORDS[lang]
    page.set_viewport_size(width)
    in_language(page, lang)
    page.goto(f"/leagues/{league_of_four(api)}")
    players = page.locator("table.standings-cards").first
    expect(players.locator("thead th")).to_contain_text([words["margin"]])  # what breaks a tie in wins
    expect(players.locator("tbody tr")).to_have_count(4)
    standings = page.locator("#league-standings").bounding_box()
    assert standings is not None and standings["height"] <= 1000, standings  # was 3,700 px of cards
    wide = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    assert wide[0] <= wide[1], wide
    axe_clean(page)
    page.locator(".all-figures summary").first.click()
    expect(page.locator("table.full-table").first).to_be_visible()  # every figure, one tap away
    wide = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    assert wide[0] <= wide[1], wide  # the full table scrolls in its own region, not the page
