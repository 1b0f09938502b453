"""A round's evidence on its pages (web/games/photos.py): a photo of the table added from the round's page by the
scorer, shown to every reader of the game with its own cache headers and to nobody else, removed with its history
kept; what is no photo refused on the page with nothing stored; each side's confirmation. The photo sent with the
round form is tests/web/games/test_evidence.py's."""

from __future__ import annotations

import io
import re
from html import unescape

import pytest
from PIL import Image
from sqlalchemy import func, select

from scorepad.extensions import db
from scorepad.models import Confirmation, Photo
from tests.conftest import HELD, WON
from tests.photos import pictures

from ..round_post import post_round
from ..test_forms_security import csrf_client  # noqa: F401  (the fixture, shared by name)


@pytest.fixture
def played(client, start_game):
    """A game started on this phone (it scores), with two rounds; its board's path."""
    board = start_game()
    for _ in range(2):
        assert post_round(client, board, WON, HELD).status_code == 303
    return board


def upload(client, board, number=1, raw=None, name="table.jpg"):
    """Post the round page's photo form."""
    data = {"photo": (io.BytesIO(pictures.phone_jpeg(width=800, height=600) if raw is None else raw), name)}
    return client.post(f"{board}/rounds/{number}/photos", data=data, content_type="multipart/form-data")


def photo_paths(page) -> list[str]:
    """The full-size photo addresses a round page links to."""
    return re.findall(r'href="(/games/[^"]+/photos/[^"/]+)"', page.get_data(as_text=True))


def count(app, model) -> int:
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(model))


def test_the_scorer_adds_a_photo_from_the_rounds_page_and_every_reader_sees_it(app, client, played):
    page = client.get(f"{played}/rounds/1")
    html = page.get_data(as_text=True)
    assert 'type="file"' in html and 'accept="image/*"' in html and 'capture="environment"' in html
    assert 'enctype="multipart/form-data"' in html
    added = upload(client, played)
    assert added.status_code == 303 and added.headers["Location"].endswith("/rounds/1?added=1#photos")
    page = client.get(added.headers["Location"])
    text = unescape(page.get_data(as_text=True))
    assert (
        "The photo was added: only its pixels are kept." in text and "Added by the phone that started the game" in text
    )
    [path] = photo_paths(page)
    reader = app.test_client()
    full = reader.get(path)
    assert full.status_code == 200 and full.mimetype == "image/webp"
    assert Image.open(io.BytesIO(full.data)).size == (800, 600) and b"Berlin" not in full.data
    assert full.headers["Cache-Control"] == "private, max-age=86400"
    assert full.headers["X-Content-Type-Options"] == "nosniff"
    assert "default-src 'self'" in full.headers["Content-Security-Policy"]
    assert reader.get(path, headers={"If-None-Match": full.headers["ETag"]}).status_code == 304
    thumb = reader.get(f"{path}/thumb")
    assert thumb.status_code == 200 and Image.open(io.BytesIO(thumb.data)).size == (320, 240)
    assert "Set-Cookie" not in full.headers
    reader_page = reader.get(f"{played}/rounds/1").get_data(as_text=True)
    assert path in reader_page and 'type="file"' not in reader_page and "csrf_token" not in reader_page


def test_a_reader_of_another_game_gets_404_for_the_photo(app, client, played, start_game):
    upload(client, played)
    [path] = photo_paths(client.get(f"{played}/rounds/1"))
    other = start_game()
    assert post_round(client, other, WON, HELD).status_code == 303
    photo_id = path.rsplit("/", 1)[1]
    stranger = app.test_client()
    stranger.get(other)  # reads another game
    for wrong in (f"{other}/rounds/1/photos/{photo_id}", f"{played}/rounds/2/photos/{photo_id}"):
        assert stranger.get(wrong).status_code == 404
        assert stranger.get(f"{wrong}/thumb").status_code == 404


@pytest.mark.parametrize(
    ("make", "message", "status"),
    [
        (pictures.png_bomb, "at most 50 megapixels", 422),
        (pictures.truncated_jpeg, "the file was cut short", 422),
        (pictures.pdf_renamed, "not a photo Scorepad can read", 422),
        (pictures.svg, "not a photo Scorepad can read", 422),
        (pictures.thirty_megabytes, "This file is too large: a photo may have at most 15 MB.", 413),
    ],
    ids=["20000x20000 png", "truncated jpeg", "pdf renamed jpg", "svg", "30 MB"],
)
def test_what_is_no_photo_is_refused_on_the_page_and_nothing_stored(app, client, played, make, message, status):
    version = client.get(f"/api/games/{played.rsplit('/', 1)[1]}").get_json()["version"]
    refused = upload(client, played, raw=make())
    assert refused.status_code == status
    text = unescape(refused.get_data(as_text=True))
    assert message in text and 'aria-invalid="true"' in text and 'href="#photo"' in text
    assert count(app, Photo) == 0
    assert client.get(f"/api/games/{played.rsplit('/', 1)[1]}").get_json()["version"] == version


def test_no_file_is_refused_with_a_message(client, played):
    refused = client.post(f"{played}/rounds/1/photos", data={}, content_type="multipart/form-data")
    assert refused.status_code == 422 and "Choose a photo to add." in unescape(refused.get_data(as_text=True))


def test_a_reader_may_not_add_or_remove_a_photo(app, client, played):
    upload(client, played)
    [path] = photo_paths(client.get(f"{played}/rounds/1"))
    reader = app.test_client()
    assert upload(reader, played).status_code == 401
    assert reader.get(f"{path}/remove").status_code == 401
    assert reader.post(f"{path}/remove").status_code == 401
    assert count(app, Photo) == 1


def test_the_scorer_removes_a_photo_and_the_history_keeps_both_events(app, client, played):
    upload(client, played)
    [path] = photo_paths(client.get(f"{played}/rounds/1"))
    asked = client.get(f"{path}/remove")
    assert asked.status_code == 200 and "Remove the photo" in asked.get_data(as_text=True)
    removed = client.post(f"{path}/remove")
    assert removed.status_code == 303 and removed.headers["Location"].endswith("/rounds/1?removed=1#photos")
    assert count(app, Photo) == 0 and client.get(path).status_code == 404
    history = unescape(client.get(f"{played}/history").get_data(as_text=True))
    assert "Photo added to round 1" in history and "Photo removed from round 1" in history


def test_a_round_holds_four_photos(app, client, played):
    small = pictures.phone_jpeg(width=80, height=60)
    for _ in range(4):
        assert upload(client, played, raw=small).status_code == 303
    page = unescape(client.get(f"{played}/rounds/1").get_data(as_text=True))
    assert 'type="file"' not in page and "as many as a round holds" in page
    refused = upload(client, played, raw=small)
    assert refused.status_code == 409 and "Round 1 has 4 photos already" in unescape(refused.get_data(as_text=True))


def test_each_side_confirms_a_round_on_its_page_and_a_correction_takes_it_back(app, client, played):
    page = unescape(client.get(f"{played}/rounds/1").get_data(as_text=True))
    assert "Confirm round 1 for Anna & Ben" in page and "Confirm round 1 for Cara & Dan" in page
    assert client.post(f"{played}/rounds/1/confirmations", data={"side": "1"}).status_code == 303
    page = unescape(client.get(f"{played}/rounds/1").get_data(as_text=True))
    assert "✓ Confirmed by Cara & Dan" in page and "Confirm round 1 for Cara & Dan" not in page
    board = unescape(client.get(played).get_data(as_text=True))
    assert "confirmed by Cara & Dan" in board
    sheet = unescape(client.get(f"{played}/sheet").get_data(as_text=True))
    assert "confirmed by Cara & Dan" in sheet
    fields = {"out": "1", "how": "out", "entries-1-meld_points": "240", "entries-1-natural_canastas": "1"}
    fields |= {"entries-1-red_threes": "1", "entries-0-meld_points": "85", "entries-0-hand_points": "45"}
    fields |= {"version": "", "confirm": "1", "number": "1"}
    corrected = client.post(f"{played}/rounds/1/edit", data=fields)
    assert corrected.status_code == 303 and "unconfirmed=1" in corrected.headers["Location"]
    said = unescape(client.get(corrected.headers["Location"]).get_data(as_text=True))
    assert "Round 1 was confirmed with other counts: the correction took that confirmation back." in said
    assert count(app, Confirmation) == 0
    history = unescape(client.get(f"{played}/history").get_data(as_text=True))
    assert "Round 1 confirmed" in history and "took back the confirmation of Cara & Dan" in history


def test_a_reader_may_not_confirm(app, client, played):
    reader = app.test_client()
    page = unescape(reader.get(f"{played}/rounds/1").get_data(as_text=True))
    assert "Not confirmed by Anna & Ben" in page and "Confirm round" not in page
    assert reader.post(f"{played}/rounds/1/confirmations", data={"side": "0"}).status_code == 401
    assert count(app, Confirmation) == 0


@pytest.mark.parametrize("side", ["2", "-1", "x", ""])
def test_a_confirmation_of_no_side_is_refused(app, client, played, side):
    refused = client.post(f"{played}/rounds/1/confirmations", data={"side": side})
    assert refused.status_code == 422 and "one of the game's sides" in unescape(refused.get_data(as_text=True))
    assert count(app, Confirmation) == 0


def test_every_evidence_form_needs_its_csrf_token(app, csrf_client):  # noqa: F811  (the shared fixture)
    from ..test_forms_security import claim_with_csrf

    sides = [{"name": "A", "players": ["A"]}, {"name": "B", "players": ["B"]}]
    game = csrf_client.post("/api/games", json={"ruleset": "classic", "sides": sides})
    game = game.get_json()
    auth = {"Authorization": f"Bearer {game['token']}"}
    assert (
        csrf_client.post(f"/api/games/{game['id']}/rounds", json={"entries": [WON, HELD]}, headers=auth).status_code
        == 201
    )
    claim_with_csrf(csrf_client, game["edit_link"])
    board = f"/games/{game['id']}"
    photo = {"photo": (io.BytesIO(pictures.phone_jpeg(width=80, height=60)), "t.jpg")}
    assert (
        csrf_client.post(f"{board}/rounds/1/photos", data=photo, content_type="multipart/form-data").status_code == 400
    )
    assert csrf_client.post(f"{board}/rounds/1/confirmations", data={"side": "0"}).status_code == 400
    from ..round_post import form_fields

    assert csrf_client.post(f"{board}/rounds/new", data=form_fields([WON, HELD])).status_code == 400
    assert count(app, Photo) == 0 and count(app, Confirmation) == 0
    page = csrf_client.get(f"{board}/rounds/1").get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    photo = {"photo": (io.BytesIO(pictures.phone_jpeg(width=80, height=60)), "t.jpg"), "csrf_token": token}
    assert (
        csrf_client.post(f"{board}/rounds/1/photos", data=photo, content_type="multipart/form-data").status_code == 303
    )
    assert (
        csrf_client.post(f"{board}/rounds/1/confirmations", data={"side": "0", "csrf_token": token}).status_code == 303
    )
    assert count(app, Photo) == 1 and count(app, Confirmation) == 1


def test_the_import_page_takes_the_zip_with_the_photos(app, client, played):
    upload(client, played)
    history = client.get(f"{played}/history").get_data(as_text=True)
    zip_link = re.search(r'href="(/api/games/[^"]+/export\?format=zip)"', history).group(1)
    exported = client.get(zip_link)
    assert exported.mimetype == "application/zip"
    other = app.test_client()
    made = other.post(
        "/games/import", data={"file": (io.BytesIO(exported.data), "game.zip")}, content_type="multipart/form-data"
    )
    assert made.status_code == 303
    new_board = made.headers["Location"]
    assert new_board != played and len(photo_paths(other.get(f"{new_board}/rounds/1"))) == 1
    broken = other.post(
        "/games/import", data={"file": (io.BytesIO(b"PK\x03\x04 junk"), "game.zip")}, content_type="multipart/form-data"
    )
    assert broken.status_code == 422 and "not a game exported by Scorepad with its photos" in unescape(
        broken.get_data(as_text=True)
    )


def test_the_outbox_sends_a_photo_by_its_rounds_id_once_and_only_after_the_round(app, client, played):
    from ..round_post import form_fields

    def send(round_id, photo_id="photo-1", raw=None):
        data = {"photo": (io.BytesIO(raw or pictures.phone_jpeg(width=80, height=60)), "t.jpg"), "photo_id": photo_id}
        return client.post(f"{played}/rounds/sent/{round_id}/photos", data=data, content_type="multipart/form-data")

    early = send("phone-round-3")
    assert early.status_code == 404
    assert early.get_json() == {"errors": {"_round": "The round this photo was taken with is not stored yet."}}
    assert (
        client.post(f"{played}/rounds/new", data={**form_fields([WON, HELD]), "round_id": "phone-round-3"}).status_code
        == 303
    )
    first = send("phone-round-3")
    assert first.status_code == 201 and first.get_json()["number"] == 3 and first.get_json()["repeated"] is False
    again = send("phone-round-3")
    assert again.status_code == 200 and again.get_json() == {**first.get_json(), "repeated": True}
    assert count(app, Photo) == 1
    refused = send("phone-round-3", "photo-2", pictures.svg())
    assert refused.status_code == 422 and "not a photo" in refused.get_json()["errors"]["photo"]
    assert send("phone-round-3", "no spaces allowed").status_code == 422
    assert app.test_client().post(f"{played}/rounds/sent/phone-round-3/photos").status_code == 401
    assert count(app, Photo) == 1
