"""Every Canasta rule setting (RULES.md 1, 3-8), declared once; the defaults are the classic preset's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from scorepad.families.kin.cards import BLACK_THREES, CANASTA_CLASSES
from scorepad.rules.problems import N_, Problem
from scorepad.rules.settings import points, setting

CARD_CLASSES = (*CANASTA_CLASSES, BLACK_THREES)
PER_PACK = {"twos": 4, "aces": 4, "high": 24, "low": 16, "black_threes": 2}
DEFAULT_CARD_VALUES = {"jokers": 50, "twos": 20, "aces": 20, "high": 10, "low": 5, "black_threes": 5}


@dataclass(frozen=True)
class CanastaRules:
    """Every scoring setting of a Canasta game, fixed for the game."""

    packs: int = setting(2, "count", N_("Packs of 52 cards"), low=2, high=3)
    jokers: int = setting(4, "count", N_("Jokers in the deck"), low=0, high=12)
    card_values: dict[str, int] = setting(
        DEFAULT_CARD_VALUES,
        "card_values",
        N_("Card values"),
        help=N_("Points of one card by class; red threes are a bonus, never a card value."),
        keys=tuple((c.key, c.label) for c in CARD_CLASSES),
    )
    target: int = points(5000, N_("Target (game ends)"), low=5)
    target_single_players: int | None = points(
        None, N_("Target when every side is one player"), low=5, none_label=N_("the same target")
    )
    initial_meld_below_zero: int = points(15, N_("Initial meld below zero (Erstmeldung)"))
    initial_meld_steps: tuple[tuple[int, int], ...] = setting(
        ((0, 50), (1500, 90), (3000, 120)),
        "steps",
        N_("Initial meld minimums by total"),
        help=N_('The minimum from each total on, written "0:50, 1500:90, 3000:120".'),
    )
    natural_canasta: int = points(500, N_("Natural canasta"))
    mixed_canasta: int = points(300, N_("Mixed canasta"))
    joker_canastas_allowed: bool = setting(False, "flag", N_("Joker canastas allowed"))
    joker_canasta: int = points(1000, N_("Joker canasta"))
    red_three: int = points(100, N_("Each red three"))
    red_three_totals: dict[int, int] = setting(
        {4: 800},
        "table",
        N_("Red threes, special totals"),
        help=N_('Totals for a number of red threes on one side, written "4:800".'),
        high=6,
    )
    red_three_card_points: int = points(0, N_("Card points per red three"))
    red_threes_need: Literal["meld", "canasta", "canasta_else_zero"] = setting(
        "meld",
        "choice",
        N_("Red threes count plus when the side"),
        choices=(
            ("meld", N_("has melded")),
            ("canasta", N_("has a canasta")),
            ("canasta_else_zero", N_("has a canasta (zero if it melded without one)")),
        ),
    )
    red_threes_unmet: Literal["negative", "zero", "positive"] = setting(
        "negative",
        "choice",
        N_("Otherwise red threes count"),
        choices=(("negative", N_("minus")), ("zero", N_("nothing")), ("positive", N_("plus all the same"))),
    )
    red_three_in_hand: int = points(500, N_("Red three caught in hand costs"))
    going_out: int = points(100, N_("Going out (Ausmachen)"))
    concealed: int = points(
        200,
        N_("Going out concealed (verdeckt), in all"),
        help=N_("Melding the whole hand in one turn; the Regency rules call it Hand-Canasta."),
    )
    hand_canasta_allowed: bool = setting(
        False, "flag", N_("German Hand-Canasta (going out without any earlier meld) allowed")
    )
    hand_canasta: int = points(1000, N_("German Hand-Canasta, in all"))
    stock_out: int = points(0, N_("Stock ran out, nobody out: every side loses"))
    canastas_to_go_out: int = setting(1, "count", N_("Canastas needed to go out"), low=1, high=3)
    melds_without_canasta: Literal["positive", "negative"] = setting(
        "positive",
        "choice",
        N_("Melds of a side without a canasta count"),
        choices=(("positive", N_("plus")), ("negative", N_("minus"))),
    )

    @property
    def red_threes_in_deck(self) -> int:
        """Red threes in the whole deck: two per pack."""
        return 2 * self.packs

    def card_count(self, card_class: str) -> int:
        """How many cards of one class the deck holds (RULES.md 1, 8)."""
        return self.jokers if card_class == "jokers" else PER_PACK[card_class] * self.packs

    def card_value(self, card_class: str) -> int:
        """The points of one card of a class."""
        return self.card_values[card_class]

    @property
    def deck_points(self) -> int:
        """Card points of the whole deck, red threes excluded (1180 for two packs and 4 jokers)."""
        return sum(self.card_count(c.key) * self.card_value(c.key) for c in CARD_CLASSES)

    def target_for(self, side_sizes: list[int]) -> int:
        """The target of a game with these sides: the single-player target when every side is one player."""
        if self.target_single_players is not None and all(size == 1 for size in side_sizes):
            return self.target_single_players
        return self.target

    def check(self) -> list[Problem]:
        """Settings that depend on each other: the red-three table can't name more threes than the deck."""
        if any(n > self.red_threes_in_deck for n in self.red_three_totals):
            return [
                Problem(
                    "settings.red_three_totals",
                    N_("The deck has only %(n)d red threes."),
                    {"n": self.red_threes_in_deck},
                    code="more_than_the_deck",
                )
            ]
        return []
