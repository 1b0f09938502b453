"""Files a phone could send, made here: a photo with GPS and a camera in its EXIF, and what must be refused
(a decompression bomb, a JPEG cut short, a PDF renamed .jpg, an SVG, a file of 30 MB)."""

from __future__ import annotations

import io
import struct
import zlib

from PIL import Image, ImageCms

GPS_IFD, ORIENTATION, MAKE, MODEL, DESCRIPTION = 0x8825, 0x0112, 0x010F, 0x0110, 0x010E
BERLIN = {1: "N", 2: (52.0, 31.0, 12.0), 3: "E", 4: (13.0, 24.0, 1.0)}  # GPSLatitudeRef, Latitude, LongitudeRef...
XMP = b'<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description photoshop:City="Berlin"/></rdf:RDF></x:xmpmeta>'


def table(width: int = 4000, height: int = 3000) -> Image.Image:
    """A picture of a card table: a green cloth with a white card near the top-left corner (so a test can tell
    which way up it came back)."""
    image = Image.new("RGB", (width, height), (20, 110, 60))
    image.paste((250, 250, 250), (width // 10, height // 10, width // 10 + width // 8, height // 10 + height // 5))
    return image


def phone_jpeg(orientation: int = 1, width: int = 4000, height: int = 3000) -> bytes:
    """A phone's JPEG: GPS position, camera make and model, a comment, XMP, an ICC profile, an orientation."""
    exif = Image.Exif()
    exif[ORIENTATION] = orientation
    exif[MAKE], exif[MODEL] = "Phonemaker", "Pocket 12"
    exif[DESCRIPTION] = "Anna's table, Berlin"  # in the EXIF too: Pillow before 11 writes no XMP
    exif[GPS_IFD] = BERLIN
    profile = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    out = io.BytesIO()
    table(width, height).save(out, "JPEG", quality=92, exif=exif, icc_profile=profile, xmp=XMP, comment=b"Anna's")
    return out.getvalue()


def png_bomb(side: int = 20_000) -> bytes:
    """A PNG of one colour (white, one bit a pixel), `side` by `side` pixels: a small file that decodes to
    gigabytes. Written chunk by chunk, so making it costs no more than the file."""
    row = b"\0" + b"\xff" * ((side + 7) // 8)  # filter type 0, then the row's bits
    packer = zlib.compressobj(9)
    pixels = b"".join(packer.compress(row * 100) for _ in range(side // 100)) + packer.compress(row * (side % 100))
    pixels += packer.flush()

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0)  # 1 bit, greyscale
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


def truncated_jpeg() -> bytes:
    """A real JPEG cut off halfway."""
    data = phone_jpeg(width=1200, height=900)
    return data[: len(data) // 2]


def pdf_renamed() -> bytes:
    """A PDF (what a file named `table.jpg` might hold)."""
    return (
        b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
        b"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"
    )


def svg() -> bytes:
    """An SVG drawing with a script in it."""
    return (
        b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">'
        b'<script>alert(1)</script><rect width="100" height="100" fill="green"/></svg>'
    )


def thirty_megabytes() -> bytes:
    """A JPEG's first bytes and 30 MB after them."""
    return phone_jpeg(width=640, height=480)[:2048] + b"\0" * (30 * 1024 * 1024)
