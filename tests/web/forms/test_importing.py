"""The import form (web/forms/importing.py): every problem on the file's field, with its place in the file."""

from __future__ import annotations

from scorepad.rules.problems import Problem
from scorepad.web.forms.importing import ImportForm, place


def test_a_problems_place_in_the_file_in_words(app):
    with app.test_request_context():
        assert place("rounds.2.entries.0.meld_points") == "Round 3, side 1, “meld_points”"
        assert place("_body") == "" and place("sides.0.name") == "Side 1, “name”"


def test_every_problem_on_the_files_field(app):
    with app.test_request_context():
        form = ImportForm()
        summary = form.show([Problem("rounds.0.entries.1.hand_points", "Must be 0 or more."), Problem("_body", "Bad.")])
    assert [s.message for s in summary] == ["Round 1, side 2, “hand_points”: Must be 0 or more.", "Bad."]
    assert form.file.errors == [s.message for s in summary] and {s.target for s in summary} == {"file"}
