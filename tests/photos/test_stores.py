"""Where photos' bytes are kept (photos/stores.py): the database by default, a folder, and the transaction they
follow: bytes written outside the database by a write that rolls back are taken out again, and bytes a write
lets go are deleted only once it has committed."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import func, select

from scorepad.extensions import db
from scorepad.models import Photo, PhotoBlob
from scorepad.photos.stores import DatabaseStore, FolderStore, keep, let_go, photo_store, store_from
from scorepad.storage.database import writing


def photo_row(game_id: str, photo_id: str = "p1") -> Photo:
    """A photo row for a game's first round (the bytes are the store's business)."""
    return Photo(
        id=photo_id,
        game_id=game_id,
        round=1,
        media_type="image/webp",
        width=2,
        height=1,
        size=3,
        thumb_size=1,
        digest="0" * 64,
        by_kind="phone",
        by_name="t",
    )


def test_the_database_keeps_photos_by_default(app, new_game):
    assert isinstance(photo_store(), DatabaseStore)
    game = new_game()
    with writing():
        db.session.add(photo_row(game.id))
        db.session.flush()
        keep("p1", b"big", b"s")
    assert photo_store().get("p1", "photo") == b"big" and photo_store().get("p1", "thumb") == b"s"
    with writing():
        let_go(["p1"])
    assert photo_store().get("p1", "photo") is None
    assert db.session.scalar(select(func.count()).select_from(PhotoBlob)) == 0


def test_a_rolled_back_write_leaves_no_bytes_in_the_database(app, new_game):
    game = new_game()
    with pytest.raises(RuntimeError), writing():
        db.session.add(photo_row(game.id))
        db.session.flush()
        keep("p1", b"big", b"s")
        raise RuntimeError("the write fails after the bytes were kept")
    assert db.session.scalar(select(func.count()).select_from(PhotoBlob)) == 0


def test_a_folder_keeps_each_photo_in_two_files(app, new_game, folder_store):
    game = new_game()
    with writing():
        db.session.add(photo_row(game.id, "abcdef"))
        keep("abcdef", b"big", b"s")
    assert (folder_store.folder / "ab" / "abcdef.photo").read_bytes() == b"big"
    assert folder_store.get("abcdef", "thumb") == b"s"
    assert not list(folder_store.folder.rglob(".incoming-*"))  # written whole, then renamed into place


def test_bytes_written_outside_by_a_write_that_rolls_back_are_taken_out(app, new_game, folder_store):
    game = new_game()
    with pytest.raises(RuntimeError), writing():
        db.session.add(photo_row(game.id, "abcdef"))
        keep("abcdef", b"big", b"s")
        assert folder_store.get("abcdef", "photo") == b"big"
        raise RuntimeError("the write fails after the bytes were written")
    assert folder_store.get("abcdef", "photo") is None and folder_store.get("abcdef", "thumb") is None


def test_bytes_let_go_outside_go_only_when_the_write_commits(app, new_game, folder_store):
    game = new_game()
    with writing():
        db.session.add(photo_row(game.id, "abcdef"))
        keep("abcdef", b"big", b"s")
    with pytest.raises(RuntimeError), writing():
        let_go(["abcdef"])
        raise RuntimeError("the removal fails")
    assert folder_store.get("abcdef", "photo") == b"big"  # the row is still there: so are its bytes
    with writing():
        let_go(["abcdef"])
        assert folder_store.get("abcdef", "photo") == b"big"  # not before the commit
    assert folder_store.get("abcdef", "photo") is None


def test_a_store_that_fails_to_delete_after_a_commit_costs_space_not_the_write(app, new_game, folder_store, caplog):
    game = new_game()
    with writing():
        db.session.add(photo_row(game.id, "abcdef"))
        keep("abcdef", b"big", b"s")
    folder_store.delete = lambda photo_id: (_ for _ in ()).throw(OSError("disk gone"))  # type: ignore[method-assign]
    with writing():
        db.session.delete(db.session.get(Photo, "abcdef"))
        let_go(["abcdef"])
    assert db.session.get(Photo, "abcdef") is None
    assert "Could not delete photo abcdef" in caplog.text


def test_the_settings_choose_the_store(tmp_path: Path):
    assert isinstance(store_from({}, tmp_path), DatabaseStore)
    folder = store_from({"SCOREPAD_PHOTO_STORE": "folder"}, tmp_path)
    assert isinstance(folder, FolderStore) and folder.folder == tmp_path / "photos"
    named = store_from({"SCOREPAD_PHOTO_STORE": "folder", "SCOREPAD_PHOTO_FOLDER": str(tmp_path / "x")}, tmp_path)
    assert named.folder == tmp_path / "x"  # type: ignore[attr-defined]
    with pytest.raises(RuntimeError, match="database, folder or s3"):
        store_from({"SCOREPAD_PHOTO_STORE": "ftp"}, tmp_path)
    with pytest.raises(RuntimeError, match="SCOREPAD_PHOTO_S3_BUCKET"):
        store_from({"SCOREPAD_PHOTO_STORE": "s3"}, tmp_path)
