"""The names form: every side's name and its players' names."""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import Field, FieldList, Form, FormField, StringField

from . import ProblemsOnFields


class SideNamesForm(Form):
    """One side's name and its players' names."""

    name = StringField(_l("Side name"))
    players = FieldList(StringField(_l("Player")))


class NamesForm(ProblemsOnFields, FlaskForm):
    """Every side's names."""

    sides = FieldList(FormField(SideNamesForm))

    def names(self) -> list[dict[str, Any]]:
        """The names as the operation takes them, in side order."""
        return [{"name": s.form.name.data or "", "players": [p.data or "" for p in s.form.players]} for s in self.sides]

    def field_for(self, path: str) -> Field | None:
        """The field of "sides.0.name" or "sides.1.players.0"."""
        parts = path.split(".")
        if parts[0] != "sides" or len(parts) < 3 or not parts[1].isdigit() or int(parts[1]) >= len(self.sides):
            return None
        side = self.sides[int(parts[1])].form
        if parts[2] == "players" and len(parts) == 4 and parts[3].isdigit() and int(parts[3]) < len(side.players):
            return side.players[int(parts[3])]
        return side.name if parts[2] == "name" else None

    def label_of(self, field: Field) -> str:
        """A field's label with its side ("Side 2: Player 1")."""
        parts = field.id.split("-")
        label = str(field.label.text)
        if len(parts) == 4:
            label = str(_l("Player %(n)d", n=int(parts[3]) + 1))
        return f"{_l('Side %(n)d', n=int(parts[1]) + 1)}: {label}"
