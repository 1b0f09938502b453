"""QR codes drawn on the server as inline SVG (segno: no image library, nothing from another host), so a
phone joins a game, scores it or joins a league by pointing its camera."""

from __future__ import annotations

import io

import segno
from markupsafe import Markup


def qr_svg(address: str, title: str) -> Markup:
    """An address as a QR code in inline SVG, dark on light in any colour scheme, with a title for readers."""
    picture = io.BytesIO()
    segno.make(address, error="m").save(
        picture,
        kind="svg",
        xmldecl=False,
        nl=False,
        scale=5,
        border=3,
        dark="#000",
        light="#fff",
        title=title,
        svgclass="qr",
    )
    svg = picture.getvalue().decode()
    return Markup(svg.replace("<svg ", '<svg role="img" focusable="false" ', 1))  # noqa: S704  (segno's own SVG; the title is escaped by it)
