"""A short Rommé game played on a phone-sized page, in English and in German: three players started from the
new-game form, hands entered row by row (loss points typed, cards counted, who called Rommé), the live
preview, the board lowest first, the table ending the game after a confirmation, and taking it up again."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from .test_play import type_into

pytestmark = pytest.mark.browser

WORDS = {
    "en": {
        "new": "New game",
        "start": "Start the game",
        "third": "Player 3",
        "enter": "Enter round {n}",
        "save": "Save round {n}",
        "loss": "Loss points",
        "out": "Who went out?",
        "count": "Count the cards",
        "more": "One more: {what}",
        "jokers": "Jokers",
        "twos": "2s",
        "called": "{name} called Rommé.",
        "finish": "Finish the game",
        "won": "{name} won the game!",
        "margin": "Margin of victory: 11 points.",
        "history": "History",
        "again": "Take the game up again",
    },
    "de": {
        "new": "Neues Spiel",
        "start": "Spiel starten",
        "third": "Spieler 3",
        "enter": "Runde {n} eintragen",
        "save": "Runde {n} speichern",
        "loss": "Verlustpunkte",
        "out": "Wer hat ausgemacht?",
        "count": "Karten zählen",
        "more": "Eins mehr: {what}",
        "jokers": "Joker",
        "twos": "Zweien",
        "called": "{name} hat Rommé gemacht.",
        "finish": "Spiel beenden",
        "won": "Sieg für {name}!",
        "margin": "Vorsprung: 11 Punkte.",
        "history": "Verlauf",
        "again": "Spiel fortsetzen",
    },
}


def row(page: Page, i: int) -> Any:
    """One player's row of the round form."""
    return page.locator(f"fieldset.romme-row.side-{i}")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_short_romme_game_on_a_phone(page: Page, shot: Any, lang: str) -> None:
    w = WORDS[lang]
    page.goto("/")
    if lang == "de":
        page.get_by_role("link", name="Deutsch").click()
    page.get_by_role("link", name=w["new"]).tap()
    page.locator("a.game-choice[href$='/games/new/romme']").tap()  # a new phone chooses the game first
    page.locator("#sides-0-name").fill("Anna")
    page.locator("#sides-1-name").fill("Ben")
    page.locator("summary", has_text=w["third"]).tap()
    page.locator("#sides-2-name").fill("Cara")
    page.get_by_label("Rommé", exact=True).check()
    shot("0-new-game")
    page.get_by_role("button", name=w["start"]).tap()
    expect(page).to_have_url(re.compile(r"/games/[^/]+$"))
    board = page.url
    expect(page.locator(".totals .big-number")).to_have_text(["0", "0", "0"])

    # Hand 1: Anna calls Rommé; Ben types 23; Cara counts a joker and a two (40 + 2 = 42).
    page.get_by_role("link", name=w["enter"].format(n=1)).tap()
    expect(page.locator("fieldset.romme-row")).to_have_count(3)
    page.get_by_role("group", name=w["out"]).get_by_label("Anna", exact=True).tap()
    type_into(page, row(page, 1).get_by_label(w["loss"], exact=True), "23")
    expect(page.locator("#preview-1")).to_have_text("+23")  # the page script's live preview
    row(page, 2).get_by_text(w["count"]).tap()
    row(page, 2).get_by_role("button", name=w["more"].format(what=w["jokers"])).tap()
    row(page, 2).get_by_role("button", name=w["more"].format(what=w["twos"])).tap()
    expect(page.locator("#preview-2")).to_have_text("+42")
    shot("1-hand-filled")
    page.get_by_role("button", name=w["save"].format(n=1)).tap()
    expect(page.locator(".totals .big-number")).to_have_text(["0", "23", "42"])
    expect(page.locator("#announcements")).to_contain_text(w["called"].format(name="Anna"))

    # Hand 2: Ben calls Rommé; Anna 12, Cara 5: lowest first, Anna 12, Ben 23, Cara 47.
    page.get_by_role("link", name=w["enter"].format(n=2)).tap()
    type_into(page, row(page, 0).get_by_label(w["loss"], exact=True), "12")
    page.get_by_role("group", name=w["out"]).get_by_label("Ben", exact=True).tap()
    type_into(page, row(page, 2).get_by_label(w["loss"], exact=True), "5")
    page.get_by_role("button", name=w["save"].format(n=2)).tap()
    expect(page.locator(".totals .side-name")).to_have_text(["Anna", "Ben", "Cara"])
    expect(page.locator(".totals .big-number")).to_have_text(["12", "23", "47"])
    shot("2-board")

    # The table ends the game: a confirmation first, then Anna wins by 23 - 12 = 11.
    page.get_by_role("link", name=w["finish"]).tap()
    expect(page.get_by_role("heading", level=1)).to_have_text(w["finish"] + "?")
    shot("3-confirm")
    page.get_by_role("button", name=w["finish"]).tap()
    expect(page.locator(".finish h2")).to_have_text(w["won"].format(name="Anna"))
    expect(page.locator(".finish")).to_contain_text(w["margin"])
    expect(page.get_by_role("link", name=re.compile(w["enter"].format(n=r"\d")))).to_have_count(0)
    shot("4-finished")

    # Taken up again from the history: play goes on.
    page.goto(board + "/history")
    page.get_by_role("button", name=w["again"]).tap()
    expect(page.get_by_role("link", name=w["enter"].format(n=3))).to_be_visible()
