"""The record of a game as the API shows it: history events, the export, and what an import takes."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, create_model

from ...core.sizes import ROUNDS_MAX
from ...rules.family import Family
from .base import ASKED, Closed, Flag, Int, Text, answered_family, asked_family, shown
from .base import title as prefix
from .events import ACTION, Event
from .games import ruleset_key
from .requests import NewDealer, new_side, ruleset_of


class History(Closed):
    """Every change to a game, oldest first, a page at a time: `next` (also a `Link: <...>; rel="next"` header)
    is the address of the following page, null on the last."""

    events: list[Event] = Field(..., description="Events, oldest first (a page of them).")
    next: Text | None = Field(..., description="The address of the next page of events (null on the last).")


class ExportedSide(Closed):
    """A side as exported."""

    name: Text = Field(..., description="The side's name.")
    players: list[Text] = Field(..., description="Its players' names.")
    start: Int = Field(..., description="The total carried over from a paper sheet.")


class ImportedEvent(Closed):
    """A history event to copy: kept as imported, its author marked so; an unreadable time becomes now."""

    at: Text | None = Field(None, description="When it happened (an unreadable time becomes now).")
    action: Text | None = Field(None, description=ACTION)
    round: Int | None = Field(None, description="The round it concerns.")
    before: Any = Field(None, description="The state before.")
    after: Any = Field(None, description="The state after.")
    by: Text | None = Field(None, description="Who (kept, marked as imported).")
    imported: Flag | None = Field(None, description="Whether it was imported before.")


def record_models(family: Family, own: dict[str, Any]) -> dict[str, Any]:
    """A game of the family as exported, and as an import takes it (`own`: its entries' and settings' shapes)."""
    name = prefix(family.key)
    raw, counts = own["entries"]["raw"], own["entries"]["input"]
    exported_round = create_model(
        f"{name}ExportedRound",
        __base__=Closed,
        number=(shown(Int, "The round's number.", minimum=1), ...),
        entries=(list[raw], Field(..., description="Each side's raw counts.")),  # type: ignore[valid-type]
    )
    exported_round.__doc__ = "A round's raw counts as exported."
    exported = create_model(
        f"{name}Export",
        __base__=Closed,
        family=answered_family(family),
        format=(Literal["scorepad-game"], Field(..., description="What the file is.")),
        version=(Literal[1], Field(..., description="The file format's version.")),
        id=(Text, Field(..., description="The game's id.")),
        ruleset=(ruleset_key(family), ...),
        settings=(own["settings"], Field(..., description="Every setting in force.")),
        sides=(list[ExportedSide], Field(..., description="The sides, in seating order.")),
        dealer=(NewDealer, Field(..., description="Who dealt first and how the deal moves.")),
        played_on=(shown(Text, "The day the game is played.", format="date"), ...),
        ended_by_table=(Flag, Field(..., description="Whether the table ended the game.")),
        rounds=(list[exported_round], Field(..., description="Every round's raw counts.")),  # type: ignore[valid-type]
        totals=(list[Int], Field(..., description="Each side's total (computed again on import).")),
        history=(list[Event], Field(..., description="Every change, oldest first.")),
    )
    exported.__doc__ = f"A whole {family.name} game to keep or import again (scores are computed again on import)."
    ignored = {
        k: (Any, Field(None, description="Computed again: ignored."))
        for k in ("score", "total", "breakdown", "explanation")
    }
    entry = create_model(f"{name}ImportedEntry", __base__=counts, **ignored)
    entry.__doc__ = "An entry of an imported round: its counts (any computed parts are ignored)."
    imported_round = create_model(
        f"{name}ImportedRound",
        __base__=Closed,
        number=(shown(Int, "Ignored: a round's number is its place in the list.", minimum=1) | None, None),
        entries=(list[entry], Field(..., description="Each side's counts.")),  # type: ignore[valid-type]
    )
    imported_round.__doc__ = "A round to import: its raw counts (its number follows from its place in the list)."
    asked = create_model(
        f"{name}Import",
        __config__=ASKED,
        family=asked_family(family),
        format=(Literal["scorepad-game"], Field(..., description="What the file is: scorepad-game.")),
        version=(Int | None, Field(None, description="The file format's version.")),
        id=(Text | None, Field(None, description="Ignored: the game gets a new id.")),
        ruleset=ruleset_of(family),
        settings=(own["changes"] | None, Field(None, description="The settings (changes to the rule set).")),
        sides=(list[new_side(family)], Field(..., description="The sides, in seating order.")),  # type: ignore[misc]
        dealer=(NewDealer | None, Field(None, description="Who dealt first and how the deal moves.")),
        played_on=(shown(Text, "The day the game was played.", format="date") | None, None),
        ended_by_table=(Flag, Field(False, description="Whether the table ended the game.")),
        rounds=(
            shown(list[imported_round], "Every round's counts, in order.", maxItems=ROUNDS_MAX),  # type: ignore[valid-type]
            ...,
        ),
        totals=(list[Int] | None, Field(None, description="Ignored: computed again.")),
        history=(list[ImportedEvent], Field([], description="The history to copy, oldest first.")),
    )
    asked.__doc__ = (
        f"A {family.name} game as GET /api/games/{{game_id}}/export answers it, to create anew: scores, totals and"
        " ids in it are ignored and every round is scored again."
    )
    return {"export": exported, "import": asked}

