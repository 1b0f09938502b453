"""The board of a long game stays light: everything it loads (with the service worker that keeps it for offline
use and the outbox), gzipped, under 15 KB, all from the server itself. (12 KB until the second evening's board:
waiting rounds fixed or discarded offline, the race chart's axes and legend, dates in the phone's zone and the
result to share took it to 14.4 KB; bench/README.md keeps the figures.)"""

from __future__ import annotations

import gzip
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, Request, Response, expect

from .conftest import Api, claim

pytestmark = pytest.mark.browser

LIMIT = 15_000


def test_a_30_round_board_weighs_under_15_kb(page: Page, api: Api, live_server: str) -> None:
    game = api.new_game("Annabelle-Marie & Bartholomew", "Cara & Dan")
    for i in range(30):  # small rounds, nobody goes out: 30 rounds stay under the 5,000 target
        game = api.add_round(
            game,
            {"meld_points": 60 + 5 * (i % 7), "hand_points": 20},
            {"meld_points": 55, "hand_points": 10 + 5 * (i % 3), "red_threes": i % 2},
        )
    assert len(game["rounds"]) == 30 and game["status"] == "playing"
    claim(page, game)  # as the scorer sees it: with the links to correct each round

    requests: list[Request] = []
    responses: list[Response] = []
    page.on("request", lambda request: requests.append(request))
    page.on("response", lambda response: responses.append(response))
    page.goto(f"/games/{game['id']}", wait_until="networkidle")
    expect(page.locator("table.rounds tbody tr")).to_have_count(30)

    server = urlsplit(live_server).netloc
    assert {urlsplit(r.url).netloc for r in requests} == {server}, [r.url for r in requests]
    sizes = [(urlsplit(r.url).path, len(gzip.compress(b"" if 300 <= r.status < 400 else r.body()))) for r in responses]
    if "/sw.js" not in dict(sizes):  # fetched by the browser for the page, outside the page's own requests
        sizes.append(("/sw.js", len(gzip.compress(page.request.get("/sw.js").body()))))
    assert {"/static/outbox.js", "/sw.js"} <= set(dict(sizes)), sizes
    total = sum(size for _, size in sizes)
    print(f"\n30-round board with everything it loads, each body gzipped: {total} bytes {sizes}")
    assert any(path.endswith(".css") for path, _ in sizes) and any(path.endswith(".js") for path, _ in sizes)
    assert total < LIMIT, sizes
