"""Cards as the melding families count them: the classes of cards that count the same, and what counted cards must
agree with (the points typed, the deck's cards of each class, on one side and over all sides), and where a count
over all sides is named."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from scorepad.rules.cards import CardClass, CardCount, beyond_the_deck
from scorepad.rules.problems import N_, ROUND, Problem

JOKERS = CardClass("jokers", N_("Jokers"))
TWOS = CardClass("twos", N_("2s"))
ACES = CardClass("aces", N_("Aces"))
LOW = CardClass("low", N_("4 to 7"))
BLACK_THREES = CardClass("black_threes", N_("Black 3s"))
HIGH = CardClass("high", N_("8 to K"))
CANASTA_CLASSES = (JOKERS, TWOS, ACES, HIGH, LOW)  # a family with threes as card values adds its own
KINDS = ("meld", "hand")  # a side counts the cards it melded and the cards left in its hand


def counted_cards(entry: Any) -> Iterable[tuple[str, CardCount]]:
    """A side's counted cards, by kind (meld, hand), where it counted them."""
    for kind in KINDS:
        cards: CardCount | None = getattr(entry, f"{kind}_cards")
        if cards is not None:
            yield kind, cards


def check_cards(at: str, entry: Any, value: Callable[[str], int], in_deck: Callable[[str], int]) -> list[Problem]:
    """Card counts of one side that exceed the deck (`in_deck` by class), or disagree with the points typed
    (`value`: one card's points by class)."""
    problems: list[Problem] = []
    for kind, cards in counted_cards(entry):
        problems += beyond_the_deck(cards, f"{at}{kind}_cards", in_deck)
        points = getattr(entry, f"{kind}_points")
        if cards.points(value) != points:
            message = N_("The cards counted make %(cards)d points, not %(points)d.")
            problems.append(Problem(f"{at}{kind}_points", message, {"cards": cards.points(value), "points": points}))
    return problems


def check_card_totals(
    entries: list[Any], classes: Iterable[CardClass], in_deck: Callable[[str], int]
) -> list[Problem]:
    """Card counts over all sides that exceed the deck (5 jokers in two packs with 4 jokers), `_round`'s."""
    problems: list[Problem] = []
    for card_class in (c.key for c in classes):
        counted = sum(cards.get(card_class) for e in entries for _kind, cards in counted_cards(e))
        if counted > in_deck(card_class):
            message = N_("%(counted)d cards of one class counted over all sides; the deck has %(n)d.")
            problems.append(Problem(ROUND, message, {"counted": counted, "n": in_deck(card_class)}))
    return problems


def class_counts(entries: list[Any], card_class: str) -> list[tuple[str, int]]:
    """Every side's counts of one class of cards (melded, in hand) that aren't 0, each by its field's path."""
    return [
        (f"entries.{i}.{kind}_cards.{card_class}", cards.get(card_class))
        for i, e in enumerate(entries)
        for kind, cards in counted_cards(e)
        if cards.get(card_class)
    ]


def last_counting(entries: list[Any], names: tuple[str, ...]) -> str:
    """The path of the last count over all sides that is not zero (where a total over the table is named)."""
    found = [f"entries.{i}.{name}" for i, e in enumerate(entries) for name in names if getattr(e, name)]
    return found[-1] if found else f"entries.{len(entries) - 1}.{names[0]}"


def lowest_wild(value: Callable[[str], int]) -> int:
    """The lowest value of a wild card (`value`: a card's points by class; a 2 by default: 20)."""
    return min(value(TWOS.key), value(JOKERS.key))


def check_deck_points(entries: list[Any], deck: int) -> list[Problem]:
    """Meld and hand points over all sides beyond the card points the whole deck holds, `_round`'s."""
    points = sum(e.meld_points + e.hand_points for e in entries)
    if points <= deck:
        return []
    message = N_("Melds and hands add up to %(points)d points; the whole deck holds %(deck)d.")
    return [Problem(ROUND, message, {"points": points, "deck": deck})]


def meld_floor(value: Callable[[str], int], naturals: Iterable[str], natural: int, mixed: int, wild: int) -> int:
    """The fewest meld points that can hold these canastas or books of seven cards (`value`: a card's points by
    class): a natural one of seven of the lowest natural cards (`naturals`: their classes), a mixed one of six and
    the lowest wild card, a wild one of seven wild cards (35, 50 and 140 by default)."""
    low, card = min(value(c) for c in naturals), lowest_wild(value)
    return natural * 7 * low + mixed * (6 * low + card) + wild * 7 * card
