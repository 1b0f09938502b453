"""A round's evidence: photos of the table (added as multipart/form-data, read as images by whoever reads the game,
deleted by its writers) and the sides' confirmations. The photo's limits are in schemas/evidence.py (LIMITS)."""

from __future__ import annotations

from typing import Any

from flask import Response, request, url_for
from flask_openapi3 import APIBlueprint
from werkzeug.exceptions import UnsupportedMediaType

from ..core.sizes import ARCHIVE_MAX, PHOTO_UPLOAD_MAX
from ..games import archive, confirmations, evidence, photos
from ..games.archive import ARCHIVE_TOO_LARGE
from ..games.archive import NOT_AN_ARCHIVE as NOT_JSON
from ..games.history import Actor
from ..games.rounds import find_round
from ..games.view import GameView, get_game
from ..models import Game, Photo
from ..photos.images import TOO_BIG
from ..rules.problems import N_, Problem
from ..serving.json_guard import file_json
from .answers import game_json
from .auth import require_writer
from .errors import TOO_LARGE
from .games import edit_link, game_tag
from .http import created, json_answer
from .preconditions import expected_version
from .schemas.evidence import ArchiveUpload, ConfirmationInput, Confirmations, PhotoPath, Photos, PhotoSize, PhotoUpload
from .schemas.evidence import Photo as PhotoShape
from .schemas.params import IfMatch, RoundPath
from .schemas.shapes import Shapes
from .spec import READ, ROUNDS, WRITE, answers
from .spec import RECORDS as RECORDS_TAG

FORM_OVERHEAD = 64 * 1024  # the multipart framing around the photo
KEPT_FOR = 24 * 60 * 60  # a photo never changes under its address; deleted, it goes from clients within a day
BYTES = "application/octet-stream"  # what a client that takes no image type asks for (Accept), the same bytes
IMAGE_ANSWER = {
    "description": "The picture (its media type says which: WebP, or JPEG where the server has no WebP; sent as"
    " application/octet-stream to a client whose Accept prefers that).",
    "content": {
        kind: {"schema": {"type": "string", "format": "binary"}} for kind in ("image/webp", "image/jpeg", BYTES)
    },
}


class NotMultipart(UnsupportedMediaType):
    """A photo or an archive sent as something else than multipart/form-data."""

    problems = [Problem("_body", N_("A file is sent as multipart/form-data, in the field the operation names."))]

    def get_headers(self, environ: Any = None, scope: Any = None) -> list[tuple[str, str]]:
        """Say what the operation takes (RFC 9110 15.5.16)."""
        return [*super().get_headers(environ, scope), ("Accept-Post", "multipart/form-data")]


UPLOADS = {"api.add_photo": PHOTO_UPLOAD_MAX, "api.import_game_archive": ARCHIVE_MAX}  # what each may send


def allow_upload() -> None:
    """A photo or an archive comes as multipart/form-data (else 415), and is larger than any JSON body."""
    if request.endpoint in UPLOADS and request.method != "OPTIONS":  # OPTIONS asks what is allowed, and sends nothing
        if request.mimetype != "multipart/form-data":
            raise NotMultipart()
        request.max_content_length = UPLOADS[request.endpoint] + FORM_OVERHEAD


TOO_LARGE["api.add_photo"] = Problem("photo", TOO_BIG, {"n": PHOTO_UPLOAD_MAX >> 20})
TOO_LARGE["api.import_game_archive"] = Problem("archive", ARCHIVE_TOO_LARGE, {"n": ARCHIVE_MAX >> 20})


def photo_json(photo: Photo) -> dict[str, Any]:
    """A photo as the API describes it."""
    where = {"game_id": photo.game_id, "number": photo.round, "photo_id": photo.id}
    data = {
        "id": photo.id,
        "round": photo.round,
        "media_type": photo.media_type,
        "width": photo.width,
        "height": photo.height,
        "size": photo.size,
        "added_at": photo.created_at.isoformat(timespec="seconds") + "Z",
        "added_by": f"{photo.by_kind} {photo.by_name}".strip(),
        "url": url_for(".read_photo", **where),
        "thumbnail": url_for(".read_photo", **where, size="thumb"),
    }
    return PhotoShape.model_validate(data).model_dump(mode="json")


def photos_json(game_id: str, number: int) -> dict[str, Any]:
    """A round's photos, as the API lists them."""
    return {"photos": [photo_json(p) for p in photos.of_round(game_id, number)]}


def confirmations_json(game: Game, number: int, changed: bool | None = None) -> dict[str, Any]:
    """A round's confirmations, as the API lists them."""
    names = GameView(game).names
    given = [
        {
            "side": c.side,
            "name": names[c.side],
            "signed_by": c.signed_by or None,
            "at": c.at.isoformat(timespec="seconds") + "Z",
            "by": by_text(c),
        }
        for c in confirmations.of_round(game, number)
    ]
    data = {"round": number, "confirmed_by": given, **({} if changed is None else {"changed": changed})}
    return Confirmations.model_validate(data).model_dump(mode="json", exclude_none=True)


def by_text(row: Any) -> str:
    """Who recorded a row, as the API's history says it."""
    return f"{row.by_kind} {row.by_name}".strip()


def add_photo(path: RoundPath, form: PhotoUpload, header: IfMatch) -> Response:
    """Add a photo of the table to a round.

    multipart/form-data, the file in the field `photo`. The answer describes the photo kept; nothing else of the
    file is (where and with what it was taken, its colour profile, comments). Refused, storing nothing: 413 past
    the size; 422 when it is no photo we read (an SVG, a PDF, a file cut short) or has too many pixels; 409 when
    the round has its photos already.

    At most 15 MB as sent and 50 megapixels (read from the file's header, before decoding); JPEG, PNG, WebP or
    GIF (its first frame). Kept re-encoded as WebP, 1,600 px on its long side at most and under 400 KB, with a
    thumbnail; a round holds 4 photos."""
    game = get_game(path.game_id)
    by = require_writer(game)
    expected = expected_version(header.if_match, game)
    raw = form.photo.read(PHOTO_UPLOAD_MAX + 1)
    game, photo = evidence.add_photo(path.game_id, path.number, raw, by, expected)
    where = {"game_id": game.id, "number": photo.round, "photo_id": photo.id}
    return created(photo_json(photo), ".read_photo", game_tag(game.id), **where)


def list_photos(path: RoundPath) -> Response:
    """List a round's photos.

    Each photo's size, who added it and when, and the addresses of the picture and its thumbnail."""
    find_round(get_game(path.game_id), path.number)
    return json_answer(photos_json(path.game_id, path.number))


def read_photo(path: PhotoPath, query: PhotoSize) -> Response:
    """Read a photo of the table.

    The picture itself (or its thumbnail: `size=thumb`), for whoever reads the game: a photo of another game or
    round is not found here. Private to the client (no shared cache keeps it), tagged: If-None-Match answers 304."""
    photo = photos.photo_of(path.game_id, path.number, path.photo_id)
    kind = request.accept_mimetypes.best_match([photo.media_type, BYTES]) or photo.media_type
    response = Response(photos.photo_bytes(photo, query.size), mimetype=kind)
    response.vary.add("Accept")
    response.set_etag(f"{photo.digest[:32]}-{query.size}")
    response.cache_control.private = True
    response.cache_control.max_age = KEPT_FOR
    return response.make_conditional(request)


def delete_photo(path: PhotoPath, header: IfMatch) -> Response:
    """Delete a photo of the table.

    Its bytes go; the history keeps who added it, who deleted it and when. Answers the round's photos left."""
    game = get_game(path.game_id)
    by = require_writer(game)
    game = evidence.remove_photo(path.game_id, path.number, path.photo_id, by, expected_version(header.if_match, game))
    return json_answer(photos_json(path.game_id, path.number), ETag=game_tag(game.id))


def read_confirmations(path: RoundPath) -> Response:
    """Read which sides confirmed a round.

    Each side that said the round's counts are right, when, and who recorded it."""
    game = get_game(path.game_id)
    find_round(game, path.number)
    return json_answer(confirmations_json(game, path.number))


def confirm_round(path: RoundPath, body: ConfirmationInput, header: IfMatch) -> Response:
    """Confirm a round for a side.

    The side's word that the round's counts are right ("confirmed by <side>"), once: 201 when stored, 200 with
    `"changed": false` when the side had confirmed it. A correction of the round takes it back (the correction's
    history event lists the sides in `unconfirmed`); a league may count a game only once every side confirmed
    every round."""
    game = get_game(path.game_id)
    by = require_writer(game)
    expected = expected_version(header.if_match, game)
    game, changed = evidence.confirm_round(path.game_id, path.number, body.side, by, expected, body.signed_by)
    data = confirmations_json(game, path.number, changed)
    if not changed:
        return json_answer(data, 200, ETag=game_tag(game.id))
    return created(data, ".read_confirmations", game_tag(game.id), game_id=game.id, number=path.number)


def import_game_archive(form: ArchiveUpload) -> Response:
    """Import a game with its photos.

    The zip export_game answers with `format=zip` (game.json and the photos it lists), as multipart/form-data in
    the field `archive`: the game is created anew as import_game creates it, every photo checked and re-encoded
    as an upload is, each on its round. Refused whole, storing nothing: 413 past 50 MB, 422 for an archive that
    isn't ours, a game the rules refuse, or a photo that is none."""
    raw = form.archive.read(ARCHIVE_MAX + 1)
    text, files = archive.unpack(raw)
    data = file_json(text, "archive", NOT_JSON, NOT_JSON)
    game, token = archive.import_archive(data, files, Actor("api", "import"))
    answer = game_json(GameView(game), "created", token=token, edit_link=edit_link(game))
    return created(answer, ".read_game", game_tag(game.id), game_id=game.id)


def declare(bp: APIBlueprint, shapes: Shapes) -> None:
    """The routes of a round's evidence (its photos and confirmations) and the import of a game with its photos."""
    photos_at = "/games/<key:game_id>/rounds/<num:number>/photos"
    one = f"{photos_at}/<key:photo_id>"
    confirmed_at = "/games/<key:game_id>/rounds/<num:number>/confirmations"
    bp.post(photos_at, responses=answers(PhotoShape, status=201), tags=[ROUNDS], **WRITE)(add_photo)
    bp.get(photos_at, responses=answers(Photos), tags=[ROUNDS], **READ)(list_photos)
    bp.get(one, responses={200: IMAGE_ANSWER, 304: None}, tags=[ROUNDS], **READ)(read_photo)
    bp.delete(one, responses=answers(Photos), tags=[ROUNDS], **WRITE)(delete_photo)
    bp.get(confirmed_at, responses=answers(Confirmations), tags=[ROUNDS], **READ)(read_confirmations)
    confirmed = answers(Confirmations, status=201, also=200)
    bp.post(confirmed_at, responses=confirmed, tags=[ROUNDS], **WRITE)(confirm_round)
    imported = answers(shapes.game_created, status=201)
    bp.post("/games/import/archive", responses=imported, tags=[RECORDS_TAG], **READ)(import_game_archive)
    bp.before_request(allow_upload)
