"""Every form refuses a post without its CSRF token (an app with CSRF protection on, as in production)."""

import os
import re
from urllib.parse import urlsplit

import pytest

from scorepad import create_app


@pytest.fixture
def csrf_client(app, tmp_path):
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(tmp_path)
    strict = create_app(
        {
            "TESTING": True,
            "SQLALCHEMY_DATABASE_URI": app.config["SQLALCHEMY_DATABASE_URI"],
            "SECRET_KEY": "test-only-secret-key-of-a-test-server",
        }
    )
    return strict.test_client()


def test_forms_without_csrf_token_are_refused(csrf_client):
    response = csrf_client.post("/games/new", data={"ruleset": "classic", "sides-0-name": "A", "sides-1-name": "B"})
    assert response.status_code == 400
    assert csrf_client.post("/language", data={"lang": "de"}).status_code == 400


def claim_with_csrf(client, edit_link: str) -> None:
    """Open a game's edit link on a phone with CSRF protection on, and confirm with the page's token."""
    link = urlsplit(edit_link).path
    page = client.get(link).get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    assert client.post(link, data={"csrf_token": token}).status_code == 303


def test_finishing_and_reopening_need_the_csrf_token(csrf_client):
    game = csrf_client.post(
        "/api/games", json={"ruleset": "romme", "sides": [{"name": n, "players": [n]} for n in ("A", "B")]}
    ).get_json()
    auth = {"Authorization": f"Bearer {game['token']}"}
    hand = {"entries": [{"going_out": "out"}, {"hand_points": 12}]}
    assert csrf_client.post(f"/api/games/{game['id']}/rounds", json=hand, headers=auth).status_code == 201
    board = f"/games/{game['id']}"
    claim_with_csrf(csrf_client, game["edit_link"])
    confirm = csrf_client.get(f"{board}/finish").get_data(as_text=True)
    assert 'name="csrf_token"' in confirm
    assert csrf_client.post(f"{board}/finish").status_code == 400
    assert csrf_client.get(f"/api{board}").get_json()["status"] == "playing"
    token = confirm.split('name="csrf_token" type="hidden" value="')[1].split('"')[0]
    assert csrf_client.post(f"{board}/finish", data={"csrf_token": token}).status_code == 303
    assert csrf_client.get(f"/api{board}").get_json()["status"] == "finished"
    assert csrf_client.post(f"{board}/reopen").status_code == 400
    assert csrf_client.get(f"/api{board}").get_json()["status"] == "finished"


def test_pages_send_no_referrer(client):
    assert '<meta name="referrer" content="no-referrer">' in client.get("/").get_data(as_text=True)


def test_security_headers_and_cookies(client, start_game):
    page = client.get("/games/new")
    csp = page.headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp and "style-src 'self'" in csp and "unsafe-inline" not in csp
    assert "frame-ancestors 'none'" in csp and "default-src 'self'" in csp
    assert page.headers["X-Content-Type-Options"] == "nosniff" and page.headers["X-Frame-Options"] == "DENY"
    assert page.headers["Referrer-Policy"] == "no-referrer"
    cookie = client.post(
        "/games/new",
        data={
            "ruleset": "classic",
            "sides-0-name": "A",
            "sides-0-size": "1",
            "sides-1-name": "B",
            "sides-1-size": "1",
            "dealer_first": "0",
            "rotation": "clockwise",
        },
    ).headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "Secure" in cookie and "SameSite=Lax" in cookie
    api = client.get("/api/rulesets")
    assert api.headers["Content-Security-Policy"] == csp and api.headers["Cache-Control"] == "public, no-cache"


def token_of(html: str) -> str:
    """The CSRF token a page's form carries."""
    return re.search(r'name="csrf_token"(?: type="hidden")? value="([^"]+)"', html).group(1)


def test_a_club_evenings_forms_need_the_csrf_token(csrf_client):
    token = token_of(csrf_client.get("/signup").get_data(as_text=True))
    csrf_client.post("/signup", data={"name": "Organiser", "password": "correct horse", "csrf_token": token})
    token = token_of(csrf_client.get("/leagues/new").get_data(as_text=True))
    league = csrf_client.post("/leagues/new", data={"name": "Club", "ruleset": "classic", "csrf_token": token})
    new = f"{league.headers['Location']}/evenings/new"
    data = {"name": "Thursday", "form": "individuals", "rounds": "2", "hands": "2", "scoring": "points",
            "bands": "burraco_3_hands", "new_players": "Anna\nBen\nCara\nDan"}  # fmt: skip
    assert csrf_client.post(new, data=data).status_code == 400
    evening = csrf_client.post(new, data={**data, "csrf_token": token_of(csrf_client.get(new).text)})
    page = evening.headers["Location"]
    html = csrf_client.get(page).get_data(as_text=True)
    leave = re.search(r'action="([^"]+/leave)"', html).group(1)
    for path, fields in [(f"{page}/players", {"name": "Zoe"}), (leave, {}), (f"{page}/rounds", {"round": "1"})]:
        assert csrf_client.post(path, data=fields).status_code == 400, path
    assert "Zoe" not in csrf_client.get(page).text and "left after round" not in csrf_client.get(page).text
    assert csrf_client.post(f"{page}/players", data={"name": "Zoe", "csrf_token": token_of(html)}).status_code == 303
