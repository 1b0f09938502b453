"""Soft hyphens made on the server, by each language's own dictionary, in long words only; markup keeps its tags
and entities, plain text comes back escaped."""

from __future__ import annotations

import pytest
from markupsafe import Markup

from scorepad.words.hyphens import SOFT, hyphenate, hyphenate_text


def shown(text: str) -> str:
    """Soft hyphens made visible."""
    return str(text).replace(SOFT, "-")


@pytest.mark.parametrize(
    ("locale", "text", "hyphenated"),
    [
        ("de", "Letzte Karte des Nachziehstapels", "Letzte Karte des Nach-zieh-sta-pels"),
        ("en", "The unfinished wild meld", "The unfin-ished wild meld"),
        ("it", "Una dichiarazione", "Una dichia-ra-zione"),
        ("pt_BR", "Sem penalidades", "Sem pena-li-da-des"),
        ("es", "Sin penalizaciones", "Sin pena-li-za-cio-nes"),
    ],
)
def test_each_language_hyphenates_by_its_own_dictionary(locale: str, text: str, hyphenated: str) -> None:
    assert shown(hyphenate_text(text, locale)) == hyphenated


def test_a_german_word_is_not_broken_by_the_english_dictionary() -> None:
    assert hyphenate_text("Nachziehstapels", "en") == "Nachziehstapels"  # English knows no place to break it
    assert hyphenate_text("Nachziehstapels", "en_GB") == "Nachziehstapels"


def test_short_words_and_numbers_are_left_whole() -> None:
    assert hyphenate_text("Initial meld 1500000000 points", "en") == "Initial meld 1500000000 points"


def test_plain_text_comes_back_escaped() -> None:
    out = hyphenate("Anna & Ben <b>Ausmachprämie</b>", "de")
    assert isinstance(out, Markup)
    assert shown(out) == "Anna &amp; Ben &lt;b&gt;Aus-mach-prä-mie&lt;/b&gt;"


def test_markup_keeps_its_tags_and_entities_whole() -> None:
    out = hyphenate(Markup('<a href="/games/Nachziehstapels">Nachziehstapels</a> &amp;'), "de")
    assert shown(out) == '<a href="/games/Nachziehstapels">Nach-zieh-sta-pels</a> &amp;'
