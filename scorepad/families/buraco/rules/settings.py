"""Every Buraco rule setting (RULES.md 13.7), declared once; the defaults are the Italian federation's (`burraco`),
the first preset's. The deck (13.1, 13.2): two packs of 52 and 4 jokers, 108 cards in five classes of value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from scorepad.rules.cards import CardClass
from scorepad.rules.problems import N_
from scorepad.rules.settings import points, setting

CARD_CLASSES = (
    CardClass("joker", N_("Jokers")),
    CardClass("deuce", N_("2s")),
    CardClass("ace", N_("Aces")),
    CardClass("high", N_("8 to K")),
    CardClass("low", N_("3 to 7")),
)
IN_DECK = {"joker": 4, "deuce": 8, "ace": 8, "high": 48, "low": 40}  # 108 cards (RULES.md 13.2)
ITALY = {"joker": 30, "deuce": 20, "ace": 15, "high": 10, "low": 5}  # 1,080 points in the deck
SOUTH_AMERICA = {"joker": 50, "deuce": 20, "ace": 15, "high": 10, "low": 5}  # Brazil, Argentina: 1,160
CARDS_IN_DECK = sum(IN_DECK.values())
CANASTA_CARDS = 7  # a canasta is a meld of seven cards or more
POT_CARDS = 11  # each side's packet: pozzetto, morto, muerto
MOST_HANDS = 1000  # a game holds at most this many rounds (limits.ROUNDS_MAX)
POT_FATES = (
    ("played", N_("Taken and played")),
    ("not_taken", N_("Never taken")),
    ("not_played", N_("Taken, not played")),
)


@dataclass(frozen=True)
class BuracoRules:
    """Every scoring setting of a Buraco game, fixed for the game."""

    values: dict[str, int] = setting(
        ITALY,
        "card_values",
        N_("Card values"),
        help=N_("Points of one card: joker, 2 (wild or not), ace, K to 8, 7 to 3; each a multiple of 5."),
        keys=tuple((c.key, c.label) for c in CARD_CLASSES),
    )
    clean: int = points(200, N_("Clean canasta"), help=N_("Seven cards or more without a wild card."))
    dirty: int = points(100, N_("Dirty canasta"), help=N_("Seven cards or more with one wild card."))
    semi_clean: int = points(
        0,
        N_("Semi-clean canasta"),
        help=N_(
            "A run of seven natural cards or more with its wild card at one end; 0: not played (150 where a "
            "federation plays it)."
        ),
    )
    canasta_500: int = points(0, N_("Clean run from ace to king"), help=N_("0: not played (500 in Brazil)."))
    canasta_1000: int = points(
        0,
        N_("Canasta of 1000"),
        help=N_("Brazil: a clean run from ace to ace; Argentina: seven wild cards. 0: not played."),
    )
    going_out_bonus: int = points(100, N_("Going out"), help=N_("The side whose player went out."))
    clean_to_go_out: bool = setting(False, "flag", N_("Going out needs a clean canasta"))
    pot_not_taken: int = points(100, N_("A pot never taken costs"))
    pot_not_played: Literal["cards", "flat"] = setting(
        "cards",
        "choice",
        N_("A pot taken but not played costs"),
        help=N_("Italy counts its cards (FIBUR art. 17); Brazil and Argentina as a pot never taken."),
        choices=(("cards", N_("the value of its cards")), ("flat", N_("the same as a pot never taken"))),
    )
    pot_taken_bonus: int = points(
        0, N_("A pot taken earns"), help=N_("Played or not: a bonus some Argentine tables give. 0: none.")
    )
    no_clean_counts_negative: bool = setting(
        False,
        "flag",
        N_("Without a clean canasta a side's melds count minus"),
        help=N_("Its dirty canastas score nothing then (Brazil)."),
    )
    target: int = points(
        2005,
        N_("Target (game ends)"),
        low=5,
        help=N_("A side at or over it wins; both over it: the higher total; equal: another hand."),
    )
    hands: int = setting(
        0,
        "count",
        N_("Fixed number of hands"),
        help=N_(
            "0: play to the target. Otherwise the last hand ends the game: the higher total wins, equal is a draw."
        ),
        low=0,
        high=MOST_HANDS,
    )

    def card_value(self, card_class: str) -> int:
        """The points of one card of a class."""
        return self.values[card_class]

    def card_count(self, card_class: str) -> int:
        """How many cards of one class the deck holds."""
        return IN_DECK[card_class]

    @property
    def deck_points(self) -> int:
        """Card points of the whole deck: 1,080 with Italy's values, 1,160 with Brazil's and Argentina's."""
        return sum(IN_DECK[k] * self.values[k] for k in IN_DECK)

    @property
    def lowest_card(self) -> int:
        """The value of the cheapest card (a 3 to 7: 5 by default): what any card is worth at least."""
        return min(self.values.values())

    @property
    def most_in_pot(self) -> int:
        """The most points an 11-card pot can hold, by 13.5: 11 jokers' worth (330 in Italy, 550 elsewhere)."""
        return POT_CARDS * self.values["joker"]

    @property
    def pot_fates(self) -> tuple[str, ...]:
        """What became of a side's pot, the keys a side's `pot` takes: every fate is possible under every rule."""
        return tuple(key for key, _label in POT_FATES)

    @property
    def pot_counts_cards(self) -> bool:
        """Whether a pot taken but not played costs its cards (`pot_points` asked) rather than a flat amount."""
        return self.pot_not_played == "cards"
