"""A first evening at the table, on phones of 320, 360 and 414 px, in English and German: no points lost to a
default, the news first after a save, every number explained, choices that can't be confused, the flow of
a game from the first round to the rematch. (Tables fitting each width: test_accessibility.py's sweep.)"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from .conftest import WIDTHS, Api, claim

pytestmark = pytest.mark.browser

A, B = "Anna & Ben", "Cara & Dan"
WORDS = {
    "en": {"who": "Who went out?", "missing": "Say who went out, or that nobody did.", "meld": "Initial meld: 50"},
    "de": {
        "who": "Wer hat ausgemacht?",
        "missing": "Bitte angeben, wer ausgemacht hat, oder dass es niemand war.",
        "meld": "Erstmeldung: 50",
    },
}


def in_language(page: Page, lang: str) -> None:
    """Switch the phone to a language (the header's links)."""
    page.goto("/")
    if lang == "de":
        page.get_by_role("link", name="Deutsch").click()
    expect(page.locator("html")).to_have_attribute("lang", lang)


def in_view(page: Page, selector: str) -> None:
    """Every element matching is inside the viewport without scrolling."""
    height = page.viewport_size["height"]
    for box in [el.bounding_box() for el in page.locator(selector).all()]:
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height, (selector, box, height)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_default_then_the_news_first(page: Page, api: Api, lang: str) -> None:
    page.set_viewport_size(WIDTHS[1])  # 360 x 740
    in_language(page, lang)
    game = api.new_game(A, B)
    claim(page, game)
    page.goto(f"/games/{game['id']}/rounds/new")
    expect(page.get_by_role("group", name=WORDS[lang]["who"])).to_be_visible()
    expect(page.locator("input[name=out]:checked")).to_have_count(0)  # nothing chosen for the table
    page.locator("#entries-0-meld_points").fill("240")
    page.locator("#entries-0-natural_canastas").fill("1")
    page.locator("#entries-1-meld_points").fill("85")
    page.locator("#entries-1-hand_points").fill("45")
    page.locator("button[name=save]").click()
    expect(page.locator("#out .error")).to_have_text(WORDS[lang]["missing"])
    expect(page.locator("#entries-0-meld_points")).to_have_value("240")  # what was typed is kept
    expect(page.locator(".problems a[href='#out']")).to_be_visible()  # the summary links to the question

    page.locator("#out-0").check()
    page.locator("input[name=how][value=out]").check()
    page.locator("button[name=save]").click()
    page.wait_for_url(f"**/games/{game['id']}?saved=1")
    assert page.evaluate("window.scrollY") == 0  # not scrolled to the new row
    in_view(page, ".totals .big-number")
    in_view(page, ".totals .minimum")
    in_view(page, "#announcements p:not(.sr-only)")
    in_view(page, ".actions a.primary")
    expect(page.locator(".actions a.primary")).to_contain_text("2")
    row = page.locator("#round-1")
    expect(row).to_have_class("saved")
    expect(row).to_have_attribute("aria-current", "true")
    expect(page.locator("#announcements")).to_contain_text("1")  # "Round 1 saved." for screen readers


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_round_is_explained_to_every_reader(page: Page, api: Api, lang: str) -> None:
    in_language(page, lang)
    game = api.new_game(A, B)
    api.add_round(game, {"meld_points": 240, "natural_canastas": 1, "going_out": "out"}, {"hand_points": 45})
    page.goto(f"/games/{game['id']}")  # a reader: this phone may not score the game
    expect(page.locator(".actions")).to_have_count(0)
    page.locator("#round-1 th a").click()
    page.wait_for_url(f"**/games/{game['id']}/rounds/1")
    expect(page.locator(".reasons li").first).to_contain_text("240")


@pytest.mark.parametrize("width", WIDTHS, ids=lambda w: f"{w['width']}px")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_going_out_choices_say_what_they_are_worth(page: Page, api: Api, lang: str, width: dict[str, int]) -> None:
    page.set_viewport_size(width)
    in_language(page, lang)
    game = api.new_game(A, B, ruleset="german")
    claim(page, game)
    page.goto(f"/games/{game['id']}/rounds/new")
    labels = page.locator(".going-out label").all_inner_texts()
    assert sum("Hand-Canasta" in label for label in labels) == 1  # asked once, after the side: one thing only
    assert all("+" in label for label in labels if "Hand-Canasta" in label)
    thousand = "1.000" if lang == "de" else "1,000"
    assert all(thousand in label for label in labels if "Hand-Canasta" in label)
    concealed = [label for label in labels if ("verdeckt" if lang == "de" else "concealed") in label.lower()]
    assert len(concealed) == 1 and all("+200" in label and "Hand-Canasta" not in label for label in concealed)
    firsts = [label.split()[0] for label in labels]
    assert len(set(firsts)) == len(firsts)  # every choice differs from the others in its first word
    nobody = next(label for label in labels if label.startswith("Niemand" if lang == "de" else "Nobody"))
    assert "100" in nobody  # German rules: every side loses 100 when nobody went out


def test_words_are_plural_and_german_pages_speak_german(page: Page, api: Api) -> None:
    in_language(page, "de")
    game = api.new_game(A, B)
    claim(page, game)
    page.goto(f"/games/{game['id']}/rounds/new")
    page.locator("#entries-0-meld_points").fill("20")
    page.locator("#entries-0-natural_canastas").fill("1")
    page.locator("input[name=out][value=none]").check()
    page.locator("button[name=save]").click()
    expect(page.locator(".problems")).to_contain_text("1 Canasta braucht mindestens 35 gemeldete Punkte.")
    page.locator("#entries-0-natural_canastas").fill("2")
    page.locator("button[name=save]").click()
    expect(page.locator(".problems")).to_contain_text("2 Canastas brauchen mindestens 70 gemeldete Punkte.")
    page.locator("#entries-0-meld_points").fill("240")
    page.locator("#entries-0-natural_canastas").fill("1")
    page.locator("#out-0").check()
    page.locator("input[name=how][value=out]").check()
    page.locator("#entries-1-hand_points").fill("45")
    page.locator("button[name=save]").click()
    page.wait_for_url(f"**/games/{game['id']}?saved=*")  # the script saves by fetch, then opens the board
    page.goto(f"/games/{game['id']}/history")
    text = page.locator("main").inner_text()
    assert (
        "von einem Handy ohne Namen" in text and "Telefon" not in text and "device" not in text and " by " not in text
    )
    page.goto(f"/games/{game['id']}/sheet")
    page.emulate_media(media="print")
    expect(page.locator(".foot")).to_be_hidden()
    expect(page.locator(".bar")).to_be_hidden()
    expect(page.locator("main .links")).to_be_hidden()


def finished_game(api: Api) -> dict[str, Any]:
    """A game won in three rounds of 2,300."""
    game = api.new_game(A, B)
    for _ in range(3):
        game = api.add_round(
            game,
            {"meld_points": 700, "natural_canastas": 2, "mixed_canastas": 1, "red_threes": 2, "going_out": "out"},
            {"meld_points": 100, "hand_points": 50},
        )
    assert game["status"] == "finished"
    return game


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_flow_of_a_game(page: Page, api: Api, lang: str) -> None:
    in_language(page, lang)
    fresh = api.new_game(A, B)
    claim(page, fresh)
    page.goto(f"/games/{fresh['id']}")
    expect(page.locator(".total.leading")).to_have_count(0)  # at 0:0 nobody leads

    game = finished_game(api)
    claim(page, game)
    page.goto(f"/games/{game['id']}")
    page.goto(f"/games/{game['id']}/rounds/new")  # as the browser's Back to an old round form would
    page.wait_for_url(f"**/games/{game['id']}?note=over")
    expect(page.locator(".notice:not([hidden])")).to_be_visible()  # the network line and offline notes stay hidden
    expect(page.locator(".actions a.primary")).to_have_count(0)
    page.locator(".finish button").click()  # rematch: same players and rules
    expect(page.locator(".totals .side-name")).to_have_text([A, B])
    expect(page.locator(".totals .big-number")).to_have_text(["0", "0"])
    assert page.url.rsplit("/", 1)[1] != game["id"]
    expect(page.locator(".actions a.primary")).to_be_visible()

    five = api.client.post(
        "/api/games",
        json={
            "sides": [
                {"name": "Ida & Jon & Kim", "players": ["Ida", "Jon", "Kim"]},
                {"name": B, "players": ["Cara", "Dan"]},
            ]
        },
    ).get_json()
    claim(page, five)
    page.goto(f"/games/{five['id']}")
    expect(page.locator(".dealer")).to_contain_text("Ida")  # the first seat deals; one of the three sits out: Jon
    expect(page.locator(".dealer")).to_contain_text("Jon")
    page.goto(f"/games/{five['id']}/rounds/new")
    expect(page.locator("main .dealer")).to_contain_text("Ida")


def test_a_league_lists_its_games_and_starts_one_with_its_players(page: Page, api: Api) -> None:
    page.goto("/signup")
    page.locator("#name").fill("Club Owner")
    page.locator("#password").fill("a long enough secret")
    page.locator("#main-form button.primary").click()
    page.goto("/leagues/new")
    page.locator("#name").fill("Tuesday Club")
    page.locator("#main-form button.primary").click()
    page.wait_for_url("**/leagues/*")
    league = page.url
    page.get_by_role("link", name="New game with the league's players").click()
    page.locator("#sides-0-name").fill(A)
    page.locator("#sides-1-name").fill(B)
    page.get_by_role("button", name="Start the game").click()
    board = page.url
    page.goto(league)
    games = page.locator("#league-games ~ ul .game-link")
    expect(games).to_have_count(1)
    expect(games.first).to_contain_text("running")
    games.first.click()
    assert page.url == board
    page.set_viewport_size(WIDTHS[0])
    page.goto(league)
    expect(page.locator(".standings-cards").first).to_be_visible()  # a card a row on a phone
    expect(page.locator("table.full-table").first).to_be_hidden()
    page.emulate_media(media="print")
    expect(page.locator("table.full-table").first).to_be_visible()  # the whole table on paper
