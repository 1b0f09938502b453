"""Who sees a league (issue 32, point 10): its members only unless its owner makes it public. A league seen by its
members only is neither listed nor shown to anyone else, nor are its players, whose ids nobody can count through."""

from __future__ import annotations

from html import unescape
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from scorepad.accounts.roles import join
from scorepad.extensions import db
from scorepad.models import League, Player, User
from tests.conftest import TWO_PAIRS

MEMBERS_ONLY = "This league is seen by its members only: ask its owner for an invitation."


def members_league(client: FlaskClient) -> tuple[dict[str, Any], str]:
    """A league made as it is by default (its members only) with one game: the league, and Anna's page."""
    league = client.post("/api/leagues", json={"name": "Thursday Club", "ruleset": "classic"}).get_json()
    auth = {"Authorization": f"Bearer {league['token']}"}
    assert client.post("/api/games", json={"league": league["id"], "sides": TWO_PAIRS}, headers=auth).status_code == 201
    players = client.get(f"/api/leagues/{league['id']}", headers=auth).get_json()["players"]
    return league, "/players/" + next(p["id"] for p in players if p["name"] == "Anna")


def browser(app: Flask, name: str, league_id: str, role: str | None) -> FlaskClient:
    """A browser signed in as a new account, a member of the league in `role` (None: no member)."""
    signed_in = app.test_client()
    assert signed_in.post("/signup", data={"name": name, "password": "another long secret"}).status_code == 303
    if role is not None:
        with app.app_context():
            user = db.session.scalar(db.select(User).where(User.name == name))
            join(user, db.session.get(League, league_id), role)
    return signed_in


def text(client: FlaskClient, path: str, lang: str = "en") -> str:
    """A page's text as a reader of `lang` gets it."""
    return unescape(client.get(path, headers={"Accept-Language": lang}).get_data(as_text=True))


def test_a_league_is_seen_by_its_members_only_unless_its_owner_makes_it_public(app: Flask, client: FlaskClient) -> None:
    league, anna = members_league(client)
    page = f"/leagues/{league['id']}"
    stranger = browser(app, "Stranger", league["id"], None)
    viewer = browser(app, "Viewer", league["id"], "viewer")
    owner = browser(app, "Owner", league["id"], "owner")
    for reader, refused in ((client, 401), (stranger, 403)):  # signed out: asked to sign in; signed in: no member
        for path in (page, anna, f"{page}?season=1"):
            answer = reader.get(path)
            assert answer.status_code == refused and MEMBERS_ONLY in unescape(answer.get_data(as_text=True)), path
        assert "Thursday Club" not in text(reader, "/leagues")
    for reader in (viewer, owner):
        assert reader.get(page).status_code == 200 and reader.get(anna).status_code == 200
        assert "Thursday Club" in text(reader, "/leagues") and "Seen by its members only." in text(reader, page)
    assert "Who sees this league" not in text(viewer, page)
    assert "Who sees this league" in text(owner, page) and "Show it to everyone" in text(owner, page)

    assert stranger.post(f"{page}/visibility", data={"visibility": "public"}).status_code == 403
    assert viewer.post(f"{page}/visibility", data={"visibility": "public"}).status_code == 403
    assert owner.post(f"{page}/visibility", data={"visibility": "anyone"}).status_code == 400  # changes nothing
    assert client.get(page).status_code == 401
    assert owner.post(f"{page}/visibility", data={"visibility": "public"}).status_code == 303
    for reader in (client, stranger):
        assert reader.get(page).status_code == 200 and reader.get(anna).status_code == 200
        assert "Thursday Club" in text(reader, "/leagues") and "Seen by its members only." not in text(reader, page)
    assert "Show it to its members only" in text(owner, page)
    assert owner.post(f"{page}/visibility", data={"visibility": "members"}).status_code == 303
    assert client.get(page).status_code == 401 and stranger.get(anna).status_code == 403


def test_the_refusal_speaks_the_readers_language(client: FlaskClient) -> None:
    league, _anna = members_league(client)
    said = {lang: text(client, f"/leagues/{league['id']}", lang) for lang in ("de", "it", "pt-BR", "es")}
    assert "Diese Liga sehen nur ihre Mitglieder" in said["de"]
    assert "Questa lega è visibile solo ai suoi membri" in said["it"]
    assert "Esta liga só é vista pelos seus membros" in said["pt-BR"]
    assert "Esta liga solo la ven sus miembros" in said["es"]
    assert not [lang for lang, page in said.items() if MEMBERS_ONLY in page]


def test_a_players_id_is_random_and_the_databases_own_is_no_address(app: Flask, client: FlaskClient) -> None:
    league, anna = members_league(client)
    public_id = anna.rsplit("/", 1)[1]
    assert len(public_id) == 16 and not public_id.isdigit()
    with app.app_context():
        own = db.session.scalar(db.select(Player.id).where(Player.public_id == public_id))
    assert client.get(f"/players/{own}").status_code == 404 and client.get(f"/api/players/{own}").status_code == 404
    auth = {"Authorization": f"Bearer {league['token']}"}
    assert client.get(f"/api/players/{public_id}", headers=auth).get_json()["id"] == public_id
