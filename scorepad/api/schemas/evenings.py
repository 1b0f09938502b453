"""Club evenings as the API takes and answers them: a new evening, late arrivals, closing a round, the evening
with its rounds, tables and seats, and its ranking. An evening plays its league's family: its answers name it
(`family`), and carry no shape of a family's own (a table's game is read as every game is)."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import Discriminator, Field, Tag
from typing_extensions import TypeAliasType

from ...core.sizes import EVENING_NAME_MAX, EVENING_PLAYERS_MAX, EVENING_ROUNDS_MAX, PLAYER_NAME_MAX
from ...evenings.bands import PRESETS
from ...evenings.settings import HANDS_MAX
from .base import Closed, Int, Text, shown
from .params import BaseModel
from .requests import Seat


class EveningForm(StrEnum):
    """An evening's form: individuals (partners change every round) or fixed pairs."""

    pairs = "pairs"
    individuals = "individuals"


class Movement(StrEnum):
    """How fixed pairs move from round to round: Mitchell (North-South stay, East-West move one table up), or
    by standing (1st v 2nd, 3rd v 4th, no two pairs twice where avoidable)."""

    mitchell = "mitchell"
    standing = "standing"


class ScoringMethod(StrEnum):
    """How an evening is ranked: game points, victory points by a band table, or match points (2 a win, 1 a draw)."""

    points = "points"
    victory_points = "victory_points"
    match_points = "match_points"


Band = shown(
    list[Int | None],
    "[margin up to (null: every margin above), winner's, loser's victory points].",
    minItems=3,
    maxItems=3,
)  # type: ignore[valid-type]
BANDS = (
    "The band table of victory points: a preset's name ("
    + ", ".join(PRESETS)
    + ") or bands from a margin of 0 up, each [margin up to, winner's, loser's], the last open ([null, 20, 0])."
)
BandTable = TypeAliasType(  # named, so that a generator names its type: a preset's name, or the bands
    "BandTable",
    Annotated[
        Annotated[Text, Tag("band-preset")] | Annotated[list[Band], Tag("band-rows")],  # type: ignore[valid-type]
        Discriminator(lambda value: "band-preset" if isinstance(value, str) else "band-rows"),  # api/errors.py
    ],
)
NEW_NAME = shown(Text, "A player new to the league.", minLength=1, maxLength=PLAYER_NAME_MAX)


class NewEvening(Closed):
    """A new club evening of the league: who came, the form, movement, rounds, hands, scoring and bye score."""

    name: shown(Text, "The evening's name.", minLength=1, maxLength=EVENING_NAME_MAX)  # type: ignore[valid-type]
    players: shown(
        list[Seat],
        "Who came: league players by id, or names (a new name joins the league).",
        maxItems=EVENING_PLAYERS_MAX,
    ) = []  # type: ignore[valid-type]
    new_players: shown(
        list[NEW_NAME], "Names of players new to the league (they join it).", maxItems=EVENING_PLAYERS_MAX
    ) = []  # type: ignore[valid-type]
    pairs: shown(
        list[list[Seat]],
        "Fixed pairs named (pairs form; then nobody in players): each a partnership. Without them the"
        " partnerships are drawn from the seed.",
        maxItems=EVENING_PLAYERS_MAX,
    ) = []  # type: ignore[valid-type]
    form: EveningForm = Field(
        EveningForm.individuals, description="individuals: partners change every round; pairs: fixed partnerships."
    )
    movement: Movement | None = Field(None, description="How fixed pairs move (pairs form; mitchell unless said).")
    rounds: shown(Int, "The rounds planned.", minimum=1, maximum=EVENING_ROUNDS_MAX) = 3  # type: ignore[valid-type]
    hands: shown(
        Int | None,
        "Hands per round (each table's game ends after them); null: to the family's target.",
        minimum=1,
        maximum=HANDS_MAX,
    ) = None  # type: ignore[valid-type]
    scoring: ScoringMethod = Field(ScoringMethod.victory_points, description="How the evening is ranked.")
    bands: BandTable = Field("burraco_3_hands", description=BANDS)  # type: ignore[valid-type]
    bye_score: Int | None = Field(
        None,
        description="What a bye scores in the ranking's own method (null: 12 victory points, a win's 2 match points,"
        " the round's average of points).",
    )


class Arrivals(Closed):
    """Late arrivals: drawn from the next round on (in the pairs form, one partnership)."""

    players: shown(list[Seat], "League players by id, or names.", maxItems=EVENING_PLAYERS_MAX) = []  # type: ignore[valid-type]
    new_players: shown(list[NEW_NAME], "Names of players new to the league.", maxItems=EVENING_PLAYERS_MAX) = []  # type: ignore[valid-type]


class CloseRound(BaseModel):
    """Closing the round being played."""

    playing: Literal["refuse", "end"] = Field(
        "refuse", description="Tables still playing: refuse to close (409), or end their games as they stand."
    )


class Person(Closed):
    """A league player at the evening."""

    id: Text = Field(..., description="The league player's id.")
    name: Text = Field(..., description="The player's name.")


class Attendance(Person):
    """A player of the evening: the partnership (pairs form), the first round and the last."""

    pair: Int | None = Field(..., description="The partnership's number (pairs form), else null.")
    arrived: Int = Field(..., description="The first round the player is drawn in.")
    left: Int | None = Field(..., description="The last round the player was drawn in, once gone; else null.")


class SeatAt(Closed):
    """A seat of a table."""

    seat: Text = Field(..., description='The seat, "table.seat" ("1.3").')
    side: Int = Field(..., description="The side (0 first) of the table's game.")
    player: Person


class TableAt(Closed):
    """A table of a round: a league game."""

    number: Int = Field(..., description="The table's number, from 1.")
    game: Text = Field(..., description="The table's game id (GET /api/games/{game_id}).")
    state: Literal["playing", "finished", "closed"] = Field(..., description="closed: ended by the organiser.")
    hands: Int = Field(..., description="Hands played.")
    totals: list[Int] = Field(..., description="Each side's total now.")
    seats: list[SeatAt] = Field(..., description="Every seat, side by side.")
    edit_link: Text | None = Field(
        None, description="The organiser's only: the link that makes a phone the table's scorer."
    )
    token: Text | None = Field(None, description="The organiser's only: the table's API token (writes its game).")


class RoundAt(Closed):
    """A drawn round."""

    number: Int = Field(..., description="The round's number, from 1.")
    state: Literal["playing", "closed"]
    tables: list[TableAt]
    byes: list[Person] = Field(..., description="Who sits out (a bye).")


class RankRow(Closed):
    """A player's line of the ranking."""

    rank: Int = Field(..., description="Equal on every figure ranked by: the same rank.")
    player: Person
    points: Int = Field(..., description="Game points over the evening.")
    victory_points: Int
    match_points: Int
    difference: Int = Field(..., description="Points ahead of the best other side, summed.")
    played: Int = Field(..., description="Tables played (counted once finished or closed).")
    byes: Int


class Evening(Closed):
    """A club evening: its settings, the draw's seed, players, rounds, tables and seats, and state."""

    family: Text = Field(..., description="The league's game family (its tables' games are of it).")
    id: Text
    league: Text = Field(..., description="The league's id.")
    name: Text
    form: EveningForm
    movement: Movement | None
    rounds: Int = Field(..., description="The rounds planned.")
    hands: Int | None
    scoring: ScoringMethod
    bands: list[Band]  # type: ignore[valid-type]
    bye_score: Int | None
    seed: Int = Field(..., description="The draw's seed: the same seed and players draw the same rounds.")
    state: Literal["playing", "finished"]
    version: Int = Field(..., description="Moves on with every change of the evening or of a table's game.")
    players: list[Attendance]
    drawn: list[RoundAt] = Field(..., description="The rounds drawn so far, the last the one playing.")


class Ranking(Closed):
    """An evening's ranking: best first, by the evening's method, then victory points, difference, points."""

    family: Text
    evening: Text = Field(..., description="The evening's id.")
    scoring: ScoringMethod
    final: bool = Field(..., description="Whether the evening is over (the ranking is final).")
    rows: list[RankRow]


class EveningPath(Closed):
    """An evening in the address."""

    evening_id: Text = Field(..., description="The evening's id.")


class EveningPlayerPath(EveningPath):
    """A player of an evening in the address."""

    player_id: Text = Field(..., description="The league player's id.")
