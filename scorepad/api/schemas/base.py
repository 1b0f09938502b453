"""What every schema shares: closed objects, strict JSON types, bounds shown but checked by the domain,
and unions whose member is chosen by the game's family rather than guessed from the value."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Annotated, Any, Union

from pydantic import BaseModel, BeforeValidator, ConfigDict, Discriminator, Field, StrictBool, StrictInt, StrictStr, Tag

from ...rules.families import FAMILIES


def whole(value: Any) -> Any:
    """A JSON number without a fraction (3125.0) as the whole number it is: JSON Schema counts it an integer, so
    the document promises to take it; 1.5, true and "7" stay refused."""
    return int(value) if type(value) is float and value.is_integer() and abs(value) < 2**63 else value


Int = Annotated[StrictInt, BeforeValidator(whole)]
Text = StrictStr
Flag = StrictBool
FIRST_FAMILY = next(iter(FAMILIES))
FAMILY: ContextVar[str] = ContextVar("scorepad_family", default=FIRST_FAMILY)


class Closed(BaseModel):
    """An object with exactly the declared properties."""

    model_config = ConfigDict(extra="forbid")


def shown(kind: Any, description: str = "", **bounds: Any) -> Any:
    """A type with bounds the document shows and the domain checks (so the domain's translated message is
    the one a client reads, and every problem of a round is named at once)."""
    extra = {k: v for k, v in bounds.items() if v is not None}
    return Annotated[kind, Field(description=description or None, json_schema_extra=extra or None)]


def member(value: Any) -> str:
    """The family whose shape a value takes: a model's own family, else the family of the game (or rule
    set) in hand."""
    return getattr(type(value), "__family__", None) or FAMILY.get()


@contextmanager
def family(key: str) -> Iterator[None]:
    """Read and write shapes as the given family's for the duration."""
    token = FAMILY.set(key)
    try:
        yield
    finally:
        FAMILY.reset(token)


def by_family(models: dict[str, Any]) -> Any:
    """One shape per family, the member chosen by the family in hand (`family`)."""
    if len(models) == 1:
        return next(iter(models.values()))
    members = tuple(Annotated[model, Tag(key)] for key, model in models.items())
    return Annotated[Union[members], Discriminator(member), Field(json_schema_extra=any_of)]  # noqa: UP007


def any_of(schema: dict[str, Any]) -> None:
    """A family union documented as anyOf: the game's family picks the member, not the value, and a value
    may fit several members (`{}` fits every family's settings change), which oneOf would call invalid."""
    if "oneOf" in schema:
        schema["anyOf"] = schema.pop("oneOf")


def per_family(make: Any) -> dict[str, Any]:
    """A shape (or a dict of shapes) made for every family (`make(family)`), by family key; each model
    made knows its family, so a union of them needs no hint for a model already made."""
    out = {key: make(f) for key, f in FAMILIES.items()}
    for key, made in out.items():
        for model in made.values() if isinstance(made, dict) else [made]:
            if isinstance(model, type) and issubclass(model, BaseModel):
                model.__family__ = key  # type: ignore[attr-defined]
    return out


def title(name: str) -> str:
    """A family's key as a schema name's prefix ("canasta" -> "Canasta")."""
    return name.replace("_", " ").title().replace(" ", "")
