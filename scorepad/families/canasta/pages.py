"""Canasta on the pages: a panel per side on the round form, totals with each side's initial meld."""

from __future__ import annotations

from flask_babel import gettext

from scorepad.web.games.adapter import Adapter
from scorepad.words import number

from .rules.settings import CanastaRules


def nobody_out(rules: CanastaRules) -> str:
    """The choice of a round nobody went out of, with what it costs under these rules."""
    if rules.stock_out:
        return gettext("Nobody: the stock ran out (every side loses %(n)s)", n=number(rules.stock_out))
    return gettext("Nobody: the stock ran out")


def more_words() -> str:
    """What the round form's "more" holds."""
    return gettext("Red threes in hand, penalties")


ADAPTER = Adapter(nobody_out=nobody_out, more_words=more_words)
