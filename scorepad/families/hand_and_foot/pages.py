"""Hand and Foot on the pages: the round form and totals made from its declarations."""

from __future__ import annotations

from typing import Any

from flask_babel import gettext

from scorepad.web.games.adapter import Adapter


def nobody_out(_rules: Any) -> str:
    """The choice of a round nobody went out of: the stock ran out (nobody earns the going-out bonus)."""
    return gettext("Nobody: the stock ran out")


ADAPTER = Adapter(nobody_out=nobody_out)
