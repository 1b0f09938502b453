"""What a Rommé table writes down for one player in one hand (RULES.md 10), declared once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from scorepad.rules.cards import CardCount
from scorepad.rules.entries import Way, counted
from scorepad.rules.problems import N_

from .settings import CARD_CLASSES

GoingOut = Literal["out", "hand"]


@dataclass(frozen=True)
class PlayerHand:
    """One player's hand as the table counted it at the final Rommé: loss points (or the cards) and whether
    this player went out."""

    hand_points: int = counted(
        "points", N_("Loss points"), help=N_("The points still in hand at the final Rommé (Schluss-Rommé).")
    )
    going_out: GoingOut | None = counted(
        "way",
        N_("Who called Rommé"),
        ways=(
            Way("out", N_("called Rommé"), answer=N_("Normally")),
            Way(
                "hand",
                N_("Hand-Rommé: out in one go"),
                needs="hand_romme_doubles",
                answer=N_("Hand-Rommé: out in one go, the others' points double"),
            ),
        ),
    )
    hand_cards: CardCount | None = counted(
        "cards", N_("Cards left in hand"), points_of="hand_points", classes=CARD_CLASSES
    )

    @property
    def out(self) -> bool:
        """Whether this player went out (called Rommé), either way."""
        return self.going_out is not None
