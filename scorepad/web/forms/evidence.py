"""The evidence forms of a round's page: a photo of the table (taken with the phone's camera or chosen), and a
side's confirmation."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.file import FileField

from ...rules.problems import Problem
from ...words import problem_texts
from . import Summary

CAMERA = {"accept": "image/*", "capture": "environment"}  # a phone opens its back camera, or offers its photos


class PhotoForm(FlaskForm):
    """One photo of the table for a round."""

    photo = FileField(_l("Photo of the table"), render_kw=CAMERA)

    def show(self, problems: list[Problem]) -> list[Summary]:
        """Every problem on the photo's field; the summary links to it."""
        said = list(problem_texts(problems).values())
        self.photo.errors = [*self.photo.errors, *said]
        return [Summary(str(self.photo.label.text), message, self.photo.id) for message in said]
