"""Hand and Foot on the pages (families/hand_and_foot/pages.py): the round form and totals made from its
declarations; nobody out is the stock running out."""

from __future__ import annotations

from scorepad.families.hand_and_foot.pages import ADAPTER, nobody_out

from ..hand_and_foot.kit import DEFAULT


def test_nobody_out_in_the_readers_language(app):
    with app.test_request_context():
        assert nobody_out(DEFAULT) == "Nobody: the stock ran out"
    with app.test_request_context(headers={"Accept-Language": "de"}):
        assert nobody_out(DEFAULT) != "Nobody: the stock ran out"
    assert ADAPTER.nobody_out is nobody_out and ADAPTER.more_words is None and ADAPTER.styles == ()
