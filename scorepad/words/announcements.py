"""Announcements in words, in the reader's language: the engine only says what happened, the family words its own
kinds (rules/<family>/ `phrases`), and the kinds every family shares are worded here."""

from __future__ import annotations

from typing import Any

from flask_babel import gettext, ngettext

from ..rules.family import Family, Phrase
from ..rules.game import Announcement
from ..rules.problems import N_, NN_
from . import number

SHARED: dict[str, Phrase] = {
    "game_over": NN_(
        "Game over: %(side)s wins by %(margin)s (%(totals)s).", "Game over: %(side)s win by %(margin)s (%(totals)s)."
    ),
    "game_tied": N_("Game over: tied for the best total, %(total)s."),
    "leads": NN_("%(side)s leads with %(total)s.", "%(side)s lead with %(total)s."),
}
UNKNOWN = N_("%(side)s: %(kind)s.")  # a kind nobody words (a family's slip): said plainly, never an error


def values(item: Announcement, names: list[str]) -> dict[str, Any]:
    """The announcement's params as words: numbers in the reader's locale, totals named by side."""
    out: dict[str, Any] = {"side": names[item.side] if item.side is not None else "", "kind": item.kind}
    for key, value in item.params.items():
        if key == "totals":
            out[key] = ", ".join(f"{n} {number(t)}" for n, t in zip(names, value, strict=True))
        elif isinstance(value, int) and not isinstance(value, bool):
            out[key] = number(value)
        else:
            out[key] = value
    return out


def say(family: Family, item: Announcement, names: list[str], sizes: list[int]) -> str:
    """One announcement as one short sentence; a side of one player "needs", a pair "need"."""
    phrase = family.phrases.get(item.kind) or SHARED.get(item.kind) or UNKNOWN
    filled = values(item, names)
    if isinstance(phrase, tuple):
        people = sizes[item.side] if item.side is not None else 1
        return ngettext(phrase[0], phrase[1], people, **filled)
    return gettext(phrase, **filled)


def say_all(family: Family, items: list[Announcement], names: list[str], sizes: list[int]) -> list[str]:
    """A round's announcements as sentences, most important first."""
    return [say(family, item, names, sizes) for item in items]
