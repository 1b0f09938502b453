"""A game's history event as the API shows it: one shape per kind of action, told apart by `action` (an OpenAPI
discriminator), each with the `before` and `after` that action records (games/history.py writes them, an import
reads them into the same shapes: games/imported_history.py). The records are open: a member added later is read
by a client that knows it and skipped by one that doesn't."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, RootModel, ValidationError

from ...games.imported_history import ACTIONS, EVIDENCE, ROUND_ACTIONS
from .base import Closed, Flag, Int, Text, shown

ACTION = "What happened (an event copied from an imported file of an unknown action is kept as game_changed)."
EventAction = StrEnum("EventAction", {action: action for action in ACTIONS})  # type: ignore[misc]
EventAction.__doc__ = "What happened to a game: one of these actions."


class EventRecord(BaseModel):
    """What an event records of a game's state: the members its action has (each may be left out: an event
    records what changed), and any added later."""

    model_config = ConfigDict(extra="allow")


class RoundRecord(EventRecord):
    """A round as history keeps it: its number and its entries (in its game's family's shape)."""

    number: Int | None = Field(None, description="The round's number.")
    entries: list[dict[str, Any]] | None = Field(None, description="Each side's counts, in the game's family's shape.")
    unconfirmed: list[Int] | None = Field(None, description="The sides whose confirmation a correction took back.")


class EvidenceRecord(EventRecord):
    """A photo of a round (its id) or a side's word that the round's counts are right."""

    photo: Text | None = Field(None, description="The photo's id.")
    side: Int | None = Field(None, description="The side that confirmed the round (its position, from 0).")
    signed_by: Text | None = Field(None, description="Which of the side's players gave its word, if said.")


class SideRecord(EventRecord):
    """A side's names as history keeps them."""

    name: Text | None = Field(None, description="The side's name.")
    players: list[Text] | None = Field(None, description="Its players' names (when they changed, or the game began).")
    start: Int | None = Field(None, description="The total carried over from a paper sheet (when the game began).")


class CreatedRecord(EventRecord):
    """How a game began: its rule set and sides, or the file it was imported from."""

    ruleset: Text | None = Field(None, description="The rule set's key.")
    sides: list[SideRecord] | None = Field(None, description="The sides.")
    imported_from: Text | None = Field(None, description="The id of the game the imported file held.")
    rounds: Int | None = Field(None, description="How many rounds the imported file held.")


class ChangeRecord(EventRecord):
    """Names or house rules as they were, or became."""

    sides: list[SideRecord] | None = Field(None, description="The sides' names.")
    settings: dict[str, Any] = Field(default_factory=dict, description="The settings, each by its name.")


class FinishRecord(EventRecord):
    """The totals a game ended with."""

    totals: list[Int | None] | None = Field(None, description="Each side's total.")


class PhoneRecord(EventRecord):
    """A phone whose right to score was taken away."""

    phone: Text | None = Field(None, description="The phone's name.")


class NoRecord(Closed):
    """Nothing: the action records nothing here, and the member is always null."""


class EventBase(Closed):
    """What every event says: when, which round, who."""

    at: shown(Text, "When it happened (UTC).", format="date-time")  # type: ignore[valid-type]
    round: Int | None = Field(..., description="The round it concerns (null: the whole game).")
    by: Text = Field(..., description='Who: "phone <name>", "user <name>", "token <id>", "api", "imported <who>".')
    imported: Flag | None = Field(None, description="Present (true) on events copied from an imported file.")


def actions(*names: str) -> Any:
    """The type of an event's `action` that names these actions."""
    return Literal[tuple(EventAction(name) for name in names)]  # type: ignore[misc]


class RoundEvent(EventBase):
    """A round added, corrected, deleted or restored: the round before and after."""

    action: actions(*ROUND_ACTIONS) = Field(..., description=ACTION)  # type: ignore[valid-type]
    before: RoundRecord | None = Field(..., description="The round before (null when it was added or restored).")
    after: RoundRecord | None = Field(..., description="The round after (null when it was deleted).")


class EvidenceEvent(EventBase):
    """A photo added to a round or removed, or a side's confirmation of it."""

    action: actions(*EVIDENCE) = Field(..., description=ACTION)  # type: ignore[valid-type]
    before: EvidenceRecord | None = Field(..., description="The photo removed (else null).")
    after: EvidenceRecord | None = Field(..., description="The photo added, or the confirmation (else null).")


class CreatedEvent(EventBase):
    """The game began (or was imported)."""

    action: actions("created") = Field(..., description=ACTION)  # type: ignore[valid-type]
    before: NoRecord | None = Field(..., description="Always null: this action records nothing before.")
    after: CreatedRecord | None = Field(..., description="How it began.")


class ChangedEvent(EventBase):
    """Names or house rules changed."""

    action: actions("game_changed") = Field(..., description=ACTION)  # type: ignore[valid-type]
    before: ChangeRecord | None = Field(..., description="What changed, as it was.")
    after: ChangeRecord | None = Field(..., description="What changed, as it became.")


class FinishedEvent(EventBase):
    """The table ended the game."""

    action: actions("finished") = Field(..., description=ACTION)  # type: ignore[valid-type]
    before: NoRecord | None = Field(..., description="Always null: this action records nothing before.")
    after: FinishRecord | None = Field(..., description="The totals it ended with.")


class ReopenedEvent(EventBase):
    """The table's end of the game undone."""

    action: actions("reopened") = Field(..., description=ACTION)  # type: ignore[valid-type]
    before: NoRecord | None = Field(..., description="Always null: this action records nothing before.")
    after: NoRecord | None = Field(..., description="Always null: this action records nothing after.")


class PhoneRemovedEvent(EventBase):
    """A phone's right to score taken away."""

    action: actions("phone_removed") = Field(..., description=ACTION)  # type: ignore[valid-type]
    before: PhoneRecord | None = Field(..., description="The phone.")
    after: NoRecord | None = Field(..., description="Always null: this action records nothing after.")


EVENTS = (RoundEvent, EvidenceEvent, CreatedEvent, ChangedEvent, FinishedEvent, ReopenedEvent, PhoneRemovedEvent)
AnyEvent = Annotated[Union[EVENTS], Field(discriminator="action")]  # type: ignore[valid-type]  # noqa: UP007


class Event(RootModel[AnyEvent]):
    """One change in a game's history, in the shape of its action (told apart by `action`)."""


def shown_event(data: dict[str, Any]) -> dict[str, Any]:
    """A stored event as the API shows it: as it is when it has its action's shape; else (an event stored before
    imports were checked, in a shape its action never had) with `before` and `after` null, an unknown action
    as game_changed, as an import keeps them now."""
    try:
        return Event.model_validate(data).model_dump(mode="json", exclude_unset=True)
    except ValidationError:
        action = data["action"] if data.get("action") in ACTIONS else "game_changed"
        return {**data, "action": action, "before": None, "after": None}
