"""A round's evidence through the API (api/evidence.py): a photo uploaded as multipart/form-data and kept as
pixels only, read by whoever reads the game and by nobody else, deleted by the game's writers; every file that
is no photo, or too large to be one, refused as problem details with nothing stored; the sides' confirmations."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from tests.conftest import HELD, WON
from tests.photos import pictures

PROBLEM = "application/problem+json"


@pytest.fixture
def game(make_game, play):
    """A game with two rounds, created through the API (with its token)."""
    made = make_game()
    for _ in range(2):
        assert play(made, WON, HELD).status_code == 201
    return made


def auth(game):
    return {"Authorization": f"Bearer {game['token']}"}


def upload(client, game, raw=None, number=1, **headers):
    data = {"photo": (io.BytesIO(pictures.phone_jpeg(width=1000, height=750) if raw is None else raw), "t.jpg")}
    return client.post(
        f"/api/games/{game['id']}/rounds/{number}/photos",
        data=data,
        content_type="multipart/form-data",
        headers={**auth(game), **headers},
    )


def test_a_photo_is_uploaded_described_and_read_as_pixels_only(client, app, game):
    added = upload(client, game)
    assert added.status_code == 201, added.get_json()
    photo = added.get_json()
    assert (photo["round"], photo["width"], photo["height"], photo["media_type"]) == (1, 1000, 750, "image/webp")
    assert photo["added_by"].startswith("token ") and added.headers["Location"] == photo["url"]
    assert added.headers["ETag"] == client.get(f"/api/games/{game['id']}").headers["ETag"]
    reader = app.test_client()
    image = reader.get(photo["url"])
    assert image.status_code == 200 and image.mimetype == "image/webp" and len(image.data) == photo["size"]
    kept = Image.open(io.BytesIO(image.data))
    assert kept.size == (1000, 750) and dict(kept.getexif()) == {} and b"Berlin" not in image.data
    assert image.headers["Cache-Control"] == "private, max-age=86400"
    assert reader.get(photo["url"], headers={"If-None-Match": image.headers["ETag"]}).status_code == 304
    as_bytes = reader.get(photo["url"], headers={"Accept": "application/octet-stream"})
    assert as_bytes.mimetype == "application/octet-stream" and as_bytes.data == image.data
    assert "Accept" in image.headers["Vary"]
    thumb = reader.get(photo["thumbnail"])
    assert Image.open(io.BytesIO(thumb.data)).size == (320, 240)
    listed = reader.get(f"/api/games/{game['id']}/rounds/1/photos").get_json()
    assert listed == {"photos": [photo]}
    history = client.get(f"/api/games/{game['id']}/history").get_json()["events"]
    assert history[-1]["action"] == "photo_added" and history[-1]["after"] == {"photo": photo["id"]}


def test_a_reader_of_another_game_gets_404_for_the_photo(client, app, game, make_game, play):
    photo = upload(client, game).get_json()
    other = make_game()
    assert play(other, WON, HELD).status_code == 201
    stranger = app.test_client()
    wrong = f"/api/games/{other['id']}/rounds/1/photos/{photo['id']}"
    for url in (wrong, f"{wrong}?size=thumb", f"/api/games/{game['id']}/rounds/2/photos/{photo['id']}"):
        answer = stranger.get(url)
        assert answer.status_code == 404 and answer.mimetype == PROBLEM
        assert answer.get_json()["errors"] == {"photo": "No such photo on this round."}


@pytest.mark.parametrize(
    ("make", "status", "message"),
    [
        (pictures.png_bomb, 422, "This picture is too large: a photo may have at most 50 megapixels."),
        (pictures.truncated_jpeg, 422, "This photo is incomplete (the file was cut short): take or choose it again."),
        (pictures.pdf_renamed, 422, "This file is not a photo Scorepad can read"),
        (pictures.svg, 422, "This file is not a photo Scorepad can read"),
        (pictures.thirty_megabytes, 413, "This file is too large: a photo may have at most 15 MB."),
    ],
    ids=["20000x20000 png", "truncated jpeg", "pdf renamed jpg", "svg", "30 MB"],
)
def test_what_is_no_photo_is_refused_as_a_problem_and_nothing_stored(client, game, make, status, message):
    before = client.get(f"/api/games/{game['id']}").get_json()["version"]
    refused = upload(client, game, raw=make())
    assert refused.status_code == status and refused.mimetype == PROBLEM
    assert message in refused.get_json()["detail"]
    assert client.get(f"/api/games/{game['id']}/rounds/1/photos").get_json() == {"photos": []}
    assert client.get(f"/api/games/{game['id']}").get_json()["version"] == before


def test_an_upload_without_its_file_or_token_is_refused(client, game):
    missing = client.post(
        f"/api/games/{game['id']}/rounds/1/photos", data={}, content_type="multipart/form-data", headers=auth(game)
    )
    assert missing.status_code == 422 and "photo" in missing.get_json()["errors"]
    anonymous = client.post(
        f"/api/games/{game['id']}/rounds/1/photos",
        data={"photo": (io.BytesIO(pictures.phone_jpeg(width=80, height=60)), "t.jpg")},
        content_type="multipart/form-data",
    )
    assert anonymous.status_code == 401
    assert upload(client, game, number=9).status_code == 404


def test_a_round_holds_four_photos_and_a_stale_if_match_is_refused(client, game):
    small = pictures.phone_jpeg(width=80, height=60)
    for _ in range(4):
        assert upload(client, game, raw=small).status_code == 201
    full = upload(client, game, raw=small)
    assert full.status_code == 409 and "Round 1 has 4 photos already" in full.get_json()["detail"]
    stale = upload(client, game, raw=small, number=2, **{"If-Match": f'"{game["id"]}.1"'})
    assert stale.status_code == 412


def test_deleting_a_photo_keeps_its_history(client, game):
    photo = upload(client, game).get_json()
    url = f"/api/games/{game['id']}/rounds/1/photos/{photo['id']}"
    assert client.delete(url).status_code == 401
    deleted = client.delete(url, headers=auth(game))
    assert deleted.status_code == 200 and deleted.get_json() == {"photos": []}
    assert client.get(url).status_code == 404 and client.delete(url, headers=auth(game)).status_code == 404
    actions = [e["action"] for e in client.get(f"/api/games/{game['id']}/history").get_json()["events"]]
    assert actions[-2:] == ["photo_added", "photo_removed"]


def test_a_side_confirms_a_round_once_and_a_correction_takes_it_back(client, game, play):
    url = f"/api/games/{game['id']}/rounds/1/confirmations"
    assert client.post(url, json={"side": 1}).status_code == 401
    first = client.post(url, json={"side": 1}, headers=auth(game))
    assert first.status_code == 201 and first.headers["Location"] == url
    body = first.get_json()
    assert body["changed"] is True and [(c["side"], c["name"]) for c in body["confirmed_by"]] == [(1, "Cara & Dan")]
    again = client.post(url, json={"side": 1}, headers=auth(game))
    assert again.status_code == 200 and again.get_json()["changed"] is False
    assert client.get(url).get_json()["confirmed_by"] == body["confirmed_by"]
    refused = client.post(url, json={"side": 2}, headers=auth(game))
    assert refused.status_code == 422 and "side" in refused.get_json()["errors"]
    assert client.post(url, json={"side": "1"}, headers=auth(game)).status_code == 422
    signed = client.post(url, json={"side": 0, "signed_by": "Ben"}, headers=auth(game)).get_json()
    assert [(c["side"], c.get("signed_by")) for c in signed["confirmed_by"]] == [(0, "Ben"), (1, None)]
    wrong = client.post(
        f"/api/games/{game['id']}/rounds/2/confirmations", json={"side": 0, "signed_by": "Cara"}, headers=auth(game)
    )
    assert wrong.status_code == 422 and "signed_by" in wrong.get_json()["errors"]
    corrected = play(game, HELD, WON, method="put", number=1)
    assert corrected.status_code == 200
    assert client.get(url).get_json()["confirmed_by"] == []
    events = client.get(f"/api/games/{game['id']}/history").get_json()["events"]
    assert events[-1]["action"] == "round_corrected" and events[-1]["after"]["unconfirmed"] == [0, 1]


def test_the_document_describes_the_evidence_operations_and_their_limits(client):
    doc = client.get("/api/openapi.json").get_json()
    photos = doc["paths"]["/api/games/{game_id}/rounds/{number}/photos"]
    upload_op = photos["post"]
    assert "multipart/form-data" in upload_op["requestBody"]["content"]
    assert "At most 15 MB as sent and 50 megapixels" in upload_op["description"]
    assert {"201", "401", "403", "404", "409", "412", "413", "422", "429"} <= set(upload_op["responses"])
    read = doc["paths"]["/api/games/{game_id}/rounds/{number}/photos/{photo_id}"]["get"]
    assert set(read["responses"]["200"]["content"]) == {"image/webp", "image/jpeg", "application/octet-stream"}
    assert (
        "404" in read["responses"]
        and "delete" in doc["paths"]["/api/games/{game_id}/rounds/{number}/photos/{photo_id}"]
    )
    confirm = doc["paths"]["/api/games/{game_id}/rounds/{number}/confirmations"]["post"]
    assert {"200", "201", "422"} <= set(confirm["responses"])


def test_deleting_a_photo_with_a_stale_tag_is_refused_and_with_the_current_one_taken(client, game):
    photo = upload(client, game).get_json()
    url = f"/api/games/{game['id']}/rounds/1/photos/{photo['id']}"
    current = client.get(f"/api/games/{game['id']}").headers["ETag"]
    stale = client.delete(url, headers={**auth(game), "If-Match": f'"{game["id"]}.2"'})
    assert stale.status_code == 412 and client.get(url).status_code == 200
    assert client.delete(url, headers={**auth(game), "If-Match": current}).status_code == 200


def test_a_photo_sent_as_anything_but_multipart_is_answered_415(client, game):
    for body, kind in (
        ('{"photo": "x"}', "application/json"),
        (pictures.phone_jpeg(width=80, height=60), "image/jpeg"),
    ):
        refused = client.post(
            f"/api/games/{game['id']}/rounds/1/photos", data=body, content_type=kind, headers=auth(game)
        )
        assert refused.status_code == 415 and refused.headers["Accept-Post"] == "multipart/form-data"
        assert refused.mimetype == PROBLEM


def test_an_export_with_photos_imports_as_a_new_game_with_its_photos_on_their_rounds(client, app, game):
    first = upload(client, game).get_json()
    upload(client, game, raw=pictures.phone_jpeg(width=200, height=100), number=2)
    exported = client.get(f"/api/games/{game['id']}/export?format=zip")
    assert exported.status_code == 200 and exported.mimetype == "application/zip"
    assert exported.headers["Content-Disposition"] == f'attachment; filename="scorepad-{game["id"]}.zip"'
    plain = client.get(f"/api/games/{game['id']}/export?format=json").get_json()
    assert "photos" not in plain  # without them, by choice
    made = client.post(
        "/api/games/import/archive",
        data={"archive": (io.BytesIO(exported.data), "game.zip")},
        content_type="multipart/form-data",
    )
    assert made.status_code == 201, made.get_json()
    new = made.get_json()
    assert new["id"] != game["id"] and [len(r["entries"]) for r in new["rounds"]] == [2, 2]
    for number, size in ((1, (1000, 750)), (2, (200, 100))):
        [photo] = client.get(f"/api/games/{new['id']}/rounds/{number}/photos").get_json()["photos"]
        assert (photo["width"], photo["height"]) == size
        assert client.get(photo["url"]).data[:4] == b"RIFF"
    assert first["id"] not in client.get(f"/api/games/{new['id']}/rounds/1/photos").get_data(as_text=True)


def test_an_archive_that_is_not_ours_or_holds_no_photo_is_refused_whole(client):
    for raw, status in ((b"PK\x03\x04 broken", 422), (b"{}", 422)):
        refused = client.post(
            "/api/games/import/archive",
            data={"archive": (io.BytesIO(raw), "game.zip")},
            content_type="multipart/form-data",
        )
        assert refused.status_code == status and refused.mimetype == PROBLEM, refused.get_json()
    too_big = client.post(
        "/api/games/import/archive",
        data={"archive": (io.BytesIO(b"\0" * (51 * 1024 * 1024)), "game.zip")},
        content_type="multipart/form-data",
    )
    assert too_big.status_code == 413 and "larger than 50 MB" in too_big.get_json()["detail"]
    assert client.get("/api/games/nope").status_code == 404
