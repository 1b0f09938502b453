"""The round form: one panel per side; the engine does every check, the form only carries values."""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import FieldList, Form, FormField, HiddenField, RadioField, StringField

from ..rules.entries import COUNT_FIELDS, SideEntry
from ..rules.settings import CARD_CLASSES
from .formerrors import ProblemsOnFields
from .rulewords import CARD_LABELS

STEPPED = ("natural_canastas", "mixed_canastas", "joker_canastas", "red_threes", "red_threes_in_hand")
CARD_KINDS = ("meld_cards", "hand_cards")


def number(text: str | None) -> Any:
    """A typed number as the engine expects it: blank is 0, digits an int, anything else is left for the checks."""
    text = (text or "").strip()
    if not text:
        return 0
    if text.lstrip("-").isascii() and text.lstrip("-").isdigit() and len(text) < 12:
        return int(text)
    return text


class CardsForm(Form):
    """Cards counted by class (the card counter), instead of typing points."""

    jokers = StringField(CARD_LABELS["jokers"])
    twos = StringField(CARD_LABELS["twos"])
    aces = StringField(CARD_LABELS["aces"])
    high = StringField(CARD_LABELS["high"])
    low = StringField(CARD_LABELS["low"])
    black_threes = StringField(CARD_LABELS["black_threes"])

    def counted(self) -> dict[str, Any] | None:
        """The counts as the API takes them, or None when no card was counted."""
        if not any((self[c].data or "").strip() for c in CARD_CLASSES):
            return None
        return {c: number(self[c].data) for c in CARD_CLASSES}


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
    meld_cards = FormField(CardsForm, label=_l("Melded cards"))
    hand_cards = FormField(CardsForm, label=_l("Cards left in hand"))


class RoundForm(ProblemsOnFields, FlaskForm):
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
            for kind in CARD_KINDS:
                cards = getattr(entry, kind)
                for card_class, count in (cards.to_dict() if cards else {}).items():
                    form[kind].form[card_class].data = str(count) if count else ""
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
            for kind in CARD_KINDS:
                cards = form[kind].form.counted()
                if cards is not None:
                    entry[kind] = cards
                    points = f"{kind[:-6]}_points"
                    if not (form[points].data or "").strip():
                        del entry[points]  # the counted cards give the points
            entries.append(entry)
        body: dict[str, Any] = {"entries": entries}
        if (self.number.data or "").isdigit():
            body["number"] = int(self.number.data)
        return body

    def step(self, command: str) -> None:
        """Apply a +/- stepper pressed without JavaScript ("2.red_threes:+1", "0.meld_cards.aces:-1")."""
        target, _, delta = command.partition(":")
        index, _, name = target.partition(".")
        if not (index.isdigit() and int(index) < len(self.entries) and delta in ("+1", "-1")):
            return
        side = self.entries[int(index)].form
        kind, _, card_class = name.partition(".")
        if name in STEPPED:
            field = side[name]
        elif kind in CARD_KINDS and card_class in CARD_CLASSES:
            field = side[kind].form[card_class]
        else:
            return
        current = number(field.data)
        if isinstance(current, int):
            field.data = str(current + int(delta)) if current + int(delta) > 0 else ""

    def field_for(self, path: str) -> Any:
        """The field a problem path ("entries.1.red_threes") points at, if the form has one."""
        parts = path.split(".")
        if parts[0] == "entries" and len(parts) >= 3 and parts[1].isdigit() and int(parts[1]) < len(self.entries):
            if parts[2] == "going_out":
                return self.going_out
            side = self.entries[int(parts[1])].form
            if parts[2] in CARD_KINDS and len(parts) == 4:
                return side[parts[2]].form._fields.get(parts[3])
            return side[parts[2]] if parts[2] in side._fields else None
        return None
