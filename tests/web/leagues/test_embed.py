"""A public league's standings on a club's website (issue 38, point 7): /leagues/<id>/embed, framed only by the
websites its owner names (Content-Security-Policy frame-ancestors), and the owner's setting of them: CSRF, the
owner only, anything that is no origin refused with a clear message and nothing stored."""

from __future__ import annotations

import os
import re
from html import unescape

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorepad import create_app
from scorepad.accounts.roles import join
from scorepad.extensions import db
from scorepad.models import League, User
from tests.api.test_leagues import WIN, game, loss
from tests.web.leagues.test_visibility import browser, members_league


def public_league(client: FlaskClient) -> dict:
    """A public league to 500 with one finished game (Anna & Ben won it) and nothing else."""
    body = client.post(
        "/api/leagues",
        json={"visibility": "public", "name": "Thursday Club", "ruleset": "classic", "settings": {"target": 500}},
    ).get_json()
    played = (body, {"Authorization": f"Bearer {body['token']}"}, [])
    game(client, played, "2026-02-01", [["Anna", "Ben"], ["Cara", "Dan"]], WIN, loss(100, 20))
    return body


def stored(app: Flask, league_id: str) -> str:
    """The league's embed origins as stored."""
    with app.app_context():
        return db.session.get(League, league_id).embed_origins


def test_the_embed_page_shows_the_standings_and_refuses_every_frame_by_default(client: FlaskClient) -> None:
    league = public_league(client)
    page = client.get(f"/leagues/{league['id']}/embed")
    html = unescape(page.get_data(as_text=True))
    assert page.status_code == 200 and "<script" not in html
    assert "Thursday Club" in html and re.search(r"1\.</td><th[^>]*>Anna</th>", html)
    assert 'target="_blank"' in html and f"/leagues/{league['id']}" in html
    assert "frame-ancestors 'none'" in page.headers["Content-Security-Policy"]
    assert page.headers["X-Frame-Options"] == "DENY"
    other = client.get(f"/leagues/{league['id']}")  # every other page refuses to be framed, as before
    assert "frame-ancestors 'none'" in other.headers["Content-Security-Policy"]
    assert other.headers["X-Frame-Options"] == "DENY"


def test_the_embed_page_speaks_every_language(client: FlaskClient) -> None:
    league = public_league(client)
    said = {"de": "Spieler", "it": "Giocatori", "pt_BR": "Jogadores", "es": "Jugadores"}
    for lang, players in said.items():
        html = client.get(f"/leagues/{league['id']}/embed?lang={lang}").get_data(as_text=True)
        assert f'lang="{lang.replace("_", "-")}"' in html and players in html, lang
    by_header = client.get(f"/leagues/{league['id']}/embed", headers={"Accept-Language": "de"})
    assert "Spieler" in by_header.get_data(as_text=True)
    odd = client.get(f"/leagues/{league['id']}/embed?lang=xx", headers={"Accept-Language": "it"})
    assert "Giocatori" in odd.get_data(as_text=True)  # an unknown ?lang= falls back to the reader's language


def test_a_members_only_league_or_season_not_its_own_has_no_embed(client: FlaskClient) -> None:
    league, _anna = members_league(client)
    assert client.get(f"/leagues/{league['id']}/embed").status_code == 404
    assert client.get("/leagues/nobodys/embed").status_code == 404
    public = public_league(client)
    assert client.get(f"/leagues/{public['id']}/embed?season=999999").status_code == 404


def test_the_owner_names_the_websites_that_may_frame_it(app: Flask, client: FlaskClient) -> None:
    league = public_league(client)
    owner = browser(app, "Owner", league["id"], "owner")
    typed = "https://Club.Example\nhttp://127.0.0.1:8080, https://club.example:443/  https://other.example"
    saved = owner.post(f"/leagues/{league['id']}/embedding", data={"origins": typed})
    assert saved.status_code == 303
    assert stored(app, league["id"]) == "https://club.example http://127.0.0.1:8080 https://other.example"
    page = client.get(f"/leagues/{league['id']}/embed")
    policy = page.headers["Content-Security-Policy"]
    assert "frame-ancestors https://club.example http://127.0.0.1:8080 https://other.example;" in policy
    assert "X-Frame-Options" not in page.headers  # it would forbid every frame
    assert "default-src 'self'" in policy and "script-src 'self'" in policy  # the rest of the policy as strict
    league_page = unescape(owner.get(f"/leagues/{league['id']}").get_data(as_text=True))
    assert "https://club.example\nhttp://127.0.0.1:8080\nhttps://other.example</textarea>" in league_page
    base = app.config["SCOREPAD_BASE_URL"]  # the configured address, never the request's Host
    assert f'<iframe src="{base}/leagues/{league["id"]}/embed"' in league_page
    assert owner.post(f"/leagues/{league['id']}/embedding", data={"origins": " "}).status_code == 303
    assert stored(app, league["id"]) == ""
    assert "frame-ancestors 'none'" in client.get(f"/leagues/{league['id']}/embed").headers["Content-Security-Policy"]


@pytest.mark.parametrize(
    "typed",
    [
        "club.example",
        "https://club.example/standings",
        "ftp://club.example",
        "https://club.example?x=1",
        "https://user@club.example",
        "https://club.example;script-src *",
        "https://club.example 'unsafe-inline'",
        "https://*.example",
        "https://club.example:99999",
        "javascript:alert(1)",
    ],
)
def test_what_is_no_origin_is_refused_and_nothing_stored(app: Flask, client: FlaskClient, typed: str) -> None:
    league = public_league(client)
    owner = browser(app, "Owner", league["id"], "owner")
    assert owner.post(f"/leagues/{league['id']}/embedding", data={"origins": "https://kept.example"}).status_code == 303
    refused = owner.post(f"/leagues/{league['id']}/embedding", data={"origins": f"https://fine.example {typed}"})
    html = unescape(refused.get_data(as_text=True))
    assert refused.status_code == 422
    assert "Not a website's address:" in html and "Write each as https://club.example" in html
    assert 'aria-invalid="true"' in html and "https://fine.example" in html  # what was typed, to correct
    assert stored(app, league["id"]) == "https://kept.example"


def test_too_many_websites_are_refused(app: Flask, client: FlaskClient) -> None:
    league = public_league(client)
    owner = browser(app, "Owner", league["id"], "owner")
    many = "\n".join(f"https://club{n}.example" for n in range(11))
    refused = owner.post(f"/leagues/{league['id']}/embedding", data={"origins": many})
    assert refused.status_code == 422 and "At most 10 websites." in refused.get_data(as_text=True)
    assert stored(app, league["id"]) == ""


def test_only_the_owner_names_them(app: Flask, client: FlaskClient) -> None:
    league = public_league(client)
    url, sent = f"/leagues/{league['id']}/embedding", {"origins": "https://club.example"}
    assert client.post(url, data=sent).status_code == 401
    for name, role in (("Scorer", "scorer"), ("Viewer", "viewer"), ("Stranger", None)):
        assert browser(app, name, league["id"], role).post(url, data=sent).status_code == 403, name
    assert stored(app, league["id"]) == ""
    assert "Websites that may show the standings" not in client.get(f"/leagues/{league['id']}").get_data(as_text=True)


def test_naming_them_needs_the_forms_csrf_token(app: Flask, tmp_path) -> None:
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(tmp_path)
    strict = create_app(
        {
            "TESTING": True,
            "SQLALCHEMY_DATABASE_URI": app.config["SQLALCHEMY_DATABASE_URI"],
            "SECRET_KEY": "test-only-secret-key-of-a-test-server",
        }
    )
    league = public_league(strict.test_client())
    owner = strict.test_client()
    signup = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', owner.get("/signup").get_data(as_text=True))
    sent_up = {"name": "Owner", "password": "another long secret", "csrf_token": signup.group(1)}
    assert owner.post("/signup", data=sent_up).status_code == 303
    with strict.app_context():
        user = db.session.scalar(db.select(User).where(User.name == "Owner"))
        join(user, db.session.get(League, league["id"]), "owner")
    url, sent = f"/leagues/{league['id']}/embedding", {"origins": "https://club.example"}
    assert owner.post(url, data=sent).status_code == 400
    assert stored(strict, league["id"]) == ""
    page = owner.get(f"/leagues/{league['id']}").get_data(as_text=True)
    form = page.split('action="' + url + '"')[1]
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', form).group(1)
    assert owner.post(url, data={**sent, "csrf_token": token}).status_code == 303
    assert stored(strict, league["id"]) == "https://club.example"
