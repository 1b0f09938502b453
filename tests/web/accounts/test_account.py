"""Accounts and roles: sign-up and sign-in, rate limits, invitations, who may write a league's games."""

import re

from ..conftest import NEW_GAME

ROUND = {
    "entries-0-meld_points": "240",
    "entries-0-natural_canastas": "1",
    "out": "0:out",
    "entries-1-meld_points": "85",
    "entries-1-hand_points": "45",
}


def league_with_game(client, sign_up):
    """An owner's league with one game created through the API with the league's token."""
    sign_up("Owner")
    page = client.post("/leagues/new", data={"name": "Club", "ruleset": "classic"}).headers["Location"]
    league_id = page.rsplit("/", 1)[1]
    return league_id


def invite_link(client, league_id, role):
    html = client.post(f"/leagues/{league_id}/members", data={"role": role}).get_data(as_text=True)
    return re.search(
        r'id="invite-link" class="link" readonly value="'
        + re.escape(client.application.config["SCOREPAD_BASE_URL"])
        + '([^"]+)"',
        html,
    ).group(1)


def test_sign_up_in_and_out(client, app):
    assert client.post("/signup", data={"name": "Anna", "password": "short"}).status_code == 422
    assert client.post("/signup", data={"name": "Anna", "password": "long enough now"}).status_code == 303
    assert app.test_client().post("/signup", data={"name": "anna", "password": "long enough now"}).status_code == 422
    other = app.test_client()
    assert other.post("/signin", data={"name": "Anna", "password": "wrong one!"}).status_code == 401
    assert other.post("/signin", data={"name": "ANNA", "password": "long enough now"}).status_code == 303
    assert other.post("/signout").status_code == 303


def test_passwords_are_hashed_not_stored(client, app):
    client.post("/signup", data={"name": "Ben", "password": "my secret words"})
    from scorepad.extensions import db
    from scorepad.models import User

    with app.app_context():
        stored = db.session.query(User).filter_by(name="Ben").one().password_hash
    assert "my secret words" not in stored and stored.startswith(("scrypt:", "pbkdf2:"))


def test_sign_in_attempts_are_rate_limited(app, client):
    # The test app allows many sign-ins (tests sign in often); this test puts the production limit back.
    app.config["SCOREPAD_SIGNIN_LIMIT"] = "10 per minute;60 per hour"
    try:
        codes = [
            client.post("/signin", data={"name": "nobody", "password": "guess guess"}).status_code for _ in range(12)
        ]
    finally:
        app.config["SCOREPAD_SIGNIN_LIMIT"] = "1000 per minute"
    assert codes[:10] == [401] * 10 and codes[10:] == [429, 429]


def test_roles_decide_who_scores_league_games(client, app, sign_up):
    league_id = league_with_game(client, sign_up)
    scorer_link, viewer_link = invite_link(client, league_id, "scorer"), invite_link(client, league_id, "viewer")
    league = client.get(f"/api/leagues/{league_id}").get_json()
    assert league["name"] == "Club"
    started = client.post("/games/new", data={**NEW_GAME, "league": league_id})  # the owner starts a league game
    assert started.status_code == 303, started.get_data(as_text=True)
    board = started.headers["Location"]
    scorer, viewer, stranger = app.test_client(), app.test_client(), app.test_client()
    scorer.post("/signup", data={"name": "Scorer", "password": "scorer secret"})
    viewer.post("/signup", data={"name": "Viewer", "password": "viewer secret"})
    for phone, link in ((scorer, scorer_link), (viewer, viewer_link)):  # opening the link changes nothing
        assert phone.get(link).status_code == 200 and phone.post(link).status_code == 303
    assert stranger.post(board + "/rounds/new", data=ROUND).status_code == 401
    assert viewer.post(board + "/rounds/new", data=ROUND).status_code == 403
    assert scorer.post(board + "/rounds/new", data=ROUND).status_code == 303
    assert client.post(board + "/rounds/new", data=ROUND).status_code == 303  # the owner
    members = client.get(f"/leagues/{league_id}/members").get_data(as_text=True)
    for name, role in (("Scorer", "scorer"), ("Viewer", "viewer"), ("Owner", "owner")):
        assert f"<strong>{name}</strong>: {role}" in members
    assert scorer.get(f"/leagues/{league_id}/members").status_code == 403
    history = client.get(f"/api{board}/history").get_json()["events"]
    assert [e["by"] for e in history] == ["user Owner", "user Scorer", "user Owner"]


def test_hostile_names_everywhere_are_shown_harmlessly(client, sign_up):
    hostile = ["<script>alert('x')</script>", "\"quoted\" & 'single'", "\u202eevil\u202c", "🃏♠️ Joker"]
    sign_up(hostile[0][:40])
    for name in hostile:
        league = client.post("/leagues/new", data={"name": name, "ruleset": "classic"})
        assert league.status_code == 303
        page = client.get(league.headers["Location"]).get_data(as_text=True)
        assert "<script>alert" not in page
        game = client.post(
            "/games/new",
            data={
                "ruleset": "classic",
                "sides-0-name": name,
                "sides-0-size": "2",
                "sides-0-player_0": name,
                "sides-1-name": "B",
                "sides-1-size": "2",
                "dealer_first": "0",
                "rotation": "clockwise",
            },
        )
        assert game.status_code == 303
        board = client.get(game.headers["Location"]).get_data(as_text=True)
        assert "<script>alert" not in board and "&lt;script&gt;" in board or "<script>" not in name
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in client.get("/").get_data(as_text=True)
    huge = client.post("/leagues/new", data={"name": "x" * 10_000, "ruleset": "classic"})
    assert huge.status_code == 422
    nul = client.post(
        "/api/games", json={"sides": [{"name": "a\u0000b", "players": ["x"]}, {"name": "B", "players": ["y"]}]}
    )
    assert nul.status_code == 422 and "sides.0.name" in nul.get_json()["errors"]


def test_a_scorer_starts_a_league_game_from_the_phone(client, sign_up):
    league_id = league_with_game(client, sign_up)
    choice = client.get("/games/new").get_data(as_text=True)  # the first step offers the league's game
    assert f'href="/games/new?league={league_id}"' in choice and "Club" in choice
    data = {
        "ruleset": "german",
        "sides-0-name": "Anna & Ben",
        "sides-0-size": "2",
        "sides-1-name": "Cara & Dan",
        "sides-1-size": "2",
        "dealer_first": "0",
        "rotation": "clockwise",
        "league": league_id,
        "played_on": "2026-03-14",
    }
    response = client.post("/games/new", data=data)
    assert response.status_code == 303
    game = client.get("/api" + response.headers["Location"]).get_json()
    assert game["ruleset"]["key"] == "classic" and game["played_on"] == "2026-03-14"
    again = client.post("/games/new", data=data)
    other = client.get("/api" + again.headers["Location"]).get_json()
    league = client.get(f"/api/leagues/{league_id}").get_json()
    assert sorted(p["name"] for p in league["players"]) == ["Anna", "Ben", "Cara", "Dan"]
    assert other["sides"][0]["players"] == ["Anna", "Ben"]
    assert 'list="league-players"' in client.get(f"/games/new?league={league_id}").get_data(as_text=True)
    assert client.post("/games/new", data={**data, "league": "someone-elses"}).status_code == 403
