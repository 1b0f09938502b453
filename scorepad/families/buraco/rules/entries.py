"""What a table counts for one side in one hand of Buraco (RULES.md 13.3), by the API's names, declared once."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from scorepad.rules.cards import CardCount
from scorepad.rules.entries import Counted, Way, counted
from scorepad.rules.problems import N_

from .settings import CARD_CLASSES, POT_FATES

Pot = Literal["played", "not_taken", "not_played"]
PLAYED = "played"
# Each kind of canasta: its count, and the setting worth its points (0 in a setting: that kind is not played).
CANASTA_KINDS = (
    ("clean_canastas", "clean"),
    ("dirty_canastas", "dirty"),
    ("semi_clean_canastas", "semi_clean"),
    ("canastas_500", "canasta_500"),
    ("canastas_1000", "canasta_1000"),
)
CANASTA_FIELDS = tuple(name for name, _setting in CANASTA_KINDS)
CLEAN_FIELDS = ("clean_canastas", "canastas_500", "canastas_1000")  # RULES.md 13.4: what `clean` counts
POINT_FIELDS = ("meld_points", "hand_points", "pot_points", "penalty_points")


@dataclass(frozen=True)
class BuracoEntry:
    """One side's raw counts for one hand, exactly as the table typed them."""

    meld_points: int = counted(
        "points", N_("Meld points"), help=N_("Every card the side has on the table, canastas included."), multiple=5
    )
    hand_points: int = counted(
        "points", N_("Points left in hand"), help=N_("Every card left in its players' hands."), multiple=5
    )
    clean_canastas: int = counted(
        "count", N_("Clean canastas"), help=N_("Seven cards or more without a wild card."), stepper=True
    )
    dirty_canastas: int = counted(
        "count", N_("Dirty canastas"), help=N_("Seven cards or more with one wild card."), stepper=True
    )
    semi_clean_canastas: int = counted(
        "count",
        N_("Semi-clean canastas"),
        help=N_("A run with its wild card at one end of seven natural cards or more."),
        stepper=True,
        needs="semi_clean",
    )
    canastas_500: int = counted(
        "count", N_("Clean runs from ace to king"), help=N_("Worth 500."), stepper=True, needs="canasta_500"
    )
    canastas_1000: int = counted(
        "count",
        N_("Canastas of 1000"),
        help=N_("A clean run from ace to ace, or seven wild cards: what these rules score at 1000."),
        stepper=True,
        needs="canasta_1000",
    )
    # "played" unless said: a null or a left-out pot is read as played (__post_init__), as stored and echoed.
    pot: Pot = field(
        default=PLAYED,
        metadata={
            "counted": Counted(
                "choice",
                N_("The pot"),
                help=N_("Taken and played, never taken, or taken but not played before the hand ended."),
                options="pot_fates",
                choices=POT_FATES,
            )
        },
    )
    pot_points: int = counted(
        "points",
        N_("Points in the pot not played"),
        help=N_("The cards of a pot taken but not played, where these rules count them."),
        multiple=5,
        needs="pot_counts_cards",
    )
    penalty_points: int = counted(
        "points",
        N_("Penalty points"),
        help=N_("Cards a referee penalised (FIBUR art. 17); 0 at a home table."),
        multiple=5,
        more=True,
    )
    going_out: Literal["out"] | None = counted(
        "way",
        N_("Who went out"),
        ways=(Way("out", N_("went out"), worth="going_out_bonus", answer=N_("Went out")),),
    )
    meld_cards: CardCount | None = counted("cards", N_("Melded cards"), points_of="meld_points", classes=CARD_CLASSES)
    hand_cards: CardCount | None = counted(
        "cards", N_("Cards left in hand"), points_of="hand_points", classes=CARD_CLASSES
    )

    def __post_init__(self) -> None:
        """A pot left out (or null) was played: the default of RULES.md 13.3."""
        if self.pot is None:
            object.__setattr__(self, "pot", PLAYED)

    @property
    def canastas(self) -> int:
        """Canastas of every kind the side counted."""
        return sum(getattr(self, name) for name in CANASTA_FIELDS)

    @property
    def clean(self) -> int:
        """Its clean canastas of every kind: plain ones, and those worth 500 or 1000 (RULES.md 13.4)."""
        return sum(getattr(self, name) for name in CLEAN_FIELDS)

    @property
    def with_wild_card(self) -> int:
        """Its dirty and semi-clean canastas: those holding a wild card."""
        return self.dirty_canastas + self.semi_clean_canastas

    @property
    def went_out(self) -> bool:
        """Whether the side's player went out with the bonus."""
        return self.going_out is not None
