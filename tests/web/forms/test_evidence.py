"""The evidence form (web/forms/evidence.py): the photo's field opens a phone's back camera or its photos, and every
problem with the photo is said on that field."""

from __future__ import annotations

from scorepad.rules.problems import Problem
from scorepad.web.forms.evidence import PhotoForm


def test_the_photo_field_asks_for_a_picture_from_the_camera(app):
    with app.test_request_context():
        field = str(PhotoForm().photo())
    assert 'type="file"' in field and 'accept="image/*"' in field and 'capture="environment"' in field


def test_every_problem_on_the_photos_field(app):
    with app.test_request_context():
        form = PhotoForm()
        summary = form.show([Problem("photo", "Too large."), Problem("_body", "Not a photo.")])
    assert [s.message for s in summary] == ["Too large.", "Not a photo."]
    assert form.photo.errors == ["Too large.", "Not a photo."] and {s.target for s in summary} == {"photo"}
    assert {s.label for s in summary} == {"Photo of the table"}
