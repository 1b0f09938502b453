"""QR codes drawn on the server as inline SVG (web/shared/qr.py)."""

from __future__ import annotations

from scorepad.web.shared.qr import qr_svg


def test_an_address_as_an_svg_with_its_title_escaped():
    svg = str(qr_svg("https://club.example/games/abc", "The board's <address>"))
    assert svg.startswith('<svg role="img" focusable="false" ') and 'class="qr"' in svg
    assert "&lt;address&gt;" in svg and "<address>" not in svg  # the title escaped
    assert "<script" not in svg and "club.example" not in svg  # the address is in the picture, not in the text
