"""Names people type (sides, players, accounts, leagues, phones): cleaned, checked, and compared."""

from __future__ import annotations

import unicodedata
from typing import Any

from ..rules.problems import N_, Problem

INVISIBLE = frozenset(("Cf", "Cc", "Zl", "Zp", "Zs"))  # format characters (zero-width, bidi, BOM) and spaces


def clean_name(path: str, value: Any, limit: int) -> tuple[str | None, list[Problem]]:
    """A name: text of 1 to `limit` characters, with something visible once format characters are gone."""
    if not isinstance(value, str):
        return None, [Problem(path, N_("Must be text."))]
    name = " ".join(value.split())
    if not any(unicodedata.category(ch) not in INVISIBLE for ch in name):
        return None, [Problem(path, N_("Must not be empty."))]
    if len(name) > limit:
        return None, [Problem(path, N_("Must be at most %(n)d characters."), {"n": limit})]
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return None, [Problem(path, N_("Contains characters that are not valid text."))]
    if any(unicodedata.category(ch) == "Cc" for ch in name):
        return None, [Problem(path, N_("Must not contain control characters."))]
    return name, []


def name_key(name: str) -> str:
    """The form two names are compared in: NFKC, case folded, without format characters ("ＡＮＮＡ" = "anna")."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    return "".join(ch for ch in folded if unicodedata.category(ch) != "Cf")
