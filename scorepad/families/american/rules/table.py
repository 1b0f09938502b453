"""Checks of a Modern American hand across the table (RULES.md 11.9): one way to end the hand, cards that the
deck holds only so many of (8 aces, 8 sevens, 12 wild cards, 8 threes, 1160 points). A problem that one side's
count causes is named on the last side that counted it; one that no single count causes is `_round`'s."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from scorepad.families.kin.cards import check_card_totals, check_deck_points
from scorepad.rules.problems import N_, ROUND, Problem

from .cards import ACES, JOKERS, MELD_CARDS, SEVENS, THREES, WILDS, jokers_needed, wilds_needed
from .entries import AmericanEntry
from .settings import CARD_CLASSES, THREES_OF_A_COLOUR, AmericanRules


class Rank(NamedTuple):
    """A rank the deck has 8 of and a canasta of which is special: its counts, and what to say when they
    need more of it than the deck has."""

    canasta: str
    unfinished: str
    held: str
    in_deck: int
    two_canastas: str
    meld_beside_canasta: str
    held_beside_canasta: str
    many_held: str
    too_many: str


RANKS = (
    Rank(
        "aces_canastas",
        "incomplete_aces",
        "aces_held",
        ACES,
        N_("Only one natural aces canasta fits in the deck's 8 aces."),
        N_("A natural aces canasta on the table leaves one ace: no other aces meld."),
        N_("A natural aces canasta on the table leaves one ace: nobody holds 3."),
        N_("At most 2 players can hold 3 or more aces: the deck has 8."),
        N_("The aces melds and players holding 3 or more aces need %(n)d aces; the deck has 8."),
    ),
    Rank(
        "sevens_canastas",
        "incomplete_sevens",
        "sevens_held",
        SEVENS,
        N_("Only one sevens canasta fits in the deck's 8 sevens."),
        N_("A sevens canasta on the table leaves one seven: no other sevens meld."),
        N_("A sevens canasta on the table leaves one seven: nobody holds 3."),
        N_("At most 2 players can hold 3 or more sevens: the deck has 8."),
        N_("The sevens melds and players holding 3 or more sevens need %(n)d sevens; the deck has 8."),
    ),
)


def last_with(entries: list[AmericanEntry], count: Callable[[AmericanEntry], int]) -> int:
    """The last side whose count is not 0."""
    return max(i for i, e in enumerate(entries) if count(e))


def check_ends(entries: list[AmericanEntry]) -> list[Problem]:
    """One side at most goes out or shows a special hand, never both; the stock's last card is one side's."""
    problems: list[Problem] = []
    out = [i for i, e in enumerate(entries) if e.going_out]
    special = [i for i, e in enumerate(entries) if e.special_hand is not None]
    if len(out) > 1:
        problems.append(Problem(ROUND, N_("Only one side can go out in a hand."), code="several_went_out"))
    for i in special[1:]:
        problems.append(Problem(f"entries.{i}.special_hand", N_("Only one side can show a special hand in a hand.")))
    if special:
        for i in out:
            if i not in special:  # the special side's own going out is refused on that side
                message = N_("Another side ended the hand with a special hand: nobody went out.")
                problems.append(Problem(f"entries.{i}.going_out", message))
    last = [i for i, e in enumerate(entries) if e.last_card_three]
    for i in last[1:]:
        problems.append(Problem(f"entries.{i}.last_card_three", N_("Only one side draws the last card of the stock.")))
    if last and (out or special):
        message = N_("The stock ran out only if nobody went out or showed a special hand.")
        problems.append(Problem(f"entries.{last[0]}.last_card_three", message))
    return problems


def check_rank(entries: list[AmericanEntry], rank: Rank) -> list[Problem]:
    """Aces or sevens beyond the deck's 8: two canastas of them, a canasta beside any other meld or hand of
    three, more than two players caught with three, or melds and hands together needing more than 8."""
    problems: list[Problem] = []
    canastas = sum(getattr(e, rank.canasta) for e in entries)
    if canastas > 1:
        last = last_with(entries, lambda e: getattr(e, rank.canasta))
        problems.append(Problem(f"entries.{last}.{rank.canasta}", rank.two_canastas))
    if canastas:
        for i, e in enumerate(entries):
            if getattr(e, rank.unfinished) and not getattr(e, rank.canasta):  # on its own side: the side's check
                problems.append(Problem(f"entries.{i}.{rank.unfinished}", rank.meld_beside_canasta))
            if getattr(e, rank.held):
                problems.append(Problem(f"entries.{i}.{rank.held}", rank.held_beside_canasta))
    holders = sum(getattr(e, rank.held) for e in entries)
    if holders > 2:
        last = last_with(entries, lambda e: getattr(e, rank.held))
        problems.append(Problem(f"entries.{last}.{rank.held}", rank.many_held))
    needed = sum(MELD_CARDS * (getattr(e, rank.unfinished) + getattr(e, rank.held)) for e in entries)
    if not canastas and holders <= 2 and needed > rank.in_deck:  # with a canasta, every other meld is named
        problems.append(Problem(ROUND, rank.too_many, {"n": needed}))
    return problems


def check_wilds(entries: list[AmericanEntry]) -> list[Problem]:
    """One wild canasta at most on the table (12 wild cards); melds needing more wild cards or jokers than
    the deck holds."""
    wild = sum(e.wild_canasta_count for e in entries)
    if wild > 1:
        i = last_with(entries, lambda e: e.wild_canasta_count)
        field = next(n for n in ("deuce_canastas", "joker_canastas", "wild_canastas") if getattr(entries[i], n))
        return [Problem(f"entries.{i}.{field}", N_("Only one wild canasta fits in the deck's 12 wild cards."))]
    if jokers_needed(entries) > JOKERS:
        return [
            Problem(
                ROUND, N_("The wild melds counted need %(n)d jokers; the deck has 4."), {"n": jokers_needed(entries)}
            )
        ]
    if wilds_needed(entries) > WILDS:
        message = N_("The canastas and wild melds counted need %(n)d wild cards; the deck has 12.")
        return [Problem(ROUND, message, {"n": wilds_needed(entries)})]
    return []


def check_threes(entries: list[AmericanEntry]) -> list[Problem]:
    """Threes laid down of one colour over both sides above 4; laid, held and the last card above 8."""
    problems: list[Problem] = []
    for name, message in (
        ("red_threes", N_("More red threes laid down than the deck's 4.")),
        ("black_threes", N_("More black threes laid down than the deck's 4.")),
    ):
        if sum(getattr(e, name) for e in entries) > THREES_OF_A_COLOUR:
            problems.append(Problem(ROUND, message))
    threes = sum(e.red_threes + e.black_threes + e.threes_in_hand + e.last_card_three for e in entries)
    if not problems and threes > THREES:
        problems.append(
            Problem(
                ROUND, N_("More threes laid down, held and drawn last than the deck's 8."), code="more_than_the_deck"
            )
        )
    return problems


def check_table(rules: AmericanRules, entries: list[AmericanEntry]) -> list[Problem]:
    """Every problem of a hand across the table."""
    problems = check_ends(entries)
    for rank in RANKS:
        problems += check_rank(entries, rank)
    problems += check_wilds(entries) + check_threes(entries) + check_deck_points(entries, rules.deck_points)
    return problems + check_card_totals(entries, CARD_CLASSES, rules.card_count)
