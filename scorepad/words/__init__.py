"""Everything Scorepad says in the reader's language: numbers, announcements, settings, rounds, history.
Used by the API and the pages alike; the engine's messages are translated here, never in rules/."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from babel.numbers import get_decimal_symbol, get_group_symbol, get_minus_sign_symbol
from flask_babel import get_locale, get_translations

from ..rules.problems import Problem, by_path


class FlaskTranslator:
    """The engine's Translator in the request's language (Flask-Babel)."""

    def gettext(self, message: str) -> str:
        """One message translated (not yet filled in)."""
        return str(get_translations().gettext(message))

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The form of a message for the count n, translated (not yet filled in)."""
        return str(get_translations().ngettext(singular, plural, n))


TRANSLATOR = FlaskTranslator()


@dataclass(frozen=True)
class Numbers:
    """How one locale writes numbers, its separators found once: a page formats each number without a Babel
    lookup (`numbers_in`)."""

    group: str
    decimal: str
    minus: str

    def number(self, value: int) -> str:
        """A whole number (5,000 or 5.000)."""
        text = f"{abs(value):,}".replace(",", self.group)
        return self.minus + text if value < 0 else text

    def decimal1(self, value: float) -> str:
        """A number with at most one decimal (2.5 or 2,5)."""
        rounded = round(value, 1)
        whole, _, tenth = f"{abs(rounded):,.1f}".partition(".")
        text = whole.replace(",", self.group) + (self.decimal + tenth if tenth != "0" else "")
        return self.minus + text if rounded < 0 else text

    def percent(self, value: float) -> str:
        """A share as a percentage with at most one decimal (50%, 66.7%; German 66,7%)."""
        return self.decimal1(value * 100) + "%"

    def signed(self, value: int) -> str:
        """A score with its sign: +940, -45, 0."""
        return ("+" if value > 0 else "") + self.number(value)

    def rating(self, value: float) -> str:
        """A rating, always with one decimal (3.0, 12.4; German 3,0), so a column of them reads alike."""
        rounded = round(value, 1)
        whole, _, tenth = f"{abs(rounded):,.1f}".partition(".")
        text = whole.replace(",", self.group) + self.decimal + tenth
        return self.minus + text if rounded < 0 else text


@lru_cache(maxsize=16)
def numbers_in(locale: str) -> Numbers:
    """A locale's Numbers, its group separator, decimal sign and minus sign looked up once per locale."""
    return Numbers(get_group_symbol(locale), get_decimal_symbol(locale), get_minus_sign_symbol(locale))


def locale_name() -> str:
    """The request's locale, as Babel names it ("en", "de")."""
    return str(get_locale() or "en")


def numbers() -> Numbers:
    """The request's locale's Numbers (a long list asks once and formats with it)."""
    return numbers_in(locale_name())


def number(value: int) -> str:
    """A whole number in the reader's locale (5,000 or 5.000)."""
    return numbers().number(value)


def decimal1(value: float) -> str:
    """A number with at most one decimal in the reader's locale (2.5 or 2,5)."""
    return numbers().decimal1(value)


def percent(value: float) -> str:
    """A share as a percentage with at most one decimal (50%, 66.7%; German 66,7%)."""
    return numbers().percent(value)


def signed(value: int) -> str:
    """A score with its sign: +940, -45, 0."""
    return numbers().signed(value)


def rating(value: float) -> str:
    """A rating with one decimal in the reader's locale (3.0, 12.4; German 3,0)."""
    return numbers().rating(value)


def problem_texts(problems: list[Problem]) -> dict[str, str]:
    """Problems keyed by field path in the reader's language, their numbers with the locale's separators."""
    return by_path(problems, TRANSLATOR, number)


def problem_words(problems: list[Problem]) -> list[str]:
    """Each problem's message in the reader's language, its numbers with the locale's separators."""
    return [problem.text(TRANSLATOR, number) for problem in problems]
