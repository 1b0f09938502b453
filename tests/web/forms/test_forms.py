"""What every page form shares (web/forms/__init__.py): a typed whole number or what to name, problems next to their
fields with a summary that links to them, the app's rule sets as a form offers them."""

from __future__ import annotations

from flask_wtf import FlaskForm
from wtforms import StringField

from scorepad.extensions import REGISTRY
from scorepad.rules.problems import Problem
from scorepad.web.forms import NOT_A_NUMBER, ProblemsOnFields, read_number, rule_sets, whole


class Named(ProblemsOnFields, FlaskForm):
    """A form of one field, problems found by its name."""

    count = StringField("Count")

    def field_for(self, path: str):  # noqa: ANN201
        """The field by name."""
        return self._fields.get(path)


def test_a_typed_whole_number():
    assert (whole(" 42 "), whole("-5"), whole("−5"), whole(""), whole("4.5")) == (42, -5, -5, None, "4.5")
    assert whole("9" * 40) == 10**18  # beyond every bound, never "not a number"


def test_problems_go_next_to_their_fields_with_a_summary(app):
    with app.test_request_context(method="POST", data={"count": "x"}):
        form = Named()
        problems: list[Problem] = []
        assert read_number(form.count, "count", problems) is None and problems[0].message == NOT_A_NUMBER
        summary = form.show([*problems, Problem("_round", "All wrong.")])
    assert [(s.label, s.target) for s in summary] == [("Count", "count"), ("", None)]
    assert form.count.errors == ["Must be a whole number."]


def test_the_apps_rule_sets_as_a_form_offers_them(app):
    with app.test_request_context():
        assert [c.value for c in rule_sets()] == list(app.extensions[REGISTRY].rulesets)
