"""The new-game form: preset, house rules, sides and dealing, turned into the API's JSON body."""

from __future__ import annotations

import re
from typing import Any

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import DateField, FieldList, Form, FormField, RadioField, SelectField, StringField
from wtforms.validators import Optional

from ..rules.overrides import ENUMS, FLAGS, NUMBERS
from ..rules.seating import ROTATIONS
from ..rules.settings import CARD_CLASSES, PRESETS
from .formerrors import ProblemsOnFields
from .roundform import number
from .rulewords import CHOICES

SPLIT_NAMES = re.compile(r"\s*(?:&|\+|,|/|\band\b|\bund\b)\s*", re.IGNORECASE)
ROTATION_LABELS = {
    "clockwise": _l("clockwise"),
    "counterclockwise": _l("counter-clockwise"),
    "winner": _l("the round's winner deals"),
    "loser": _l("the round's loser deals"),
    "same": _l("always the same dealer"),
}


class SideForm(Form):
    """One side: its name, how many players, their names (optional) and a carried-over total."""

    name = StringField(_l("Side name"))
    size = SelectField(_l("Players"), choices=[("1", "1"), ("2", "2"), ("3", "3")], default="2")
    player_0 = StringField(_l("Player 1"))
    player_1 = StringField(_l("Player 2"))
    player_2 = StringField(_l("Player 3"))
    start = StringField(_l("Total carried over"))

    def players(self) -> list[str]:
        """The player names; blank ones come from the side name ("Anna & Ben") or are numbered."""
        count = int(self.size.data) if self.size.data in ("1", "2", "3") else 2
        typed = [(self[f"player_{i}"].data or "").strip() for i in range(count)]
        guessed = [n for n in SPLIT_NAMES.split((self.name.data or "").strip()) if n]
        if count == 1 and not typed[0]:
            return [(self.name.data or "").strip()]
        if len(guessed) != count:
            guessed = [f"{(self.name.data or '').strip()} {i + 1}" for i in range(count)]
        return [t or g for t, g in zip(typed, guessed, strict=True)]


def settings_form() -> type[Form]:
    """A form class with one optional field per setting (blank keeps the preset's value)."""
    fields: dict[str, Any] = {}
    for name in ENUMS:
        fields[name] = SelectField(choices=[("", "")] + [(k, v) for k, v in CHOICES[name].items()], default="")
    for name in FLAGS:
        fields[name] = SelectField(choices=[("", ""), ("yes", _l("yes")), ("no", _l("no"))], default="")
    for name in NUMBERS:
        fields[name] = StringField()
    for card_class in CARD_CLASSES:
        fields[f"card_{card_class}"] = StringField()
    fields["initial_meld_steps"] = StringField()
    fields["red_three_totals"] = StringField()
    return type("SettingsForm", (Form,), fields)


def pairs(text: str) -> Any:
    """ "0:50, 1500:90" as [[0, 50], [1500, 90]]; anything else is left for the checks to name."""
    out = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        left, _, right = part.partition(":")
        out.append([number(left), number(right)])
    return out


class NewGameForm(ProblemsOnFields, FlaskForm):
    """Everything a table decides before the first round."""

    ruleset = RadioField(_l("Rules"), choices=[(k, _l(p.name)) for k, p in PRESETS.items()], default="classic")
    sides = FieldList(FormField(SideForm), min_entries=3, max_entries=3)
    dealer_first = SelectField(
        _l("First dealer (seat, clockwise)"), default="0", choices=[(str(i), str(i + 1)) for i in range(6)]
    )
    rotation = SelectField(
        _l("The deal moves"), default="clockwise", choices=[(r, ROTATION_LABELS[r]) for r in ROTATIONS]
    )
    settings = FormField(settings_form())
    league = SelectField(_l("League"), default="", validate_choice=False)
    played_on = DateField(_l("Played on"), validators=[Optional()])

    def setting_overrides(self) -> dict[str, Any]:
        """Only the settings the table filled in."""
        out: dict[str, Any] = {}
        data = self.settings.form
        for name in ENUMS:
            if data[name].data:
                out[name] = data[name].data
        for name in FLAGS:
            if data[name].data in ("yes", "no"):
                out[name] = data[name].data == "yes"
        for field in data:
            if field.short_name in ENUMS or field.short_name in FLAGS or not (field.data or "").strip():
                continue
            if field.short_name.startswith("card_"):
                out.setdefault("card_values", {})[field.short_name[5:]] = number(field.data)
            elif field.short_name in ("initial_meld_steps", "red_three_totals"):
                listed = pairs(field.data)
                out[field.short_name] = (
                    listed if field.short_name == "initial_meld_steps" else {str(k): v for k, v in listed}
                )
            else:
                out[field.short_name] = number(field.data)
        return out

    def body(self) -> dict[str, Any]:
        """The new game as the API's JSON body; a side with no name (the optional third) is left out."""
        sides = [
            {"name": (s.form.name.data or ""), "players": s.form.players(), "start": number(s.form.start.data)}
            for i, s in enumerate(self.sides)
            if i < 2 or (s.form.name.data or "").strip()
        ]
        body: dict[str, Any] = {
            "sides": sides,
            "dealer": {"first": int(self.dealer_first.data or 0), "rotation": self.rotation.data},
        }
        if not self.league.data:  # a league game is played by its league's rules
            body.update(ruleset=self.ruleset.data, settings=self.setting_overrides())
        if self.played_on.data:
            body["played_on"] = self.played_on.data.isoformat()
        return body

    def field_for(self, path: str) -> Any:
        """The form field a problem path points at, if there is one."""
        parts = path.split(".")
        if parts[0] == "sides" and len(parts) >= 3 and parts[1].isdigit():
            side = self.sides[int(parts[1])].form
            if parts[2] == "players":
                return side[f"player_{parts[3]}"] if len(parts) == 4 else side["size"]
            return side._fields.get(parts[2])
        if parts[0] == "settings" and len(parts) >= 2:
            form = self.settings.form
            name = f"card_{parts[2]}" if parts[1] == "card_values" and len(parts) > 2 else parts[1]
            return form._fields.get(name)
        if parts[0] == "dealer" and len(parts) == 2:
            return self.dealer_first if parts[1] == "first" else self.rotation
        return None
