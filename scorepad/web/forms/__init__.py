"""The pages' forms: each turns what was typed into typed values for an operation, and shows the domain's
problems next to the fields they concern, with a summary at the top that links to them."""

from __future__ import annotations

from dataclasses import dataclass

from flask_babel import lazy_gettext as _l
from wtforms import Field, FormField
from wtforms.fields.choices import SelectChoice

from ...extensions import registry
from ...rules.problems import N_, Problem
from ...words import problem_texts


@dataclass(frozen=True)
class Summary:
    """One line of the error summary: the field's label (empty for the form as a whole), the message, and
    the id of the field to jump to (None when it concerns no single field)."""

    label: str
    message: str
    target: str | None


HUGE_DIGITS = 18


def whole(text: str | None) -> int | None | str:
    """A typed whole number: blank is None, digits an int (a leading minus allowed), anything else stays text."""
    text = (text or "").strip()
    if not text:
        return None
    digits = text[1:] if text[:1] in "-−" else text
    if not (digits.isascii() and digits.isdigit()):
        return text
    # any run of digits is a number: a huge one is too large (its field's bound says so), never "not a number";
    # past 18 digits it is read as 10^18, beyond every bound, so no giant string is ever turned into an int
    value = int(digits) if len(digits) <= HUGE_DIGITS else 10**HUGE_DIGITS
    return -value if digits != text else value


class ProblemsOnFields:
    """A form mixin: each problem goes next to the field its path names; all are listed in a summary."""

    def field_for(self, path: str) -> Field | None:
        """The field a problem path points at, or None when it concerns the form as a whole."""
        raise NotImplementedError

    def label_of(self, field: Field) -> str:
        """The label a summary names a field by."""
        return str(field.label.text)

    def show(self, problems: list[Problem]) -> list[Summary]:
        """Put each problem next to its field; returns the summary, fields first in form order."""
        summary = []
        for path, message in problem_texts(problems).items():
            field = self.field_for(path)
            if isinstance(field, FormField):  # a group (a card counter): its first field carries the message
                field = next(iter(field.form))
            if field is None:
                summary.append(Summary("", message, None))
            else:
                field.errors = [*field.errors, message]
                summary.append(Summary(self.label_of(field), message, field.id))
        return summary


NOT_A_NUMBER = N_("Must be a whole number.")


def read_number(field: Field, path: str, problems: list[Problem]) -> int | None:
    """A whole number typed in a field (None when blank); anything else is a problem at `path`."""
    value = whole(field.data)
    if isinstance(value, str):
        problems.append(Problem(path, NOT_A_NUMBER))
        return None
    return value


def rule_sets() -> list[SelectChoice]:
    """Every shipped rule set of the app at hand, as a form offers it."""
    return [SelectChoice(key, _l(preset.name)) for key, (_family, preset) in registry().rulesets.items()]
