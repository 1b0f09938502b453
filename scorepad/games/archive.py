"""A game's export with its photos: a zip holding the JSON export (`game.json`, which lists the photos) and each
photo as a file, and back in as a new game with its photos on their rounds. A file may say anything: the archive
is measured before anything in it is read, and every photo in it is re-encoded as an upload is."""

from __future__ import annotations

import io
import json
import zipfile
from collections import Counter
from typing import Any

from ..core.errors import Invalid
from ..core.sizes import ARCHIVE_MAX, IMPORT_MAX, PHOTO_UPLOAD_MAX, PHOTOS_PER_ROUND, ROUNDS_MAX
from ..models import Game
from ..photos.images import Picture, reencode
from ..rules.problems import N_, Problem
from ..storage.database import write
from .evidence import new_photo
from .export_import import export_json, exported_game, import_game
from .history import Actor
from .imported_history import AUTHOR_MAX, parse_time, plain_text
from .photos import of_game, photo_bytes
from .refresh import last_number

GAME_FILE = "game.json"
FILES_MAX = PHOTOS_PER_ROUND * ROUNDS_MAX + 1
EXTENSIONS = {"image/webp": "webp", "image/jpeg": "jpg"}
NOT_AN_ARCHIVE = N_(
    "This is not a game exported by Scorepad with its photos: choose the zip a game's “JSON with the photos” download"
    " saved."
)
ARCHIVE_TOO_LARGE = N_("This archive is larger than %(n)d MB: export the game without its photos.")
PHOTO_MISSING = N_("The archive has no file %(name)s.")
NO_SUCH_ROUND = N_("The game has no round %(n)d for this photo.")
ROUND_FULL = N_("A round holds at most %(most)d photos.")


def is_archive(raw: bytes) -> bool:
    """Whether a file is a zip (an export with photos) rather than JSON."""
    return raw[:4] == b"PK\x03\x04"


def photo_json(game: Game) -> list[dict[str, Any]]:
    """The game's photos as its archive lists them: the round, the file in the archive, who added it and when."""
    return [
        {
            "round": p.round,
            "file": f"photos/{p.id}.{EXTENSIONS.get(p.media_type, 'bin')}",
            "media_type": p.media_type,
            "by": f"{p.by_kind} {p.by_name}".strip(),
            "at": p.created_at.isoformat(timespec="seconds") + "Z",
        }
        for p in of_game(game.id)
    ]


def export_archive(game: Game) -> bytes:
    """The game's JSON export and its photos, as one zip (the photos are already compressed: stored as they are)."""
    listed = photo_json(game)
    data = {**export_json(game), "photos": listed}
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr(GAME_FILE, json.dumps(data, ensure_ascii=False, indent=1), zipfile.ZIP_DEFLATED)
        for item, photo in zip(listed, of_game(game.id), strict=True):
            archive.writestr(item["file"], photo_bytes(photo, "photo"), zipfile.ZIP_STORED)
    return out.getvalue()


def refused(message: str, path: str = "", **params: Any) -> Invalid:
    """The archive refused, naming where."""
    return Invalid([Problem(path, message, params)])


def too_large() -> Invalid:
    """The archive refused for its size."""
    return refused(ARCHIVE_TOO_LARGE, n=ARCHIVE_MAX // (1024 * 1024))


def member(archive: zipfile.ZipFile, info: zipfile.ZipInfo, most: int) -> bytes:
    """One file of the archive, measured by what the archive says and by what is read (a zip may lie)."""
    if info.file_size > most:
        raise too_large()
    with archive.open(info) as stream:
        data = stream.read(most + 1)
    if len(data) > most:
        raise too_large()
    return data


def unpack(raw: bytes) -> tuple[bytes, dict[str, bytes]]:
    """An archive's game.json (its bytes: the caller reads the JSON as any import's) and its photo files by name,
    each measured before it is read; Invalid when the archive is too large, broken or not ours."""
    if len(raw) > ARCHIVE_MAX:
        raise too_large()
    try:
        archive = zipfile.ZipFile(io.BytesIO(raw))
        infos = archive.infolist()
        if len(infos) > FILES_MAX or sum(i.file_size for i in infos) > ARCHIVE_MAX:  # a zip bomb: huge inside
            raise too_large()
        named = {i.filename: i for i in infos if not i.is_dir()}
        if GAME_FILE not in named:
            raise refused(NOT_AN_ARCHIVE)
        game = member(archive, named.pop(GAME_FILE), IMPORT_MAX)
        photos = {name: member(archive, info, PHOTO_UPLOAD_MAX) for name, info in named.items()}
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, NotImplementedError, EOFError, OSError):
        raise refused(NOT_AN_ARCHIVE) from None
    return game, photos


def import_archive(data: Any, files: dict[str, bytes], by: Actor) -> tuple[Game, str]:
    """A game created anew from an archive's exported game (its JSON, read) and files, with the photos it lists
    on their rounds (each re-encoded first, outside the write); Invalid naming every problem, nothing stored."""
    exported = exported_game(data)
    listed = data.get("photos") if isinstance(data.get("photos"), list) else []
    pictures, problems = [], []
    for i, item in enumerate(listed):
        item = item if isinstance(item, dict) else {}
        content = files.get(item["file"]) if isinstance(item.get("file"), str) else None
        if content is None:
            problems.append(Problem(f"photos.{i}.file", PHOTO_MISSING, {"name": str(item.get("file"))[:80]}))
            continue
        try:
            pictures.append((item.get("round"), reencode(content), item))
        except Invalid as error:
            problems += [p.at(f"photos.{i}.") for p in error.problems]
    if problems:
        raise Invalid(problems)
    return store_archive(exported, pictures, by)


@write
def store_archive(
    data: dict[str, Any], pictures: list[tuple[Any, Picture, dict[str, Any]]], by: Actor
) -> tuple[Game, str]:
    """The game imported and its photos kept on their rounds, in one transaction."""
    game, token = import_game(data, by)
    last, held, problems = last_number(game), Counter[int](), []
    for i, (number, picture, item) in enumerate(pictures):
        if type(number) is not int or not 1 <= number <= last:
            problems.append(Problem(f"photos.{i}.round", NO_SUCH_ROUND, {"n": number if type(number) is int else 0}))
            continue
        held[number] += 1
        if held[number] > PHOTOS_PER_ROUND:
            problems.append(Problem(f"photos.{i}.round", ROUND_FULL, {"most": PHOTOS_PER_ROUND}))
            continue
        photo = new_photo(game, number, picture, Actor("imported", plain_text(item.get("by"), AUTHOR_MAX)))
        photo.created_at = parse_time(item.get("at"))  # when it was first added
    if problems:
        raise Invalid(problems)
    return game, token
