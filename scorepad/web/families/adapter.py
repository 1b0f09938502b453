"""The shape of a family's pages, and the round form's choice of who went out, made from the declarations."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from flask_babel import gettext

from ...rules.entries import declared, options_allowed, ways_allowed
from ...rules.family import Family
from ...rules.settings import declared as declared_settings
from ...words import number
from ..forms.round import NOBODY


def nobody_went_out(_rules: Any) -> str:
    """The choice of a round nobody went out of."""
    return gettext("Nobody went out")


@dataclass(frozen=True)
class Adapter:
    """A family's pages: `side_template` draws one side's part of the round form, `totals_template` the
    board's totals (both made from the declarations unless the family draws its own); `nobody_out(rules)` words
    the choice "nobody went out" (None: somebody always does); `ways_in_rows`: the side template draws its side's
    ways of going out in its own row (all rows one radio group), so the round page draws no separate "who went
    out" panel; `template_folder`: where a family from outside Scorepad keeps its own templates."""

    side_template: str = "web/families/_side.html"
    totals_template: str = "web/families/_totals.html"
    nobody_out: Callable[[Any], str] | None = nobody_went_out
    ways_in_rows: bool = False
    template_folder: str | None = None


DEFAULT = Adapter()


def choice_options(family: Family, rules: Any) -> dict[str, list[tuple[str, str]]]:
    """The options of each choice of a side's entry (a special hand, say): none, then each the rules allow,
    with what it is worth."""
    out: dict[str, list[tuple[str, str]]] = {}
    for item in declared(family.entry_class):
        if item.kind != "choice":
            continue
        labels = dict(next(s.keys for s in declared_settings(family.rules_class) if s.name == item.options))
        worth = getattr(rules, item.options)
        out[item.name] = [("", gettext("none"))] + [
            (key, gettext("%(choice)s (%(points)s)", choice=gettext(labels[key]), points=number(worth[key])))
            for key in options_allowed(item, rules)
        ]
    return out


def going_out_choices(adapter: Adapter, family: Family, rules: Any, names: list[str]) -> list[tuple[str, str]]:
    """Who went out and how, as one choice for the whole round, each with what it is worth."""
    item = next((c for c in declared(family.entry_class) if c.kind == "way"), None)
    if item is None:
        return []
    choices = [(NOBODY, adapter.nobody_out(rules))] if adapter.nobody_out else []
    for i, name in enumerate(names):
        for way in ways_allowed(item, rules):
            label = gettext("%(side)s: %(way)s", side=name, way=gettext(way.label))
            if way.worth:
                label = gettext("%(choice)s (+%(points)s)", choice=label, points=number(getattr(rules, way.worth)))
            choices.append((f"{i}:{way.value}", label))
    return choices
