"""The round form: one panel per side; the engine does every check, the form only carries values."""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import FieldList, Form, FormField, HiddenField, RadioField, StringField

from ..rules.entries import COUNT_FIELDS, SideEntry
from ..rules.problems import Problem, by_path

STEPPED = ("natural_canastas", "mixed_canastas", "joker_canastas", "red_threes", "red_threes_in_hand")


def number(text: str | None) -> Any:
    """A typed number as the engine expects it: blank is 0, digits an int, anything else is left for the checks."""
    text = (text or "").strip()
    if not text:
        return 0
    if text.lstrip("-").isascii() and text.lstrip("-").isdigit() and len(text) < 12:
        return int(text)
    return text


class EntryForm(Form):
    """One side's counts (text inputs with a numeric keypad; steppers for counts)."""

    meld_points = StringField(_l("Meld points"))
    hand_points = StringField(_l("Points left in hand"))
    natural_canastas = StringField(_l("Natural canastas"))
    mixed_canastas = StringField(_l("Mixed canastas"))
    joker_canastas = StringField(_l("Joker canastas"))
    red_threes = StringField(_l("Red threes laid down"))
    red_threes_in_hand = StringField(_l("Red threes caught in hand"))
    penalty_points = StringField(_l("Penalty points"))


class RoundForm(FlaskForm):
    """A whole round: every side's entry and one choice of who went out, and how."""

    entries = FieldList(FormField(EntryForm))
    going_out = RadioField(_l("Who went out"), default="", validate_choice=False)
    number = HiddenField()

    def setup(self, sides: int, choices: list[tuple[str, str]]) -> RoundForm:
        """Give the form one panel per side and the ways of going out these rules allow."""
        while len(self.entries) < sides:
            self.entries.append_entry()
        self.going_out.choices = choices
        return self

    def fill(self, entries: list[SideEntry], number: int) -> None:
        """Show a stored round for correction."""
        for form, entry in zip(self.entries, entries, strict=True):
            for name in COUNT_FIELDS:
                value = getattr(entry, name)
                form[name].data = str(value) if value else ""
            if entry.going_out:
                self.going_out.data = f"{self.entries.entries.index(form)}:{entry.going_out}"
        self.number.data = str(number)

    def body(self) -> dict[str, Any]:
        """The round as the API's JSON body, so pages and API share one parser and one set of checks."""
        side, _, way = (self.going_out.data or "").partition(":")
        entries = []
        for i, form in enumerate(self.entries):
            entry: dict[str, Any] = {name: number(form[name].data) for name in COUNT_FIELDS}
            entry["going_out"] = way if side == str(i) else None
            entries.append(entry)
        body: dict[str, Any] = {"entries": entries}
        if (self.number.data or "").isdigit():
            body["number"] = int(self.number.data)
        return body

    def step(self, command: str) -> None:
        """Apply a +/- stepper pressed without JavaScript ("2.red_threes:+1")."""
        target, _, delta = command.partition(":")
        index, _, name = target.partition(".")
        if index.isdigit() and int(index) < len(self.entries) and name in STEPPED and delta in ("+1", "-1"):
            field = self.entries[int(index)][name]
            current = number(field.data)
            if isinstance(current, int):
                field.data = str(max(0, current + int(delta))) if current + int(delta) > 0 else ""

    def field_for(self, parts: list[str]) -> Any:
        """The field a problem path ("entries.1.red_threes") points at, if the form has one."""
        if parts[0] == "entries" and len(parts) >= 3 and parts[1].isdigit() and int(parts[1]) < len(self.entries):
            if parts[2] == "going_out":
                return self.going_out
            side = self.entries[int(parts[1])].form
            return side[parts[2]] if parts[2] in side._fields else None
        return None

    def show(self, problems: list[Problem], translate: Any) -> list[str]:
        """Put each problem next to its field; returns the messages that concern the round as a whole."""
        general = []
        for path, message in by_path(problems, translate).items():
            parts = path.split(".")
            field = self.field_for(parts)
            if field is None:
                general.append(message)
            else:
                field.errors = [*field.errors, message]
        return general
