"""One side's counts in a round as the API takes and answers them, made from a family's declarations."""

from __future__ import annotations

from typing import Any

from pydantic import ConfigDict, Field, create_model

from ...rules.entries import MAX_COUNT, Counted, choice_labels, declared
from ...rules.family import Family
from .base import Closed, Flag, Int, Text, one_of_text, shown, title

DEFAULTS: dict[str, Any] = {"way": None, "choice": None, "flag": False}  # a count left out of a request


class Keyed(Closed):
    """An object whose property names need not be Python names ("2" to "9" in Rommé's card counts)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, serialize_by_alias=True)


def card_fields(item: Counted, complete: bool) -> dict[str, Any]:
    """Counts by card class: each from 0 (classes left out of a request count 0)."""
    count = shown(Int, minimum=0, maximum=MAX_COUNT)
    return {
        f"c_{c.key}": (count, Field(... if complete else 0, alias=c.key, description=f"{c.label}: how many."))
        for c in item.classes
    }


def cards_models(family: Family) -> tuple[Any, Any]:
    """The family's card counts as answered (every class) and as asked (any class)."""
    item = next((c for c in declared(family.entry_class) if c.kind == "cards"), None)
    if item is None:
        return None, None
    name = title(family.key)
    answered = create_model(f"{name}Cards", __base__=Keyed, **card_fields(item, complete=True))
    asked = create_model(f"{name}CardsInput", __base__=Keyed, **card_fields(item, complete=False))
    answered.__doc__ = asked.__doc__ = f"{item.label}: cards counted by class (their points replace the typed ones)."
    return answered, asked


def count_type(family: Family, item: Counted) -> Any:
    """The JSON type of one count, with the bounds the domain checks shown."""
    name = title(family.key) + title(item.name)
    if item.kind == "way":
        values = [w.value for w in item.ways]
        return one_of_text(name, values, f"{item.label}: how.", f"{item.label} (null: not this side).", True)
    if item.kind == "flag":
        return shown(Flag, item.label)
    if item.kind == "choice":  # one key of the rules setting it names; which ones a game allows is its rules'
        keys = choice_labels(item, family.rules_class)
        none = keys[0][0] if item.choices else "none"
        return one_of_text(name, [k for k, _ in keys], f"{item.label}: which.", f"{item.label} (null: {none}).", True)
    multiple = item.multiple if item.multiple > 1 else None
    return shown(Int, item.label, minimum=0, maximum=item.high, multipleOf=multiple)


def scored_parts(family: Family) -> dict[str, Any]:
    """A score's signed parts, by the family's part names."""
    return {
        p: (Int, Field(..., description=f"The signed points of the part `{p}` of the score.")) for p in family.parts
    }


def entry_models(family: Family) -> dict[str, Any]:
    """A side's entry as asked (fields left out count 0), as stored, as scored, and as explained."""
    cards, cards_input = cards_models(family)
    name = title(family.key)
    asked: dict[str, Any] = {}
    stored: dict[str, Any] = {}
    for item in declared(family.entry_class):
        if item.kind == "cards":
            about = f"{item.label}, counted by card class (absent: the points were typed)."
            asked[item.name] = (cards_input | None, Field(None, description=about))
            stored[item.name] = (cards | None, Field(None, description=about))
        else:
            asked[item.name] = (count_type(family, item), DEFAULTS.get(item.kind, 0))
            stored[item.name] = (count_type(family, item), ...)
    breakdown = create_model(f"{name}Breakdown", __base__=Closed, **scored_parts(family))
    breakdown.__doc__ = "Every part of the side's score, signed (the parts add up to the score)."
    reason = create_model(
        f"{name}Reason",
        __base__=Closed,
        part=(shown(Text, "The part of the score this explains.", enum=list(family.parts)), ...),
        points=(Int, Field(..., description="The part's signed points.")),
        text=(Text, Field(..., description="How the part was worked out, in the reader's language.")),
        settings=(list[Text], Field(..., description="The rule settings behind the part, by name.")),
    )
    reason.__doc__ = "One part of a side's score in words."
    raw = create_model(f"{name}Entry", __base__=Closed, **stored)
    raw.__doc__ = "One side's counts of a round, as stored."
    scored = create_model(
        f"{name}ScoredEntry",
        __base__=raw,
        breakdown=(breakdown, Field(..., description="The score's signed parts.")),
        score=(Int, Field(..., description="The side's score of the round.")),
        total=(Int, Field(..., description="The side's total after the round.")),
    )
    scored.__doc__ = "One side's counts of a round, with its score's parts, the score and the total after it."
    explained = create_model(
        f"{name}ExplainedEntry",
        __base__=scored,
        explanation=(list[reason], Field(..., description="Every part of the score in words.")),
    )
    explained.__doc__ = "A scored side of a round, every part of its score explained."
    entry_input = create_model(f"{name}EntryInput", __base__=Closed, **asked)
    entry_input.__doc__ = "One side's counts of a round; a count left out counts 0 (or none)."
    return {"input": entry_input, "raw": raw, "scored": scored, "explained": explained}

