"""Rule settings as the API shows and accepts them, made from a family's declarations."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from pydantic import Field, create_model
from typing_extensions import TypeAliasType

from ...rules.family import Family
from ...rules.settings import MAX_ITEMS, Setting, declared
from .base import Closed, Flag, Int, Text, one_of_text, shown, title


def setting_type(item: Setting, prefix: str, nullable: bool) -> Any:
    """The JSON type of one setting, with the bounds the domain checks shown (null beside it when `nullable`, or
    when the setting is optional); a choice is a named enum."""
    about = f"{item.label}. {item.help}".strip(". ") if item.help else item.label
    if item.optional:
        about = f"{about} (null: {item.none_label})"
    nullable = nullable or item.optional
    if item.kind == "choice":
        keys = [k for k, _ in item.choices]
        return one_of_text(prefix + title(item.name), keys, f"{item.label}: one of these.", about, nullable)
    if item.kind in ("count", "points"):
        multiple = item.multiple if item.multiple > 1 else None
        kind: Any = shown(Int, about, minimum=item.low, maximum=item.high, multipleOf=multiple)
    elif item.kind == "flag":
        kind = shown(Flag, about)
    elif item.kind in ("card_values", "counts", "selection"):
        names = {"enum": [k for k, _ in item.keys]}
        kind = named_map(prefix + title(item.name), about, json.dumps(names))
    elif item.kind == "list":
        items = {
            "minimum": item.low,
            "maximum": item.high,
            **({"multipleOf": item.multiple} if item.multiple > 1 else {}),
        }
        length = (
            {"minItems": item.length, "maxItems": item.length}
            if item.length
            else {"minItems": 1, "maxItems": MAX_ITEMS}
        )
        kind = shown(list[Int], about, items=items, **length)
    elif item.kind == "table":
        names = {"pattern": f"^[1-{item.high}]$"}
        kind = named_map(prefix + title(item.name), about, json.dumps(names))
    else:  # steps: [total from, minimum] pairs
        kind = shown(list[list[Int]], f"{about} ([total from, minimum] pairs)")
    return kind | None if nullable else kind


@cache
def named_map(name: str, about: str, names: str) -> Any:
    """A setting that maps keys (`names`: their JSON schema, as JSON) to numbers, named: a generator makes one type
    of it, nullable or not."""
    return TypeAliasType(name, shown(dict[Text, Int], about, propertyNames=json.loads(names)))


def no_default(schema: dict[str, Any]) -> None:
    """A change left out keeps the preset's value: show no default."""
    schema.pop("default", None)


def settings_model(family: Family, complete: bool) -> Any:
    """Every setting (as answered), or a table's changes to a preset (any of them, as asked)."""
    fields: dict[str, Any] = {}
    for item in declared(family.rules_class):
        kind = setting_type(item, title(family.key), nullable=not complete)
        fields[item.name] = (kind, ...) if complete else (kind, Field(None, json_schema_extra=no_default))
    name = f"{title(family.key)}Settings" + ("" if complete else "Change")
    model = create_model(name, __base__=Closed, **fields)
    model.__doc__ = (
        "Every rule setting in force, by name."
        if complete
        else "House rules: changes to the rule set's settings, by name (a setting left out keeps its value)."
    )
    return model

