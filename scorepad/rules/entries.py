"""What a table counts for one side in one round (RULES.md 2): the engine's input."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .cards import CardCount

GoingOut = Literal["out", "concealed", "hand_canasta"]
GOING_OUT_WAYS: tuple[str, ...] = ("out", "concealed", "hand_canasta")
COUNT_FIELDS = (
    "meld_points",
    "hand_points",
    "natural_canastas",
    "mixed_canastas",
    "joker_canastas",
    "red_threes",
    "red_threes_in_hand",
    "penalty_points",
)
POINT_FIELDS = ("meld_points", "hand_points", "penalty_points")


@dataclass(frozen=True)
class SideEntry:
    """One side's raw counts for one round, exactly as the table typed them."""

    meld_points: int = 0
    hand_points: int = 0
    natural_canastas: int = 0
    mixed_canastas: int = 0
    joker_canastas: int = 0
    red_threes: int = 0
    red_threes_in_hand: int = 0
    going_out: GoingOut | None = None
    penalty_points: int = 0
    meld_cards: CardCount | None = None
    hand_cards: CardCount | None = None

    @property
    def canastas(self) -> int:
        """Canastas of every kind this side counted."""
        return self.natural_canastas + self.mixed_canastas + self.joker_canastas

    @property
    def melded(self) -> bool:
        """Whether the side could meld this round (meld points above 0)."""
        return self.meld_points > 0

    def to_dict(self) -> dict[str, object]:
        """The entry as stored and echoed by the API (card counts only where given)."""
        out: dict[str, object] = {name: getattr(self, name) for name in COUNT_FIELDS}
        out["going_out"] = self.going_out
        if self.meld_cards is not None:
            out["meld_cards"] = self.meld_cards.to_dict()
        if self.hand_cards is not None:
            out["hand_cards"] = self.hand_cards.to_dict()
        return out
