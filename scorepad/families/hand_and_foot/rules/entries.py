"""What a table counts for one side in one round of Hand and Foot (RULES.md 12.3, 12.10), declared once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from scorepad.families.kin.entries import cards_left, melded_cards
from scorepad.rules.cards import CardCount
from scorepad.rules.entries import Way, counted
from scorepad.rules.problems import N_

from .settings import CARD_CLASSES

GoingOut = Literal["out"]


@dataclass(frozen=True)
class SideEntry:
    """One side's raw counts for one round, exactly as the table typed them."""

    meld_points: int = counted(
        "points", N_("Meld points"), help=N_("Every card the side has on the table, books and open melds."), multiple=5
    )
    hand_points: int = counted(
        "points",
        N_("Points left in hand and foot"),
        help=N_("The hands and feet of every player of the side together; an unplayed foot counts in full."),
        multiple=5,
    )
    clean_books: int = counted("count", N_("Clean books"), stepper=True)
    dirty_books: int = counted("count", N_("Dirty books"), stepper=True)
    wild_books: int = counted("count", N_("Wild books"), stepper=True, needs="wild_books")
    red_threes: int = counted("count", N_("Red threes laid down"), stepper=True)
    red_threes_caught: int = counted("count", N_("Red threes caught in hand or foot"), stepper=True)
    black_threes_caught: int = counted(
        "count", N_("Black threes caught in hand or foot"), stepper=True, more=True, needs="black_three_caught_extra"
    )
    exact_picks: int = counted(
        "count",
        N_("Exact picks"),
        help=N_("Players of the side who picked up exactly the cards of their hand and foot."),
        stepper=True,
        needs="exact_pick_bonus",
    )
    going_out: GoingOut | None = counted(
        "way", N_("Who went out"), ways=(Way("out", N_("went out"), worth="going_out"),)
    )
    meld_cards: CardCount | None = melded_cards(CARD_CLASSES)
    hand_cards: CardCount | None = cards_left(N_("Cards left in hand and foot"), CARD_CLASSES)

    @property
    def books(self) -> int:
        """Books of every kind this side counted."""
        return self.clean_books + self.dirty_books + self.wild_books

    def books_of(self, kind: str) -> int:
        """The side's books of one kind: clean, dirty or wild."""
        return {"clean": self.clean_books, "dirty": self.dirty_books, "wild": self.wild_books}[kind]
