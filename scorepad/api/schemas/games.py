"""Games as the API answers them, one shape per family (each naming its `family`): the rule sets, a game, a
round written, previewed or explained (shapes.py joins them in unions)."""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any, get_type_hints

from pydantic import ConfigDict, Field, create_model

from ...rules.family import Family
from ...rules.seating import ROTATIONS
from .base import Closed, Flag, Int, Text, answered_family, shown, title

Warnings = Annotated[
    dict[str, Text], Field(description="Possible but unlikely counts by field path; they never block.")
]
STATUS = shown(Text, "Whether the game goes on or is over.", enum=["playing", "finished"])
CHANGED = (
    "False when this write stored nothing: the round's id was stored already (the stored round answers), or a"
    " correction held the counts the round holds (no new version, no history event)."
)
WINNER = "The winning side (its place in `sides`, from 0), once the game is over (null on a tie or before)."


class Dealer(Closed):
    """Who dealt first, how the deal moves, and who deals next."""

    first: Int = Field(..., description="The first dealer's seat, counted over the sides' players in order from 0.")
    rotation: shown(Text, "How the deal moves round the table.", enum=list(ROTATIONS))  # type: ignore[valid-type]
    next: Text = Field(..., description="The name of the player who deals the next round.")


def figure_type(family: Family, kind: Any) -> Any:
    """A figure's JSON type: a dataclass of the family's as an object named after the family."""
    if not dataclasses.is_dataclass(kind):
        return kind
    described = {f.name: f.metadata.get("description") for f in dataclasses.fields(kind)}
    fields = {name: (hint, Field(..., description=described[name])) for name, hint in get_type_hints(kind).items()}
    model = create_model(
        f"{title(family.key)}{kind.__name__}", __config__=ConfigDict(extra="forbid", from_attributes=True), **fields
    )
    model.__doc__ = kind.__doc__
    return model


def figures(family: Family, where: str) -> dict[str, Any]:
    """The family's own figures of one place (the game, a side, a round): always there, null where they say so."""
    return {
        f.name: (figure_type(family, f.type) | None, Field(..., description=f.description))
        for f in family.figures_at(where)
    }


def ruleset_key(family: Family, about: str = "The rule set's key.") -> Any:
    """One of the family's rule sets."""
    return shown(Text, about, enum=[p.key for p in family.presets])


def round_fields(family: Family, own: dict[str, Any], entry: str) -> dict[str, Any]:
    """What every round answer shows: its number, each side's entry, what to say aloud and the round's figures."""
    side = own["entries"][entry]
    return {
        "number": (Int, Field(..., description="The round's number, from 1.")),
        "entries": (list[side], Field(..., description="Each side's entry, in side order.")),  # type: ignore[valid-type]
        "announcements": (list[Text], Field(..., description="What to say aloud, most important first.")),
        **figures(family, "round"),
    }


def game_models(family: Family, own: dict[str, Any]) -> dict[str, Any]:
    """Every answer about a game of the family (`own`: its entries' and settings' shapes)."""
    name = title(family.key)
    ruleset = create_model(
        f"{name}Ruleset",
        __base__=Closed,
        key=(ruleset_key(family), ...),
        name=(Text, Field(..., description="The rule set's name, in the reader's language.")),
        settings=(own["settings"], Field(..., description="Every setting in force (house rules included).")),
    )
    ruleset.__doc__ = "The rule set a game is played by, with every setting."
    side = create_model(
        f"{name}Side",
        __base__=Closed,
        name=(Text, Field(..., description="The side's name.")),
        players=(list[Text], Field(..., description="Its players' names.")),
        start=(Int, Field(..., description="The total carried over from a paper sheet.")),
        total=(Int, Field(..., description="The side's total now.")),
        **figures(family, "side"),
    )
    side.__doc__ = "A side of the game: its name, players and total."
    played = create_model(f"{name}Round", __base__=Closed, **round_fields(family, own, "scored"))
    played.__doc__ = "A round: each side's counts, score and total after it, and what to say aloud."
    game = create_model(
        f"{name}Game",
        __base__=Closed,
        family=answered_family(family),
        id=(Text, Field(..., description="The game's id.")),
        ruleset=(ruleset, Field(..., description="The rule set and every setting in force.")),
        status=(STATUS, ...),
        sides=(list[side], Field(..., description="The sides, in seating order.")),  # type: ignore[valid-type]
        rounds=(list[played], Field(..., description="Every round, in order.")),  # type: ignore[valid-type]
        winner=(Int | None, Field(..., description=WINNER)),
        margin=(Int | None, Field(..., description="The winner's lead over the next side, once the game is over.")),
        **figures(family, "game"),
        dealer=(Dealer, Field(..., description="Who dealt first, how the deal moves, who deals next.")),
        played_on=(shown(Text, "The day the game is played.", format="date"), ...),
        version=(shown(Int, "The game's version: one more with every change.", minimum=1), ...),
    )
    game.__doc__ = f"A {family.name} game with every round, breakdown and total."
    created = create_model(
        f"{name}GameCreated",
        __base__=game,
        token=(Text, Field(..., description="The write token, shown only this once.")),
        edit_link=(Text, Field(..., description="The address that makes a phone that opens it the game's scorer.")),
    )
    created.__doc__ = "A new game, with its write token and edit link (shown only this once)."
    written = create_model(
        f"{name}RoundWritten",
        __base__=Closed,
        family=answered_family(family),
        **round_fields(family, own, "scored"),
        totals=(list[Int], Field(..., description="Each side's total now.")),
        status=(STATUS, ...),
        winner=(Int | None, Field(..., description=WINNER)),
        version=(shown(Int, "The game's version now.", minimum=1), ...),
        changed=(Flag, Field(..., description=CHANGED)),
        warnings=(Warnings, ...),
        game=(game | None, Field(None, description="The whole game now (absent with Prefer: return=minimal).")),
    )
    written.__doc__ = "A round written: the round, the totals, whether anything changed, and the game now."
    preview = create_model(
        f"{name}Preview",
        __base__=Closed,
        family=answered_family(family),
        **{k: v for k, v in round_fields(family, own, "scored").items() if k != "number"},
        warnings=(Warnings, ...),
    )
    preview.__doc__ = "A round scored as if it were the next one (nothing stored)."
    explained = create_model(
        f"{name}ExplainedRound",
        __base__=Closed,
        family=answered_family(family),
        **round_fields(family, own, "explained"),
    )
    explained.__doc__ = "A round with every part of every side's score explained in words."
    info = create_model(
        f"{name}RulesetInfo",
        __base__=Closed,
        family=answered_family(family),
        key=(ruleset_key(family), ...),
        name=(Text, Field(..., description="The rule set's name, in the reader's language.")),
        description=(Text, Field(..., description="How it differs from the family's first rule set, in words.")),
        settings=(own["settings"], Field(..., description="Every setting and its value.")),
    )
    info.__doc__ = f"A shipped {family.name} rule set: its name, how it differs, every setting."
    return {
        "game": game,
        "created": created,
        "written": written,
        "preview": preview,
        "explained": explained,
        "ruleset": info,
    }

