"""What canastas, melds and held cards imply in card points and cards (RULES.md 11.2, 11.9)."""

from __future__ import annotations

from .entries import AmericanEntry
from .settings import CARD_VALUES

JOKER, TWO, ACE, HIGH, LOW = (CARD_VALUES[k] for k in ("jokers", "twos", "aces", "high", "low"))
# The fewest meld points each completed canasta or unfinished meld can hold (RULES.md 11.9).
MELD_FLOORS = {
    "natural_canastas": 7 * LOW,  # seven fours, fives or sixes: 35
    "mixed_canastas": 6 * LOW + TWO,  # six of them and a 2: 50
    "aces_canastas": 7 * ACE,  # 140
    "sevens_canastas": 7 * LOW,  # 35
    "wild_canastas": JOKER + 6 * TWO,  # one joker and six twos: 170
    "joker_canastas": 4 * JOKER + 3 * TWO,  # 260
    "deuce_canastas": 7 * TWO,  # 140
    "incomplete_aces": 3 * ACE,  # 60
    "incomplete_sevens": 3 * LOW,  # 15
    "incomplete_wild": 3 * TWO,  # 60
}
INCOMPLETE_FOUR_JOKERS_FLOOR = 4 * JOKER  # 200
HELD_FLOORS = {"aces_held": 3 * ACE, "sevens_held": 3 * LOW}  # a player caught with three of them: 60, 15

ACES, SEVENS, WILDS, JOKERS, THREES = 8, 8, 12, 4, 8  # in the deck of 2 packs and 4 jokers
CANASTA_CARDS = 7
MELD_CARDS = 3  # the fewest cards of a meld, and of a hand "caught with 3 or more"


def meld_floor(entry: AmericanEntry) -> int:
    """The fewest meld points that can hold this side's canastas and unfinished melds."""
    floor = sum(getattr(entry, name) * points for name, points in MELD_FLOORS.items())
    if entry.incomplete_wild and entry.incomplete_wild_four_jokers:
        floor += INCOMPLETE_FOUR_JOKERS_FLOOR - MELD_FLOORS["incomplete_wild"]
    return floor


def hand_floor(entry: AmericanEntry) -> int:
    """The fewest points in hand of players caught with three or more aces or sevens."""
    return sum(getattr(entry, name) * points for name, points in HELD_FLOORS.items())


def wilds_needed(entries: list[AmericanEntry]) -> int:
    """The fewest wild cards the table's melds hold: 7 per wild canasta, 1 per mixed one, 3 (or the four
    jokers) per unfinished wild meld."""
    return sum(
        CANASTA_CARDS * e.wild_canasta_count
        + e.mixed_canastas
        + (JOKERS if e.incomplete_wild_four_jokers else MELD_CARDS) * e.incomplete_wild
        for e in entries
    )


def jokers_needed(entries: list[AmericanEntry]) -> int:
    """The fewest jokers the table's wild melds hold: four per four-joker canasta or meld, one per other wild
    canasta (it has one to three)."""
    return sum(
        JOKERS * e.joker_canastas + e.wild_canastas + JOKERS * (e.incomplete_wild and e.incomplete_wild_four_jokers)
        for e in entries
    )
