"""What the API reads from the address and the headers."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel as PydanticModel
from pydantic import BeforeValidator, Field

from ...storage.paging import CURSOR_MAX
from .base import Int, Text

PAGE, PAGE_MAX = 500, 1000  # items a page holds unless `limit` says (a short list comes whole)


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

    game_id: Text = Field(..., description="The game's id.")


class RoundPath(GamePath):
    """A round of a game in the address."""

    number: Int = Field(..., ge=1, description="The round's number, from 1.")


class LeaguePath(BaseModel):
    """A league in the address."""

    league_id: Text = Field(..., description="The league's id.")


class SeasonPath(LeaguePath):
    """A season of a league in the address."""

    season_id: Int = Field(..., ge=1, description="The season's id (from 1).")


class PlayerPath(BaseModel):
    """A league player in the address."""

    player_id: Text = Field(..., description="The player's id.")


class Format(BaseModel):
    """The file kind asked for."""

    format: Literal["json", "csv", "zip"] = Field(
        "json", description="json; csv for a spreadsheet; zip for the JSON export with the game's photos."
    )


class PageQuery(BaseModel):
    """A page of a long list (cursor paging: the `next` link of the previous page gives `after`)."""

    limit: Annotated[QueryInt, Field(json_schema_extra={"minimum": 1, "maximum": PAGE_MAX})] | None = Field(
        None, description=f"At most this many items (default {PAGE}, at most {PAGE_MAX})."
    )
    after: Text | None = Field(
        None, max_length=CURSOR_MAX, description="Where the page starts: the cursor in the previous page's `next`."
    )


class SeasonOnly(BaseModel):
    """Only one season's (a season id of the league)."""

    season: Text | None = Field(None, description="A season's id: only that season's games count.")


class SeasonQuery(PageQuery, SeasonOnly):
    """Only one season's (a season id of the league), a page at a time."""


class SeasonFormat(SeasonQuery, Format):
    """One season (or all games), as JSON (a page at a time) or CSV (whole)."""


class IfMatch(BaseModel):
    """Refuse the write (412) unless the game still has this ETag (or *)."""

    if_match: Text | None = Field(
        None,
        alias="If-Match",
        description=(
            "Refuse the write (412) unless the game still has this ETag (or *): one tag or a list, any read's or"
            " write's tag of the game's version now; weak tags never match."
        ),
    )


class IfNoneMatch(BaseModel):
    """Answer 304 without a body when the client holds the answer's ETag."""

    if_none_match: Text | None = Field(
        None,
        alias="If-None-Match",
        description="Answer 304 when one of these ETags (or *) is the answer's now; weak tags match too.",
    )


class Prefer(IfMatch):
    """A round write's headers: If-Match, and `Prefer: return=minimal` (RFC 7240) for a short answer."""

    prefer: Text | None = Field(
        None, alias="Prefer", description="return=minimal: the round and the totals only, not the whole game."
    )
