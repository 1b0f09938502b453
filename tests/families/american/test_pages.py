"""Modern American Canasta on the pages (families/american/pages.py): nobody out is the stock running out, and the
round form is the family's own score pad (its side.html and american.css), nothing tucked into "more"."""

from __future__ import annotations

from scorepad.families.american.pages import ADAPTER, nobody_out

from ..american.kit import LEAGUE


def test_the_words_of_its_round_form(app):
    with app.test_request_context():
        assert nobody_out(LEAGUE) == "Nobody: the stock ran out"
    with app.test_request_context(headers={"Accept-Language": "de"}):
        assert nobody_out(LEAGUE) != "Nobody: the stock ran out"  # its own catalog's German
    assert ADAPTER.totals_template is None


def test_its_round_form_is_its_own_score_pad_with_nothing_in_more():
    assert ADAPTER.side_template == "side.html" and ADAPTER.styles == ("american.css",)
    assert ADAPTER.more_words is None  # the penalties and wild canastas are no longer folded away
