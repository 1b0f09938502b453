"""A game's photos read back: a round's photos for its page, one photo's bytes for its address, and the photos
of a deleted round let go when another round takes its number."""

from __future__ import annotations

from sqlalchemy import select

from ..core.errors import NotFound
from ..extensions import db
from ..models import Game, Photo
from ..photos.stores import let_go, photo_store
from ..rules.problems import N_, Problem

NO_PHOTO = N_("No such photo on this round.")


def of_round(game_id: str, number: int) -> list[Photo]:
    """A round's photos, oldest first."""
    query = select(Photo).where(Photo.game_id == game_id, Photo.round == number)
    return list(db.session.scalars(query.order_by(Photo.created_at, Photo.id)))


def of_game(game_id: str) -> list[Photo]:
    """Every photo of a game, by round, oldest first."""
    query = select(Photo).where(Photo.game_id == game_id)
    return list(db.session.scalars(query.order_by(Photo.round, Photo.created_at, Photo.id)))


def photo_of(game_id: str, number: int, photo_id: str) -> Photo:
    """One photo of one round of one game, or NotFound: a photo of another game or round is not found here."""
    photo = db.session.get(Photo, photo_id) if isinstance(photo_id, str) else None
    if photo is None or photo.game_id != game_id or photo.round != number:
        raise NotFound([Problem("photo", NO_PHOTO)])
    return photo


def sent_photo(game: Game, client_id: str) -> Photo | None:
    """The photo a phone already sent under its own id, if any."""
    return db.session.scalar(select(Photo).where(Photo.game_id == game.id, Photo.client_id == client_id))


def photo_bytes(photo: Photo, kind: str) -> bytes:
    """A photo's picture ("photo") or thumbnail ("thumb") from the store, or NotFound (bytes lost outside)."""
    data = photo_store().get(photo.id, kind)
    if data is None:
        raise NotFound([Problem("photo", NO_PHOTO)])
    return data


def drop_leftovers(game: Game, number: int) -> int:
    """Let go of the photos still tied to a round number that a new round takes (the photos of a deleted round,
    kept while it could be restored); how many went."""
    photos = of_round(game.id, number)
    let_go([p.id for p in photos])
    for photo in photos:
        db.session.delete(photo)
    return len(photos)
