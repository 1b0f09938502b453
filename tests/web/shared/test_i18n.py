"""The page language on the pages (web/shared/i18n.py): Flask-Babel's locale selector, a language chosen on any form,
and where a page may send the phone next."""

from __future__ import annotations

from flask import session

from scorepad.serving.language import CHOSEN
from scorepad.web.shared.i18n import safe_target, select_locale, switch_language


def test_the_locale_outside_a_request_and_in_one(app):
    assert select_locale() == "en"
    with app.test_request_context(headers={"Accept-Language": "de"}):
        assert select_locale() == "de"


def test_a_language_chosen_on_a_form_is_remembered(app):
    with app.test_request_context():
        assert switch_language("de") is True and session[CHOSEN] == "de" and select_locale() == "de"
        assert switch_language("xx") is False and switch_language(None) is False


def test_next_is_a_path_on_this_site_only(app):
    with app.test_request_context():
        assert safe_target("/games/abc?x=1") == "/games/abc?x=1"
        for bad in ("//evil.example", "https://evil.example/", "/\\evil.example", "\t//evil.example", None, "games"):
            assert safe_target(bad) == "/"
