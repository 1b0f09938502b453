"""What the API reads from the address and the headers."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel as PydanticModel
from pydantic import BeforeValidator, Field

from .base import Int, Text


def ascii_whole(value: Any) -> Any:
    """A query's digits as a whole number: ASCII digits only ("١" stays text, and is refused as no number)."""
    return int(value) if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) < 10 else value


QueryInt = Annotated[Int, BeforeValidator(ascii_whole)]  # a whole number in a query string


class BaseModel(PydanticModel):
    """A model of a request's path, query or headers. flask-openapi3 asks a query's or header's model for its
    JSON schema on every request: made once per class here, it no longer costs a game read a third of its time."""

    @classmethod
    @cache
    def model_json_schema(cls, *args: Any, **kwargs: Any) -> dict[str, Any]:  # type: ignore[override]
        """The model's JSON schema, made once per class and arguments."""
        return super().model_json_schema(*args, **kwargs)


class GamePath(BaseModel):
    """A game in the address."""

    game_id: Text


class RoundPath(GamePath):
    """A round of a game in the address."""

    number: Int = Field(..., ge=0)


class LeaguePath(BaseModel):
    """A league in the address."""

    league_id: Text


class PlayerPath(BaseModel):
    """A league player in the address."""

    player_id: Int = Field(..., ge=0)


class Format(BaseModel):
    """The file kind asked for."""

    format: Literal["json", "csv"] = "json"


class SeasonQuery(BaseModel):
    """Only one season's games (a season id of the league)."""

    season: Text | None = None


class SeasonFormat(SeasonQuery, Format):
    """One season (or all games), as JSON or CSV."""


class PageQuery(BaseModel):
    """A page of a long list (cursor paging: the `next` link of the previous page gives `after`)."""

    limit: QueryInt | None = Field(None, ge=1, le=1000, description="At most this many items (default 500).")
    after: Text | None = Field(None, max_length=200, description="The cursor after which the page starts.")


class IfMatch(BaseModel):
    """Refuse the write (412) unless the game still has this ETag (or *)."""

    if_match: Text | None = Field(
        None,
        alias="If-Match",
        description=(
            "Refuse the write (412) unless the game still has this ETag (or *): one tag or a list, a read's longer"
            " tag naming the same version; weak tags never match."
        ),
    )


class IfNoneMatch(BaseModel):
    """Answer 304 without a body when the game still has this ETag."""

    if_none_match: Text | None = Field(
        None, alias="If-None-Match", description="Answer 304 when the game still has this ETag."
    )


class Prefer(BaseModel):
    """`Prefer: return=minimal` (RFC 7240) asks a round write for a short answer: the round and the totals."""

    prefer: Text | None = Field(None, alias="Prefer", description="return=minimal for the round and the totals only.")


class IfMatchPrefer(IfMatch, Prefer):
    """A correction's headers: If-Match and Prefer."""
