"""A club's website on another origin (issue 38, point 7): its page reads a public league's standings JSON with
fetch() and shows the embeddable standings in an iframe once the league's owner named it; a write it tries is
refused by the browser. The embed page passes axe at 360 px, light and dark, in every language."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from flask import Flask
from playwright.sync_api import Page, expect
from sqlalchemy import func, select

from scorepad.extensions import db
from scorepad.leagues.embedding import set_embed_origins
from scorepad.models import Game

from .conftest import Api
from .test_accessibility import AXE, violations

pytestmark = pytest.mark.browser

CLUB_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Thursday Club</title></head>
<body><main>
<h1>Our club</h1>
<p id="leader">reading…</p><p id="again">…</p><p id="write">…</p><p id="simple">…</p>
<iframe id="standings" src="{app}/leagues/{league}/embed" title="Standings" width="360" height="480"></iframe>
<script>
const app = "{app}";
(async () => {{
  const read = await fetch(`${{app}}/api/leagues/{league}/standings`);
  const standings = await read.json();
  document.querySelector("#leader").textContent = standings.players[0].name;
  const tag = read.headers.get("ETag");
  const again = await fetch(`${{app}}/api/leagues/{league}/standings`, {{headers: {{"If-None-Match": tag}}}});
  document.querySelector("#again").textContent = `${{again.status}} ${{tag ? "tagged" : "untagged"}}`;
  try {{
    await fetch(`${{app}}/api/games`, {{method: "POST", headers: {{"Content-Type": "application/json"}},
      body: JSON.stringify({{family: "canasta", sides: [{{name: "X", players: ["X"]}}, {{name: "Y", players: ["Y"]}}]}})}});
    document.querySelector("#write").textContent = "written";
  }} catch (error) {{ document.querySelector("#write").textContent = "refused"; }}
  try {{
    await fetch(`${{app}}/api/games`, {{method: "POST", body: "{{}}"}});  // a simple request: sent, never read
    document.querySelector("#simple").textContent = "read";
  }} catch (error) {{ document.querySelector("#simple").textContent = "refused"; }}
}})();
</script>
</main></body></html>"""


def public_league(api: Api) -> dict[str, Any]:
    """A public league to 500 with one finished game: Anna & Ben won it."""
    body = {"visibility": "public", "name": "Thursday Club", "ruleset": "classic", "settings": {"target": 500}}
    league = api.client.post("/api/leagues", json=body).get_json()
    auth = {"Authorization": f"Bearer {league['token']}"}
    sides = [{"name": "Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}]
    game = api.client.post("/api/games", json={"league": league["id"], "sides": sides}, headers=auth).get_json()
    win = {"meld_points": 300, "natural_canastas": 1, "going_out": "out"}
    rounds = {"entries": [win, {"meld_points": 100, "hand_points": 20}]}
    assert api.client.post(f"/api/games/{game['id']}/rounds", json=rounds, headers=auth).status_code == 201
    return league


@pytest.fixture
def club_site() -> Iterator[tuple[str, dict[str, str]]]:
    """A club's website on another origin (another port): serves the page put in `pages` by path."""
    pages: dict[str, str] = {}

    class Club(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802  (http.server's name)
            page = pages.get(self.path)
            self.send_response(200 if page else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write((page or "").encode())

        def log_message(self, *args: Any) -> None:
            """Quiet."""

    server = ThreadingHTTPServer(("127.0.0.1", 0), Club)
    thread = threading.Thread(target=server.serve_forever, name="club-site", daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}", pages
    server.shutdown()
    thread.join(timeout=5)


def games(app: Flask) -> int:
    """How many games the server holds."""
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(Game)) or 0


def test_a_club_site_reads_the_standings_and_frames_them_but_cannot_write(
    page: Page, api: Api, app: Flask, live_server: str, club_site: tuple[str, dict[str, str]]
) -> None:
    league = public_league(api)
    origin, pages = club_site
    pages["/"] = CLUB_PAGE.format(app=live_server, league=league["id"])
    before = games(app)
    page.goto(f"{origin}/")
    expect(page.locator("#leader")).to_have_text("Anna")  # read across origins
    expect(page.locator("#again")).to_have_text("304 tagged")  # If-None-Match allowed, the ETag exposed
    expect(page.locator("#write")).to_have_text("refused")  # the preflight allowed no POST: never sent
    expect(page.locator("#simple")).to_have_text("refused")  # sent without a preflight, refused (415), unread
    assert games(app) == before
    frame = page.frame_locator("#standings")  # goto waited for the page's load: the frame's too
    expect(frame.locator("h1")).to_contain_text("is blocked")  # none named yet: Chromium shows its refusal
    with app.app_context():
        set_embed_origins(league["id"], origin)
    page.reload()
    expect(frame.locator("h1")).to_have_text("Thursday Club")
    expect(frame.locator(".standings-compact tbody th").first).to_have_text("Anna")
    framed = f'<!doctype html><iframe id="f" src="{live_server}/leagues/{league["id"]}"></iframe>'
    pages["/league"] = framed
    page.goto(f"{origin}/league")  # the app's other pages refuse every frame, as before
    expect(page.frame_locator("#f").locator("h1")).to_contain_text("is blocked")


@pytest.mark.parametrize("lang", ["en", "de", "it", "pt-BR", "es"])
def test_the_embed_page_is_accessible_at_360_px(page: Page, api: Api, lang: str) -> None:
    league = public_league(api)
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"/leagues/{league['id']}/embed?lang={lang.replace('-', '_')}")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.locator("h1")).to_have_text("Thursday Club")
    problems = []
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        problems += [f"{scheme}: {v}" for v in violations(AXE.run(page))]
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > 360:
            problems.append(f"{scheme}: scrolls sideways ({width} px)")
    assert not problems, "\n".join(problems)
