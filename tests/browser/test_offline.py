"""Nothing typed is ever lost: the network is cut for real (a relay between the phone and the server is closed,
which a service worker can't slip past), rounds wait in the phone's outbox through a closed browser, and are
stored exactly once when the network is back; another phone's round at the same number is shown, not dropped."""

from __future__ import annotations

import contextlib
import re
import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from axe_playwright_python.sync_playwright import Axe
from flask import Flask
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, Route, expect

from .conftest import CHROMIUM, PHONE, Api, claim

pytestmark = pytest.mark.browser

A, B = "Anna & Ben", "Cara & Dan"
WON = {"meld_points": 240, "natural_canastas": 1, "red_threes": 1, "going_out": "out"}
HELD = {"meld_points": 85, "hand_points": 45}
WORDS = {
    "en": {
        "offline": "No network",
        "waiting": "1 round waiting to send",
        "queued": "Round {n} is waiting to send.",
        "sent": "Round {n} sent.",
        "theirs": "Another phone saved round 2 meanwhile:",
        "next": "Add mine as round 3",
        "save": "Save round {n}",
        "meld": "Meld points",
        "nobody": "Nobody: the stock ran out",
    },
    "de": {
        "offline": "Kein Netz",
        "waiting": "1 Runde wartet aufs Senden",
        "queued": "Runde {n} wartet aufs Senden.",
        "sent": "Runde {n} gesendet.",
        "theirs": "Ein anderes Handy hat Runde 2 inzwischen gespeichert:",
        "next": "Meine als Runde 3 anfügen",
        "save": "Runde {n} speichern",
        "meld": "Gemeldete Punkte",
        "nobody": "Niemand: Nachziehstapel aufgebraucht",
    },
}


class Relay:
    """A TCP relay between the phone and the live server that can be cut (every connection closed, nothing
    listening, so the phone's requests fail as with no network) and restored on the same address."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.open: set[socket.socket] = set()
        self.lock = threading.Lock()
        probe = socket.create_server(("127.0.0.1", 0))
        self.port = probe.getsockname()[1]
        probe.close()
        self.listener: socket.socket | None = None
        self.restore()

    def restore(self) -> None:
        """Listen again: the network is back."""
        self.listener = socket.create_server(("127.0.0.1", self.port))
        threading.Thread(target=self.accept, args=(self.listener,), daemon=True).start()

    def cut(self) -> None:
        """Close everything: no answer, no new connection."""
        if self.listener is not None:
            self.listener.shutdown(socket.SHUT_RDWR)
            self.listener.close()
            self.listener = None
        with self.lock:
            for connection in self.open:
                with contextlib.suppress(OSError):
                    connection.shutdown(socket.SHUT_RDWR)
                connection.close()
            self.open.clear()

    def accept(self, listener: socket.socket) -> None:
        while True:
            try:
                phone, _ = listener.accept()
            except OSError:
                return
            server = socket.create_connection(("127.0.0.1", self.target))
            with self.lock:
                self.open |= {phone, server}
            for source, sink in ((phone, server), (server, phone)):
                threading.Thread(target=self.pump, args=(source, sink), daemon=True).start()

    @staticmethod
    def pump(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)


@pytest.fixture
def relay(live_server: str) -> Iterator[Relay]:
    """The network between the phone and the server."""
    made = Relay(urlsplit(live_server).port or 80)
    yield made
    made.cut()


class Phone:
    """A phone whose browser keeps its data on disk (its outbox survives closing it), reaching the server only
    through the relay."""

    def __init__(self, playwright: Playwright, folder: Path, base: str, lang: str) -> None:
        self.playwright, self.folder, self.base, self.lang = playwright, folder, base, lang
        self.context: BrowserContext | None = None

    def open(self) -> Page:
        """Start the browser (again) and give its page."""
        self.context = self.playwright.chromium.launch_persistent_context(
            str(self.folder),
            executable_path=str(CHROMIUM),
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
            base_url=self.base,
            viewport=PHONE,
            is_mobile=True,
            has_touch=True,
            locale={"en": "en-GB", "de": "de-DE"}.get(self.lang, self.lang.replace("_", "-")),
        )
        page = self.context.pages[0] if self.context.pages else self.context.new_page()
        page.on("console", lambda m: print("CONSOLE", m.type, m.text))
        page.on("pageerror", lambda e: print("PAGEERROR", e))
        return page

    def close(self) -> None:
        """Close the browser, as a phone does when the tab is swiped away."""
        assert self.context is not None
        self.context.close()


@pytest.fixture
def phone(playwright: Playwright, tmp_path: Path, relay: Relay, request: pytest.FixtureRequest) -> Iterator[Phone]:
    """The scorer's phone, in the test's language."""
    made = Phone(
        playwright,
        tmp_path / "profile",
        f"http://127.0.0.1:{relay.port}",
        getattr(request.node, "callspec", None) and request.node.callspec.params.get("lang") or "en",
    )
    yield made
    if made.context is not None:
        made.context.close()


def rounds_stored(app: Flask, game_id: str) -> list[dict[str, Any]]:
    """The rounds the server holds, as the API answers them."""
    return app.test_client().get(f"/api/games/{game_id}").get_json()["rounds"]


def ready_offline(page: Page, game: dict[str, Any]) -> None:
    """Claim the game, let the service worker take over, and open its board and round form once online."""
    claim(page, game)
    page.goto(f"/games/{game['id']}")
    page.evaluate(
        """() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller || new Promise(
            (done) => navigator.serviceWorker.addEventListener("controllerchange", done)))"""
    )
    page.goto("/")
    page.goto(f"/games/{game['id']}")
    page.goto(f"/games/{game['id']}/rounds/new")
    expect(page.locator("#net")).to_be_hidden()
    page.goto(f"/games/{game['id']}")


def enter_round(page: Page, words: dict[str, str], number: int, meld: int) -> None:
    """Type a round where nobody went out and save it."""
    page.get_by_label(words["meld"]).first.fill(str(meld))
    page.get_by_label(words["meld"]).nth(1).fill("60")
    page.get_by_label(words["nobody"], exact=False).check()
    page.get_by_role("button", name=words["save"].format(n=number)).click()


def outbox_item(page: Page) -> dict[str, Any]:
    """The one round waiting in the phone's outbox, as kept in IndexedDB."""
    return page.evaluate(
        """() => new Promise((done) => {
            const asked = indexedDB.open("scorepad", 1);
            asked.onsuccess = () => {
              const all = asked.result.transaction("outbox").objectStore("outbox").getAll();
              all.onsuccess = () => done(all.result);
            };
        })"""
    )


def no_axe_violations(page: Page) -> None:
    """axe finds nothing on the page as it is now."""
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_round_saved_without_network_is_sent_once_when_it_returns(
    phone: Phone, relay: Relay, api: Api, app: Flask, lang: str
) -> None:
    words = WORDS[lang]
    game = api.new_game(A, B)
    page = phone.open()
    ready_offline(page, game)

    relay.cut()
    page.goto(f"/games/{game['id']}/rounds/new")  # from the phone's own copy
    expect(page.locator("#net")).to_contain_text(words["offline"])
    enter_round(page, words, 1, 120)
    expect(page).to_have_url(f"{phone.base}/games/{game['id']}?queued=1")
    expect(page.locator("#outbox")).to_contain_text(words["waiting"])
    expect(page.locator("#outbox")).to_contain_text("120")
    expect(page.locator("#outbox-said")).to_have_text(words["queued"].format(n=1))
    expect(page.locator("#net")).to_contain_text(words["offline"])
    no_axe_violations(page)
    (kept,) = outbox_item(page)
    assert kept["number"] == 1 and rounds_stored(app, game["id"]) == []

    phone.close()  # the browser is closed and opened again, still without network
    page = phone.open()
    page.goto(f"/games/{game['id']}")
    expect(page.locator("#outbox")).to_contain_text(words["waiting"])
    page.goto("/")
    expect(page.locator("#outbox")).to_contain_text(words["waiting"])
    expect(page.locator(".games")).to_contain_text(A)
    page.goto(f"/games/{game['id']}")

    relay.restore()
    expect(page.locator("#outbox-said")).to_have_text(words["sent"].format(n=1), timeout=10_000)
    expect(page.locator("#outbox")).to_be_hidden()
    expect(page.locator("#net")).to_be_hidden()
    expect(page.locator("table.rounds tbody tr")).to_have_count(1)
    stored = rounds_stored(app, game["id"])
    assert [r["number"] for r in stored] == [1] and stored[0]["entries"][0]["meld_points"] == 120

    # The answer was lost and the phone sends the same round again: the stored round is answered, nothing added;
    # other counts under the same id are refused (409, naming the id), never dropped in silence.
    resend = """async ([kept, meld]) => {
            const body = new FormData();
            kept.fields.forEach(([name, value]) => { if (name !== "csrf_token") body.append(name, value); });
            if (meld) body.set("entries-0-meld_points", meld);
            const answer = await fetch(kept.send, {method: "POST", body, headers: {"X-CSRFToken": kept.csrf}});
            return [answer.status, await answer.json()];
        }"""
    again = page.evaluate(resend, [kept, None])
    assert again == [200, {"number": 1, "repeated": True, "board": f"/games/{game['id']}?saved=1"}]
    status, other = page.evaluate(resend, [kept, "999"])
    assert status == 409 and kept["id"] in other["errors"]["id"], other
    assert len(rounds_stored(app, game["id"])) == 1 and rounds_stored(app, game["id"])[0]["entries"][0]["meld_points"] == 120


@pytest.mark.parametrize("lang", ["en", "de"])
def test_another_phones_round_at_the_same_number_is_shown_beside_mine(
    phone: Phone, relay: Relay, api: Api, app: Flask, lang: str
) -> None:
    words = WORDS[lang]
    game = api.add_round(api.new_game(A, B), WON, HELD)
    page = phone.open()
    ready_offline(page, game)

    relay.cut()
    page.goto(f"/games/{game['id']}/rounds/new")
    enter_round(page, words, 2, 150)
    expect(page.locator("#outbox-said")).to_have_text(words["queued"].format(n=2))
    api.add_round(game, HELD, {**WON, "meld_points": 300})  # the other phone, which had network

    relay.restore()
    page.get_by_role("button", name={"en": "Send now", "de": "Jetzt senden"}[lang]).click()
    outbox = page.locator("#outbox")
    expect(outbox).to_contain_text(words["theirs"])
    expect(outbox).to_contain_text("300")  # theirs
    expect(outbox).to_contain_text("150")  # mine
    no_axe_violations(page)
    assert len(rounds_stored(app, game["id"])) == 2  # nothing dropped, nothing overwritten

    page.get_by_role("button", name=words["next"]).click()
    expect(page.locator("#outbox-said")).to_have_text(words["sent"].format(n=3))
    stored = rounds_stored(app, game["id"])
    assert [r["entries"][0]["meld_points"] for r in stored] == [240, 85, 150]


def test_a_correction_without_network_stays_on_its_page(phone: Phone, relay: Relay, api: Api) -> None:
    game = api.add_round(api.new_game(A, B), WON, HELD)
    page = phone.open()
    ready_offline(page, game)
    page.goto(f"/games/{game['id']}/rounds/1/edit")
    relay.cut()
    page.get_by_label("Meld points").first.fill("245")
    page.get_by_role("button", name="Save round 1").click()
    expect(page.locator("#live-note")).to_contain_text("this correction is not saved")
    expect(page.get_by_label("Meld points").first).to_have_value("245")


@pytest.fixture
def no_worker(browser: Browser, browser_context_args: dict[str, Any]) -> Iterator[Page]:
    """A phone whose browser keeps no pages for offline use (a service worker needs https): the outbox alone."""
    context = browser.new_context(**browser_context_args, service_workers="block")
    yield context.new_page()
    context.close()


def test_what_the_server_refuses_waits_to_be_fixed_copied_or_discarded(no_worker: Page, api: Api, app: Flask) -> None:
    page, words = no_worker, WORDS["en"]
    game = api.new_game(A, B)
    claim(page, game)
    page.goto(f"/games/{game['id']}/rounds/new")
    sends: list[int] = []

    def away(route: Route) -> None:  # the server doesn't answer while this is routed
        route.abort("connectionrefused")

    def busy_once(route: Route) -> None:  # the first send is answered 429 with Retry-After
        sends.append(1)
        if len(sends) == 1:
            route.fulfill(status=429, headers={"Retry-After": "2"}, json={"errors": {"_rate": "Too many"}})
        else:
            route.continue_()

    page.route("**/rounds/send", busy_once)
    page.route("**/rounds/new", lambda route: away(route) if route.request.method == "POST" else route.continue_())
    enter_round(page, words, 1, 121)  # not a multiple of 5: the server will refuse it
    expect(page.locator("#outbox-said")).to_have_text(words["queued"].format(n=1))
    expect(page.get_by_role("heading", level=1)).to_have_text("Round 2")  # the form, empty, for the next round
    expect(page.get_by_label(words["meld"]).first).to_have_value("")
    page.unroute("**/rounds/new")
    expect(page.locator("#outbox")).to_contain_text("The server is busy; sending again at")
    outbox = page.locator("#outbox")
    expect(outbox).to_contain_text("Not stored: Must be a multiple of 5.", timeout=10_000)  # sent again by itself
    assert len(sends) == 2 and rounds_stored(app, game["id"]) == []
    expect(page.locator("#outbox-said")).to_contain_text("Round 1: Not stored")
    no_axe_violations(page)

    outbox.get_by_role("link", name="Fix").click()  # the counts come back into the form, with the reason
    expect(page.locator("#live-note")).to_contain_text("Fix this round, then save it: Must be a multiple of 5.")
    expect(page.get_by_role("heading", level=1)).to_have_text("Round 1")
    meld = page.get_by_label(words["meld"]).first
    expect(meld).to_have_value("121")
    meld.fill("125")
    page.get_by_role("button", name="Save round 1").click()
    page.get_by_role("button", name="Yes, save round 1").click()  # nobody went out, yet no hand points
    expect(page).to_have_url(re.compile(rf"/games/{game['id']}\?saved=1$"))
    expect(page.locator("#outbox")).to_be_hidden()
    assert [r["entries"][0]["meld_points"] for r in rounds_stored(app, game["id"])] == [125]

    page.goto(f"/games/{game['id']}/rounds/new")  # one more refused round, then thrown away on purpose
    page.route("**/rounds/new", lambda route: away(route) if route.request.method == "POST" else route.continue_())
    enter_round(page, words, 2, 77)
    expect(page.locator("#outbox-said")).to_contain_text("Round 2", timeout=10_000)  # sent, refused, then said
    page.unroute("**/rounds/new")
    expect(outbox).to_contain_text("Not stored")
    page.once("dialog", lambda dialog: dialog.dismiss())  # "Discard round 2?" No: it stays
    outbox.get_by_role("button", name="Discard").click()
    expect(outbox).to_contain_text("Not stored")
    page.once("dialog", lambda dialog: dialog.accept())
    outbox.get_by_role("button", name="Discard").click()
    expect(outbox).to_be_hidden()
    assert len(rounds_stored(app, game["id"])) == 1
