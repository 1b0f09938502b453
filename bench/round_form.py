"""The round form's height on a 360 x 740 phone, for every preset of every family, in English and German.

Serves the app in-process on a temporary SQLite file (migrated first), starts one game per preset through the
API (two sides of two players; Rommé four players), claims it in Debian's Chromium (Playwright, launched as
tests/browser/conftest.py launches it) and opens its round form at 360 x 740, device scale 2, touch. Prints, per
preset and language, how far the page reaches to the bottom of the Save button (what a scorer scrolls through
to save a round, the header included), the form's own height, and that first figure in screens of 740 px: first
as the form opens (folded parts folded), then with every folded part open but "Count the cards" (it only replaces
typing points), so every field a hand may need is reachable: what a scorer scrolls through when a round needs all.
`--width` measures another phone width; `--shots DIR` saves a full-page screenshot of each form. Not a test.
"""

from __future__ import annotations

import argparse
import logging
import re
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from flask import Flask
from playwright.sync_api import Browser, sync_playwright
from werkzeug.serving import make_server

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from migrated import migrated_app  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PAIRS = [("Anna & Ben", ["Anna", "Ben"]), ("Cara & Dan", ["Cara", "Dan"])]
ALONE = [(name, [name]) for name in ("Anna", "Ben", "Cara", "Dan")]
PRESETS = {  # preset -> the table measured
    "classic": PAIRS,
    "german": PAIRS,
    "three_pack": PAIRS,
    "american": PAIRS,
    "american_pagat": PAIRS,
    "hand_and_foot": PAIRS,
    "whitnack": PAIRS,
    "romme": ALONE,
}


def make_app(folder: Path) -> Flask:
    """The app on a fresh SQLite file in `folder`, migrated, its cookies sent over plain HTTP."""
    return migrated_app(folder, SCOREPAD_SECURE_COOKIES=False)


def new_game(app: Flask, preset: str) -> dict[str, Any]:
    """A game of the preset's table, started through the API."""
    sides = [{"name": name, "players": players} for name, players in PRESETS[preset]]
    response = app.test_client().post("/api/games", json={"ruleset": preset, "sides": sides})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def measure(app: Flask, browser: Browser, base: str, preset: str, lang: str, width: int, shots: Path | None) -> dict:
    """The round form of a new game of a preset in one language: where the Save button ends, the form's own height
    and the page's width."""
    game = new_game(app, preset)
    context = browser.new_context(
        viewport={"width": width, "height": 740}, device_scale_factor=2, is_mobile=True, has_touch=True, base_url=base
    )
    page = context.new_page()
    link = urlsplit(game["edit_link"]).path
    asked = context.request.get(link, max_redirects=0)
    csrf = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', asked.text())
    context.request.post(link, form={"name": "", **({"csrf_token": csrf.group(1)} if csrf else {})}, max_redirects=0)
    page.goto(f"/language/{lang}?next=/")
    page.goto(f"/games/{game['id']}/rounds/new")
    reach = """() => {
          const form = document.getElementById("main-form").getBoundingClientRect();
          const save = document.querySelector("button[name=save]").getBoundingClientRect();
          return {save: Math.round(save.bottom + scrollY), form: Math.round(form.height),
                  wide: document.documentElement.scrollWidth};
        }"""
    figures = page.evaluate(reach)
    # every count a hand may need; counting the cards one by one stays folded: it only replaces typing points
    page.evaluate("() => document.querySelectorAll('#main-form details:not(.cards)').forEach((d) => d.open = true)")
    figures["open"] = page.evaluate(reach)["save"]
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(shots / f"{preset}-{lang}-{width}.png"), full_page=True, scale="css")
    context.close()
    return figures


def main() -> None:
    """Measure every preset's round form in both languages and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=360)
    parser.add_argument("--shots", type=Path, help="save a full-page screenshot of each form here")
    args = parser.parse_args()
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # no line per request
    with tempfile.TemporaryDirectory() as folder:
        app = make_app(Path(folder))
        server = make_server("127.0.0.1", 0, app, threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_port}"
        print(f"round form at {args.width} x 740 (save: page top to the Save button's bottom; screens of 740 px;")
        print("all open: the same with every folded part open, every field a hand needs reachable)")
        head = f"{'preset':<16}{'lang':<6}{'save px':>9}{'form px':>9}{'screens':>9}"
        print(f"{head}{'all open':>10}{'screens':>9}{'sideways':>10}")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for preset in PRESETS:
                for lang in ("en", "de"):
                    f = measure(app, browser, base, preset, lang, args.width, args.shots)
                    wide = "yes" if f["wide"] > args.width else "no"
                    row = f"{preset:<16}{lang:<6}{f['save']:>9}{f['form']:>9}{f['save'] / 740:>9.2f}"
                    print(f"{row}{f['open']:>10}{f['open'] / 740:>9.2f}{wide:>10}")
            browser.close()
        server.shutdown()


if __name__ == "__main__":
    main()
