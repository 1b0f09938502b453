"""A photo of the table made into nothing but pixels: decoded with bounds, turned upright, its colours brought to
sRGB, scaled down and encoded anew (WebP, JPEG where Pillow has no WebP), with a thumbnail. What a phone wrote
into the file besides the picture (EXIF with GPS and the camera, XMP, comments, the colour profile) is not kept."""

from __future__ import annotations

import io
import math
import warnings
from dataclasses import dataclass

from PIL import (
    GifImagePlugin,
    Image,
    ImageCms,
    ImageOps,
    JpegImagePlugin,
    PngImagePlugin,
    WebPImagePlugin,
    features,
)

from ..core.errors import Invalid
from ..core.sizes import PHOTO_BYTES_MAX, PHOTO_PIXELS_MAX, PHOTO_SIDE, PHOTO_THUMB_SIDE, PHOTO_UPLOAD_MAX
from ..rules.problems import N_, Problem

FIELD = "photo"
# The decoders tried (their plugins imported above, so they are registered): no SVG, PDF, PostScript or exotic parsers.
# (A camera's multi-picture JPEG opens through the JPEG decoder, as MPO.)
READ = (JpegImagePlugin, PngImagePlugin, WebPImagePlugin, GifImagePlugin)
FORMATS = ("JPEG", "PNG", "WEBP", "GIF")
QUALITIES = (80, 65, 50)  # tried in turn until the photo fits PHOTO_BYTES_MAX
THUMB_QUALITY = 60
NOT_A_PHOTO = N_("This file is not a photo Scorepad can read: choose a JPEG, PNG, WebP or GIF picture.")
CUT_SHORT = N_("This photo is incomplete (the file was cut short): take or choose it again.")
TOO_BIG = N_("This file is too large: a photo may have at most %(n)d MB.")
TOO_MANY_PIXELS = N_("This picture is too large: a photo may have at most %(n)d megapixels.")
EMPTY = N_("Choose a photo to add.")
SRGB = ImageCms.createProfile("sRGB")


@dataclass(frozen=True)
class Picture:
    """A photo as kept: its encoded bytes and thumbnail, their media type, and the kept photo's size in pixels."""

    data: bytes
    thumb: bytes
    media_type: str
    width: int
    height: int


def refused(message: str, **params: int) -> Invalid:
    """The photo refused, naming the photo field."""
    return Invalid([Problem(FIELD, message, params)])


def webp() -> bool:
    """Whether this Pillow encodes WebP (Debian's and the wheels' do)."""
    return bool(features.check("webp"))


def opened(raw: bytes) -> Image.Image:
    """The picture's header read (nothing decoded yet): a known photo format of bounded pixels, or Invalid."""
    if not raw:
        raise refused(EMPTY)
    if len(raw) > PHOTO_UPLOAD_MAX:
        raise refused(TOO_BIG, n=PHOTO_UPLOAD_MAX // (1024 * 1024))
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(raw), formats=FORMATS)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as error:
        raise refused(TOO_MANY_PIXELS, n=PHOTO_PIXELS_MAX // 1_000_000) from error
    except Exception as error:  # UnidentifiedImageError, or whatever a parser says of a file it can't read
        raise refused(NOT_A_PHOTO) from error
    width, height = image.size
    if width < 1 or height < 1:
        raise refused(NOT_A_PHOTO)
    if width * height > PHOTO_PIXELS_MAX:  # a decompression bomb: a small file of a huge picture
        raise refused(TOO_MANY_PIXELS, n=PHOTO_PIXELS_MAX // 1_000_000)
    return image


def decoded(image: Image.Image) -> Image.Image:
    """The picture's pixels: a JPEG decoded straight at the smallest scale that still gives the kept size (less
    memory and time), the first frame of an animation; a file cut short or broken is Invalid."""
    if image.format in ("JPEG", "MPO"):
        image.draft("RGB", (PHOTO_SIDE, PHOTO_SIDE))
    try:
        image.load()
    except Exception as error:  # "image file is truncated", a broken stream: never a server error
        raise refused(CUT_SHORT) from error
    return image


def in_srgb(image: Image.Image) -> Image.Image:
    """The picture in 8-bit RGB, its colours converted from its own profile (a phone's Display P3, say) to sRGB
    where it carries one, so the colours stay right once the profile is dropped."""
    profile = image.info.get("icc_profile")
    if "transparency" in image.info or image.mode in ("RGBA", "LA", "PA", "La", "RGBa"):
        clear = image.convert("RGBA")  # a screenshot with transparency: on white, as on paper
        image = Image.new("RGB", image.size, "white")
        image.paste(clear, mask=clear.getchannel("A"))
    if profile:
        try:
            source = ImageCms.ImageCmsProfile(io.BytesIO(profile))
            image = ImageCms.profileToProfile(image, source, SRGB, outputMode="RGB") or image
        except Exception:  # noqa: S110  # a broken profile, or one of another colour space: the pixels as they are
            pass
    return image if image.mode == "RGB" else image.convert("RGB")


def scaled(image: Image.Image, side: int) -> Image.Image:
    """A copy no longer than `side` on its long side (never enlarged)."""
    copy = image.copy()
    copy.thumbnail((side, side), Image.Resampling.LANCZOS)
    return copy


def encoded(image: Image.Image, quality: int) -> bytes:
    """The pixels alone, encoded: no EXIF, XMP, comment or colour profile is handed to the encoder."""
    out = io.BytesIO()
    image.info.clear()
    if webp():
        image.save(out, "WEBP", quality=quality, method=4)
    else:
        image.save(out, "JPEG", quality=quality, optimize=True, progressive=True)
    return out.getvalue()


def smallest_fit(image: Image.Image) -> tuple[bytes, Image.Image]:
    """The photo encoded at the best quality that keeps it under PHOTO_BYTES_MAX, and the pixels encoded; where
    even the lowest quality doesn't (a picture of fine noise), scaled down by as much as it is over."""
    for quality in QUALITIES:
        data = encoded(image, quality)
        if len(data) <= PHOTO_BYTES_MAX:
            return data, image
    while len(data) > PHOTO_BYTES_MAX:
        side = int(max(image.size) * math.sqrt(PHOTO_BYTES_MAX / len(data)) * 0.95)
        image = scaled(image, side)
        data = encoded(image, QUALITIES[-1])
    return data, image


def reencode(raw: bytes) -> Picture:
    """A sent file made into a kept photo and its thumbnail, or Invalid saying why it can't be one: empty, over
    PHOTO_UPLOAD_MAX bytes, no photo format we read (an SVG, a PDF renamed .jpg), over PHOTO_PIXELS_MAX pixels
    (checked from the header, before decoding), or cut short."""
    image = decoded(opened(raw))
    upright = ImageOps.exif_transpose(image) or image  # the orientation a phone wrote, applied to the pixels
    data, photo = smallest_fit(scaled(in_srgb(upright), PHOTO_SIDE))
    thumb = encoded(scaled(photo, PHOTO_THUMB_SIDE), THUMB_QUALITY)
    return Picture(data, thumb, "image/webp" if webp() else "image/jpeg", *photo.size)
