"""Rule settings in the reader's words: each value by its declared kind, a whole rule set, and how a
preset differs from its family's first one."""

from __future__ import annotations

from typing import Any

from flask_babel import gettext, ngettext

from ..rules import settings as declared_settings
from ..rules.family import Family, Preset
from ..rules.settings import Setting
from . import number


def value_words(item: Setting, value: Any) -> str:
    """One setting's value in plain words."""
    if value is None:
        return gettext(item.none_label) if item.none_label else ""
    if item.kind == "choice":
        return gettext(dict(item.choices)[value])
    if item.kind == "flag":
        return gettext("yes") if value else gettext("no")
    if item.kind in ("card_values", "counts", "selection"):
        labels = dict(item.keys)
        named = ", ".join(f"{gettext(labels[k])} {number(v)}" for k, v in value.items() if k in labels)
        return named or gettext("none")
    if item.kind == "list":
        return ", ".join(number(v) for v in value)
    if item.kind == "steps":
        return ", ".join(gettext("from %(total)s: %(needed)s", total=number(t), needed=number(m)) for t, m in value)
    if item.kind == "table":
        return ", ".join(
            ngettext("%(num)d red three: %(points)s", "%(num)d red threes: %(points)s", n, points=number(p))
            for n, p in sorted(value.items())
        )
    return number(value)


def describe(rules: Any) -> list[tuple[str, str, str]]:
    """Every setting of a rule set as (name, label, value in words)."""
    return [
        (item.name, gettext(item.label), value_words(item, getattr(rules, item.name)))
        for item in declared_settings.declared(type(rules))
    ]


def differences(family: Family, preset: Preset) -> list[tuple[str, str]]:
    """How a preset differs from its family's first one, as (label, value in words)."""
    base = family.rules_of(family.presets[0])
    rules = family.rules_of(preset)
    return [
        (gettext(item.label), value_words(item, getattr(rules, item.name)))
        for item in declared_settings.declared(family.rules_class)
        if item.name in declared_settings.changed(rules, base)
    ]


def differs(family: Family, preset: Preset) -> str:
    """What a preset changes from its family's first one, as one sentence ("" for the first itself)."""
    changes = "; ".join(f"{label}: {value}" for label, value in differences(family, preset))
    base = gettext(family.presets[0].source)
    return gettext("Differs from %(base)s: %(changes)s", base=base, changes=changes) if changes else ""


def preset_description(family: Family, preset: Preset) -> str:
    """A preset in players' words: its summary, then what it changes from the family's first preset."""
    changes = "; ".join(f"{label}: {value}" for label, value in differences(family, preset))
    summary = gettext(preset.summary)
    return (
        gettext(
            "%(summary)s Differs from %(base)s: %(changes)s.",
            summary=summary,
            base=gettext(family.presets[0].source),
            changes=changes,
        )
        if changes
        else summary
    )
