"""Every 201 says where the new thing is (Location), documented and answered alike, and that address reads it."""

from __future__ import annotations

import io

from tests.conftest import HELD, TWO_PAIRS, WON
from tests.photos.pictures import phone_jpeg


def test_every_201_documents_its_location(client):
    doc = client.get("/api/openapi.json").get_json()
    made = {
        op["operationId"]: op["responses"]["201"]
        for item in doc["paths"].values()
        for op in item.values()
        if isinstance(op, dict) and "201" in op.get("responses", {})
    }
    assert set(made) == {
        "create_game",
        "import_game",
        "import_game_archive",
        "add_round",
        "create_league",
        "add_season",
        "add_photo",
        "confirm_round",
        "create_evening",
    }
    assert all("Location" in answer["headers"] for answer in made.values())


def read_back(client, answer, **headers):
    """What the Location of a 201 answer reads."""
    assert answer.status_code == 201, answer.get_json()
    location = answer.headers["Location"]
    assert location.startswith("/api/")
    read = client.get(location, headers=headers)
    assert read.status_code == 200, (location, read.get_json())
    return read.get_json()


def test_every_201_names_an_address_that_reads_what_was_made(client, make_game, play):
    game = make_game()
    made = client.post("/api/games", json={"family": "canasta", "ruleset": "classic", "sides": TWO_PAIRS})
    assert read_back(client, made)["id"] == made.get_json()["id"]
    assert read_back(client, play(game, WON, HELD))["number"] == 1
    exported = client.get(f"/api/games/{game['id']}/export?format=json").get_json()
    imported = client.post("/api/games/import", json=exported)
    assert read_back(client, imported)["rounds"][0]["entries"][0]["score"] == 940
    league = client.post("/api/leagues", json={"visibility": "public", "name": "Thursday Club", "ruleset": "classic"})
    assert read_back(client, league)["name"] == "Thursday Club"
    auth = {"Authorization": f"Bearer {league.get_json()['token']}"}
    season = {"name": "Spring", "start": "2026-01-01", "end": "2026-06-30"}
    added = client.post(f"/api/leagues/{league.get_json()['id']}/seasons", json=season, headers=auth)
    assert read_back(client, added)["name"] == "Spring"
    mine = {"Authorization": f"Bearer {game['token']}"}
    photo = {"photo": (io.BytesIO(phone_jpeg(width=80, height=60)), "t.jpg")}
    sent = client.post(
        f"/api/games/{game['id']}/rounds/1/photos", data=photo, content_type="multipart/form-data", headers=mine
    )
    assert client.get(sent.headers["Location"]).mimetype == "image/webp" and sent.status_code == 201
    confirmed = client.post(f"/api/games/{game['id']}/rounds/1/confirmations", json={"side": 0}, headers=mine)
    assert read_back(client, confirmed)["confirmed_by"][0]["side"] == 0


def test_options_on_every_api_path_says_what_it_allows(app, make_game):
    client = app.test_client()  # OPTIONS is HTTP's, not an operation of the document the API tests' client checks
    game = make_game()
    doc = client.get("/api/openapi.json").get_json()
    for path, item in doc["paths"].items():
        url = path.replace("{game_id}", game["id"]).replace("{number}", "1").replace("{player_id}", "1")
        url = url.replace("{league_id}", "nobodys").replace("{season_id}", "1").replace("{photo_id}", "nophoto")
        url = url.replace("{evening_id}", "noevening")
        answer = client.options(url)
        assert answer.status_code in (200, 204), (path, answer.status_code, answer.get_data(as_text=True))
        allowed = {m.strip() for m in answer.headers["Allow"].split(",")}
        assert {m.upper() for m in item} <= allowed, (path, allowed)
