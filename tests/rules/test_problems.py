"""Problems and the messages the engine hands out untranslated (rules/problems.py): plural forms, translation by
the caller, numbers in the reader's locale, problems keyed by their field."""

from __future__ import annotations

import re

from scorepad.rules.problems import N_, NN_, Problem, by_path, render


class Shouting:
    """A translator that shouts: the words upper case, the %(values)s left as they are."""

    def gettext(self, message: str) -> str:
        return re.sub(r"(%\([a-z]+\)[ds])|([^%]+)", lambda m: m[1] or m[2].upper(), message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.gettext(singular if n == 1 else plural)


def test_the_marks_hand_back_what_they_mark():
    assert N_("Round") == "Round"
    assert NN_("%(n)d card", "%(n)d cards") == ("%(n)d card", "%(n)d cards")


def test_render_picks_the_plural_by_n_and_fills_the_values():
    assert render("%(n)d card", "%(n)d cards", {"n": 1}) == "1 card"
    assert render("%(n)d card", "%(n)d cards", {"n": 3}) == "3 cards"
    assert render("%(n)d card", "%(n)d cards", {"n": 0}) == "0 cards"
    assert render("No values, 100%", None, {}) == "No values, 100%"  # no values: the template as it is


def test_render_translates_and_writes_whole_numbers_by_the_locale():
    assert render("%(n)d card", "%(n)d cards", {"n": 2}, Shouting()) == "2 CARDS"
    german = lambda n: f"{n:,}".replace(",", ".")  # noqa: E731
    assert render("%(points)s to go", None, {"points": 5000, "side": "Anna"}, None, german) == "5.000 to go"
    assert (
        render("%(side)s", None, {"side": "Anna"}, Shouting(), german) == "Anna"
    )  # values are not translated, nor strings numbered


def test_a_problem_words_itself_and_moves_under_a_longer_path():
    problem = Problem("entries.0.meld_points", "%(n)d canasta?", {"n": 2}, "%(n)d canastas?")
    assert problem.text() == "2 canastas?" and problem.text(Shouting()) == "2 CANASTAS?"
    moved = problem.at("rounds.3.")
    assert moved == Problem("rounds.3.entries.0.meld_points", "%(n)d canasta?", {"n": 2}, "%(n)d canastas?")


def test_problems_of_one_field_are_joined():
    problems = [Problem("a", "One."), Problem("b", "Two."), Problem("a", "Three.")]
    assert by_path(problems) == {"a": "One. Three.", "b": "Two."}
    assert by_path(problems, Shouting()) == {"a": "ONE. THREE.", "b": "TWO."}
    assert by_path([]) == {}
