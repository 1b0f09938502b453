"""Names people type (sides, players, accounts, leagues, phones): cleaned, checked, and compared."""

from __future__ import annotations

import unicodedata
from typing import Any, TypeVar

from .problems import N_, Problem

INVISIBLE = frozenset(("Cf", "Cc", "Zl", "Zp", "Zs"))  # format characters (zero-width, bidi, BOM) and spaces
JOINERS = frozenset("\u200c\u200d")  # zero-width (non-)joiners: part of emoji and of some scripts' spelling

T = TypeVar("T")


def without_format_characters(text: str) -> str:
    """The text without format characters: bidi controls (which reorder what follows them on the page),
    zero-width spaces, BOMs, soft hyphens. A joiner stays between two characters beyond ASCII, where it
    makes an emoji or a word of a script that needs it; elsewhere it only hides a difference."""

    def joins(i: int) -> bool:
        return 0 < i < len(text) - 1 and not (text[i - 1].isascii() or text[i + 1].isascii())

    return "".join(ch for i, ch in enumerate(text) if unicodedata.category(ch) != "Cf" or ch in JOINERS and joins(i))


def clean_name(path: str, value: Any, limit: int) -> tuple[str | None, list[Problem]]:
    """A name: text of 1 to `limit` characters, with something visible, cleaned of format characters (bidi
    controls, zero-width spaces) and of repeated spaces, the same for accounts, leagues, sides, players, phones."""
    if not isinstance(value, str):
        return None, [Problem(path, N_("Must be text."), code="not_text")]
    name = " ".join(without_format_characters(value).split())
    if not any(unicodedata.category(ch) not in INVISIBLE for ch in name):
        return None, [Problem(path, N_("Must not be empty."), code="empty")]
    if len(name) > limit:
        return None, [Problem(path, N_("Must be at most %(n)d characters."), {"n": limit}, code="too_long")]
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return None, [Problem(path, N_("Contains characters that are not valid text."), code="bad_characters")]
    if any(unicodedata.category(ch) == "Cc" for ch in name):
        return None, [Problem(path, N_("Must not contain control characters."), code="bad_characters")]
    return name, []


def name_key(name: str) -> str:
    """The form two names are compared in: NFKC, case folded, without format characters ("ＡＮＮＡ" = "anna")."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    return "".join(ch for ch in folded if unicodedata.category(ch) != "Cf")


def loose_key(name: str) -> str:
    """A person's name as a league looks it up: `name_key` without accents ("José" = "jose", "Müller" = "muller")."""
    decomposed = unicodedata.normalize("NFKD", name_key(name))
    return unicodedata.normalize("NFC", "".join(ch for ch in decomposed if not unicodedata.combining(ch)))


def repeated(names: list[tuple[T, str]]) -> list[T]:
    """Where the names, given as (where, name), repeat an earlier one once compared by `name_key`."""
    seen: set[str] = set()
    found = []
    for where, name in names:
        key = name_key(name)
        if key in seen:
            found.append(where)
        seen.add(key)
    return found
