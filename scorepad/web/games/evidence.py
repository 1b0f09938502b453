"""What a round's page shows of the round's evidence: its photos of the table (who added each, when), the
form to add one for the scorers, and each side's confirmation with the buttons of whoever may give it."""

from __future__ import annotations

from typing import Any

from flask import current_app

from ...accounts import grants
from ...core.errors import Conflict, Refused
from ...core.sizes import PHOTO_THUMB_SIDE, PHOTO_UPLOAD_MAX, PHOTOS_PER_ROUND
from ...games import confirmations, evidence, photos
from ...games.evidence import FULL
from ...games.history import Actor
from ...models import Game, Photo
from ...photos.images import Picture, reencode
from ...rules.problems import Problem
from ..forms.evidence import PhotoForm
from .access import can_confirm


def evidence_of(game: Game, number: int, editable: bool, form: PhotoForm | None = None) -> dict[str, Any]:
    """The round page's evidence: photos, the photo form (a refused one as sent; else the scorers' only, while
    the round has room: a reader's page carries no form, so no token), the confirmations by side position, and
    whether this phone may confirm."""
    shown = photos.of_round(game.id, number)
    return {
        "photos": shown,
        "photo_form": form or (PhotoForm() if editable and len(shown) < PHOTOS_PER_ROUND else None),
        "photos_most": PHOTOS_PER_ROUND,
        "confirmed": {c.side: c for c in confirmations.of_round(game, number)},
        "confirming": can_confirm(game),
        "phones": grants.tagged_phones(game.id),
        "upload_mb": PHOTO_UPLOAD_MAX >> 20,
        "thumb_size": thumb_size,
    }


def thumb_size(photo: Photo) -> tuple[int, int]:
    """The width and height of a photo's thumbnail (as images.py scales it: never enlarged)."""
    scale = min(1.0, PHOTO_THUMB_SIDE / max(photo.width, photo.height))
    return max(1, round(photo.width * scale)), max(1, round(photo.height * scale))


def sent_photo(field: Any, game: Game, correcting: int | None) -> Picture | None:
    """The photo sent with a round form, re-encoded before the round is written (None when none was sent);
    Invalid when it is no photo, Conflict when the round corrected has its photos already: then nothing is
    written, the round neither."""
    upload = field.data
    if not upload or not getattr(upload, "filename", ""):
        return None
    picture = reencode(upload.read(PHOTO_UPLOAD_MAX + 1))
    if correcting is not None and len(photos.of_round(game.id, correcting)) >= PHOTOS_PER_ROUND:
        raise Conflict([Problem("photo", FULL, {"n": correcting, "most": PHOTOS_PER_ROUND})])
    return picture


def keep_sent_photo(game_id: str, number: int, picture: Picture, by: Actor) -> None:
    """Keep the photo sent with a round once the round is written; one that lost a race for the round's last
    place is logged, the round stays saved."""
    try:
        evidence.attach(game_id, number, picture, by)
    except Refused:
        current_app.logger.warning("A photo sent with round %d of game %s was not kept", number, game_id)
