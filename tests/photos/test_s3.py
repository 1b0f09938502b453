"""Photos in an S3-compatible store (photos/s3.py), against a real S3 server on this machine (moto's, started for
the test on a free port; boto3 talks HTTP to it as to any S3)."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest

from scorepad.extensions import db
from scorepad.games import evidence
from scorepad.models import Photo
from scorepad.photos.s3 import S3Store
from scorepad.photos.stores import store_from
from tests.games.conftest import ME
from tests.photos import pictures
from tests.photos.test_stores import photo_row

boto3 = pytest.importorskip("boto3", reason="boto3 is the S3 store's extra: pip install 'scorepad[s3]'")
server = pytest.importorskip("moto.server", reason="moto[server] is the test's local S3 server")


@pytest.fixture(scope="module")
def endpoint() -> Iterator[str]:
    """A local S3-compatible server, for this module."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    running = server.ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    running.start()
    yield f"http://127.0.0.1:{port}"
    running.stop()


@pytest.fixture
def s3(endpoint: str, store_is: object, monkeypatch: pytest.MonkeyPatch) -> S3Store:
    """The app keeping photos in a fresh bucket of the local server, configured as a club would."""
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "test")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "test")
    config = {
        "SCOREPAD_PHOTO_STORE": "s3",
        "SCOREPAD_PHOTO_S3_BUCKET": "club-photos",
        "SCOREPAD_PHOTO_S3_ENDPOINT": endpoint,
        "SCOREPAD_PHOTO_S3_REGION": "us-east-1",
    }
    store = store_from(config, None)  # type: ignore[arg-type]
    assert isinstance(store, S3Store)
    store.client.create_bucket(Bucket="club-photos")
    yield store_is(store)  # type: ignore[operator]
    for item in store.client.list_objects_v2(Bucket="club-photos").get("Contents", []):
        store.client.delete_object(Bucket="club-photos", Key=item["Key"])
    store.client.delete_bucket(Bucket="club-photos")


def objects(store: S3Store) -> list[str]:
    """The bucket's keys."""
    return sorted(item["Key"] for item in store.client.list_objects_v2(Bucket=store.bucket).get("Contents", []))


def test_put_get_delete(s3):
    s3.put("abc", "photo", b"big")
    s3.put("abc", "thumb", b"s")
    assert objects(s3) == ["photos/abc/photo", "photos/abc/thumb"]
    assert s3.get("abc", "photo") == b"big" and s3.get("nope", "photo") is None
    s3.delete("abc")
    assert objects(s3) == []


def test_a_photo_added_and_removed_through_the_operations(app, new_game, play_round, s3):
    game = play_round(new_game())
    _, photo = evidence.add_photo(game.id, 1, pictures.phone_jpeg(width=800, height=600), ME)
    assert objects(s3) == [f"photos/{photo.id}/photo", f"photos/{photo.id}/thumb"]
    assert s3.get(photo.id, "photo")[:4] == b"RIFF"  # WebP
    evidence.remove_photo(game.id, 1, photo.id, ME)
    assert objects(s3) == [] and db.session.get(Photo, photo.id) is None


def test_a_failed_write_takes_its_objects_out_of_the_bucket(app, new_game, s3):
    from scorepad.photos.stores import keep
    from scorepad.storage.database import writing

    game = new_game()
    with pytest.raises(RuntimeError), writing():
        db.session.add(photo_row(game.id, "abcdef"))
        keep("abcdef", b"big", b"s")
        assert objects(s3) == ["photos/abcdef/photo", "photos/abcdef/thumb"]
        raise RuntimeError("the write fails")
    assert objects(s3) == []


def test_without_boto3_the_server_says_what_to_install(monkeypatch):
    import builtins

    real = builtins.__import__

    def no_boto3(name: str, *args: object, **kwargs: object) -> object:
        if name == "boto3":
            raise ImportError("No module named 'boto3'")
        return real(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", no_boto3)
    with pytest.raises(RuntimeError, match=r"pip install 'scorepad\[s3\]'"):
        S3Store.from_config({"SCOREPAD_PHOTO_S3_BUCKET": "b"})
