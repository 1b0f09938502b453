"""A board that says what it shows while rounds wait on the phone (the network cut for real, as in
test_offline.py): its note, the next round's number counting them, a waiting round changed or discarded before it
is sent, undo saying it needs the network, and "last heard" the time of the server's last answer; at 320, 360 and
414 px, the board with rounds waiting axe clean and not scrolling sideways."""

from __future__ import annotations

import time

import pytest
from flask import Flask
from playwright.sync_api import Page, expect

from . import test_offline
from .conftest import WIDTHS, Api
from .test_offline import WON, A, B, Phone, Relay, enter_round, no_axe_violations, ready_offline, rounds_stored

OFFLINE = test_offline.WORDS
phone, relay = test_offline.phone, test_offline.relay  # the fixtures: the phone's browser and its network

pytestmark = pytest.mark.browser

HELD = {"meld_points": 85, "hand_points": 45}
WORDS = {
    "en": {
        **OFFLINE["en"],
        "one": "1 round waiting on this phone: not counted yet. The totals, minimums and dealer below are without it.",
        "two": "2 rounds waiting on this phone: not counted yet. The totals, minimums and dealer below are without them.",
        "enter": "Enter round {n}",
        "undo": "Undoing round 1 needs the network: try again when this phone has it.",
        "change": "Change round {n}",
        "editing": "Round {n} waits on this phone: change it and save it again.",
        "discard": "Discard",
        "round": "Round {n}",
        "heard": "Last heard from the server at {time}.",
    },
    "de": {
        **OFFLINE["de"],
        "one": "1 Runde wartet auf diesem Handy: noch nicht mitgezählt. Summen, Mindestmeldungen und Geber unten sind "
        "ohne sie.",
        "two": "2 Runden warten auf diesem Handy: noch nicht mitgezählt. Summen, Mindestmeldungen und Geber unten sind "
        "ohne sie.",
        "enter": "Runde {n} eintragen",
        "undo": "Runde 1 zurücknehmen braucht Netz: versuch es nochmal, wenn dieses Handy Netz hat.",
        "change": "Runde {n} ändern",
        "editing": "Runde {n} wartet auf diesem Handy: ändere sie und speichere sie nochmal.",
        "discard": "Verwerfen",
        "round": "Runde {n}",
        "heard": "Letzte Antwort vom Server um {time}.",
    },
}


def clock(page: Page, at: float) -> str:
    """A moment as the page's outbox writes it (its language, hours and minutes)."""
    return page.evaluate(
        "(at) => new Date(at).toLocaleTimeString(document.documentElement.lang, { timeStyle: 'short' })", at * 1000
    )


@pytest.mark.parametrize("width", WIDTHS, ids=lambda w: f"{w['width']}px")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_board_says_what_waits_and_the_waiting_rounds_can_be_changed_or_discarded(
    phone: Phone, relay: Relay, api: Api, app: Flask, lang: str, width: dict[str, int]
) -> None:
    words = WORDS[lang]
    game = api.add_round(api.new_game(A, B), WON, HELD)
    board = f"/games/{game['id']}"
    page = phone.open()
    page.set_viewport_size(width)
    ready_offline(page, game)
    hours_ago = time.time() - 3 * 3600  # a stale time from an earlier visit: the board just loaded says otherwise
    page.evaluate("(at) => localStorage.setItem('scorepad.heard', String(at))", hours_ago * 1000)
    page.goto(board)
    answered = time.time()

    relay.cut()
    page.goto(f"{board}/rounds/new")
    net = page.locator("#net")
    expect(net).to_contain_text(words["offline"])
    assert clock(page, hours_ago) not in net.text_content()
    assert any(words["heard"].format(time=clock(page, at)) in net.text_content() for at in (answered - 60, answered))
    enter_round(page, words, 2, 150)
    expect(page).to_have_url(f"{phone.base}{board}?queued=2")
    note, enter = page.locator("#not-counted"), page.locator("#enter-round")
    expect(note).to_have_text(words["one"])
    expect(enter).to_have_text(words["enter"].format(n=3))
    no_axe_violations(page)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")  # no sideways scroll

    enter.click()  # the form counts the round waiting: round 3, not 2
    expect(page.get_by_role("heading", level=1)).to_have_text(words["round"].format(n=3))
    enter_round(page, words, 3, 200)
    expect(note).to_have_text(words["two"])
    expect(enter).to_have_text(words["enter"].format(n=4))

    page.locator("#undo-round").click()  # undo asks the server, which doesn't answer: said here, the board stays
    expect(page.locator("#undo-note")).to_have_text(words["undo"])
    expect(page).to_have_url(f"{phone.base}{board}?queued=3")

    outbox = page.locator("#outbox")
    outbox.get_by_role("link", name=words["change"].format(n=2)).click()  # round 2 opens with its counts
    expect(page.get_by_role("heading", level=1)).to_have_text(words["round"].format(n=2))
    expect(page.locator("#live-note")).to_have_text(words["editing"].format(n=2))
    meld = page.get_by_label(words["meld"]).first
    expect(meld).to_have_value("150")
    meld.fill("155")
    page.get_by_role("button", name=words["save"].format(n=2)).click()
    expect(note).to_have_text(words["two"])  # changed, not added
    expect(outbox).to_contain_text("155")
    expect(outbox).not_to_contain_text("150")

    page.once("dialog", lambda dialog: dialog.accept())  # "Discard round 2?" Yes: round 3 becomes round 2
    outbox.get_by_role("button", name=words["discard"]).first.click()
    expect(note).to_have_text(words["one"])
    expect(enter).to_have_text(words["enter"].format(n=3))
    expect(outbox).not_to_contain_text("155")
    expect(outbox.get_by_role("link", name=words["change"].format(n=2))).to_be_visible()
    assert len(rounds_stored(app, game["id"])) == 1

    relay.restore()
    expect(page.locator("#outbox-said")).to_have_text(words["sent"].format(n=2), timeout=15_000)
    expect(note).to_be_hidden()
    stored = rounds_stored(app, game["id"])
    assert [(r["number"], r["entries"][0]["meld_points"]) for r in stored] == [(1, 240), (2, 200)]


def test_a_board_with_nothing_waiting_fetches_its_outbox_for_undo_and_when_the_network_goes(
    phone: Phone, relay: Relay, api: Api
) -> None:
    words = WORDS["en"]
    game = api.add_round(api.new_game(A, B), WON, HELD)
    board = f"/games/{game['id']}"
    page = phone.open()
    ready_offline(page, game)  # on the board, nothing waiting: no outbox fetched
    assert page.evaluate("window.Outbox === undefined")

    undo = page.locator("#undo-round")
    href = undo.get_attribute("href")
    page.route("**/offline", lambda route: route.abort("connectionrefused"))  # undo's question goes unanswered
    undo.click()  # fetched now, the outbox asks the server first: said here, the board stays
    expect(page.locator("#undo-note")).to_have_text(words["undo"])
    expect(page).to_have_url(f"{phone.base}{board}")
    page.unroute("**/offline")
    undo.click()  # answered: on to undo's page
    expect(page).to_have_url(f"{phone.base}{href}")
    page.goto(board)
    assert page.evaluate("window.Outbox === undefined")

    relay.cut()  # the board's next live poll goes unanswered: the outbox comes (kept by the service worker) and says
    expect(page.locator("#net")).to_contain_text(words["offline"])
    undo.click()
    expect(page.locator("#undo-note")).to_have_text(words["undo"])
    expect(page).to_have_url(f"{phone.base}{board}")
