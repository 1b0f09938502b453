"""What a client sends to start and play a game: a new game, a round, a change of names or house rules. Each body
whose shape depends on the family names it (`family`), so exactly one family's shape matches it."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Discriminator, Field, Tag, create_model
from typing_extensions import TypeAliasType

from ...core.ids import DB_INT_MAX
from ...core.sizes import PLAYER_NAME_MAX, ROUND_ID_MAX, SIDE_NAME_MAX, START_LIMIT
from ...rules.family import Family
from ...rules.seating import ROTATIONS
from .base import ASKED, Closed, Int, Text, asked_family, shown, title


class PlayerRef(Closed):
    """A league's player, by id (league games only)."""

    id: Text = Field(..., description="The league player's id (GET /api/leagues/{league_id} lists them).")


def player_kind(value: Any) -> str:
    """Whether a seat is named by text or by a league player's id."""
    return "by-id" if isinstance(value, dict | PlayerRef) else "by-name"


SeatName = Annotated[shown(Text, "A player's name.", minLength=1, maxLength=PLAYER_NAME_MAX), Tag("by-name")]
Seat = TypeAliasType(  # named, so that a generator names its type (not "PlayersInner")
    "Seat", Annotated[SeatName | Annotated[PlayerRef, Tag("by-id")], Discriminator(player_kind)]
)


class NewDealer(Closed):
    """The first dealer's seat (0 = the first player of the first side) and how the deal moves."""

    first: shown(Int, "The first dealer's seat, counted over the sides' players in order from 0.", minimum=0) = 0  # type: ignore[valid-type]
    rotation: shown(Text, "How the deal moves round the table.", enum=list(ROTATIONS)) = "clockwise"  # type: ignore[valid-type]


def tables_words(family: Family) -> str:
    """The tables a family seats, as "1-1, 2-2 or 3-3" (or their bounds, when there are many)."""
    tables = ["-".join(map(str, t)) for t in family.tables]
    if len(tables) <= 8:
        return ", ".join(tables[:-1]) + " or " + tables[-1] if len(tables) > 1 else tables[0]
    sides, sizes = [len(t) for t in family.tables], [n for t in family.tables for n in t]
    return f"{min(sides)} to {max(sides)} sides of {min(sizes)} to {max(sizes)}"


def most_sides(family: Family) -> int:
    """The most sides a table of the family has."""
    return max(len(t) for t in family.tables)


def new_side(family: Family) -> Any:
    """A side of a new game of the family."""
    model = create_model(
        f"{title(family.key)}NewSide",
        __base__=Closed,
        name=(shown(Text, "The side's name.", minLength=1, maxLength=SIDE_NAME_MAX), ...),
        players=(
            shown(
                list[Seat],
                "Its players: names, or league players by id.",
                minItems=1,
                maxItems=max(map(max, family.tables)),
            ),
            ...,
        ),
        start=(
            shown(
                Int,
                "A total carried over from a paper sheet.",
                minimum=-START_LIMIT,
                maximum=START_LIMIT,
                **({"multipleOf": family.points_step} if family.points_step > 1 else {}),  # Rommé: any whole number
            ),
            0,
        ),
    )
    model.__doc__ = "A side of a new game: its name, its players, a carried-over total."
    return model


def ruleset_of(family: Family) -> Any:
    """The key of one of the family's rule sets, its first one unless another is chosen (the shape shows the
    choices; the door checks them, with the other problems of the body)."""
    keys = [p.key for p in family.presets]
    about = "The rule set (GET /api/rulesets lists them), one of this family's; a league game's is the league's."
    return (shown(Text, about, enum=keys), Field(keys[0]))


def new_game(family: Family, own: dict[str, Any]) -> Any:
    """A new game of the family: its rule set and house rules (or its league's), sides, the deal and the date."""
    model = create_model(
        f"{title(family.key)}NewGame",
        __config__=ASKED,
        family=asked_family(family),
        league=(Text | None, Field(None, description="A league's id: the game is played by the league's rules.")),
        ruleset=ruleset_of(family),
        settings=(own["changes"] | None, Field(None, description="House rules: changes to the rule set.")),
        sides=(
            shown(
                list[new_side(family)],  # type: ignore[misc]
                f"The table, players per side: {tables_words(family)}.",
                minItems=min(len(t) for t in family.tables),
                maxItems=most_sides(family),
            ),
            ...,
        ),
        dealer=(NewDealer | None, Field(None, description="Who deals first and how the deal moves.")),
        played_on=(shown(Text, "The day the game is played (today unless given).", format="date") | None, None),
    )
    model.__doc__ = f"A new {family.name} game: its rule set and house rules (or its league's), sides, deal, date."
    return model


def round_input(family: Family, own: dict[str, Any]) -> Any:
    """A round of the family: one entry per side; optionally the number it must get and the phone's id for it."""
    entry = own["entries"]["input"]
    model = create_model(
        f"{title(family.key)}RoundInput",
        __config__=ASKED,
        family=asked_family(family),
        entries=(
            shown(
                list[entry],  # type: ignore[valid-type]
                "One entry per side, in the sides' order.",
                minItems=min(len(t) for t in family.tables),
                maxItems=most_sides(family),
            ),
            ...,
        ),
        number=(
            shown(Int, "The number the round must get, else 409.", minimum=1, maximum=DB_INT_MAX) | None,
            None,
        ),
        id=(
            shown(
                Text,
                "The id the phone gave the round when first saved: sent again, the stored round answers.",
                pattern=f"^[A-Za-z0-9_-]{{1,{ROUND_ID_MAX}}}$",
            )
            | None,
            None,
        ),
    )
    model.__doc__ = f"A {family.name} round: each side's counts; optionally its number and the phone's id for it."
    return model


class NamesChange(Closed):
    """One side's new name and its players' new names (as many as before)."""

    name: shown(Text, "The side's new name.", minLength=1, maxLength=SIDE_NAME_MAX) | None = None  # type: ignore[valid-type]
    players: shown(list[Text], "Its players' new names, as many as before.", minItems=1) | None = None  # type: ignore[valid-type]


def game_change(family: Family, own: dict[str, Any]) -> Any:
    """New names (any time) or house rules (before the first round) of a game of the family."""
    model = create_model(
        f"{title(family.key)}GameChange",
        __config__=ASKED,
        family=asked_family(family),
        sides=(
            shown(list[NamesChange], "One object per side, in order.", minItems=2, maxItems=most_sides(family)) | None,
            None,
        ),
        settings=(own["changes"] | None, Field(None, description="House rules (only before the first round).")),
    )
    model.__doc__ = f"New names (any time) or house rules (before the first round) of a {family.name} game."
    return model

