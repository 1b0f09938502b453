"""Games as the API takes and answers them: a new game, a round, a change, and the whole game."""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

from pydantic import Discriminator, Field, RootModel, Tag, create_model, model_validator

from ...core.ids import DB_INT_MAX
from ...core.sizes import PLAYER_NAME_MAX, ROUND_ID_MAX, SIDE_NAME_MAX, START_LIMIT
from ...rules.families import FAMILIES, RULESETS, default_ruleset, family_of
from ...rules.family import Family
from ...rules.seating import ROTATIONS
from .base import FAMILY, Closed, Flag, Int, Text, shown
from .entries import EntryInput, ExplainedEntry, ScoredEntry
from .settings import Settings, SettingsChange

MOST_SIDES = max(len(t) for f in FAMILIES.values() for t in f.tables)
MOST_PLAYERS = max(max(t) for f in FAMILIES.values() for t in f.tables)
RulesetKey = shown(Text, "A rule set's key (GET /api/rulesets lists them).", enum=list(RULESETS))
Warnings = Annotated[
    dict[str, Text], Field(description="Possible but unlikely counts by field path; they never block.")
]


class FamilyOfBody(Closed):
    """A body naming its rule set (in `ruleset`, or the field `naming_field` says): its settings and rounds
    take that rule set's family's shapes."""

    naming_field: ClassVar[str] = "ruleset"

    @model_validator(mode="wrap")
    @classmethod
    def in_family(cls, data: Any, handler: Any) -> Any:
        """Validate as the family of the body's rule set (or the first family when none is named)."""
        key = data.get(cls.naming_field) if isinstance(data, dict) else None
        token = FAMILY.set(family_of(key).key if isinstance(key, str) and key in RULESETS else FAMILY.get())
        try:
            return handler(data)
        finally:
            FAMILY.reset(token)


class PlayerRef(Closed):
    """A league's player, by id (league games only)."""

    id: Int


def player_kind(value: Any) -> str:
    """Whether a seat is named by text or by a league player's id."""
    return "by-id" if isinstance(value, dict | PlayerRef) else "by-name"


SeatName = Annotated[shown(Text, minLength=1, maxLength=PLAYER_NAME_MAX), Tag("by-name")]
Seat = Annotated[SeatName | Annotated[PlayerRef, Tag("by-id")], Discriminator(player_kind)]


class NewSide(Closed):
    """A side of a new game: its name, its players (names, or league players by id), a carried-over total."""

    name: shown(Text, minLength=1, maxLength=SIDE_NAME_MAX)  # type: ignore[valid-type]
    players: shown(list[Seat], minItems=1, maxItems=MOST_PLAYERS)  # type: ignore[valid-type]
    start: shown(
        Int, "A total carried over from a paper sheet.", minimum=-START_LIMIT, maximum=START_LIMIT, multipleOf=5
    ) = 0  # type: ignore[valid-type]


class NewDealer(Closed):
    """The first dealer's seat (0 = the first player of the first side) and how the deal moves."""

    first: shown(Int, minimum=0) = 0  # type: ignore[valid-type]
    rotation: shown(Text, enum=list(ROTATIONS)) = "clockwise"  # type: ignore[valid-type]


def tables_words(family: Family) -> str:
    """The tables a family seats, as "1-1, 2-2 or 3-3" (or their bounds, when there are many)."""
    tables = ["-".join(map(str, t)) for t in family.tables]
    if len(tables) <= 8:
        return ", ".join(tables[:-1]) + " or " + tables[-1] if len(tables) > 1 else tables[0]
    sides, sizes = [len(t) for t in family.tables], [n for t in family.tables for n in t]
    return f"{min(sides)} to {max(sides)} sides of {min(sizes)} to {max(sizes)}"


class NewGame(FamilyOfBody):
    """A new game: its rule set and house rules (or its league's), its sides, the deal and the date."""

    league: Text | None = Field(None, description="A league's id: the game is played by the league's rules.")
    ruleset: RulesetKey = default_ruleset()  # type: ignore[valid-type]
    settings: SettingsChange | None = None  # type: ignore[valid-type]
    sides: shown(
        list[NewSide],
        "The table, players per side: " + "; ".join(f"{key} {tables_words(f)}" for key, f in FAMILIES.items()) + ".",
        minItems=2,
        maxItems=MOST_SIDES,
    )  # type: ignore[valid-type]
    dealer: NewDealer | None = None
    played_on: shown(Text, format="date") | None = None  # type: ignore[valid-type]


class RoundInput(Closed):
    """A round: one entry per side; optionally the number it must get and the id the phone gave it."""

    entries: shown(list[EntryInput], minItems=2, maxItems=MOST_SIDES)  # type: ignore[valid-type]
    number: shown(Int, "The number the round must get, else 409.", minimum=1, maximum=DB_INT_MAX) | None = None  # type: ignore[valid-type]
    id: (
        shown(
            Text,
            "The id the phone gave the round when first saved: sent again, the stored round answers.",
            pattern=f"^[A-Za-z0-9_-]{{1,{ROUND_ID_MAX}}}$",
        )
        | None
    ) = None  # type: ignore[valid-type]


class NamesChange(Closed):
    """One side's new name and its players' new names (as many as before)."""

    name: shown(Text, minLength=1, maxLength=SIDE_NAME_MAX) | None = None  # type: ignore[valid-type]
    players: shown(list[Text], minItems=1, maxItems=MOST_PLAYERS) | None = None  # type: ignore[valid-type]


class GameChange(Closed):
    """New names (any time) or settings (before the first round)."""

    sides: shown(list[NamesChange], "One object per side, in order.", minItems=2, maxItems=MOST_SIDES) | None = None  # type: ignore[valid-type]
    settings: SettingsChange | None = None  # type: ignore[valid-type]


class Dealer(Closed):
    """Who dealt first, how the deal moves, and who deals next."""

    first: Int
    rotation: shown(Text, enum=list(ROTATIONS))  # type: ignore[valid-type]
    next: Text


class Ruleset(Closed):
    """The rule set a game is played by, with every setting."""

    key: RulesetKey  # type: ignore[valid-type]
    name: Text
    settings: Settings  # type: ignore[valid-type]


def figures(where: str) -> dict[str, Any]:
    """Every family's own figures of one place, as optional fields (each present for its family only)."""
    out: dict[str, Any] = {}
    for family in FAMILIES.values():
        for figure in family.figures_at(where):
            out[figure.name] = (figure.type | None, Field(None, description=f"{figure.description} ({family.key})"))
    return out


Side = create_model(
    "Side",
    __base__=Closed,
    name=(Text, ...),
    players=(list[Text], ...),
    start=(Int, ...),
    total=(Int, ...),
    **figures("side"),
)
Round = create_model(
    "Round",
    __base__=Closed,
    number=(Int, ...),
    entries=(list[ScoredEntry], ...),
    announcements=(list[Text], Field(..., description="What to say aloud, most important first.")),
    **figures("round"),
)
ExplainedRound = create_model("ExplainedRound", __base__=Round, entries=(list[ExplainedEntry], ...))
Preview = create_model(
    "Preview",
    __base__=Closed,
    entries=(list[ScoredEntry], ...),
    announcements=(list[Text], ...),
    warnings=(Warnings, ...),
    **figures("round"),
)
Game = create_model(
    "Game",
    __base__=Closed,
    id=(Text, ...),
    ruleset=(Ruleset, ...),
    status=(shown(Text, enum=["playing", "finished"]), ...),
    sides=(list[Side], ...),  # type: ignore[valid-type]
    rounds=(list[Round], ...),  # type: ignore[valid-type]
    winner=(Int | None, Field(..., description="The winning side, once the game is over (null on a tie).")),
    margin=(Int | None, Field(..., description="The winner's lead over the next side, once the game is over.")),
    **figures("game"),
    dealer=(Dealer, ...),
    played_on=(shown(Text, format="date"), ...),
    version=(shown(Int, minimum=1), ...),
)
GameCreated = create_model(
    "GameCreated",
    __base__=Game,
    token=(Text, Field(..., description="The write token, shown only this once.")),
    edit_link=(Text, Field(..., description="The address that makes a phone that opens it the game's scorer.")),
)
CHANGED = (
    "False when this write stored nothing: the round's id was stored already (the stored round answers), or a"
    " correction held the counts the round holds (no new version, no history event)."
)
GameWritten = create_model(
    "GameWritten",
    __base__=Game,
    changed=(Flag, Field(..., description=CHANGED)),
    warnings=(Warnings, ...),
)
RoundWritten = create_model(
    "RoundWritten",
    __base__=Closed,
    number=(Int, ...),
    entries=(list[ScoredEntry], ...),
    announcements=(list[Text], ...),
    **figures("round"),
    totals=(list[Int], ...),
    status=(shown(Text, enum=["playing", "finished"]), ...),
    winner=(Int | None, ...),
    version=(Int, ...),
    changed=(Flag, Field(..., description=CHANGED)),
    warnings=(Warnings, ...),
)


class RoundSaved(RootModel[GameWritten | RoundWritten]):  # type: ignore[valid-type]
    """A written round's answer: the whole game with the round's warnings, or with `Prefer: return=minimal`
    only the round, the totals, the status and the version."""


class RulesetInfo(Closed):
    """A shipped rule set: its family, name, how it differs from classic in players' words, every setting."""

    key: RulesetKey  # type: ignore[valid-type]
    family: shown(Text, enum=list(FAMILIES))  # type: ignore[valid-type]
    name: Text
    description: Text
    settings: Settings  # type: ignore[valid-type]


class Rulesets(Closed):
    """Every shipped rule set."""

    rulesets: list[RulesetInfo]
