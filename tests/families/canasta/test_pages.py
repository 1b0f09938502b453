"""Canasta on the pages (families/canasta/pages.py): what nobody going out costs under these rules, in the reader's
language, and what the round form's "more" holds."""

from __future__ import annotations

from scorepad.families.canasta.pages import ADAPTER, more_words, nobody_out

from ..canasta.kit import CLASSIC, GERMAN


def test_nobody_out_says_what_the_stock_running_out_costs(app):
    with app.test_request_context(headers={"Accept-Language": "de"}):
        assert nobody_out(GERMAN) != nobody_out(CLASSIC)
    with app.test_request_context():
        assert nobody_out(CLASSIC) == "Nobody: the stock ran out"
        assert nobody_out(GERMAN) == "Nobody: the stock ran out (every side loses 100)"
        assert more_words() == "Red threes in hand, penalties"
    assert ADAPTER.nobody_out is nobody_out and ADAPTER.side_template is None and ADAPTER.side_by_side
