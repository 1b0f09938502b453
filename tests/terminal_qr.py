"""A QR code printed in a terminal read back: segno's half-block characters drawn into pixels, decoded by zxing-cpp."""

from __future__ import annotations

import zxingcpp
from PIL import Image, ImageDraw

LIGHT = {" ": (0, 0), "\u2580": (1, 0), "\u2584": (0, 1), "\u2588": (1, 1)}  # a cell's (top, bottom) light halves


def read_terminal_qr(text: str) -> str:
    """The address a QR code of half-block characters stands for, drawn back into pixels and decoded."""
    rows = [line for line in text.splitlines() if line and set(line) <= set(LIGHT)]
    assert rows, f"no QR code printed:\n{text}"
    scale, width = 8, max(len(r) for r in rows)
    picture = Image.new("L", ((width + 8) * scale, (len(rows) * 2 + 8) * scale), 255)
    pen = ImageDraw.Draw(picture)
    for y, row in enumerate(rows):
        for x, cell in enumerate(row):
            for half, light in enumerate(LIGHT[cell]):
                if not light:  # a terminal draws light modules; what it leaves blank is dark
                    top = (y * 2 + half + 4) * scale
                    pen.rectangle([(x + 4) * scale, top, (x + 5) * scale - 1, top + scale - 1], fill=0)
    found = zxingcpp.read_barcodes(picture)
    assert len(found) == 1, "the terminal's QR code doesn't decode"
    return found[0].text
