"""What every schema shares: closed objects, strict JSON types, bounds shown but checked by the domain, and the
family: every shape that differs by game family is made once per family of an app (`per_family`), named after it
("CanastaGame"), and carries a `family` property that tells the shapes apart (`one_of`), so that exactly one
shape of a union matches any valid body. Nothing is made when a module is imported: shapes.py makes an app's."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextvars import ContextVar
from enum import StrEnum
from functools import cache
from typing import Annotated, Any, Literal, Union

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    PlainSerializer,
    RootModel,
    StrictBool,
    StrictInt,
    StrictStr,
    Tag,
    WrapValidator,
)
from pydantic_core import PydanticCustomError

from ...rules.family import Family


def whole(value: Any) -> Any:
    """A JSON number without a fraction (3125.0) as the whole number it is: JSON Schema counts it an integer, so
    the document promises to take it; 1.5, true and "7" stay refused."""
    return int(value) if type(value) is float and value.is_integer() and abs(value) < 2**63 else value


Int = Annotated[StrictInt, BeforeValidator(whole)]
Text = StrictStr
Flag = StrictBool
FAMILY: ContextVar[str | None] = ContextVar("scorepad_family", default=None)  # the game's, on a game's routes
FAMILY_WORDS = "The game family this body is about (the shape of its settings and entries depends on it)."


class Closed(BaseModel):
    """An object with exactly the declared properties."""

    model_config = ConfigDict(extra="forbid")


def shown(kind: Any, description: str = "", **bounds: Any) -> Any:
    """A type with bounds the document shows and the domain checks (so the domain's translated message is
    the one a client reads, and every problem of a round is named at once)."""
    extra = {k: v for k, v in bounds.items() if v is not None}
    return Annotated[kind, Field(description=description or None, json_schema_extra=extra or None)]


@cache
def named_choices(name: str, values: tuple[str, ...], doc: str) -> Any:
    """A named enum of text values for the document (a generator makes one type of it), while the value stays
    the text sent: the domain checks which one, in the reader's language, with the body's other problems."""
    kind = StrEnum(name, {value: value for value in values})  # type: ignore[misc]
    kind.__doc__ = doc
    return kind


def as_text(value: Any, handler: Any) -> Any:
    """Text (or null) stays as sent, for the domain to check; anything else is refused as no text."""
    if value is None or isinstance(value, str):
        return value
    raise PydanticCustomError("string_type", "Input should be a valid string")


def one_of_text(name: str, values: list[str], doc: str, description: str, nullable: bool) -> Any:
    """A text field whose document shows a named enum (`name`, with null beside it when `nullable`)."""
    kind = named_choices(name, tuple(values), doc)
    shape = kind | None if nullable else kind
    return Annotated[shape, WrapValidator(as_text), PlainSerializer(lambda v: v), Field(description=description)]


def title(name: str) -> str:
    """A family's key as a schema name's prefix ("hand_and_foot" -> "HandAndFoot")."""
    return name.replace("_", " ").title().replace(" ", "")


def per_family(families: Mapping[str, Family], make: Callable[[Family], Any]) -> dict[str, Any]:
    """A shape (or a dict of shapes) made for every family (`make(family)`), by family key."""
    return {key: make(family) for key, family in families.items()}


def answered_family(family: Family) -> Any:
    """The `family` property of an answer: always there, this family's key."""
    return (Literal[family.key], Field(..., description=f"The game family: {family.key} ({family.name})."))


def asked_family(family: Family) -> Any:
    """The `family` property of a request body: required by the document; a body without it is read as the
    family its game (or rule set) is, as before 1.0."""
    return (Literal[family.key], Field(family.key, description=f"{FAMILY_WORDS} This shape: {family.key}."))


def family_required(schema: dict[str, Any]) -> None:
    """A request shape's JSON schema: `family` required and without a default (a client always sends it)."""
    schema["properties"]["family"].pop("default", None)
    schema["required"] = ["family", *[r for r in schema.get("required", []) if r != "family"]]


ASKED = ConfigDict(extra="forbid", json_schema_extra=family_required)


def one_of(models: dict[str, Any], description: str = "") -> Any:
    """An answer's shapes, one per family, told apart by their `family` (an OpenAPI discriminator)."""
    if len(models) == 1:
        return next(iter(models.values()))
    return Annotated[Union[tuple(models.values())], Field(discriminator="family", description=description or None)]  # noqa: UP007


def family_reader(families: Mapping[str, Family]) -> Callable[[Any], str]:
    """How a request body's family is read: the family it names, else its rule set's, else the game's (on a
    game's routes), else the first family's."""
    first = next(iter(families))
    rulesets = {p.key: key for key, family in families.items() for p in family.presets}

    def family_asked(value: Any) -> str:
        """The family of one body."""
        if not isinstance(value, dict):
            return FAMILY.get() or first
        named, ruleset = value.get("family"), value.get("ruleset")
        if isinstance(named, str) and named in families:
            return named
        if isinstance(ruleset, str) and ruleset in rulesets:
            return rulesets[ruleset]
        return FAMILY.get() or first

    return family_asked


def one_of_asked(models: dict[str, Any], read: Callable[[Any], str]) -> Any:
    """A request body's shapes, one per family: the family it names picks the shape (an OpenAPI discriminator
    in the document), the game's or rule set's where it names none (`read`, a `family_reader`)."""
    if len(models) == 1:
        return next(iter(models.values()))
    members = tuple(Annotated[model, Tag(key)] for key, model in models.items())
    mapping = {key: f"#/components/schemas/{model.__name__}" for key, model in models.items()}
    discriminator = {"discriminator": {"propertyName": "family", "mapping": mapping}}
    return Annotated[Union[members], Discriminator(read), Field(json_schema_extra=discriminator)]  # noqa: UP007


def root(name: str, kind: Any, doc: str) -> Any:
    """A model whose whole body is `kind` (a union of the families' shapes), named for the document."""
    return type(name, (RootModel[kind],), {"__doc__": doc, "__module__": __name__, "__qualname__": name})
