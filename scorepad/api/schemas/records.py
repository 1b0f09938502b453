"""The record of a game as the API shows it: history events, the export, and what an import takes."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, create_model

from ...core.sizes import ROUNDS_MAX
from ...rules.families import default_ruleset
from .base import Closed, Flag, Int, Text, by_family, shown
from .entries import ENTRIES, RawEntry
from .games import FamilyOfBody, NewDealer, NewSide, RulesetKey
from .settings import Settings, SettingsChange


class Event(Closed):
    """One change in a game's history."""

    at: shown(Text, format="date-time")  # type: ignore[valid-type]
    action: Text
    round: Int | None
    before: Any = Field(..., description="The state before (any JSON value).")
    after: Any = Field(..., description="The state after (any JSON value).")
    by: Text = Field(..., description='Who: "phone <name>", "user <name>", "token <id>", "api", "imported <who>".')
    imported: Flag | None = Field(None, description="Present (true) on events copied from an imported file.")


class History(Closed):
    """Every change to a game, oldest first, a page at a time: `next` (also a `Link: <...>; rel="next"` header)
    is the address of the following page, absent on the last."""

    events: list[Event]
    next: Text | None = Field(None, description="The address of the next page of events (absent on the last).")


class ExportedSide(Closed):
    """A side as exported."""

    name: Text
    players: list[Text]
    start: Int


class ExportedRound(Closed):
    """A round's raw counts as exported."""

    number: shown(Int, minimum=1)  # type: ignore[valid-type]
    entries: list[RawEntry]  # type: ignore[valid-type]


class Export(Closed):
    """A whole game to keep or import again (scores are computed again on import)."""

    format: Literal["scorepad-game"]
    version: Literal[1]
    id: Text
    ruleset: RulesetKey  # type: ignore[valid-type]
    settings: Settings  # type: ignore[valid-type]
    sides: list[ExportedSide]
    dealer: NewDealer
    played_on: shown(Text, format="date")  # type: ignore[valid-type]
    ended_by_table: Flag
    rounds: list[ExportedRound]
    totals: list[Int]
    history: list[Event]


def imported_entry(models: dict[str, Any]) -> Any:
    """An entry of an imported round: a request's entry, with any computed parts (ignored) allowed."""
    ignored = {
        k: (Any, Field(None, description="Computed again: ignored."))
        for k in ("score", "total", "breakdown", "explanation")
    }
    name = models["input"].__name__.replace("EntryInput", "ImportedEntry")
    model = create_model(name, __base__=models["input"], **ignored)
    model.__family__ = models["input"].__family__  # type: ignore[attr-defined]
    return model


ImportedEntry = by_family({k: imported_entry(m) for k, m in ENTRIES.items()})


class ImportedRound(Closed):
    """A round to import: its raw counts (its number follows from its place in the list)."""

    number: shown(Int, minimum=1) | None = None  # type: ignore[valid-type]
    entries: list[ImportedEntry]  # type: ignore[valid-type]


class ImportedEvent(Closed):
    """A history event to copy: kept as imported, its author marked so; an unreadable time becomes now."""

    at: Text | None = None
    action: Text | None = None
    round: Int | None = None
    before: Any = None
    after: Any = None
    by: Text | None = None
    imported: Flag | None = None


class Import(FamilyOfBody):
    """What GET /api/games/{game_id}/export answers: a game to create anew; scores, totals and ids in it are
    ignored and every round is scored again."""

    format: Literal["scorepad-game"]
    version: Int | None = None
    id: Text | None = None
    ruleset: RulesetKey = default_ruleset()  # type: ignore[valid-type]
    settings: SettingsChange | None = None  # type: ignore[valid-type]
    sides: list[NewSide]
    dealer: NewDealer | None = None
    played_on: shown(Text, format="date") | None = None  # type: ignore[valid-type]
    ended_by_table: Flag = False
    rounds: shown(list[ImportedRound], maxItems=ROUNDS_MAX)  # type: ignore[valid-type]
    totals: list[Int] | None = None
    history: list[ImportedEvent] = []
