"""The round form, made from the family's entry declarations: who went out first (a side or nobody, then how),
then a panel (or row) per side; it hands the operation typed values and shows the engine's problems on its fields."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from flask_babel import gettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.file import FileField
from wtforms import BooleanField, Field, FieldList, Form, FormField, HiddenField, RadioField, SelectField, StringField
from wtforms.fields.choices import SelectChoice
from wtforms.utils import unset_value

from ...core.ids import DB_INT_MAX, db_id
from ...games.rounds import NUMBER_RANGE, RoundWrite
from ...rules.entries import Counted, declared
from ...rules.family import Family
from ...rules.problems import N_, NN_, Problem
from . import ProblemsOnFields, read_number, whole
from .evidence import CAMERA

NOBODY = "none"
SAY_HOW = NN_("Say how %(side)s went out.", "Say how %(side)s went out.")  # a pair "haben ausgemacht"
SAY_WHICH = N_("Say which one.")
NOT_OFFERED = N_("Who went out must be one of the sides and ways offered.")
VERSION_RANGE = N_("The version of the round must be a whole number from 1 to %(n)d: open the round again.")


@dataclass(frozen=True)
class Ending:
    """What the question of who went out offers: the sides (value, label; "none" for nobody), the ways of going
    out (value, label with points) and the choices that end the round (a choice's name, its label)."""

    sides: list[tuple[str, str]]
    ways: list[tuple[str, str]]
    enders: list[tuple[str, str]]


def page_number(field: Field, path: str, message: str, problems: list[Problem]) -> int | None:
    """A number the page wrote into a hidden field (a round's number or version): blank is None; anything but
    a plain ASCII whole number from 1 to 2^31-1 is a problem at `path` (never read as "blank")."""
    text = field.data or ""
    value = db_id(text) if text else None
    if text and value is None:
        problems.append(Problem(path, message, {"n": DB_INT_MAX}))
    return value


@cache
def cards_form(item: Counted) -> type[Form]:
    """Cards counted by class (the card counter), instead of typing points."""
    fields = {c.key: StringField(_l(c.label)) for c in item.classes}
    return type(f"{item.name.title()}Form", (Form,), fields)


@cache
def entry_form(family: Family) -> type[Form]:
    """One side's counts: text inputs with a numeric keypad, steppers for counts, card counters."""
    fields: dict[str, Any] = {}
    for item in declared(family.entry_class):
        if item.kind == "cards":
            fields[item.name] = FormField(cards_form(item), label=_l(item.label))
        elif item.kind == "flag":
            fields[item.name] = BooleanField(_l(item.label), description=_l(item.help) if item.help else "")
        elif item.kind == "choice" and not item.ends_round:  # its options are the game's rules' (`setup`)
            fields[item.name] = SelectField(_l(item.label), choices=[], validate_choice=False)
        elif item.kind != "way":
            fields[item.name] = StringField(_l(item.label))
    return type(f"{family.key.title()}EntryForm", (Form,), fields)


class SideEntries(FieldList):
    """One panel per side, each read from its own index of the posted form: fields of a side the game doesn't
    have are never read, and a side left out is blank (WTForms would renumber what was posted, moving one side's
    counts onto another side's panel)."""

    def process(self, formdata: Any, data: Any = unset_value, extra_filters: Any = None) -> None:
        """Keep the posted form; the panels are made once the number of sides is known (`per_side`)."""
        self.formdata = formdata
        super().process(None, data, extra_filters)

    def per_side(self, sides: int) -> None:
        """One panel per side, panel i from the posted `entries-i-*` fields."""
        self.entries, self.last_index = [], -1
        for index in range(sides):
            self._add_entry(self.formdata, index=index)  # WTForms' own way to add an entry at a given index


@cache
def round_form(family: Family) -> type[RoundForm]:
    """The round form of a family: its sides' panels, and a list of each choice that ends the round (asked with
    who went out, for the side that went out)."""
    fields: dict[str, Any] = {"entries": SideEntries(FormField(entry_form(family)))}
    for item in declared(family.entry_class):
        if item.kind == "choice" and item.ends_round:
            fields[item.name] = SelectField(_l(item.label), choices=[], validate_choice=False)
    return type(f"{family.key.title()}RoundForm", (RoundForm,), fields)


class RoundForm(ProblemsOnFields, FlaskForm):
    """A whole round: who went out (`out`: a side's index or "none"; "<side>:<way>" is read too) and how (`how`:
    a way, or the name of a choice that ends the round, with that choice's list), and every side's entry."""

    out = RadioField(_l("Who went out?"), validate_choice=False)
    how = RadioField(_l("How did they go out?"), validate_choice=False)
    number = HiddenField()
    version = HiddenField()  # the round's version when the correction was opened
    round_id = HiddenField()  # the id this phone gave the round when it was first saved
    photo = FileField(_l("Photo of the table (if you like)"), render_kw=CAMERA)  # kept once the round is

    nobody = NOBODY
    family: Family
    names: list[str]
    sizes: list[int]
    enders: list[str]

    def setup(self, family: Family, names: list[str], ending: Ending, options: dict[str, list] | None = None,
              sizes: list[int] | None = None) -> RoundForm:
        """Give the form one panel per side, who went out and how as these rules allow, and the options of each
        choice (`options`: a choice's name -> (value, label) pairs, "" for none first); `sizes`, the players of
        each side, pick the verb said of a side (German: a pair "haben ausgemacht")."""
        self.family, self.names, self.enders = family, names, [name for name, _ in ending.enders]
        self.sizes = sizes or [1] * len(names)
        self.entries.per_side(len(names))  # type: ignore[attr-defined]
        self.out.choices = [SelectChoice(value, label) for value, label in ending.sides]
        self.how.choices = [SelectChoice(value, label) for value, label in ending.ways + ending.enders]
        for name, pairs in (options or {}).items():
            for form in [self] if name in self._fields else self.entries:  # type: ignore[attr-defined]
                form[name].choices = [SelectChoice(value, label) for value, label in pairs]
        side, _, way = (self.out.data or "").partition(":")
        if side in self.offered and side != NOBODY and way in self.ways:  # "<side>:<way>", as the form posted it
            self.out.data, self.how.data = side, way  # before it asked how apart (a phone's outbox keeps it)
        return self

    @property
    def offered(self) -> list[str]:
        """The sides (and "none") the question of who went out offers."""
        return [choice.value for choice in self.out.choices]

    @property
    def ways(self) -> list[str]:
        """The ways of going out and the choices that end the round the question of how offers."""
        return [choice.value for choice in self.how.choices]

    @property
    def asks_how(self) -> bool:
        """Whether the form asks how (more than one answer), or the one way there is goes without saying."""
        return len(self.how.choices) > 1

    @property
    def counts(self) -> tuple[Counted, ...]:
        """The family's declared counts."""
        return declared(self.family.entry_class)

    def ending(self) -> tuple[int | None, str, str]:
        """The side that went out (None: nobody, or not said), how (a way or a choice's name; "" if not said) and
        the key chosen from that choice's list."""
        side = self.out.data if self.out.data in self.offered and self.out.data != NOBODY else None
        how = self.how.data if self.how.data in self.ways else ""
        if not how and len(self.ways) == 1:
            how = self.ways[0]
        chosen = (self[how].data or "") if how in self.enders else ""
        return (int(side) if side is not None else None), how, chosen

    def fill(self, entries: list[Any], number: int, version: int) -> None:
        """Show a stored round for correction."""
        self.out.data = NOBODY if self.offered else ""
        for i, (form, entry) in enumerate(zip(self.entries, entries, strict=True)):  # type: ignore[attr-defined]
            for item in self.counts:
                value = getattr(entry, item.name)
                if item.kind == "cards":
                    for key, count in (value.to_dict() if value else {}).items():
                        form[item.name].form[key].data = str(count) if count else ""
                elif item.kind == "way" or item.ends_round:
                    if value:
                        self.out.data, self.how.data = str(i), item.name if item.ends_round else value
                        if item.ends_round:
                            self[item.name].data = value
                elif item.kind in ("flag", "choice"):
                    form[item.name].data = value if item.kind == "flag" else value or ""
                else:
                    form[item.name].data = str(value) if value else ""
        self.number.data, self.version.data = str(number), str(version)

    def entries_data(self) -> tuple[list[dict[str, Any]], list[Problem]]:
        """The round as typed values, one mapping per side (a field holding no whole number reads as 0), and
        the problems of those fields. A side that ended the round with a choice (a special hand) enters nothing
        else: the form hides its counts and doesn't read them."""
        out_side, how, chosen = self.ending()
        out: list[dict[str, Any]] = []
        problems: list[Problem] = []
        for i, form in enumerate(self.entries):  # type: ignore[attr-defined]
            entry: dict[str, Any] = {}
            ours = out_side == i
            for item in self.counts:
                at = f"entries.{i}.{item.name}"
                if item.kind == "way":
                    entry[item.name] = (how or None) if ours and how not in self.enders else None
                elif item.ends_round:
                    entry[item.name] = (chosen or None) if ours and how == item.name else None
                elif ours and how in self.enders:
                    continue
                elif item.kind == "flag":
                    entry[item.name] = bool(form[item.name].data)
                elif item.kind == "choice":
                    entry[item.name] = form[item.name].data or None
                elif item.kind == "cards":
                    cards = form[item.name].form
                    counted = {c.key: read_number(cards[c.key], f"{at}.{c.key}", problems) or 0 for c in item.classes}
                    if any(counted.values()):
                        entry[item.name] = counted
                else:
                    value = read_number(form[item.name], at, problems) or 0
                    if value or not any(c.points_of == item.name and self.typed_cards(form, c) for c in self.counts):
                        entry[item.name] = value  # typed points win over counted cards; blank points yield to them
            out.append(entry)
        return out, problems

    def typed_cards(self, form: Form, item: Counted) -> bool:
        """Whether any card of a counter was typed."""
        return item.kind == "cards" and any((form[item.name].form[c.key].data or "").strip() for c in item.classes)

    def out_problems(self) -> list[Problem]:
        """The problems of who went out and how: unanswered where "nobody" is a choice (where somebody always goes
        out, a round nobody went out of is the rules' to refuse), a value naming no side or way offered, a side
        with no way said where there are several, or a choice that ends the round with none of its list."""
        value, how = self.out.data or "", self.how.data or ""
        if not value:
            return [Problem("out", N_("Say who went out, or that nobody did."))] if NOBODY in self.offered else []
        if self.offered and value not in self.offered:
            return [Problem("out", NOT_OFFERED)]
        if value == NOBODY:
            return []
        if how and how not in self.ways:
            return [Problem("how", NOT_OFFERED)]
        if not how and self.asks_how:
            side = int(value)
            return [Problem("how", SAY_HOW[0], {"side": self.names[side], "n": self.sizes[side]}, SAY_HOW[1])]
        _side, how, chosen = self.ending()
        return [Problem(how, SAY_WHICH)] if how in self.enders and not chosen else []

    def round_write(self, correcting: int | None, confirmed: bool) -> RoundWrite:
        """The round for the write operation: the counts as typed, a new round's number and id or the round
        corrected and its version, and every field that could not be read (named with the rules' problems)."""
        entries, problems = self.entries_data()
        problems += self.out_problems()
        if correcting is None:
            number = page_number(self.number, "number", NUMBER_RANGE, problems)
            return RoundWrite(
                entries, number, phone_id=self.round_id.data or None, unreadable=tuple(problems), confirmed=confirmed
            )
        version = page_number(self.version, "version", VERSION_RANGE, problems)
        return RoundWrite(
            entries, correcting, True, round_version=version, unreadable=tuple(problems), confirmed=confirmed
        )

    def step(self, command: str) -> None:
        """Apply a +/- stepper pressed without JavaScript ("2.red_threes:+1", "0.meld_cards.aces:-1")."""
        target, _, delta = command.partition(":")
        index, _, name = target.partition(".")
        if not (index.isdigit() and int(index) < len(self.entries) and delta in ("+1", "-1")):  # type: ignore[attr-defined]
            return
        field = self.field_for(f"entries.{index}.{name}")
        steppable = {c.name for c in self.counts if c.stepper} | {c.name for c in self.counts if c.kind == "cards"}
        if field is None or name.split(".")[0] not in steppable:
            return
        current = whole(field.data)
        if current is None or isinstance(current, int):
            field.data = str(max((current or 0) + int(delta), 0) or "")

    def field_for(self, path: str) -> Field | None:
        """The field a problem path ("entries.1.red_threes", "entries.0.meld_cards.aces", "how") points at."""
        parts = path.split(".")
        if parts[0] != "entries" or len(parts) < 3 or not parts[1].isdigit():
            return self._fields.get(parts[0]) if parts[0] in ("out", "how", "photo", *self.enders) else None
        if int(parts[1]) >= len(self.entries):  # type: ignore[attr-defined]
            return None
        if parts[2] in {c.name for c in self.counts if c.kind == "way"}:  # how the side went out: the one question
            return self.out
        if parts[2] in self.enders:
            return self._fields[parts[2]]
        side = self.entries[int(parts[1])].form  # type: ignore[attr-defined]
        field = side._fields.get(parts[2])
        return field.form._fields.get(parts[3]) if len(parts) == 4 and isinstance(field, FormField) else field

    def label_of(self, field: Field) -> str:
        """A field's label with its side ("Anna & Ben: Meld points")."""
        parts = field.id.split("-")
        if parts[0] == "entries" and len(parts) > 2 and parts[1].isdigit():
            side = self.names[int(parts[1])]
            kind = self.entries[int(parts[1])].form._fields.get(parts[2])  # type: ignore[attr-defined]
            if kind is not None and kind is not field:
                return gettext("%(side)s: %(what)s, %(card)s", side=side, what=kind.label.text, card=field.label.text)
            return gettext("%(side)s: %(what)s", side=side, what=field.label.text)
        return str(field.label.text)
