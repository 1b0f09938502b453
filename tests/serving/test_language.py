"""The page language (serving/language.py): the phone's choice, else the browser's best, else English."""

from __future__ import annotations

from werkzeug.datastructures import LanguageAccept
from werkzeug.test import EnvironBuilder
from werkzeug.wrappers import Request

from scorepad.serving.language import CHOSEN, language_of, request_language


def test_the_choice_then_the_browsers_best_then_english():
    german_first = LanguageAccept([("de", 1), ("en", 0.5)])
    assert language_of("en", german_first) == "en"  # the phone chose
    assert language_of(None, german_first) == "de" and language_of("xx", german_first) == "de"
    assert language_of(None, LanguageAccept([("fr", 1)])) == "en" and language_of(["de"], LanguageAccept([])) == "en"


def test_a_request_is_read_from_its_session_and_header():
    request = Request(EnvironBuilder(headers={"Accept-Language": "de"}).get_environ())
    assert request_language({}, request) == "de"
    assert request_language({CHOSEN: "en"}, request) == "en"
