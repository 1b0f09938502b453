"""Where a photo's bytes are kept: in the database by default (backups and servers need nothing more), or in a
folder, or in an S3-compatible store (photos/s3.py) for a club that keeps many. A write's bytes follow its
transaction: written into a folder or a bucket during the write, they are taken out again if it rolls back, and
bytes a committed write let go (a photo removed, a game deleted) are deleted once it has committed."""

from __future__ import annotations

import logging
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol

from flask import Flask, current_app
from sqlalchemy import delete, event, select
from sqlalchemy.orm import Session

from ..extensions import db
from ..models import PhotoBlob

KINDS = ("photo", "thumb")
WRITTEN, GONE = "scorepad_photos_written", "scorepad_photos_gone"  # in the session's info, per transaction
EXTENSION = "scorepad.photos"


class PhotoStore(Protocol):
    """What keeps photos' bytes: one photo's picture and thumbnail by the photo's id and the kind."""

    outside: bool  # whether the bytes live outside the database (a folder, a bucket)

    def put(self, photo_id: str, kind: str, data: bytes) -> None: ...

    def get(self, photo_id: str, kind: str) -> bytes | None: ...

    def delete(self, photo_id: str) -> None: ...


class DatabaseStore:
    """The bytes in the photo_blobs table, in the write's own transaction (a game deleted takes them along)."""

    outside = False

    def put(self, photo_id: str, kind: str, data: bytes) -> None:
        """Keep one kind of a photo's bytes."""
        db.session.add(PhotoBlob(photo_id=photo_id, kind=kind, data=data))

    def get(self, photo_id: str, kind: str) -> bytes | None:
        """One kind of a photo's bytes, or None."""
        query = select(PhotoBlob.data).where(PhotoBlob.photo_id == photo_id, PhotoBlob.kind == kind)
        return db.session.scalar(query)

    def delete(self, photo_id: str) -> None:
        """Let a photo's bytes go."""
        db.session.execute(delete(PhotoBlob).where(PhotoBlob.photo_id == photo_id))


class FolderStore:
    """The bytes as files in a folder (`<folder>/<first two letters of the id>/<id>.<kind>`), written whole or not
    at all (a temporary file renamed into place)."""

    outside = True

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, photo_id: str, kind: str) -> Path:
        """Where one kind of a photo's bytes is kept (the id is ours: letters, digits, - and _)."""
        return self.folder / photo_id[:2] / f"{photo_id}.{kind}"

    def put(self, photo_id: str, kind: str, data: bytes) -> None:
        """Keep one kind of a photo's bytes."""
        path = self.path(photo_id, kind)
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(dir=path.parent, prefix=".incoming-")
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(name, path)

    def get(self, photo_id: str, kind: str) -> bytes | None:
        """One kind of a photo's bytes, or None."""
        try:
            return self.path(photo_id, kind).read_bytes()
        except FileNotFoundError:
            return None

    def delete(self, photo_id: str) -> None:
        """Let a photo's bytes go."""
        for kind in KINDS:
            self.path(photo_id, kind).unlink(missing_ok=True)


def store_from(config: dict[str, Any], instance: Path) -> PhotoStore:
    """The store a club's configuration names (SCOREPAD_PHOTO_STORE: database, folder or s3)."""
    kind = config.get("SCOREPAD_PHOTO_STORE") or "database"
    if kind == "database":
        return DatabaseStore()
    if kind == "folder":
        return FolderStore(Path(config.get("SCOREPAD_PHOTO_FOLDER") or instance / "photos"))
    if kind == "s3":
        from .s3 import S3Store  # boto3 is an extra (scorepad[s3]): imported only where a club asks for it

        return S3Store.from_config(config)
    raise RuntimeError(f"SCOREPAD_PHOTO_STORE must be database, folder or s3, not {kind!r}")


def init_photos(app: Flask, instance: Path) -> None:
    """Choose the app's photo store once, and let bytes outside the database follow each write's transaction."""
    app.extensions[EXTENSION] = store_from(app.config, instance)
    if not event.contains(Session, "after_commit", committed):
        event.listen(Session, "after_commit", committed)
        event.listen(Session, "after_soft_rollback", rolled_back)


def photo_store() -> PhotoStore:
    """The app's photo store."""
    return current_app.extensions[EXTENSION]  # type: ignore[no-any-return]


def keep(photo_id: str, photo: bytes, thumb: bytes) -> None:
    """Keep a new photo's bytes within the current write (taken out again if it rolls back)."""
    store = photo_store()
    if store.outside:
        db.session.info.setdefault(WRITTEN, {})[photo_id] = store
    store.put(photo_id, "photo", photo)
    store.put(photo_id, "thumb", thumb)


def let_go(photo_ids: Iterable[str]) -> None:
    """Delete photos' bytes once the current write commits (their rows go within it)."""
    store = photo_store()
    for photo_id in photo_ids:
        if store.outside:
            db.session.info.setdefault(GONE, {})[photo_id] = store
        else:
            store.delete(photo_id)


def committed(session: Session) -> None:
    """After a commit: the bytes it let go are deleted; those it wrote stay."""
    session.info.pop(WRITTEN, None)
    for photo_id, store in session.info.pop(GONE, {}).items():
        forget(store, photo_id)


def rolled_back(session: Session, previous: Any) -> None:
    """After a rollback of the outermost transaction: the bytes it wrote are deleted; those it let go stay."""
    if previous.parent is not None:
        return
    session.info.pop(GONE, None)
    for photo_id, store in session.info.pop(WRITTEN, {}).items():
        forget(store, photo_id)


def forget(store: PhotoStore, photo_id: str) -> None:
    """Delete a photo's bytes outside the database; a failure leaves an orphan file, logged, not a failed write."""
    try:
        store.delete(photo_id)
    except Exception:  # the write is done: a store that fails now costs space, not the answer
        logging.getLogger(__name__).exception("Could not delete photo %s from the photo store", photo_id)
