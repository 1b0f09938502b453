"""Modern American Canasta on the pages (families/american/pages.py): nobody out is the stock running out, and the
round form's "more" holds the wild canastas."""

from __future__ import annotations

from scorepad.families.american.pages import ADAPTER, more_words, nobody_out

from ..american.kit import LEAGUE


def test_the_words_of_its_round_form(app):
    with app.test_request_context():
        assert nobody_out(LEAGUE) == "Nobody: the stock ran out" and more_words() == "Wild canastas and more"
    with app.test_request_context(headers={"Accept-Language": "de"}):
        assert nobody_out(LEAGUE) != "Nobody: the stock ran out"  # its own catalog's German
    assert ADAPTER.more_words is more_words and ADAPTER.totals_template is None
