"""`scorepad serve` as a table meets it: started on a machine of its own (a network namespace joined by a veth
link), it prints its network address and a QR code of it; the first phone opens the printed code's address and
starts a game, a second phone claims the game by the share page's QR code and scores a round, all over plain HTTP
at that address. The mDNS announcement is looked for by a zeroconf browser on the link."""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Browser, Page, expect
from zeroconf import IPVersion, ServiceInfo, Zeroconf

from tests.netns import Served, TableNetwork, serve_in, table_network
from tests.terminal_qr import read_terminal_qr

pytestmark = pytest.mark.browser
SCOREPAD = Path(sys.executable).parent / "scorepad"
PORT = 5000  # the namespace is a machine of its own: the command's default port is free there


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TableNetwork, Served]]:
    """`scorepad serve` running on the table's own machine, once it has printed its greeting."""
    instance = tmp_path_factory.mktemp("table") / "instance"
    with table_network() as network, serve_in(network, SCOREPAD, instance) as served:
        served.wait_for("announced as scorepad.local", "Announced as")
        yield network, served


def test_it_prints_its_network_address_and_a_qr_code_of_it(table: tuple[TableNetwork, Served]) -> None:
    network, served = table
    printed = served.text()
    address = f"http://{network.there}:{PORT}"
    assert f"Phones open: {address}" in printed
    assert "Phones open: http://127.0.0.1" not in printed
    assert read_terminal_qr(printed) == address
    assert "Starting gunicorn" in printed  # the production server, not Flask's development server


def phone(browser: Browser, width: int) -> Page:
    """A phone's browser at the table: its own cookies, a narrow screen, touch."""
    context = browser.new_context(viewport={"width": width, "height": 740}, is_mobile=True, has_touch=True)
    return context.new_page()


def test_a_second_phone_claims_the_game_by_the_qr_code_and_scores(
    table: tuple[TableNetwork, Served], browser: Browser
) -> None:
    network, served = table
    address = read_terminal_qr(served.text())
    first = phone(browser, 360)
    first.goto(address)
    expect(first.locator("h1")).to_be_visible()
    first.goto(f"{address}/games/new/canasta")
    first.locator("#sides-0-name").fill("Anna & Ben")
    first.locator("#sides-1-name").fill("Cara & Dan")
    first.get_by_role("button", name="Start the game").click()
    first.wait_for_url(re.compile(r"/games/[\w-]+$"))
    game_path = first.url.removeprefix(address)
    first.goto(f"{address}{game_path}/share")
    code = first.locator(".qr-code svg").first
    link = zxingcpp.read_barcodes(Image.open(io.BytesIO(code.screenshot())))[0].text
    assert link.startswith(f"{address}{game_path}/claim/"), link  # links made for the table's address

    second = phone(browser, 320)
    second.goto(link)
    second.locator("#name").fill("Cara's phone")
    second.get_by_role("button", name="Keep score on this phone").click()  # the cookie holds over plain HTTP
    second.goto(f"{address}{game_path}/rounds/new")
    second.locator("#entries-0-meld_points").fill("240")
    second.locator("#entries-0-natural_canastas").fill("1")
    second.locator("#entries-1-meld_points").fill("85")
    second.locator("#entries-1-hand_points").fill("45")
    second.locator("#out-0").check()
    second.locator("input[name=how][value=out]").check()
    second.locator("button[name=save]").click()
    expect(second).to_have_url(f"{address}{game_path}?saved=1")  # the write was taken: this phone may score it
    expect(second.locator("#round-1")).to_be_visible()
    first.goto(f"{address}{game_path}")
    # 240 meld + 500 (a natural canasta) + 100 (went out); 85 meld - 45 left in hand
    expect(first.locator("#round-1 td")).to_have_text([re.compile(r"\+840\s+840"), re.compile(r"\+40\s+40")])


def look_up(here: str) -> ServiceInfo | None:
    """Ask the link (from this side's address) for Scorepad's web service, as a phone's mDNS browser would."""
    try:
        listener = Zeroconf(interfaces=[here], ip_version=IPVersion.V4Only)
    except OSError as error:
        pytest.skip(f"no multicast on this side of the link ({error}): the announcement can't be looked for")
    try:
        return listener.get_service_info("_http._tcp.local.", "Scorepad._http._tcp.local.", timeout=10_000)
    finally:
        listener.close()


def test_it_is_announced_as_scorepad_local(table: tuple[TableNetwork, Served]) -> None:
    network, served = table
    printed = served.text()
    if "Not announced" in printed:
        pytest.skip(f"the table's network took no multicast: {printed.split('Not announced', 1)[1].splitlines()[0]}")
    with ThreadPoolExecutor(1) as aside:  # zeroconf's blocking calls refuse a thread running an event loop
        info = aside.submit(look_up, network.here).result()
    assert info is not None, "nothing answered for Scorepad._http._tcp.local."
    assert info.server == "scorepad.local."
    assert info.parsed_addresses() == [network.there]
    assert info.port == PORT
