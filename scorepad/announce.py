"""Announcements in words, in the reader's language (the engine only says what happened)."""

from __future__ import annotations

from flask_babel import format_decimal, gettext

from .rules.game import Announcement


def number(value: int) -> str:
    """A score in the reader's locale (5,000 or 5.000)."""
    return str(format_decimal(value))


def say(item: Announcement, names: list[str]) -> str:
    """One announcement as one short sentence."""
    p = item.params
    side = names[item.side] if item.side is not None else ""
    if item.kind == "game_over":
        totals = ", ".join(f"{n} {number(t)}" for n, t in zip(names, p["totals"], strict=True))
        return gettext(
            "Game over: %(side)s wins by %(margin)s (%(totals)s).", side=side, margin=number(p["margin"]), totals=totals
        )
    if item.kind == "tie":
        return gettext("Tied at %(total)s over the target: play goes on.", total=number(p["total"]))
    if item.kind == "minimum":
        return gettext(
            "%(side)s now need %(new)s for their initial meld (was %(old)s).",
            side=side,
            new=number(p["new"]),
            old=number(p["old"]),
        )
    if item.kind == "below_zero":
        return gettext("%(side)s went below zero: %(total)s.", side=side, total=number(p["total"]))
    return gettext("%(side)s are within 500 of the target: %(needed)s to go.", side=side, needed=number(p["needed"]))


def say_all(items: list[Announcement], names: list[str]) -> list[str]:
    """A round's announcements as sentences, most important first."""
    return [say(item, names) for item in items]
