"""Scoring (RULES.md 12.4): one side's counts -> a signed breakdown; a round -> every side's score and total."""

from __future__ import annotations

from scorepad.rules.game import SideResult, breakdown, scored

from .entries import SideEntry
from .settings import HandFootRules

PARTS = ("melds", "hand", "books", "red_threes", "red_threes_caught", "black_threes", "exact_picks", "going_out")
Breakdown = breakdown(
    PARTS,
    "The parts of one side's round score, signed (deductions negative); they add up to the score.",
)


def book_points(rules: HandFootRules, entry: SideEntry) -> int:
    """Clean, dirty and wild books at their settings' values (wild books count only where allowed)."""
    wild = entry.wild_books * rules.wild_books if rules.wild_books is not None else 0
    return entry.clean_books * rules.clean_book + entry.dirty_books * rules.dirty_book + wild


def score_side(rules: HandFootRules, entry: SideEntry) -> Breakdown:
    """Score one side's counts for one round under the game's rules (RULES.md 12.4): the cards melded less
    those left in hands and feet, the books, red threes laid down and caught, black threes caught beyond
    their card value, exact picks, and going out."""
    went_out = entry.going_out is not None
    return Breakdown(
        melds=entry.meld_points,
        hand=-entry.hand_points,
        books=book_points(rules, entry),
        red_threes=entry.red_threes * rules.red_threes_laid(went_out),
        red_threes_caught=-entry.red_threes_caught * rules.red_three_caught,
        black_threes=-entry.black_threes_caught * rules.black_three_caught_extra,
        exact_picks=entry.exact_picks * rules.exact_pick_bonus,
        going_out=rules.going_out if went_out else 0,
    )


def score_round(rules: HandFootRules, entries: list[SideEntry], totals_before: list[int]) -> list[SideResult]:
    """Score every side of one round; the round must already have passed the checks."""
    return scored([score_side(rules, entry) for entry in entries], totals_before)
