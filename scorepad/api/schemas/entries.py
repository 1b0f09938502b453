"""One side's counts in a round as the API takes and answers them, made from each family's declarations."""

from __future__ import annotations

from typing import Any

from pydantic import ConfigDict, Field, create_model

from ...rules.entries import MAX_COUNT, Counted, declared
from ...rules.family import Family
from ...rules.settings import declared as declared_settings
from .base import Closed, Flag, Int, Text, by_family, per_family, shown, title

DEFAULTS: dict[str, Any] = {"way": None, "choice": None, "flag": False}  # a count left out of a request


class Keyed(Closed):
    """An object whose property names need not be Python names ("2" to "9" in Rommé's card counts)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, serialize_by_alias=True)


def card_fields(item: Counted, complete: bool) -> dict[str, Any]:
    """Counts by card class: each from 0 (classes left out of a request count 0)."""
    count = shown(Int, minimum=0, maximum=MAX_COUNT)
    return {
        f"c_{c.key}": (count, Field(... if complete else 0, alias=c.key, description=c.label)) for c in item.classes
    }


def cards_models(family: Family) -> tuple[Any, Any]:
    """The family's card counts as answered (every class) and as asked (any class)."""
    item = next((c for c in declared(family.entry_class) if c.kind == "cards"), None)
    if item is None:
        return None, None
    name = title(family.key)
    return (
        create_model(f"{name}Cards", __base__=Keyed, **card_fields(item, complete=True)),
        create_model(f"{name}CardsInput", __base__=Keyed, **card_fields(item, complete=False)),
    )


def count_type(family: Family, item: Counted) -> Any:
    """The JSON type of one count, with the bounds the domain checks shown."""
    if item.kind == "way":
        return shown(Text | None, item.label, enum=[*(w.value for w in item.ways), None])
    if item.kind == "flag":
        return shown(Flag, item.label)
    if item.kind == "choice":  # one key of the rules setting it names; which ones a game allows is its rules'
        keys = next(s.keys for s in declared_settings(family.rules_class) if s.name == item.options)
        return shown(Text | None, item.label, enum=[*(k for k, _ in keys), None])
    multiple = item.multiple if item.multiple > 1 else None
    return shown(Int, item.label, minimum=0, maximum=item.high, multipleOf=multiple)


def entry_models(family: Family) -> dict[str, Any]:
    """A side's entry as asked (fields left out count 0), as stored, as scored, and as explained."""
    cards, cards_input = cards_models(family)
    name = title(family.key)
    asked: dict[str, Any] = {}
    stored: dict[str, Any] = {}
    for item in declared(family.entry_class):
        if item.kind == "cards":
            asked[item.name] = (cards_input | None, None)
            stored[item.name] = (cards | None, None)  # present only where cards were counted
        else:
            asked[item.name] = (count_type(family, item), DEFAULTS.get(item.kind, 0))
            stored[item.name] = (count_type(family, item), ...)
    breakdown = create_model(f"{name}Breakdown", __base__=Closed, **{p: (Int, ...) for p in family.parts})
    reason = create_model(
        f"{name}Reason",
        __base__=Closed,
        part=(shown(Text, enum=list(family.parts)), ...),
        points=(Int, ...),
        text=(Text, ...),
        settings=(list[Text], ...),
    )
    raw = create_model(f"{name}Entry", __base__=Closed, **stored)
    scored = create_model(
        f"{name}ScoredEntry", __base__=raw, breakdown=(breakdown, ...), score=(Int, ...), total=(Int, ...)
    )
    return {
        "input": create_model(f"{name}EntryInput", __base__=Closed, **asked),
        "raw": raw,
        "scored": scored,
        "explained": create_model(f"{name}ExplainedEntry", __base__=scored, explanation=(list[reason], ...)),
    }


ENTRIES = per_family(entry_models)
EntryInput = by_family({k: m["input"] for k, m in ENTRIES.items()})
RawEntry = by_family({k: m["raw"] for k, m in ENTRIES.items()})
ScoredEntry = by_family({k: m["scored"] for k, m in ENTRIES.items()})
ExplainedEntry = by_family({k: m["explained"] for k, m in ENTRIES.items()})
