"""Who reads a league through the API (issue 32, point 10): a league is seen by its members only unless made public;
then only its token (or a member signed in on this browser) reads it, its standings, games, seasons and players,
and it is not listed. Answers for who asks are kept by their browser alone."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient

from scorepad.extensions import db
from scorepad.models import League
from tests.conftest import TWO_PAIRS


def made(client: FlaskClient, **asked: str) -> tuple[dict, dict[str, str]]:
    """A league with one game and a season: the league as made, and its token's header."""
    league = client.post("/api/leagues", json={"name": "Club", "ruleset": "classic", **asked}).get_json()
    auth = {"Authorization": f"Bearer {league['token']}"}
    assert client.post("/api/games", json={"league": league["id"], "sides": TWO_PAIRS}, headers=auth).status_code == 201
    season = {"name": "All", "start": "2000-01-01", "end": "2999-12-31"}
    assert client.post(f"/api/leagues/{league['id']}/seasons", json=season, headers=auth).status_code == 201
    return league, auth


def reads(client: FlaskClient, league: dict, auth: dict[str, str]) -> list[str]:
    """Every read of a league and of one of its players."""
    url = f"/api/leagues/{league['id']}"
    players = client.get(url, headers=auth).get_json()["players"]
    season = client.get(url, headers=auth).get_json()["seasons"][0]["id"]
    return [url, f"{url}/standings", f"{url}/standings?format=csv", f"{url}/games", f"{url}/games?format=csv",
            f"{url}/standings.csv", f"{url}/games.csv", f"{url}/seasons/{season}", f"/api/players/{players[0]['id']}"]


def test_a_league_is_its_members_own_by_default(client: FlaskClient) -> None:
    league, auth = made(client)
    assert league["visibility"] == "members"
    assert client.get("/api/leagues").get_json()["leagues"] == []  # not listed
    for url in reads(client, league, auth):
        refused = client.get(url)
        assert refused.status_code == 401 and refused.mimetype == "application/problem+json", url
        assert refused.get_json()["errors"]["_auth"] == "This league is seen by its members only: send its token."
        wrong = client.get(url, headers={"Authorization": "Bearer not-its-token"})
        assert wrong.status_code == 401 and 'error="invalid_token"' in wrong.headers["WWW-Authenticate"], url
        read = client.get(url, headers=auth)
        assert read.status_code == 200 and read.headers["Cache-Control"] == "private, no-cache", url
    assert client.get("/api/leagues").headers["Cache-Control"] == "private, no-cache"  # who asks decides the list


def test_a_public_league_is_listed_and_read_by_anyone(client: FlaskClient) -> None:
    league, auth = made(client, visibility="public")
    assert league["visibility"] == "public"
    assert [lg["id"] for lg in client.get("/api/leagues").get_json()["leagues"]] == [league["id"]]
    for url in reads(client, league, auth):
        read = client.get(url)
        assert read.status_code == 200 and read.headers["Cache-Control"] == "no-cache", url


def test_a_member_signed_in_on_this_browser_reads_without_the_token(client: FlaskClient, sign_up) -> None:
    league, _auth = made(client)
    sign_up("Member", "correct horse battery")
    with client.application.app_context():
        from scorepad.accounts.roles import join
        from scorepad.models import User

        user = db.session.scalar(db.select(User).where(User.name == "Member"))
        join(user, db.session.get(League, league["id"]), "viewer")
    assert client.get(f"/api/leagues/{league['id']}").status_code == 200
    assert [lg["id"] for lg in client.get("/api/leagues").get_json()["leagues"]] == [league["id"]]


def test_a_visibility_that_is_neither_choice_is_refused_and_makes_nothing(app: Flask, client: FlaskClient) -> None:
    answer = client.post("/api/leagues", json={"name": "Club", "visibility": "friends"})
    assert answer.status_code == 422 and "visibility" in answer.get_json()["errors"]
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count()).select_from(League)) == 0
