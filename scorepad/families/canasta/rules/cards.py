"""What counted cards and canastas imply under a game's card values."""

from __future__ import annotations

from .settings import CanastaRules


def lowest_natural(rules: CanastaRules) -> int:
    """The lowest value a natural card in an ordinary meld can have (4-7 by default: 5)."""
    return min(rules.card_values[c] for c in ("aces", "high", "low"))


def lowest_wild(rules: CanastaRules) -> int:
    """The lowest value of a wild card (a 2 by default: 20)."""
    return min(rules.card_values["twos"], rules.card_values["jokers"])


def canasta_floor(rules: CanastaRules, natural: int, mixed: int, joker: int) -> int:
    """The fewest meld points that can hold these canastas (35, 50 and 140 each by default)."""
    nat, wild = lowest_natural(rules), lowest_wild(rules)
    return natural * 7 * nat + mixed * (6 * nat + wild) + joker * 7 * wild
