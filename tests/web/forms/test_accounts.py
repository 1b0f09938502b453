"""Forms of accounts and leagues (web/forms/accounts.py): problems found by field name; a new league offers the
app's rule sets, its first by default."""

from __future__ import annotations

from scorepad.extensions import REGISTRY
from scorepad.web.forms.accounts import AccountForm, LeagueForm, MergeForm


def test_a_league_offers_the_apps_rule_sets(app):
    with app.test_request_context():
        form = LeagueForm()
        assert form.ruleset.data == "classic"
        assert [c.value for c in form.ruleset.choices] == list(app.extensions[REGISTRY].rulesets)
    with app.test_request_context(method="POST", data={"name": "Club", "ruleset": "tally"}):
        assert LeagueForm().ruleset.data == "tally"


def test_problems_are_found_by_the_fields_name(app):
    with app.test_request_context():
        form, merge = AccountForm(), MergeForm()
        assert form.field_for("password") is form.password and form.field_for("name.first") is form.name
        assert merge.field_for("from") is merge["from"] and form.field_for("nothing") is None
