"""What a round's page shows of its evidence and the photo sent with the round form (web/games/evidence.py): the
thumbnail's size, a photo kept on the round the form saved, a refused photo or a full round saving nothing."""

from __future__ import annotations

import io
from html import unescape
from types import SimpleNamespace

import pytest

from scorepad.models import Photo
from scorepad.web.games.evidence import thumb_size
from tests.conftest import HELD, WON
from tests.photos import pictures

from .test_photos import count, photo_paths, played, upload  # noqa: F401  (played: the fixture)


def test_a_thumbnail_keeps_the_photos_proportions_and_is_never_enlarged():
    assert thumb_size(SimpleNamespace(width=1600, height=1200)) == (320, 240)
    assert thumb_size(SimpleNamespace(width=900, height=1600)) == (180, 320)
    assert thumb_size(SimpleNamespace(width=200, height=100)) == (200, 100)
    assert thumb_size(SimpleNamespace(width=3000, height=2)) == (320, 1)  # never a side of 0 px


def test_a_photo_sent_with_the_round_form_is_kept_on_that_round(app, client, played):  # noqa: F811
    from ..round_post import form_fields

    data = {**form_fields([WON, HELD]), "photo": (io.BytesIO(pictures.phone_jpeg(width=640, height=480)), "t.jpg")}
    saved = client.post(f"{played}/rounds/new", data=data, content_type="multipart/form-data")
    assert saved.status_code == 303
    assert len(photo_paths(client.get(f"{played}/rounds/3"))) == 1
    form = client.get(f"{played}/rounds/new").get_data(as_text=True)
    assert 'enctype="multipart/form-data"' in form and 'capture="environment"' in form


@pytest.mark.parametrize(
    ("make", "status", "message"),
    [(pictures.svg, 422, "not a photo Scorepad can read"), (pictures.thirty_megabytes, 413, "at most 15 MB")],
)
def test_a_round_form_whose_photo_is_refused_saves_nothing(app, client, played, make, status, message):  # noqa: F811
    from ..round_post import form_fields

    data = {**form_fields([WON, HELD]), "photo": (io.BytesIO(make()), "t.jpg")}
    refused = client.post(f"{played}/rounds/new", data=data, content_type="multipart/form-data")
    assert refused.status_code == status and message in unescape(refused.get_data(as_text=True))
    game = client.get(f"/api/games/{played.rsplit('/', 1)[1]}").get_json()
    assert len(game["rounds"]) == 2 and count(app, Photo) == 0


def test_a_correction_with_a_photo_on_a_full_round_saves_nothing(app, client, played):  # noqa: F811
    from ..round_post import form_fields

    small = pictures.phone_jpeg(width=80, height=60)
    for _ in range(4):
        upload(client, played, raw=small)
    data = {**form_fields([HELD, WON]), "number": "1", "photo": (io.BytesIO(small), "t.jpg")}
    refused = client.post(f"{played}/rounds/1/edit", data=data, content_type="multipart/form-data")
    assert refused.status_code == 409 and "Round 1 has 4 photos already" in unescape(refused.get_data(as_text=True))
    game = client.get(f"/api/games/{played.rsplit('/', 1)[1]}").get_json()
    assert game["rounds"][0]["entries"][0]["score"] == 940 and count(app, Photo) == 4
