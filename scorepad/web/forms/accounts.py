"""Forms of accounts and leagues: signing up and in, a new league, a season, a merge, a player's new name, the
websites that may show a league's standings."""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import DateField, Field, PasswordField, RadioField, SelectField, StringField, TextAreaField
from wtforms.validators import Optional

from ...extensions import registry
from . import ProblemsOnFields, rule_sets


class FieldsByName(ProblemsOnFields):
    """A form whose problem paths are its field names ("name", "password", "start")."""

    def field_for(self, path: str) -> Field | None:
        """The field named by the path."""
        return self._fields.get(path.split(".")[0])  # type: ignore[attr-defined]


class AccountForm(FieldsByName, FlaskForm):
    """A name and a password."""

    name = StringField(_l("Name"))
    password = PasswordField(_l("Password"))


class LeagueForm(FieldsByName, FlaskForm):
    """A new league: its name and the rules its games are played by."""

    name = StringField(_l("League name"))
    ruleset = RadioField(_l("Rules"), default=lambda: registry().default_ruleset())

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ruleset.choices = rule_sets()


class SeasonForm(FieldsByName, FlaskForm):
    """A season: a name and its first and last day."""

    name = StringField(_l("Season name"))
    start = DateField(_l("First day"), validators=[Optional()])
    end = DateField(_l("Last day"), validators=[Optional()])


# Two records of one person: the first ("from", a Python keyword, hence made so) goes into the second.
MergeForm = type(
    "MergeForm",
    (FieldsByName, FlaskForm),
    {
        "from": SelectField(_l("This record"), validate_choice=False),
        "into": SelectField(_l("goes into"), validate_choice=False),
    },
)


class RenamePlayerForm(FieldsByName, FlaskForm):
    """A league player's own new name (the owner's): every game shows it."""

    player = SelectField(_l("Player"), validate_choice=False)
    name = StringField(_l("New name"))


class EmbedForm(FieldsByName, FlaskForm):
    """The websites (origins) whose pages may show a league's standings in a frame, one a line."""

    origins = TextAreaField(
        _l("Websites that may show the standings"),
        description=_l("One a line, such as https://club.example. Leave it empty and no website can."),
    )
