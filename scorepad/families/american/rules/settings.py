"""Every Modern American Canasta rule setting (RULES.md 11.10), declared once; the defaults are the League's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from scorepad.families.kin.cards import CANASTA_CLASSES
from scorepad.rules.problems import N_
from scorepad.rules.settings import points, setting

CARD_CLASSES = CANASTA_CLASSES  # threes left out: a 3 is never a card value here (RULES.md 11.2)
CARD_VALUES = {"jokers": 50, "twos": 20, "aces": 20, "high": 10, "low": 5}
IN_DECK = {"jokers": 4, "twos": 8, "aces": 8, "high": 48, "low": 32}  # 2 packs + 4 jokers (RULES.md 11.1)
THREES_OF_A_COLOUR = 4

SPECIAL_HANDS = (
    ("pairs", N_("Pairs (seven natural pairs)")),
    ("wild_pairs", N_("Wild pairs (seven pairs, one of them wild)")),
    ("miami_pairs", N_("Miami pairs (seven pairs, two of them wild)")),
    ("zip_code", N_("Zip code (2-2-3-3-4)")),
    ("straight", N_("Straight (one of each rank, a 3 and both wilds)")),
    ("garbage", N_("Garbage (4-4-3-3, no wilds)")),
    ("blast_off", N_("Blast off (5-4-3-2)")),
    ("triples", N_("Triples (3-3-3-3 and a wild pair)")),
    ("quads", N_("Quads (4-4-4 and a wild pair)")),
    ("dream_hand", N_("Dream hand (plus 4 or plus 5)")),
)
LEAGUE_HANDS = {
    "pairs": 2500,
    "wild_pairs": 2000,
    "miami_pairs": 2500,
    "zip_code": 2500,
    "straight": 3000,
    "garbage": 3000,
    "blast_off": 3000,
    "triples": 3500,
    "quads": 3500,
    "dream_hand": 8500,
}
DREAM_HAND = "dream_hand"


@dataclass(frozen=True)
class AmericanRules:
    """Every scoring setting of a Modern American Canasta game, fixed for the game."""

    target: int = points(8500, N_("Target (game ends)"), low=5)
    minimums: tuple[tuple[int, int], ...] = setting(
        ((0, 125), (3000, 155), (5000, 180)),
        "steps",
        N_("Initial meld minimums by total"),
        help=N_('The minimum from each total on, written "0:125, 3000:155, 5000:180"; below zero the first.'),
    )
    natural_canasta: int = points(500, N_("Natural canasta"))
    mixed_canasta: int = points(300, N_("Mixed canasta"))
    aces_canasta: int = points(2500, N_("Natural aces canasta"), help=N_("Seven aces, no wild card."))
    sevens_canasta: int = points(2500, N_("Sevens canasta"), help=N_("Seven sevens, never with a wild card."))
    wild_canasta: int = points(2000, N_("Wild canasta"), help=N_("Seven wild cards: one to three jokers and twos."))
    wild_canasta_four_jokers: int = points(2500, N_("Wild canasta of all four jokers and three twos"))
    wild_canasta_deuces: int = points(3000, N_("Wild canasta of seven twos"))
    incomplete_aces: int = points(
        2500, N_("Unfinished aces meld costs"), help=N_("A pure aces meld of 3 to 6 cards at the end of the hand.")
    )
    incomplete_sevens: int = points(
        2500, N_("Unfinished sevens meld costs"), help=N_("A sevens meld of 3 to 6 cards at the end of the hand.")
    )
    incomplete_wild: int = points(
        2000, N_("Unfinished wild meld costs"), help=N_("A meld of 3 to 6 wild cards at the end of the hand.")
    )
    incomplete_wild_four_jokers: int = points(2000, N_("Unfinished wild meld holding all four jokers costs"))
    held_aces_or_sevens_penalty: int = points(
        1500,
        N_("Each player caught with 3 or more aces or sevens costs"),
        help=N_("Per player and per rank, on top of the cards' values in hand."),
    )
    threes_scale: tuple[int, ...] = setting(
        (100, 300, 500, 1000),
        "list",
        N_("Threes of one colour: 1, 2, 3, 4"),
        help=N_("Red and black threes laid down, each colour on its own."),
        length=THREES_OF_A_COLOUR,
        multiple=5,
    )
    threes_sign: Literal["canastas", "plus"] = setting(
        "canastas",
        "choice",
        N_("Threes laid down count"),
        choices=(
            ("canastas", N_("minus with no canasta, nothing with one, plus with two or more")),
            ("plus", N_("plus all the same (house rule)")),
        ),
    )
    held_three: int = points(100, N_("Each three held in hand costs"))
    last_drawn_three: int = points(5, N_("Last card of the stock a 3 costs"))
    going_out: int = points(100, N_("Going out (Ausmachen)"))
    canastas_to_go_out: int = setting(2, "count", N_("Canastas needed to go out"), low=1, high=3)
    no_canasta_melds_negative: bool = setting(True, "flag", N_("Melded cards of a side without a canasta count minus"))
    special_hands: dict[str, int] = setting(
        LEAGUE_HANDS,
        "selection",
        N_("Special hands"),
        help=N_("The special hands allowed and what each is worth; none: no special hands."),
        keys=SPECIAL_HANDS,
    )
    dream_hand_wins: bool = setting(True, "flag", N_("A dream hand wins the game at once"))

    def card_count(self, card_class: str) -> int:
        """How many cards of one class the deck holds (RULES.md 11.1)."""
        return IN_DECK[card_class]

    def card_value(self, card_class: str) -> int:
        """The points of one card of a class (RULES.md 11.2)."""
        return CARD_VALUES[card_class]

    @property
    def deck_points(self) -> int:
        """Card points of the whole deck, threes excluded: 1160."""
        return sum(IN_DECK[k] * CARD_VALUES[k] for k in IN_DECK)

    def threes(self, count: int) -> int:
        """The unsigned points of `count` threes of one colour (more than the scale knows count as its top)."""
        return self.threes_scale[min(count, len(self.threes_scale)) - 1] if count > 0 else 0
