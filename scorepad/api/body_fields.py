"""A JSON body with more unknown fields than an answer names is refused before its schema reads it: the schema
would make one error per field (80,000 of them cost a worker seconds and a 4 MB answer), and an answer names
only the first PROBLEMS_LISTED problems anyway, counting the rest."""

from __future__ import annotations

import typing
from typing import Any

from flask import current_app, request
from pydantic import BaseModel, RootModel

from ..core.errors import Misshapen
from ..core.sizes import PROBLEMS_LISTED
from ..rules.problems import N_, Problem

FIELDS = "scorepad.api_body_fields"  # per endpoint: the top-level names its body takes (None: any)
UNKNOWN = N_("Unknown field.")


def models_in(shape: Any) -> list[type[BaseModel]]:
    """The models a body shape is made of: itself, or each member of a union (a root model's too)."""
    if isinstance(shape, type) and issubclass(shape, RootModel):
        return models_in(shape.model_fields["root"].annotation)
    if isinstance(shape, type) and issubclass(shape, BaseModel):
        return [shape]
    return [model for member in typing.get_args(shape) for model in models_in(member)]


def names_taken(shape: Any) -> frozenset[str] | None:
    """The top-level names a body of this shape may hold (any member's); None when one takes any name."""
    names: set[str] = set()
    for model in models_in(shape):
        if model.model_config.get("extra") != "forbid":
            return None
        names |= {field.alias or name for name, field in model.model_fields.items()} | set(model.model_fields)
    return frozenset(names) if names else None


def fields_of(endpoint: str) -> frozenset[str] | None:
    """The top-level names the body of an endpoint takes (None: it takes no body, or any name), once per app."""
    known: dict[str, frozenset[str] | None] = current_app.extensions.setdefault(FIELDS, {})
    if endpoint not in known:
        view = getattr(current_app.view_functions.get(endpoint), "__wrapped__", None)
        hints = typing.get_type_hints(view) if view is not None else {}
        known[endpoint] = names_taken(hints["body"]) if "body" in hints else None
    return known[endpoint]


def refuse_many_unknown_fields() -> None:
    """Refuse (422, shape) a JSON object body with more unknown top-level fields than an answer names: the first
    are named, the rest counted, and no schema reads it."""
    names = fields_of(request.endpoint or "") if request.method != "GET" and request.is_json else None
    body = request.get_json(silent=True) if names is not None else None
    if not isinstance(body, dict) or len(body) <= PROBLEMS_LISTED:
        return
    unknown = [key for key in body if key not in names]  # type: ignore[operator]
    if len(unknown) > PROBLEMS_LISTED:
        named = [Problem(str(key), UNKNOWN, code="unknown_field") for key in unknown[:PROBLEMS_LISTED]]
        raise Misshapen(named, more=len(unknown) - PROBLEMS_LISTED)
