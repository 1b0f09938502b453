"""Scoring (RULES.md 12.4): one side's counts -> a signed breakdown; a round -> every side's score and total."""

from __future__ import annotations

from dataclasses import dataclass

from ..game import SideResult
from .entries import SideEntry
from .settings import HandFootRules

PARTS = ("melds", "hand", "books", "red_threes", "red_threes_caught", "black_threes", "exact_picks", "going_out")


@dataclass(frozen=True)
class Breakdown:
    """The parts of one side's round score, signed (deductions negative); they add up to the score."""

    melds: int
    hand: int
    books: int
    red_threes: int
    red_threes_caught: int
    black_threes: int
    exact_picks: int
    going_out: int

    @property
    def score(self) -> int:
        """The round score: the sum of the parts."""
        return sum(self.to_dict().values())

    def to_dict(self) -> dict[str, int]:
        """The parts as a plain mapping, in the API's order."""
        return {part: getattr(self, part) for part in PARTS}


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
        hand=-entry.held_points,
        books=book_points(rules, entry),
        red_threes=entry.red_threes * rules.red_threes_laid(went_out),
        red_threes_caught=-entry.red_threes_caught * rules.red_three_caught,
        black_threes=-entry.black_threes_caught * rules.black_three_caught_extra,
        exact_picks=entry.exact_picks * rules.exact_pick_bonus,
        going_out=rules.going_out if went_out else 0,
    )


def score_round(rules: HandFootRules, entries: list[SideEntry], totals_before: list[int]) -> list[SideResult]:
    """Score every side of one round; the round must already have passed the checks."""
    results = []
    for entry, before in zip(entries, totals_before, strict=True):
        breakdown = score_side(rules, entry)
        results.append(SideResult(breakdown, breakdown.score, before + breakdown.score))
    return results
