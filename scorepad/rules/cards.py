"""Card classes and the card counter: counts of cards by class turned into points."""

from __future__ import annotations

from dataclasses import dataclass, fields

from .settings import CARD_CLASSES, RuleSet


@dataclass(frozen=True)
class CardCount:
    """How many cards of each class a side melded or held (jokers, 2s, aces, 8-K, 4-7, black 3s)."""

    jokers: int = 0
    twos: int = 0
    aces: int = 0
    high: int = 0
    low: int = 0
    black_threes: int = 0

    def points(self, rules: RuleSet) -> int:
        """The card points of these cards under the game's card values."""
        return sum(getattr(self, c) * rules.card_values[c] for c in CARD_CLASSES)

    def to_dict(self) -> dict[str, int]:
        """The counts as a plain mapping, every class present."""
        return {f.name: getattr(self, f.name) for f in fields(self)}


def lowest_natural(rules: RuleSet) -> int:
    """The lowest value a natural card in an ordinary meld can have (4-7 by default: 5)."""
    return min(rules.card_values[c] for c in ("aces", "high", "low"))


def lowest_wild(rules: RuleSet) -> int:
    """The lowest value of a wild card (a 2 by default: 20)."""
    return min(rules.card_values["twos"], rules.card_values["jokers"])


def canasta_floor(rules: RuleSet, natural: int, mixed: int, joker: int) -> int:
    """The fewest meld points that can hold these canastas (35, 50 and 140 each by default)."""
    nat, wild = lowest_natural(rules), lowest_wild(rules)
    return natural * 7 * nat + mixed * (6 * nat + wild) + joker * 7 * wild
