"""Buraco played by tapping on a 360 px phone in the table's own language: Burraco in Italian, Buraco STBL in
Brazilian Portuguese, Burako and the international Burraco in Spanish, each to its end with the worked examples B1-B4 of RULES.md 13.8 as its
hands: the language chosen by its link, the game chosen first, who went out asked first, canastas tapped on the
steppers, the pot's fate chosen as one answer, the totals in the locale's numbers, the winner; every page axe clean
and no sideways scroll at 320 px."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.api.test_buraco import GAMES

from .test_new_families import PHONE_360, TYPED, clean
from .test_play import type_into

pytestmark = pytest.mark.browser

WORDS = {  # the language's link, "New game", "Start the game", the pot's label, a thousand in its numbers
    "it": ("Italiano", "Nuova partita", "Inizia la partita", "Il pozzetto", "."),
    "pt-BR": ("Português (Brasil)", "Nova partida", "Começar a partida", "O morto", "."),
    "es": ("Español", "Nueva partida", "Empezar la partida", "El muerto", "."),
}
PLAYED = [("it", "burraco"), ("pt-BR", "buraco_stbl"), ("es", "burako"), ("es", "burraco_internazionale")]


def number(value: int, thousands: str) -> str:
    """A number as the board shows it in the locale (3.550)."""
    return f"{value:,}".replace(",", thousands)


def start(page: Page, lang: str, preset: str) -> None:
    """Choose the language by its link, then Buraco, then the preset, and start with two pairs."""
    link, new, begin, _pot, _sep = WORDS[lang]
    page.set_viewport_size(PHONE_360)
    page.goto("/")
    page.get_by_role("link", name=link).click()
    page.get_by_role("link", name=new).tap()
    expect(page).to_have_url(re.compile("/games/new$"))
    page.locator("a.game-choice[href$='/games/new/buraco']").tap()
    expect(page.locator("html")).to_have_attribute("lang", lang)
    page.locator(f"input[name=ruleset][value={preset}]").tap()
    for i, name in enumerate(("NS", "EW")):
        page.locator(f"#sides-{i}-name").fill(name)
        page.locator(f"#sides-{i}-size").select_option("2")
    clean(page, f"new {preset} game")
    page.get_by_role("button", name=begin).tap()
    expect(page).to_have_url(re.compile(r"/games/[^/]+$"))


def enter_hand(page: Page, n: int, entries: list[dict[str, Any]]) -> None:
    """Tap hand n in: who went out first, each side's points typed, canastas on the + stepper, the pot chosen."""
    page.locator("#enter-round").tap()
    expect(page.get_by_role("heading", level=1)).to_contain_text(str(n))
    out = next((i for i, entry in enumerate(entries) if entry.get("going_out")), None)
    page.locator(f"input[name=out][value='{'none' if out is None else out}']").tap()
    for i, entry in enumerate(entries):
        for name, value in entry.items():
            field = page.locator(f"#entries-{i}-{name}")
            if name in TYPED:
                type_into(page, field, str(value))
            elif name == "pot":
                field.select_option(value)
            elif name != "going_out":
                for _ in range(value):
                    page.locator(f"button[data-for=entries-{i}-{name}][data-step='1']").tap()
                expect(field).to_have_value(str(value))
    if n == 1:
        clean(page, "round form")
    page.locator("button[name=save]").tap()
    confirm = page.locator("button[name=confirm]")
    if confirm.count():
        confirm.tap()
    expect(page).to_have_url(re.compile(rf"/games/[^/]+\?saved={n}$"))


@pytest.mark.parametrize(("lang", "preset"), PLAYED)
def test_a_buraco_game_in_the_tables_language_on_a_phone(page: Page, shot: Any, lang: str, preset: str) -> None:
    hands, _each, end = GAMES[preset]
    start(page, lang, preset)
    for n, hand in enumerate(hands, start=1):
        enter_hand(page, n, hand)
        if n == 1:
            clean(page, "board")
    thousands = WORDS[lang][4]
    expect(page.locator(".totals .big-number")).to_have_text([number(v, thousands) for v in end])
    expect(page.locator(".finish h2")).to_contain_text("NS")
    expect(page.locator("#enter-round")).to_have_count(0)
    clean(page, "finished board")
    shot("finished", scale="css")
