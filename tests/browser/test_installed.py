"""The wheel is the app: installed into a virtualenv of its own (.ci/run builds it and says where, in
SCOREPAD_TEST_INSTALLED), migrated and served from a folder outside the repository, a round is played through its
pages. Nothing of the checkout is used: the templates, static files, migrations and catalog come from the wheel."""

from __future__ import annotations

import hashlib
import os
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.build_step import as_shipped
from tests.live import free_port, send

from .conftest import PHONE

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def installed() -> Iterator[str]:
    """The installed app's gunicorn, serving from a folder outside the repository: its base URL."""
    venv = os.environ.get("SCOREPAD_TEST_INSTALLED")
    if not venv:
        pytest.skip("set SCOREPAD_TEST_INSTALLED to a virtualenv with the wheel installed (.ci/run does)")
    bin_ = Path(venv) / "bin"
    folder = Path(tempfile.mkdtemp(prefix="scorepad-installed-", dir="/tmp"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SCOREPAD_", "PYTHON", "VIRTUAL_ENV"))}
    env.update(SCOREPAD_SECRET_KEY="installed-test", SCOREPAD_SECURE_COOKIES="0")
    where = subprocess.run(  # noqa: S603
        [str(bin_ / "python"), "-c", "import scorepad; print(scorepad.__file__)"],
        cwd=folder, env=env, capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    assert Path(where).is_relative_to(Path(venv).resolve()) or Path(where).is_relative_to(Path(venv)), where
    assert not Path(where).is_relative_to(ROOT), where
    subprocess.run([str(bin_ / "scorepad"), "db", "upgrade"], cwd=folder, env=env, check=True, capture_output=True)  # noqa: S603
    assert (folder / "instance" / "scorepad.db").exists()  # ./instance of the working directory, not site-packages
    port = free_port()
    env["SCOREPAD_BASE_URL"] = f"http://127.0.0.1:{port}"
    command = [
        str(bin_ / "gunicorn"),
        "--no-control-socket",
        "-w",
        "2",
        "-b",
        f"127.0.0.1:{port}",
        "scorepad:create_app()",
    ]
    with open(folder / "gunicorn.log", "ab") as log:
        server = subprocess.Popen(command, cwd=folder, env=env, stdout=log, stderr=subprocess.STDOUT)  # noqa: S603
    try:
        for _ in range(300):
            try:
                if send(port, "GET", "/healthz")[0] == 200:
                    break
            except OSError:
                pass
            if server.poll() is not None:
                break
            time.sleep(0.2)
        else:
            pytest.fail("the installed app did not start: " + (folder / "gunicorn.log").read_text()[-1500:])
        yield f"http://127.0.0.1:{port}"
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.fixture
def phone(installed: str, browser: Browser) -> Iterator[Page]:
    """A phone on the installed app."""
    context = browser.new_context(base_url=installed, viewport=PHONE, locale="en-GB")
    yield context.new_page()
    context.close()


def test_the_installed_wheel_serves_pages_and_plays_a_round(installed: str, phone: Page) -> None:
    port = int(installed.rsplit(":", 1)[1])
    assert send(port, "GET", "/static/app.js")[0] == 200
    health = send(port, "GET", "/healthz")[2]
    page = phone
    page.goto("/")
    expect(page.locator("footer .release")).to_have_text(f"Scorepad {health['version']}")
    page.get_by_role("link", name="New game").click()
    page.locator("a.game-choice[href$='/games/new/canasta']").click()  # a new phone chooses the game first
    page.locator("#sides-0-name").fill("Anna & Ben")
    page.locator("#sides-1-name").fill("Cara & Dan")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_url("**/games/*")
    page.goto(page.url.split("?")[0] + "/rounds/new")
    page.locator("#entries-0-meld_points").fill("240")  # 240 + 500 + 100 = 840; 85 - 45 = 40
    page.locator("#entries-0-natural_canastas").fill("1")
    page.locator("#entries-1-meld_points").fill("85")
    page.locator("#entries-1-hand_points").fill("45")
    page.locator("input[name=out][value='0']").check()  # who went out, then how
    page.locator("input[name=how][value=out]").check()
    page.locator("button[name=save]").click()
    page.wait_for_url("**?saved=1")
    expect(page.locator(".totals .big-number")).to_have_text(["840", "40"])
    page.get_by_role("link", name="Deutsch").click()
    expect(page.locator("html")).to_have_attribute("lang", "de")  # the catalog shipped compiled in the wheel


def test_the_installed_wheel_serves_its_scripts_and_styles_minified_under_their_fingerprints(phone: Page) -> None:
    phone.goto("/")
    addresses = phone.eval_on_selector_all(
        "link[rel=stylesheet], script[src]",
        "nodes => nodes.map((n) => n.getAttribute('href') || n.getAttribute('src'))",
    )
    assert any(".css?v=" in a for a in addresses) and any("app.js?v=" in a for a in addresses), addresses
    for address in [*addresses, "/sw.js"]:  # the service worker: served from the static folder too
        path, _, version = address.partition("?v=")
        body = phone.request.get(address).body()
        source = (ROOT / "static" / path.rsplit("/", 1)[1]).read_bytes()
        assert body == as_shipped(path, source) and len(body) < len(source), address  # setup.py's build minified it
        assert path == "/sw.js" or version == hashlib.sha256(body).hexdigest()[:10], address  # the bytes' digest
