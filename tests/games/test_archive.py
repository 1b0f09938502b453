"""A game's export with its photos (games/archive.py): a zip of the JSON export and the photos, imported as a new
game with each photo on its round; an archive that is too large, a zip bomb, broken or not ours is refused, and
an import that fails on any photo stores nothing."""

from __future__ import annotations

import io
import json
import zipfile

import pytest
from sqlalchemy import func, select

from scorepad.core.errors import Invalid
from scorepad.core.sizes import ARCHIVE_MAX
from scorepad.extensions import db
from scorepad.games import archive, evidence
from scorepad.games.photos import of_game, photo_bytes
from scorepad.models import Game, Photo
from tests.photos import pictures

from .conftest import ME

SMALL = pictures.phone_jpeg(width=120, height=90)


def opened(raw: bytes) -> tuple[dict, dict[str, bytes]]:
    """An archive's game and files."""
    game, files = archive.unpack(raw)
    return json.loads(game), files


def zipped(files: dict[str, bytes]) -> bytes:
    """A zip of the given files."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as made:
        for name, data in files.items():
            made.writestr(name, data)
    return out.getvalue()


def games() -> int:
    """How many games are stored."""
    return db.session.scalar(select(func.count()).select_from(Game))


@pytest.fixture
def photographed(new_game, play_round):
    """A game of three rounds with two photos on round 1 and one on round 3."""
    game = play_round(new_game(), times=3)
    for number in (1, 3, 1):
        evidence.add_photo(game.id, number, SMALL, ME)
    return db.session.get(Game, game.id)


def test_an_export_with_photos_and_its_import_keep_the_photos_and_their_rounds(photographed):
    raw = archive.export_archive(photographed)
    assert archive.is_archive(raw)
    data, files = opened(raw)
    assert data["format"] == "scorepad-game" and [p["round"] for p in data["photos"]] == [1, 1, 3]
    assert sorted(files) == sorted(p["file"] for p in data["photos"])
    assert all(p["by"] == "phone test" and p["media_type"] == "image/webp" for p in data["photos"])
    game, token = archive.import_archive(data, files, ME)
    assert game.id != photographed.id and token
    old, new = of_game(photographed.id), of_game(game.id)
    assert [p.round for p in new] == [1, 1, 3]
    assert [(p.width, p.height) for p in new] == [(p.width, p.height) for p in old]
    assert all(photo_bytes(p, "photo")[:4] == b"RIFF" for p in new)
    assert new[0].by_kind == "imported" and new[0].by_name == "phone test"
    assert new[0].created_at.replace(microsecond=0) == old[0].created_at.replace(microsecond=0)


def test_a_game_without_photos_exports_an_archive_too(new_game, play_round):
    data, files = opened(archive.export_archive(play_round(new_game())))
    assert data["photos"] == [] and files == {}


def test_a_photo_that_is_no_photo_refuses_the_whole_import(photographed):
    data, files = opened(archive.export_archive(photographed))
    files[data["photos"][1]["file"]] = pictures.svg()
    before = games()
    with pytest.raises(Invalid) as refused:
        archive.import_archive(data, files, ME)
    assert [p.path for p in refused.value.problems] == ["photos.1.photo"]
    assert games() == before and db.session.scalar(select(func.count()).select_from(Photo)) == 3


def test_a_photo_on_a_round_the_game_lacks_or_over_a_rounds_limit_refuses_the_import(photographed):
    data, files = opened(archive.export_archive(photographed))
    data["photos"][2]["round"] = 9
    data["photos"] += [{**data["photos"][0]}] * 3  # round 1: 2 + 3 photos
    data["photos"].append({"round": 1, "file": "photos/none.webp"})
    with pytest.raises(Invalid) as refused:
        archive.import_archive(data, files, ME)
    assert [p.path for p in refused.value.problems] == ["photos.6.file"]
    data["photos"].pop()
    before = games()
    with pytest.raises(Invalid) as refused:
        archive.import_archive(data, files, ME)
    assert [(p.path, p.text()) for p in refused.value.problems] == [
        ("photos.2.round", "The game has no round 9 for this photo."),
        ("photos.5.round", "A round holds at most 4 photos."),
    ]
    assert games() == before


@pytest.mark.parametrize(
    "raw",
    [b"PK\x03\x04 not a zip at all", zipped({"other.json": b"{}"}), b""],
    ids=["broken", "without game.json", "empty"],
)
def test_what_is_no_archive_of_ours_is_refused(raw, context):
    with pytest.raises(Invalid) as refused:
        archive.unpack(raw)
    assert "not a game exported by Scorepad with its photos" in refused.value.problems[0].text()


def test_a_zip_bomb_is_refused_before_it_is_read(context):
    bomb = zipped({"game.json": b"{}", "photos/a.webp": b"\0" * (ARCHIVE_MAX + 1)})
    assert len(bomb) < 1024 * 1024
    with pytest.raises(Invalid) as refused:
        archive.unpack(bomb)
    assert refused.value.problems[0].text() == "This archive is larger than 50 MB: export the game without its photos."


def test_a_zip_that_lies_about_a_files_size_is_caught_while_reading(context, monkeypatch):
    monkeypatch.setattr(archive, "PHOTO_UPLOAD_MAX", 10)
    with pytest.raises(Invalid) as refused:
        archive.unpack(zipped({"game.json": b"{}", "photos/a.webp": b"x" * 11}))
    assert "larger than 50 MB" in refused.value.problems[0].text()
