"""Counting cards instead of points: card classes as a family names them, and counts of them."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from .problems import N_, Problem


@dataclass(frozen=True)
class CardClass:
    """A class of cards that count the same (jokers, aces, "8 to K"): its key in JSON and its label."""

    key: str
    label: str


@dataclass(frozen=True)
class CardCount:
    """How many cards of each class a side counted, every class of its family present."""

    counts: tuple[tuple[str, int], ...]

    @classmethod
    def of(cls, data: Mapping[str, int], keys: Sequence[str]) -> CardCount:
        """Counts for these classes from a mapping (classes left out count 0)."""
        return cls(tuple((k, int(data.get(k, 0))) for k in keys))

    def get(self, key: str) -> int:
        """The count of one class."""
        return dict(self.counts).get(key, 0)

    def to_dict(self) -> dict[str, int]:
        """The counts as a plain mapping, every class present."""
        return dict(self.counts)

    def points(self, value: Callable[[str], int]) -> int:
        """The card points of these cards, `value` giving one card's points by class."""
        return sum(n * value(k) for k, n in self.counts)


def beyond_the_deck(cards: CardCount, path: str, in_deck: Callable[[str], int]) -> list[Problem]:
    """The classes of counted cards beyond what the deck holds (`in_deck` by class), each at `<path>.<class>`."""
    return [
        Problem(
            f"{path}.{key}",
            N_("The deck has only %(n)d of these cards."),
            {"n": in_deck(key)},
            code="more_than_the_deck",
        )
        for key, n in cards.counts
        if n > in_deck(key)
    ]
