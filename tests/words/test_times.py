"""Dates and moments in one format on every page: a date as its language writes it (German 25.11.2026, everyone
else day first with the month in letters, so a British reader never reads a US date), a moment in UTC that says
so, both in a <time> whose datetime the phone's script puts in its own zone and locale."""

from __future__ import annotations

from datetime import date, datetime

import pytest
from flask import Flask

from scorepad.words.times import date_element, date_text, moment_element, moment_text


@pytest.mark.parametrize(
    ("lang", "day", "moment"),
    [
        ("en", "25 Nov 2026", "25 Nov 2026, 21:40 UTC"),
        ("en-GB", "25 Nov 2026", "25 Nov 2026, 21:40 UTC"),
        ("de", "25.11.2026", "25.11.2026, 21:40 UTC"),
    ],
)
def test_one_format_per_language(app: Flask, lang: str, day: str, moment: str) -> None:
    with app.test_request_context(headers={"Accept-Language": lang}):
        assert date_text(date(2026, 11, 25)) == day and date_text("2026-11-25") == day
        assert moment_text(datetime(2026, 11, 25, 21, 40, 59)) == moment


def test_the_elements_carry_the_iso_value_for_the_script(app: Flask) -> None:
    with app.test_request_context(headers={"Accept-Language": "de"}):
        assert str(date_element("2026-02-01")) == '<time datetime="2026-02-01" data-local="date">01.02.2026</time>'
        assert str(moment_element(datetime(2026, 11, 25, 21, 40, 5))) == (
            '<time datetime="2026-11-25T21:40:05Z" data-local="moment">25.11.2026, 21:40 UTC</time>'
        )


def test_nothing_or_nonsense_writes_nothing(app: Flask) -> None:
    with app.test_request_context():
        assert date_text(None) == "" and date_text("not a date") == "" and moment_text(None) == ""
        assert str(date_element(None)) == "" and str(moment_element(None)) == ""
