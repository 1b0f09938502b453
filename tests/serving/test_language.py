"""The page language (serving/language.py): the phone's choice, else the browser's best, else English."""

from __future__ import annotations

from werkzeug.datastructures import LanguageAccept
from werkzeug.test import EnvironBuilder
from werkzeug.wrappers import Request

from scorepad.serving.language import CHOSEN, LANGUAGES, language_of, request_language, tag


def test_the_choice_then_the_browsers_best_then_english():
    german_first = LanguageAccept([("de", 1), ("en", 0.5)])
    assert language_of("en", german_first) == "en"  # the phone chose
    assert language_of(None, german_first) == "de" and language_of("xx", german_first) == "de"
    assert language_of(None, LanguageAccept([("fr", 1)])) == "en" and language_of(["de"], LanguageAccept([])) == "en"


def test_a_request_is_read_from_its_session_and_header():
    request = Request(EnvironBuilder(headers={"Accept-Language": "de"}).get_environ())
    assert request_language({}, request) == "de"
    assert request_language({CHOSEN: "en"}, request) == "en"


def test_the_three_new_languages_by_the_browsers_tags():
    assert language_of(None, LanguageAccept([("pt-BR", 1), ("en", 0.5)])) == "pt_BR"
    assert language_of(None, LanguageAccept([("pt", 1)])) == "pt_BR"  # Portuguese of anywhere reads Brazil's
    assert language_of(None, LanguageAccept([("es-AR", 1), ("en", 0.5)])) == "es"
    assert language_of(None, LanguageAccept([("it-IT", 1)])) == "it"
    assert language_of("pt_BR", LanguageAccept([("de", 1)])) == "pt_BR"  # the phone chose
    assert list(LANGUAGES) == ["en", "de", "it", "pt_BR", "es"]


def test_a_language_is_tagged_as_bcp_47_says():
    assert [tag(code) for code in LANGUAGES] == ["en", "de", "it", "pt-BR", "es"]
    assert tag(None) == "en"
