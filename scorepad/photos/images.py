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
ORIENTATION = 0x0112  # the EXIF tag


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
    """The picture's pixels: a JPEG decoded straight at the smallest scale that still gives the kept size (an
    eighth of the memory and time for a 48 megapixel photo), the first frame of an animation; a file cut short or
    broken is Invalid."""
    if image.format in ("JPEG", "MPO"):
        width, height = image.size
        ratio = min(1.0, PHOTO_SIDE / max(width, height))  # the kept size, in the picture's own proportions
        image.draft("RGB", (math.ceil(width * ratio), math.ceil(height * ratio)))
    try:
        image.load()
    except Exception as error:  # "image file is truncated", a broken stream: never a server error
        raise refused(CUT_SHORT) from error
    return image


def workable(image: Image.Image) -> Image.Image:
    """Pixels a resampling filter takes: a palette, one-bit or 16-bit picture as RGB (RGBA where it has
    transparency); RGB, CMYK and greyscale stay as they are, for their colour profile."""
    if image.mode in ("RGB", "RGBA", "L", "LA", "CMYK"):
        return image
    clear = "transparency" in image.info or image.mode in ("PA", "La", "RGBa")
    return image.convert("RGBA" if clear else "RGB")


def in_srgb(image: Image.Image, profile: bytes | None) -> Image.Image:
    """The picture in 8-bit RGB, its colours converted from its own profile (a phone's Display P3, say) to sRGB
    where it carries one, so the colours stay right once the profile is dropped; transparency on white."""
    if image.mode in ("RGBA", "LA"):
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
    """The picture no longer than `side` on its long side (never enlarged; the same image when it fits)."""
    width, height = image.size
    if max(width, height) <= side:
        return image
    ratio = side / max(width, height)
    size = (max(1, round(width * ratio)), max(1, round(height * ratio)))
    return image.resize(size, Image.Resampling.LANCZOS, reducing_gap=3.0)


TURNS = {  # EXIF orientation -> what puts the picture upright (orientation 1 is upright already)
    2: [Image.Transpose.FLIP_LEFT_RIGHT],
    3: [Image.Transpose.ROTATE_180],
    4: [Image.Transpose.FLIP_TOP_BOTTOM],
    5: [Image.Transpose.TRANSPOSE],
    6: [Image.Transpose.ROTATE_270],
    7: [Image.Transpose.TRANSVERSE],
    8: [Image.Transpose.ROTATE_90],
}


def upright(image: Image.Image, orientation: object) -> Image.Image:
    """The picture turned as the orientation a phone wrote says (applied to the pixels: no tag is kept)."""
    for turn in TURNS.get(orientation, []) if isinstance(orientation, int) else []:
        image = image.transpose(turn)
    return image


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
        if len(data) > 2 * PHOTO_BYTES_MAX:  # far over: the next quality won't do, go to the lowest at once
            data = encoded(image, QUALITIES[-1])
            break
    while len(data) > PHOTO_BYTES_MAX:
        side = int(max(image.size) * math.sqrt(PHOTO_BYTES_MAX / len(data)) * 0.95)
        image = scaled(image, side)
        data = encoded(image, QUALITIES[-1])
    return data, image


def reencode(raw: bytes) -> Picture:
    """A sent file made into a kept photo and its thumbnail, or Invalid saying why it can't be one: empty, over
    PHOTO_UPLOAD_MAX bytes, no photo format we read (an SVG, a PDF renamed .jpg), over PHOTO_PIXELS_MAX pixels
    (checked from the header, before decoding), or cut short. Scaled down first, so the colour conversion and
    the turn work on the kept size only."""
    image = decoded(opened(raw))
    profile, orientation = image.info.get("icc_profile"), image.getexif().get(ORIENTATION)
    small = in_srgb(scaled(workable(image), PHOTO_SIDE), profile)
    del image  # the decoded pixels go as soon as nothing needs them
    data, photo = smallest_fit(upright(small, orientation))
    thumb = encoded(scaled(photo, PHOTO_THUMB_SIDE), THUMB_QUALITY)
    return Picture(data, thumb, "image/webp" if webp() else "image/jpeg", *photo.size)
