"""What counted cards and canastas imply under a game's card values (kin/cards.py counts them for every melding
family)."""

from __future__ import annotations

from scorepad.families.kin import cards

from .settings import CanastaRules

NATURALS = ("aces", "high", "low")  # the classes of the natural cards an ordinary canasta is made of


def lowest_natural(rules: CanastaRules) -> int:
    """The lowest value a natural card in an ordinary meld can have (4-7 by default: 5)."""
    return min(rules.card_value(c) for c in NATURALS)


def lowest_wild(rules: CanastaRules) -> int:
    """The lowest value of a wild card (a 2 by default: 20)."""
    return cards.lowest_wild(rules.card_value)


def canasta_floor(rules: CanastaRules, natural: int, mixed: int, joker: int) -> int:
    """The fewest meld points that can hold these canastas (35, 50 and 140 each by default)."""
    return cards.meld_floor(rules.card_value, NATURALS, natural, mixed, joker)
