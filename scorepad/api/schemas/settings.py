"""Rule settings as the API shows and accepts them, made from a family's declarations."""

from __future__ import annotations

from typing import Any

from pydantic import Field, create_model

from ...rules.family import Family
from ...rules.settings import MAX_ITEMS, Setting, declared
from .base import Closed, Flag, Int, Text, shown, title


def setting_type(item: Setting) -> Any:
    """The JSON type of one setting, with the bounds the domain checks shown."""
    about = f"{item.label}. {item.help}".strip(". ") if item.help else item.label
    if item.optional:
        about = f"{about} (null: {item.none_label})"
    if item.kind in ("count", "points"):
        multiple = item.multiple if item.multiple > 1 else None
        kind: Any = shown(Int, about, minimum=item.low, maximum=item.high, multipleOf=multiple)
    elif item.kind == "flag":
        kind = shown(Flag, about)
    elif item.kind == "choice":
        kind = shown(Text, about, enum=[k for k, _ in item.choices])
    elif item.kind in ("card_values", "counts", "selection"):
        kind = shown(dict[Text, Int], about, propertyNames={"enum": [k for k, _ in item.keys]})
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
        kind = shown(dict[Text, Int], about, propertyNames={"pattern": f"^[1-{item.high}]$"})
    else:  # steps: [total from, minimum] pairs
        kind = shown(list[list[Int]], f"{about} ([total from, minimum] pairs)")
    return kind | None if item.optional else kind


def no_default(schema: dict[str, Any]) -> None:
    """A change left out keeps the preset's value: show no default."""
    schema.pop("default", None)


def settings_model(family: Family, complete: bool) -> Any:
    """Every setting (as answered), or a table's changes to a preset (any of them, as asked)."""
    fields: dict[str, Any] = {}
    for item in declared(family.rules_class):
        kind = setting_type(item)
        fields[item.name] = (kind, ...) if complete else (kind | None, Field(None, json_schema_extra=no_default))
    name = f"{title(family.key)}Settings" + ("" if complete else "Change")
    model = create_model(name, __base__=Closed, **fields)
    model.__doc__ = (
        "Every rule setting in force, by name."
        if complete
        else "House rules: changes to the rule set's settings, by name (a setting left out keeps its value)."
    )
    return model

