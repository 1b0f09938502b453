"""Modern American Canasta on the pages: the round form and totals made from its declarations; a special hand is
asked with who went out (the side that shows one enters nothing else)."""

from __future__ import annotations

from typing import Any

from flask_babel import gettext

from scorepad.web.games.adapter import Adapter


def nobody_out(_rules: Any) -> str:
    """The choice of a hand nobody went out of: the stock ran out (nobody earns the going-out bonus)."""
    return gettext("Nobody: the stock ran out")


def more_words() -> str:
    """What the round form's "more" holds."""
    return gettext("Wild canastas and more")


ADAPTER = Adapter(nobody_out=nobody_out, more_words=more_words)
