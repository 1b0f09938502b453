"""Announcements in words, in the reader's language (the engine only says what happened)."""

from __future__ import annotations

from flask_babel import gettext, ngettext

from ..rules.game import Announcement
from . import number


def say(item: Announcement, names: list[str], sizes: list[int]) -> str:
    """One announcement as one short sentence; a side of one player "needs", a pair "need"."""
    p = item.params
    side = names[item.side] if item.side is not None else ""
    people = sizes[item.side] if item.side is not None else 1
    if item.kind == "game_over":
        totals = ", ".join(f"{n} {number(t)}" for n, t in zip(names, p["totals"], strict=True))
        return ngettext(
            "Game over: %(side)s wins by %(margin)s (%(totals)s).",
            "Game over: %(side)s win by %(margin)s (%(totals)s).",
            people,
            side=side,
            margin=number(p["margin"]),
            totals=totals,
        )
    if item.kind == "game_tied":
        return gettext("Game over: tied for the best total, %(total)s.", total=number(p["total"]))
    if item.kind == "tie":
        return gettext("Tied at %(total)s over the target: play goes on.", total=number(p["total"]))
    if item.kind == "minimum":
        return ngettext(
            "%(side)s now needs %(new)s for the initial meld (was %(old)s).",
            "%(side)s now need %(new)s for their initial meld (was %(old)s).",
            people,
            side=side,
            new=number(p["new"]),
            old=number(p["old"]),
        )
    if item.kind == "below_zero":
        return gettext("%(side)s went below zero: %(total)s.", side=side, total=number(p["total"]))
    if item.kind == "went_out":
        return gettext("%(side)s called Rommé.", side=side)
    if item.kind == "hand_romme":
        return gettext("Hand-Rommé! %(side)s went out in one go: everyone else's points count double.", side=side)
    if item.kind == "leads":
        return gettext("%(side)s leads with %(total)s.", side=side, total=number(p["total"]))
    return ngettext(
        "%(side)s is within 500 of the target: %(needed)s to go.",
        "%(side)s are within 500 of the target: %(needed)s to go.",
        people,
        side=side,
        needed=number(p["needed"]),
    )


def say_all(items: list[Announcement], names: list[str], sizes: list[int]) -> list[str]:
    """A round's announcements as sentences, most important first."""
    return [say(item, names, sizes) for item in items]
