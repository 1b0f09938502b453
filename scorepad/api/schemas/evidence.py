"""A round's evidence as the API shows it: its photos of the table (the upload, and a photo's description), and
the sides that confirmed it."""

from __future__ import annotations

from typing import Literal

from flask_openapi3 import FileStorage
from pydantic import BaseModel, ConfigDict, Field

from ...core.sizes import ARCHIVE_MAX, PHOTO_BYTES_MAX, PHOTO_SIDE, PHOTO_UPLOAD_MAX, PHOTOS_PER_ROUND
from .base import Closed, Flag, Int, Text, shown
from .params import RoundPath

LIMITS = (
    f"At most {PHOTO_UPLOAD_MAX >> 20} MB as sent and 50 megapixels (read from the file's header, before decoding);"
    f" JPEG, PNG, WebP or GIF (its first frame). Kept as its pixels only: re-encoded (WebP, {PHOTO_SIDE} px on its"
    f" long side at most, under {PHOTO_BYTES_MAX >> 10} KB) with EXIF, GPS, XMP and colour profile gone and the"
    f" orientation applied; a round holds {PHOTOS_PER_ROUND} photos."
)


class PhotoUpload(BaseModel):
    """A photo of the table, as a multipart/form-data file field named `photo`."""

    model_config = ConfigDict(extra="ignore")  # a client's other form fields are not read

    photo: FileStorage = Field(..., description=f"The photo. {LIMITS}")


class PhotoPath(RoundPath):
    """A photo of a round of a game in the address."""

    photo_id: Text = Field(..., description="The photo's id.")


class PhotoSize(BaseModel):
    """Which picture of a photo to read."""

    size: Literal["photo", "thumb"] = Field("photo", description="The photo, or its thumbnail (320 px long side).")


class Photo(Closed):
    """A photo of the table on a round: what it is, who added it and when, and where to read it."""

    id: Text = Field(..., description="The photo's id.")
    round: Int = Field(..., description="The round it is on.")
    media_type: Text = Field(..., description="Its media type (image/webp; image/jpeg where the server has no WebP).")
    width: shown(Int, "Its width in pixels.", minimum=1, maximum=PHOTO_SIDE)  # type: ignore[valid-type]
    height: shown(Int, "Its height in pixels.", minimum=1, maximum=PHOTO_SIDE)  # type: ignore[valid-type]
    size: shown(Int, "Its size in bytes.", minimum=1, maximum=PHOTO_BYTES_MAX)  # type: ignore[valid-type]
    added_at: shown(Text, "When it was added (UTC).", format="date-time")  # type: ignore[valid-type]
    added_by: Text = Field(..., description='Who added it: "phone <name>", "user <name>", "token <id>", ...')
    url: Text = Field(..., description="Where to read the photo (GET, for whoever reads the game).")
    thumbnail: Text = Field(..., description="Where to read its thumbnail.")


class Photos(Closed):
    """A round's photos, oldest first."""

    photos: list[Photo] = Field(..., description="The photos, oldest first.")


class ConfirmationInput(Closed):
    """A side's word that a round's counts are right."""

    side: shown(Int, "The side confirming: its place in the game's `sides`, from 0.", minimum=0)  # type: ignore[valid-type]
    signed_by: Text | None = Field(
        None, description="Which of the side's players gives its word (a name as the side seats them), if said."
    )


class Confirmation(Closed):
    """One side's confirmation of a round."""

    side: Int = Field(..., description="The side: its place in the game's `sides`, from 0.")
    name: Text = Field(..., description="The side's name.")
    signed_by: Text | None = Field(None, description="The player of the side who gave its word, if one was named.")
    at: shown(Text, "When it confirmed (UTC).", format="date-time")  # type: ignore[valid-type]
    by: Text = Field(..., description="Who recorded it (a phone, a user, a token).")


class Confirmations(Closed):
    """The sides that confirmed a round (a correction of the round takes their confirmations back)."""

    round: Int = Field(..., description="The round.")
    confirmed_by: list[Confirmation] = Field(..., description="Each side that confirmed it, in side order.")
    changed: Flag | None = Field(
        None, description="In a confirmation's answer: whether it stored one (false: the side had confirmed it)."
    )


class ArchiveUpload(BaseModel):
    """A game's export with its photos (the zip `format=zip` answers), as a multipart/form-data file field named
    `archive`."""

    model_config = ConfigDict(extra="ignore")

    archive: FileStorage = Field(
        ...,
        description=f"The zip: game.json and the photos it lists, at most {ARCHIVE_MAX >> 20} MB; every photo in it"
        " is checked and re-encoded as an upload is.",
    )
