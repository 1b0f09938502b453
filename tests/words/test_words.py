"""A locale's numbers, written with its own signs found once (no app needed)."""

import pytest

from scorepad.words import numbers_in


@pytest.mark.parametrize(
    "locale, whole, tenth, share, big",
    [("en", "-1,234,567", "2.5", "66.7%", "1,234.6"), ("de", "-1.234.567", "2,5", "66,7%", "1.234,6")],
)
def test_each_locale_writes_numbers_with_its_own_signs(locale, whole, tenth, share, big):
    n = numbers_in(locale)
    assert n.number(-1_234_567) == whole
    assert n.decimal1(2.5) == tenth and n.decimal1(3.0) == "3" and n.decimal1(1234.56) == big
    assert n.decimal1(-0.04) == "0"  # rounds to nothing: no "-0"
    assert n.percent(2 / 3) == share and n.percent(0.5) == "50%"
    assert n.signed(940) == "+940" and n.signed(-45) == "-45" and n.signed(0) == "0"


def test_the_signs_are_looked_up_once_per_locale():
    assert numbers_in("de") is numbers_in("de")


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "Melds and hands add up to 100,065 points; the whole deck holds 1,180."),
        ("de", "Meldungen und Handkarten ergeben zusammen 100.065 Punkte; alle Karten zusammen sind nur 1.180 wert."),
    ],
)
def test_problems_are_worded_with_the_readers_separators(app, lang, words):
    # issue 27: "add up to 100059 points … holds 1180" lacked separators
    from scorepad.rules.problems import Problem
    from scorepad.words import problem_texts

    total = Problem(
        "_round",
        "Melds and hands add up to %(points)d points; the whole deck holds %(deck)d.",
        {"points": 100065, "deck": 1180},
    )
    with app.test_request_context(headers={"Accept-Language": lang}):
        assert problem_texts([total]) == {"_round": words}
