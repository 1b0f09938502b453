"""What a table counts for one side in one hand of Modern American Canasta (RULES.md 11.3, 11.12), declared once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from scorepad.families.kin.entries import Canastas, cards_left, melded_cards
from scorepad.rules.cards import CardCount
from scorepad.rules.entries import Way, counted
from scorepad.rules.problems import N_

from .settings import CARD_CLASSES

CANASTA_FIELDS = (
    "natural_canastas",
    "mixed_canastas",
    "aces_canastas",
    "sevens_canastas",
    "wild_canastas",
    "joker_canastas",
    "deuce_canastas",
)
WILD_CANASTA_FIELDS = ("wild_canastas", "joker_canastas", "deuce_canastas")
INCOMPLETE_FIELDS = ("incomplete_aces", "incomplete_sevens", "incomplete_wild")


@dataclass(frozen=True)
class AmericanEntry(Canastas):
    """One side's raw counts for one hand, exactly as the table typed them (meld and hand points, natural and
    mixed canastas first: kin/entries.py)."""

    aces_canastas: int = counted("count", N_("Natural aces canastas"), stepper=True)
    sevens_canastas: int = counted("count", N_("Sevens canastas"), stepper=True)
    wild_canastas: int = counted(
        "count", N_("Wild canastas"), help=N_("One to three jokers and twos."), stepper=True, more=True
    )
    joker_canastas: int = counted(
        "count", N_("Wild canastas of four jokers"), help=N_("All four jokers and three twos."), stepper=True, more=True
    )
    deuce_canastas: int = counted("count", N_("Wild canastas of seven twos"), stepper=True, more=True)
    incomplete_aces: bool = counted("flag", N_("Unfinished aces meld"), help=N_("3 to 6 aces at the end."))
    incomplete_sevens: bool = counted("flag", N_("Unfinished sevens meld"), help=N_("3 to 6 sevens at the end."))
    incomplete_wild: bool = counted(  # with the wild canastas in "more": a wild meld is the rarest to be left open
        "flag", N_("Unfinished wild meld"), help=N_("3 to 6 wild cards at the end."), more=True
    )
    incomplete_wild_four_jokers: bool = counted("flag", N_("The unfinished wild meld holds all four jokers"), more=True)
    red_threes: int = counted("count", N_("Red threes laid down"), stepper=True)
    black_threes: int = counted("count", N_("Black threes laid down"), stepper=True)
    aces_held: int = counted(
        "count", N_("Players caught with 3 or more aces"), help=N_("0 to 2 players."), stepper=True, more=True
    )
    sevens_held: int = counted(
        "count", N_("Players caught with 3 or more sevens"), help=N_("0 to 2 players."), stepper=True, more=True
    )
    threes_in_hand: int = counted("count", N_("Threes held in hand"), stepper=True, more=True)
    last_card_three: bool = counted(
        "flag", N_("The last card of the stock was this side's 3"), help=N_("The stock ran out on a 3."), more=True
    )
    going_out: Literal["out"] | None = counted(
        "way", N_("Who went out"), ways=(Way("out", N_("went out"), worth="going_out", answer=N_("Went out")),)
    )
    special_hand: str | None = counted(
        "choice",
        N_("Special hand shown"),
        help=N_("It ends the hand and replaces the side's whole score."),
        options="special_hands",
        ends_round=True,
    )
    meld_cards: CardCount | None = melded_cards(CARD_CLASSES)
    hand_cards: CardCount | None = cards_left(N_("Cards left in hand"), CARD_CLASSES)

    @property
    def canastas(self) -> int:
        """C: the side's completed canastas of every kind (RULES.md 11.4)."""
        return sum(getattr(self, name) for name in CANASTA_FIELDS)

    @property
    def wild_canasta_count(self) -> int:
        """The side's completed wild canastas of all three kinds."""
        return self.wild_canastas + self.joker_canastas + self.deuce_canastas
