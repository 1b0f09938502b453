"""Soft hyphens made on the server (pyphen's dictionaries, one per language the app speaks), so a long word that
must break on a narrow phone breaks at a syllable with a hyphen drawn ("Nachzieh-stapels"), whatever dictionaries
the phone's browser has. Only long words get them: a short one never needs to break."""

from __future__ import annotations

import re
from functools import lru_cache

import pyphen
from markupsafe import Markup, escape

SOFT = "\u00ad"
LONGEST_UNBROKEN = 9  # a word of this many letters fits the narrowest field label (320 px) whole
DICTIONARIES = {"en": "en_US", "de": "de_DE", "it": "it_IT", "pt": "pt_BR", "es": "es"}
WORD = re.compile(rf"[^\W\d_]{{{LONGEST_UNBROKEN + 1},}}")
TAG = re.compile(r"(<[^>]*>|&#?\w+;)")  # in Markup: tags and entities stay whole


@lru_cache(maxsize=8)
def dictionary(locale: str) -> pyphen.Pyphen:
    """The hyphenation dictionary of a locale ("de", "pt_BR"; English for one the app doesn't speak)."""
    return pyphen.Pyphen(lang=DICTIONARIES.get(locale.split("_")[0], "en_US"), left=3, right=3)


@lru_cache(maxsize=4096)
def hyphenated_word(word: str, locale: str) -> str:
    """One word with a soft hyphen at each place it may break."""
    return str(dictionary(locale).inserted(word, hyphen=SOFT))


def hyphenate_text(text: str, locale: str) -> str:
    """Plain text with soft hyphens in its long words."""
    return WORD.sub(lambda m: hyphenated_word(m[0], locale), text)


def hyphenate(value: object, locale: str) -> Markup:
    """Text or Markup with soft hyphens in the long words it shows (never inside a tag or an entity); plain text
    comes back escaped."""
    if isinstance(value, Markup):
        parts = TAG.split(str(value))
        return Markup("".join(p if TAG.fullmatch(p) else hyphenate_text(p, locale) for p in parts))  # noqa: S704  (already Markup: only letters added)
    return escape(hyphenate_text(str(value), locale))
