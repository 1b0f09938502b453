"""Without JavaScript every page reached from home and from a board still does its job (the server does the work)."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

A, B = "Anna & Ben", "Cara & Dan"


@pytest.fixture
def page(new_context: Any) -> Page:
    """A phone with JavaScript switched off."""
    return new_context(java_script_enabled=False).new_page()


def stepper(page: Page, side: int, label: str, sign: str) -> None:
    """Press a stepper button: without JavaScript it posts the form and the server answers with the new count."""
    with page.expect_navigation():
        page.locator(f".panel.side-{side}").get_by_role("button", name=f"{sign}: {label}").click()


def test_everything_works_without_javascript(page: Page, shot: Any) -> None:
    page.goto("/")
    expect(page.locator(".games")).to_have_count(0)
    page.get_by_role("link", name="New game").click()
    page.locator("a.game-choice[href$='/games/new/canasta']").click()  # a new phone chooses the game first
    page.locator("#sides-0-name").fill(A)
    page.locator("#sides-1-name").fill(B)
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".big-number")).to_have_text(["0", "0"])
    board = page.url

    # Enter round 1: numbers typed, counts with the server-side steppers (one too many, then one less).
    page.get_by_role("link", name="Enter round 1").click()
    page.locator("#entries-0-meld_points").fill("240")
    stepper(page, 0, "Natural canastas", "One more")
    expect(page.locator("#entries-0-natural_canastas")).to_have_value("1")
    expect(page.locator("#entries-0-meld_points")).to_have_value("240")  # what was typed survives the round trip
    stepper(page, 0, "Red threes laid down", "One more")
    stepper(page, 0, "Red threes laid down", "One more")
    stepper(page, 0, "Red threes laid down", "One less")
    expect(page.locator("#entries-0-red_threes")).to_have_value("1")
    page.locator(".going-out .who").get_by_label(A, exact=True).check()
    page.get_by_label("Normally (+100)", exact=True).check()  # shown once a side is chosen, by CSS alone
    page.locator("#entries-1-meld_points").fill("85")
    page.locator("#entries-1-hand_points").fill("45")
    stepper(page, 1, "Mixed canastas", "One more")
    stepper(page, 1, "Mixed canastas", "One less")
    expect(page.locator("#entries-1-mixed_canastas")).to_have_value("")
    expect(page.locator(".going-out .who").get_by_label(A, exact=True)).to_be_checked()
    expect(page.get_by_label("Normally (+100)", exact=True)).to_be_checked()
    shot("round")
    page.get_by_role("button", name="Save round 1").click()
    expect(page.locator(".totals .big-number")).to_have_text(["940", "40"])

    # Correct it: B held 25, not 45.
    page.get_by_role("link", name="Correct round 1").click()
    expect(page.locator("#entries-1-hand_points")).to_have_value("45")
    page.locator("#entries-1-hand_points").fill("25")
    page.get_by_role("button", name="Save round 1").click()
    expect(page.locator(".totals .big-number")).to_have_text(["940", "60"])

    # A cancelled round page and a kept round change nothing.
    page.get_by_role("link", name="Enter round 2").click()
    page.get_by_role("link", name="Cancel").click()
    page.get_by_role("link", name="Undo round 1").click()
    page.get_by_role("link", name="Keep it").click()
    expect(page.locator(".totals .big-number")).to_have_text(["940", "60"])

    # Let another phone keep score: the share page shows the links, and leads back.
    page.get_by_role("link", name="Let another phone keep score").click()
    assert page.get_by_label("Edit link").input_value().startswith(f"{board}/claim/")
    assert page.get_by_label("Board link").input_value() == board
    page.get_by_role("link", name="Back to the board").click()

    # Delete the round.
    page.get_by_role("link", name="Undo round 1").click()
    page.get_by_role("button", name="Delete round 1").click()
    expect(page.locator(".totals .big-number")).to_have_text(["0", "0"])
    expect(page.locator("table.rounds")).to_have_count(0)

    # Home lists the game and leads back to it.
    page.get_by_role("link", name="Scorepad").click()
    page.locator(".games a.game-link").click()
    assert page.url == board

    # Switch language from a page without a form of its own (a link): the same page comes back in the other one.
    page.get_by_role("link", name="Deutsch").click()
    expect(page.locator("html")).to_have_attribute("lang", "de")
    assert page.url == board
    page.locator(".actions a.primary").click()  # the round page, in German now
    expect(page.locator("html")).to_have_attribute("lang", "de")
    page.locator("#entries-0-meld_points").fill("120")
    page.locator("#entries-0-hand_points").fill("30")
    page.locator("#entries-1-hand_points").fill("30")
    page.locator("input[name=out][value=none]").check()
    shot("round-de")
    page.locator("button[name=save]").click()
    expect(page.locator(".totals .big-number")).to_have_text(["90", "-30"])
    page.get_by_role("link", name="English").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")


def test_another_phone_without_javascript_scores_after_one_tap(page: Page, new_context: Any) -> None:
    page.goto("/games/new/canasta")
    page.locator("#sides-0-name").fill(A)
    page.locator("#sides-1-name").fill(B)
    page.get_by_role("button", name="Start the game").click()
    board = page.url
    page.get_by_role("link", name="Let another phone keep score").click()
    link = page.get_by_label("Edit link").input_value()

    other = new_context(java_script_enabled=False).new_page()
    other.goto(link)  # as a camera scan opens it: a page that asks, nothing changed yet
    other.get_by_role("button", name="Keep score on this phone").click()
    assert other.url == board
    expect(other.get_by_role("link", name="Enter round 1")).to_be_visible()

    page.reload()
    expect(page.locator(".phones li")).to_have_count(2)
    page.get_by_role("link", name="Remove the phone without a name").click()  # asks first, on a page of its own
    expect(page.get_by_role("heading", level=1)).to_have_text("Remove the phone without a name?")
    page.get_by_role("button", name="Remove the phone without a name").click()
    expect(page.locator(".phones li")).to_have_count(1)
    other.goto(board + "/rounds/new")
    expect(other.locator("main")).to_contain_text("The scorer removed this phone from scoring this game")


def test_language_buttons_of_a_form_page_keep_what_was_typed(page: Page) -> None:
    page.goto("/games/new/canasta")
    for lang, button in (("de", "Deutsch"), ("en", "English")):
        page.locator("#sides-0-name").fill(A)
        page.get_by_role("button", name=button).click()
        expect(page.locator("html")).to_have_attribute("lang", lang, timeout=2000)
        expect(page.locator("#sides-0-name")).to_have_value(A)
    page.locator("#sides-1-name").fill(B)
    page.get_by_role("button", name="Start the game").click()
    page.get_by_role("link", name="Enter round 1").click()
    for lang, button in (("de", "Deutsch"), ("en", "English")):
        page.locator("#entries-0-meld_points").fill("120")
        page.get_by_role("button", name=button).click()
        expect(page.locator("html")).to_have_attribute("lang", lang, timeout=2000)
        expect(page.locator("#entries-0-meld_points")).to_have_value("120")
