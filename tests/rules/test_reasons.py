"""A part of a score in words (rules/reasons.py): its points are among its values, plural by n, translated by the
caller."""

from __future__ import annotations

import re

from scorepad.rules.reasons import Reason


class Shouting:
    """A translator that shouts: the words upper case, the %(values)s left as they are."""

    def gettext(self, message: str) -> str:
        return re.sub(r"(%\([a-z]+\)[ds])|([^%]+)", lambda m: m[1] or m[2].upper(), message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.gettext(singular if n == 1 else plural)


def test_a_reason_says_its_points():
    reason = Reason("red_threes", 400, "%(n)d red threes: %(points)d", {"n": 4}, ("red_three",), "%(n)d: %(points)d")
    assert reason.text() == "4: 400"
    assert Reason("meld", 240, "Meld points: %(points)d").text() == "Meld points: 240"
    assert Reason("bonus", 100, "%(n)d red three: %(points)d", {"n": 1}, plural="%(n)d red threes").text() == (
        "1 red three: 100"
    )


def test_a_reason_is_translated_and_its_numbers_written_by_the_locale():
    reason = Reason("going_out", 5000, "Going out: %(points)s")
    assert reason.text(Shouting(), lambda n: f"{n:,}".replace(",", ".")) == "GOING OUT: 5.000"
    assert reason.settings == () and reason.params == {}
