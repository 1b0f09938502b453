"""Hand and Foot rounds that are possible but unlikely: warnings that ask "Are you sure?" and never block."""

from __future__ import annotations

from scorepad.families.kin.warnings import melds_without, much_held, nothing_held
from scorepad.rules.problems import N_, Problem

from .entries import SideEntry
from .settings import HandFootRules

MELDS_WITHOUT_BOOKS_UNLIKELY = 600
WITHOUT = N_("%(points)d meld points without a single book?")
CARD_POINTS_UNLIKELY = 15  # a card held, on average: two players holding both full piles at this are unlikely


def smallest_real_meld(rules: HandFootRules) -> int:
    """The fewest meld points of a side that melded at all: its first meld's minimum (50 by default), as the
    melded cards stay on the table. Per book it is the book's floor (35 clean, 50 dirty, 140 wild): a side may
    hold several books of one rank (RULES.md 12.7), so books in fewer points are refused, never asked about."""
    return min(rules.minimums)


def round_warnings(rules: HandFootRules, entries: list[SideEntry]) -> list[Problem]:
    """Possible but unlikely counts, each tied to its field."""
    found: list[Problem] = []
    somebody_out = any(e.going_out for e in entries)
    smallest = smallest_real_meld(rules)
    most_held = 2 * 2 * rules.pile_size * CARD_POINTS_UNLIKELY
    for i, entry in enumerate(entries):
        at = f"entries.{i}."
        if 0 < entry.meld_points < smallest:
            found.append(
                Problem(
                    at + "meld_points",
                    N_("Only %(points)d meld points, though every first meld needs at least %(minimum)d?"),
                    {"points": entry.meld_points, "minimum": smallest},
                )
            )
        found += melds_without(at, entry.books, entry.meld_points, MELDS_WITHOUT_BOOKS_UNLIKELY, WITHOUT)
        found += much_held(at, entry.hand_points, most_held)
        empty = not (entry.going_out or entry.hand_points or entry.red_threes_caught or entry.black_threes_caught)
        found += nothing_held(at, empty, somebody_out)  # when the stock runs out every player still holds cards
    return found
