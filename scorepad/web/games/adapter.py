"""The shape of a family's pages (its pages.py's ADAPTER; the app places each in its registry's family at start),
and the round form's question of who went out, made from the declarations."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from flask import current_app
from flask_babel import gettext

from ...rules.entries import choice_labels, declared, options_allowed, ways_allowed
from ...rules.family import Family
from ...words import number
from ..forms.round import NOBODY, Ending


def nobody_went_out(_rules: Any) -> str:
    """The choice of a round nobody went out of."""
    return gettext("Nobody went out")


@dataclass(frozen=True)
class Adapter:
    """A family's pages: `side_template` draws one side's part of the round form, `totals_template` the
    board's totals, each a template of the family's own templates/ folder (None: made from the declarations);
    `nobody_out(rules)` words the choice "nobody went out" (None: somebody always does); `more_words()` names what
    the round form's "more" holds (None: its labels, joined); `side_by_side`: a game of two sides shows them as two
    columns, each count's label across both (a family whose template draws rows says no); `styles`: stylesheets of
    its own static/ folder, linked on its round form and board."""

    side_template: str | None = None
    totals_template: str | None = None
    nobody_out: Callable[[Any], str] | None = nobody_went_out
    more_words: Callable[[], str] | None = None
    side_by_side: bool = True
    styles: tuple[str, ...] = ()


SIDE, TOTALS = "web/families/_side.html", "web/families/_totals.html"  # made from the declarations
PAGES = "scorepad.family_pages"  # app.extensions' key: every family's adapter, placed


def placed(key: str, adapter: Adapter | None) -> Adapter:
    """A family's adapter as its pages use it: a template of its own by its name on the pages ("romme/side.html",
    the app's template loader finds it in the family's folder), the ones made from the declarations where it draws
    none; a family without pages.py gets those."""
    adapter = adapter or Adapter()
    side, totals = adapter.side_template, adapter.totals_template
    return replace(
        adapter,
        side_template=f"{key}/{side}" if side else SIDE,
        totals_template=f"{key}/{totals}" if totals else TOTALS,
    )


def family_pages(adapters: Mapping[str, Any]) -> dict[str, Adapter]:
    """Every family's adapter, placed (`adapters`: the registry's, by family key)."""
    return {key: placed(key, adapter) for key, adapter in adapters.items()}


def adapter_of(family: Family) -> Adapter:
    """The pages of a family of the app at hand."""
    return current_app.extensions[PAGES][family.key]


def option_words(label: str, worth: Any, key: str) -> str:
    """One option of a choice in words, with its points where the rules give each option some."""
    if isinstance(worth, Mapping):
        return gettext("%(choice)s: %(points)s", choice=gettext(label), points=number(worth[key]))
    return gettext(label)


def choice_options(family: Family, rules: Any) -> dict[str, list[tuple[str, str]]]:
    """The options of each choice of a side's entry (a special hand, say): none (or, for a choice that ends the
    round, a prompt; for a choice of its own keys, which always holds one, nothing), then each the rules allow,
    with what it is worth."""
    out: dict[str, list[tuple[str, str]]] = {}
    for item in declared(family.entry_class):
        if item.kind != "choice":
            continue
        labels, worth = dict(choice_labels(item, family.rules_class)), getattr(rules, item.options)
        first = [] if item.choices else [("", gettext("Which one?") if item.ends_round else gettext("none"))]
        out[item.name] = first + [(key, option_words(labels[key], worth, key)) for key in options_allowed(item, rules)]
    return out


def worth_words(label: str, points: int | None) -> str:
    """A way's words with the points it is worth ("Normally (+100)")."""
    return label if points is None else gettext("%(choice)s (+%(points)s)", choice=label, points=number(points))


def who_went_out(adapter: Adapter, family: Family, rules: Any, names: list[str]) -> Ending:
    """Who went out, asked first: each side (and nobody, where a round may end so), then how: the ways these rules
    allow, each with its points, and each choice that ends the round where the rules offer any of it."""
    item = next((c for c in declared(family.entry_class) if c.kind == "way"), None)
    if item is None:
        return Ending([], [], [])
    sides = [(str(i), name) for i, name in enumerate(names)]
    if adapter.nobody_out:
        sides.append((NOBODY, adapter.nobody_out(rules)))
    ways = [
        (way.value, worth_words(gettext(way.answer or way.label), getattr(rules, way.worth) if way.worth else None))
        for way in ways_allowed(item, rules)
    ]
    enders = [
        (c.name, gettext(c.label))
        for c in declared(family.entry_class)
        if c.kind == "choice" and c.ends_round and options_allowed(c, rules)
    ]
    return Ending(sides, ways, enders)
