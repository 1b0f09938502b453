"""A photo made into nothing but pixels (photos/images.py): what a phone wrote besides the picture is gone, the
picture stands the right way up at a bounded size, and what is no photo, or too large to be one, is refused with
a message before anything is decoded."""

from __future__ import annotations

import io
import time

import pytest
from PIL import Image

from scorepad.core.errors import Invalid
from scorepad.core.sizes import PHOTO_BYTES_MAX, PHOTO_SIDE, PHOTO_THUMB_SIDE
from scorepad.photos import images
from scorepad.photos.images import reencode
from tests.photos import pictures


def opened(data: bytes) -> Image.Image:
    """A kept photo read back."""
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def refusal(raw: bytes) -> str:
    """The message a refused file gets."""
    with pytest.raises(Invalid) as refused:
        reencode(raw)
    [problem] = refused.value.problems
    assert problem.path == "photo"
    return problem.text()


def test_a_photo_with_gps_comes_back_with_no_metadata_at_all():
    raw = pictures.phone_jpeg()
    sent = Image.open(io.BytesIO(raw))
    assert sent.getexif().get_ifd(pictures.GPS_IFD)  # the phone's file did say where it was taken
    assert b"Berlin" in raw and b"Phonemaker" in raw and "icc_profile" in sent.info
    kept = reencode(raw)
    for data in (kept.data, kept.thumb):
        back = opened(data)
        assert dict(back.getexif()) == {}
        assert not back.getexif().get_ifd(pictures.GPS_IFD)
        assert not {"exif", "xmp", "icc_profile", "comment", "XML:com.adobe.xmp"} & set(back.info)
        assert b"Berlin" not in data and b"Phonemaker" not in data and b"Pocket" not in data
        assert b"Exif" not in data and b"ICCP" not in data and b"XMP" not in data


def test_kept_as_webp_bounded_in_pixels_and_bytes_with_a_thumbnail():
    kept = reencode(pictures.phone_jpeg())
    back, thumb = opened(kept.data), opened(kept.thumb)
    assert kept.media_type == "image/webp" and back.format == "WEBP" and thumb.format == "WEBP"
    assert (kept.width, kept.height) == back.size == (1600, 1200)
    assert len(kept.data) <= PHOTO_BYTES_MAX
    assert max(thumb.size) == PHOTO_THUMB_SIDE and thumb.size == (320, 240)
    assert back.mode == "RGB"


def test_the_orientation_a_phone_wrote_is_applied_to_the_pixels():
    """Orientation 6: the camera was turned; the file holds the picture on its side. Kept upright, the card that
    lies near the top-left of the stored pixels is at the top-right."""
    kept = opened(reencode(pictures.phone_jpeg(orientation=6)).data)
    assert kept.size == (1200, 1600)
    width, height = kept.size
    assert kept.getpixel((width - width // 10 - 20, height // 10 + 20))[1] > 230  # white card: top right
    assert kept.getpixel((width // 10 + 20, height // 10 + 20))[1] < 150  # green cloth: top left


def test_a_small_photo_is_not_enlarged():
    out = io.BytesIO()
    pictures.table(640, 480).save(out, "PNG")
    kept = reencode(out.getvalue())
    assert (kept.width, kept.height) == (640, 480)


def test_a_screenshot_with_transparency_is_flattened_on_white():
    out = io.BytesIO()
    Image.new("RGBA", (200, 100), (0, 0, 0, 0)).save(out, "PNG")
    back = opened(reencode(out.getvalue()).data)
    assert back.mode == "RGB" and back.getpixel((100, 50))[0] > 245


def test_a_gif_keeps_its_first_frame():
    frames = [Image.new("RGB", (60, 40), colour) for colour in ((200, 0, 0), (0, 0, 200))]
    out = io.BytesIO()
    frames[0].save(out, "GIF", save_all=True, append_images=frames[1:])
    back = opened(reencode(out.getvalue()).data)
    assert back.getpixel((30, 20))[0] > 150 and getattr(back, "n_frames", 1) == 1


def test_a_noisy_photo_is_squeezed_under_the_byte_limit():
    out = io.BytesIO()
    Image.effect_noise((2400, 1800), 90).convert("RGB").save(out, "JPEG", quality=95)
    kept = reencode(out.getvalue())
    assert len(kept.data) <= PHOTO_BYTES_MAX and max(kept.width, kept.height) <= PHOTO_SIDE


def test_a_decompression_bomb_is_refused_before_decoding():
    bomb = pictures.png_bomb()
    assert len(bomb) < 2 * 1024 * 1024  # a small file...
    started = time.perf_counter()
    assert refusal(bomb) == "This picture is too large: a photo may have at most 50 megapixels."
    assert time.perf_counter() - started < 2  # ... refused from its header: 400 megapixels never decoded


def test_a_picture_just_over_the_pixel_limit_is_refused_too():
    assert "at most 50 megapixels" in refusal(pictures.png_bomb(7072))  # 50.01 million pixels


def test_a_jpeg_cut_short_is_refused():
    assert refusal(pictures.truncated_jpeg()) == (
        "This photo is incomplete (the file was cut short): take or choose it again."
    )


@pytest.mark.parametrize("raw", [pictures.pdf_renamed(), pictures.svg(), b"GIF89a but not really", b"\xff\xd8\xff"])
def test_what_is_no_photo_is_refused(raw):
    assert refusal(raw) == "This file is not a photo Scorepad can read: choose a JPEG, PNG, WebP or GIF picture."


def test_a_file_of_30_mb_is_refused_before_it_is_read():
    assert refusal(pictures.thirty_megabytes()) == "This file is too large: a photo may have at most 15 MB."


def test_an_empty_file_is_refused():
    assert refusal(b"") == "Choose a photo to add."


def test_jpeg_when_this_pillow_has_no_webp(monkeypatch):
    monkeypatch.setattr(images, "webp", lambda: False)
    kept = reencode(pictures.phone_jpeg())
    back = opened(kept.data)
    assert kept.media_type == "image/jpeg" and back.format == "JPEG"
    assert dict(back.getexif()) == {} and "icc_profile" not in back.info and b"Berlin" not in kept.data
