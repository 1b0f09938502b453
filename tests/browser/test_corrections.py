"""After a correction and a removal: the board says "corrected" once (not again on a reload); removing a phone asks
first, on a page of its own (axe clean, no sideways scroll), and the removed phone hears of it at once, its open round
form no longer offering Save; in English and German."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from playwright.sync_api import Page, expect

from scorepad.accounts import grants
from scorepad.extensions import db
from scorepad.games.history import Actor
from scorepad.games.phones import remove_phone
from scorepad.models import Game, Grant

from .conftest import Api, claim
from .test_accessibility import Sweep
from .test_live import HELD, SOON, WON, A, B, german

pytestmark = pytest.mark.browser

WORDS = {
    "en": {
        "meld": "Meld points",
        "save": "Save round {n}",
        "corrected": "Round 1 corrected.",
        "saved": "Round 1 saved.",
        "removed": "The scorer removed this phone: it can't save rounds of this game any more.",
        "ask": "Remove Karl's phone?",
        "remove": "Remove Karl's phone",
        "keep": "Keep it",
    },
    "de": {
        "meld": "Gemeldete Punkte",
        "save": "Runde {n} speichern",
        "corrected": "Runde 1 korrigiert.",
        "saved": "Runde 1 gespeichert.",
        "removed": "Der Schreiber hat dieses Handy entfernt: Es kann in diesem Spiel keine Runden mehr speichern.",
        "ask": "Karl's phone entfernen?",
        "remove": "Karl's phone entfernen",
        "keep": "Behalten",
    },
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_correction_is_said_once_and_not_again_on_a_reload(page: Page, api: Api, lang: str) -> None:
    words = WORDS[lang]
    game = api.add_round(api.new_game(A, B), WON, HELD)
    if lang == "de":
        german(page)
    claim(page, game)
    page.goto(f"/games/{game['id']}/rounds/1/edit")
    page.get_by_label(words["meld"]).first.fill("245")
    page.get_by_role("button", name=words["save"].format(n=1)).click()
    expect(page).to_have_url(f"{page.url.split('/games/')[0]}/games/{game['id']}?corrected=1")
    news = page.locator("#announcements")
    expect(news).to_contain_text(words["corrected"])
    expect(news).not_to_contain_text(words["saved"])
    expect(page.locator("tr.saved")).to_have_attribute("id", "round-1")

    page.reload()  # what was just done was said: the reloaded board says it no more
    expect(page.locator("#round-1")).to_be_visible()
    expect(news).not_to_contain_text(words["corrected"])
    expect(page.locator("tr.saved")).to_have_count(0)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_removed_phones_open_form_stops_offering_save_at_once(page: Page, api: Api, app: Flask, lang: str) -> None:
    words = WORDS[lang]
    game = api.add_round(api.new_game(A, B), WON, HELD)
    if lang == "de":
        german(page)
    claim(page, game)
    page.goto(f"/games/{game['id']}/rounds/new")
    save = page.get_by_role("button", name=words["save"].format(n=2))
    expect(save).to_be_visible()
    page.get_by_label(words["meld"]).first.fill("120")  # typing, while the scorer removes this phone

    with app.app_context():  # the scorer's tap on "Remove" (the share page's own test taps it)
        grant = db.session.query(Grant).filter_by(game_id=game["id"]).one()
        remove_phone(game["id"], grant.id, Actor("phone", "scorer"))
    expect(page.locator("#live-note")).to_have_text(words["removed"], timeout=2 * SOON)
    expect(save).to_be_hidden()
    expect(page.get_by_label(words["meld"]).first).to_have_value("120")  # what was typed stays, to read out


@pytest.mark.parametrize("lang", ["en", "de"])
def test_remove_asks_first_on_a_page_of_its_own(page: Page, api: Api, app: Flask, shot: Any, lang: str) -> None:
    words = WORDS[lang]
    game = api.new_game(A, B)
    if lang == "de":
        german(page)
    claim(page, game)
    with app.app_context():  # Karl's phone opened the edit link too
        grants.give(db.session.get(Game, game["id"]), "karls-phone", "Karl's phone")
    page.goto(f"/games/{game['id']}/share")
    page.get_by_role("link", name=words["remove"]).click()
    expect(page.get_by_role("heading", level=1)).to_have_text(words["ask"])
    sweep = Sweep(page, lang, shot)
    sweep.check("remove-phone")
    assert not sweep.problems, "\n".join(sweep.problems)
    page.get_by_role("link", name=words["keep"]).click()  # kept: nothing changed
    expect(page).to_have_url(re.compile(rf"/games/{game['id']}/share$"))
    page.get_by_role("link", name=words["remove"]).click()
    page.get_by_role("button", name=words["remove"]).click()
    expect(page).to_have_url(re.compile(rf"/games/{game['id']}/share$"))
    expect(page.get_by_role("link", name=words["remove"])).to_have_count(0)
    with app.app_context():
        assert [p.name for p in grants.phones(db.session.get(Game, game["id"]))] == [""]  # only this phone left
