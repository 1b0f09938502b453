"""The weight of a 30-round game's board as its scorer's phone gets it: the page and every file it loads (its
stylesheets, scripts and icon, and the service worker the browser fetches for it), each body gzipped, from the
source tree as developers run it and as the built package ships it (its scripts and styles minified by setup.py's
build step, as tests/test_package.py checks the wheel holds them). outbox.js, fetched by a board only when something
waits on the phone, is listed apart. gzip at level 9 (tests/browser/test_weight.py's measure) and at nginx's default,
level 1 (deploy/nginx-scorepad.conf sets none). In-process, Flask's test client on a temporary SQLite: bytes, not time.

    .venv/bin/python bench/board_weight.py
"""

from __future__ import annotations

import gzip
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.build_step import as_shipped  # noqa: E402

SIDES = [{"name": n, "players": [f"{n} 1", f"{n} 2"]} for n in ("Annabelle-Marie & Bartholomew", "Cara & Dan")]
LOADED = re.compile(r'<(?:link rel="(?:stylesheet|icon)"|script) (?:href|src)="([^"]+)"')  # what a browser fetches
OUTBOX = re.compile(r'data-js="([^"]+)"')


def a_round(i: int) -> dict[str, Any]:
    """The browser test's rounds: small, nobody goes out, 30 of them stay under the 5,000 target."""
    return {
        "entries": [
            {"meld_points": 60 + 5 * (i % 7), "hand_points": 20},
            {"meld_points": 55, "hand_points": 10 + 5 * (i % 3), "red_threes": i % 2},
        ]
    }


def scorers_board(folder: Path) -> tuple[list[tuple[str, bytes]], tuple[str, bytes] | None]:
    """The board's page and the files it loads, as a scorer's phone gets them; and outbox.js apart where the board
    fetches it only when something waits (before issue 39 it loaded it always: one of the files)."""
    from migrated import migrated_app

    client = migrated_app(folder, WTF_CSRF_ENABLED=False).test_client()
    game = client.post("/api/games", json={"ruleset": "classic", "sides": SIDES}).get_json()
    for i in range(30):
        added = client.post(
            f"/api/games/{game['id']}/rounds", json=a_round(i), headers={"Authorization": f"Bearer {game['token']}"}
        )
        assert added.status_code == 201, added.get_json()
    link = "/" + game["edit_link"].split("/", 3)[3]
    assert client.post(link, data={"name": ""}).status_code == 303  # claimed: the scorer's page
    page = client.get(f"/games/{game['id']}")
    assert page.status_code == 200, page.status_code
    html = page.get_data(as_text=True)
    files = [(f"/games/{game['id']}", page.data)]
    files += [(url.split("?")[0], client.get(url).data) for url in [*LOADED.findall(html), "/sw.js"]]
    outbox = OUTBOX.search(html)
    return files, outbox and (outbox.group(1).split("?")[0], client.get(outbox.group(1)).data)


def main() -> None:
    """Print each file's gzipped size from the source tree and as shipped, and the totals."""
    with tempfile.TemporaryDirectory(prefix="scorepad-weight-") as folder:
        files, outbox = scorers_board(Path(folder))
    print("| what | source, gzip -9 | shipped (minified), gzip -9 | shipped, gzip -1 (nginx) |\n|---|---:|---:|---:|")
    totals = [0, 0, 0]
    for path, body in files:
        sizes = [len(gzip.compress(body)), *(len(gzip.compress(as_shipped(path, body), n)) for n in (9, 1))]
        totals = [t + s for t, s in zip(totals, sizes, strict=True)]
        print(f"| {path} | {sizes[0]:,} | {sizes[1]:,} | {sizes[2]:,} |")
    print(f"| **total ({len(files)} requests)** | **{totals[0]:,}** | **{totals[1]:,}** | **{totals[2]:,}** |")
    if outbox is None:
        return
    path, body = outbox
    sizes = [len(gzip.compress(body)), *(len(gzip.compress(as_shipped(path, body), n)) for n in (9, 1))]
    print(f"| {path}, when something waits on the phone | +{sizes[0]:,} | +{sizes[1]:,} | +{sizes[2]:,} |")


if __name__ == "__main__":
    main()
