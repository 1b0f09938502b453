"""Reading from a page of another origin (issue 38, point 7): the anonymous public reads answer
`Access-Control-Allow-Origin: *` (no credentials, no Vary on Origin); a members-only league's answers, writes and
every other operation answer no CORS headers; a browser's preflight is allowed a GET with If-None-Match only."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient

from scorepad.extensions import REGISTRY
from tests.api.test_league_visibility import made, reads
from tests.conftest import TWO_PAIRS

ORIGIN = {"Origin": "https://club.example"}


def is_open(response) -> bool:
    """Whether a page of another origin may read this answer, as a browser decides (no credentials asked)."""
    return response.headers.get("Access-Control-Allow-Origin") == "*"


def assert_no_cors(response) -> None:
    """No CORS header at all: a browser keeps the answer from another origin's page."""
    assert not [h for h, _ in response.headers if h.lower().startswith("access-control-")], response.headers


def preflight(client: FlaskClient, url: str, method: str = "GET", headers: str = "") -> object:
    """A browser's preflight of a request from another origin."""
    asked = {**ORIGIN, "Access-Control-Request-Method": method}
    if headers:
        asked["Access-Control-Request-Headers"] = headers
    return client.options(url, headers=asked)


def test_a_public_leagues_reads_are_open_to_any_origin_without_credentials(client: FlaskClient) -> None:
    league, auth = made(client, visibility="public")
    for url in reads(client, league, auth):
        read = client.get(url, headers=ORIGIN)
        assert read.status_code == 200 and is_open(read), url
        assert "Access-Control-Allow-Credentials" not in read.headers, url
        assert "Origin" not in read.headers.get("Vary", ""), url  # the same answer for every origin
        assert "ETag" in read.headers["Access-Control-Expose-Headers"], url
        if read.headers.get("ETag"):  # a page checking it has the standings already gets its 304, readable too
            again = client.get(url, headers={**ORIGIN, "If-None-Match": read.headers["ETag"]})
            assert again.status_code == 304 and is_open(again), url


def test_a_members_only_leagues_answers_carry_no_cors_even_to_its_token(client: FlaskClient) -> None:
    league, auth = made(client)
    for url in reads(client, league, auth):
        refused = client.get(url, headers=ORIGIN)
        assert refused.status_code == 401, url
        assert_no_cors(refused)
        read = client.get(url, headers={**ORIGIN, **auth})
        assert read.status_code == 200, url
        assert_no_cors(read)


def test_a_games_json_is_open_unless_its_league_is_members_only(client: FlaskClient, make_game) -> None:
    casual = make_game()
    for _ in range(2):  # made by the view, then answered from the cache before the app (serving/cached_reads.py)
        read = client.get(f"/api/games/{casual['id']}", headers=ORIGIN)
        assert read.status_code == 200 and is_open(read)
    tag = read.headers["ETag"]
    assert is_open(client.get(f"/api/games/{casual['id']}", headers={**ORIGIN, "If-None-Match": tag}))
    members, auth = made(client)
    public, public_auth = made(client, visibility="public")
    for league, key, opened in ((members, auth, False), (public, public_auth, True)):
        game = client.get(f"/api/leagues/{league['id']}/games", headers=key).get_json()["games"][0]["id"]
        for _ in range(2):
            read = client.get(f"/api/games/{game}", headers=ORIGIN)
            assert read.status_code == 200 and is_open(read) is opened
            if not opened:
                assert_no_cors(read)


def test_writes_and_other_reads_answer_no_cors(client: FlaskClient, app: Flask) -> None:
    family = app.extensions[REGISTRY].family_of("classic").key
    game = client.post("/api/games", json={"family": family, "sides": TWO_PAIRS}, headers=ORIGIN)
    assert game.status_code == 201
    assert_no_cors(game)
    league = client.post("/api/leagues", json={"name": "Club", "ruleset": "classic", "visibility": "public"})
    assert_no_cors(league)
    auth = {"Authorization": f"Bearer {league.get_json()['token']}", **ORIGIN}
    season = {"name": "All", "start": "2000-01-01", "end": "2999-12-31"}
    added = client.post(f"/api/leagues/{league.get_json()['id']}/seasons", json=season, headers=auth)
    assert added.status_code == 201
    assert_no_cors(added)
    for url in ("/api/leagues", f"/api/games/{game.get_json()['id']}/history", "/api/rulesets"):
        assert_no_cors(client.get(url, headers=ORIGIN))


def test_a_preflight_allows_a_get_with_if_none_match_of_an_open_read_only(app: Flask, make_game) -> None:
    client = app.test_client()  # OPTIONS is HTTP's, not an operation of the document the API tests' client checks
    public, _ = made(client, visibility="public")
    members, _ = made(client)
    standings = f"/api/leagues/{public['id']}/standings"
    allowed = preflight(client, standings, headers="If-None-Match")
    assert allowed.status_code == 204 and is_open(allowed)
    assert allowed.headers["Access-Control-Allow-Methods"] == "GET"
    assert allowed.headers["Access-Control-Allow-Headers"] == "If-None-Match"
    assert "Access-Control-Request-Method" in allowed.headers["Vary"]
    assert "GET" in allowed.headers["Allow"]
    game = make_game()
    assert is_open(preflight(client, f"/api/games/{game['id']}", headers="if-none-match"))
    refused = [
        preflight(client, f"/api/games/{game['id']}", "PATCH", "Content-Type, If-Match"),
        preflight(client, f"/api/games/{game['id']}/rounds", "POST", "Content-Type"),
        preflight(client, "/api/games", "POST", "Content-Type"),
        preflight(client, f"/api/leagues/{public['id']}/seasons", "POST", "Authorization, Content-Type"),
        preflight(client, standings, headers="Authorization"),  # a token never goes from another origin
        preflight(client, f"/api/leagues/{members['id']}/standings"),  # seen by its members only
        preflight(client, f"/api/leagues/{members['id']}", headers="If-None-Match"),
        preflight(client, "/api/leagues/nobodys/standings"),
        preflight(client, "/api/leagues"),  # who asks decides the list: not an anonymous public read
    ]
    for answer in refused:
        assert answer.status_code == 204
        assert_no_cors(answer)
    plain = client.options(standings)  # no preflight: HTTP's OPTIONS, as before
    assert "GET" in plain.headers["Allow"]
    assert_no_cors(plain)


def test_the_document_says_which_reads_are_open(client: FlaskClient) -> None:
    paths = client.get("/api/openapi.json").get_json()["paths"]
    said = {
        "/api/leagues/{league_id}/standings": "get",
        "/api/leagues/{league_id}": "get",
        "/api/games/{game_id}": "get",
        "/api/players/{player_id}": "get",
    }
    for path, method in said.items():
        assert "Access-Control-Allow-Origin: *" in paths[path][method]["description"], path
    assert "CORS" not in paths["/api/games"]["post"]["description"]
    assert "CORS" not in paths["/api/games/{game_id}"]["patch"]["description"]
