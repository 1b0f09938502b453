"""What a table counts for one side in one round of Canasta (RULES.md 2), declared once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from scorepad.families.kin.entries import Canastas, cards_left, melded_cards
from scorepad.rules.cards import CardCount
from scorepad.rules.entries import Way, counted
from scorepad.rules.problems import N_

from .settings import CARD_CLASSES

GoingOut = Literal["out", "concealed", "hand_canasta"]


@dataclass(frozen=True)
class SideEntry(Canastas):
    """One side's raw counts for one round, exactly as the table typed them (meld and hand points, natural and
    mixed canastas first: kin/entries.py)."""

    joker_canastas: int = counted("count", N_("Joker canastas"), stepper=True, needs="joker_canastas_allowed")
    red_threes: int = counted("count", N_("Red threes laid down"), stepper=True)
    red_threes_in_hand: int = counted("count", N_("Red threes caught in hand"), stepper=True, more=True)
    going_out: GoingOut | None = counted(
        "way",
        N_("Who went out"),
        ways=(
            Way("out", N_("went out"), worth="going_out", answer=N_("Normally")),
            Way(
                "concealed",
                N_("went out concealed (the whole hand at once)"),
                worth="concealed",
                answer=N_("Concealed: the whole hand at once"),
            ),
            Way(
                "hand_canasta",
                N_("went out with a Hand-Canasta (no earlier meld)"),
                needs="hand_canasta_allowed",
                worth="hand_canasta",
                answer=N_("Hand-Canasta: out with no earlier meld"),
            ),
        ),
    )
    penalty_points: int = counted("points", N_("Penalty points"), multiple=5, more=True)
    meld_cards: CardCount | None = melded_cards(CARD_CLASSES)
    hand_cards: CardCount | None = cards_left(N_("Cards left in hand"), CARD_CLASSES)

    @property
    def canastas(self) -> int:
        """Canastas of every kind this side counted."""
        return self.natural_canastas + self.mixed_canastas + self.joker_canastas

    @property
    def melded(self) -> bool:
        """Whether the side could meld this round (meld points above 0)."""
        return self.meld_points > 0
