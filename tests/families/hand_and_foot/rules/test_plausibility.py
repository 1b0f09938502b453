"""Hand and Foot rounds that are possible but unlikely (families/hand_and_foot/rules/plausibility.py): asked only below the
smallest real meld."""

from __future__ import annotations

from scorepad.families.hand_and_foot.rules.entries import SideEntry
from scorepad.families.hand_and_foot.rules.plausibility import round_warnings, smallest_real_meld

from ..kit import DEFAULT, rules

OTHER = SideEntry(meld_points=120, hand_points=85)


def warned(*entries: SideEntry, ruleset=DEFAULT) -> list[tuple[str, str]]:
    """The warnings of a round, as (field, words)."""
    return [(p.path, p.text()) for p in round_warnings(ruleset, list(entries))]


def test_the_smallest_real_meld_is_the_first_meld_minimum():
    # every first meld needs 50 at least (round 1 of 50, 90, 120, 150): melded cards stay on the table
    assert smallest_real_meld(DEFAULT) == 50
    assert warned(SideEntry(meld_points=50, hand_points=30), OTHER) == []
    assert warned(SideEntry(meld_points=45, hand_points=30), OTHER) == [
        ("entries.0.meld_points", "Only 45 meld points, though every first meld needs at least 50?")
    ]
    assert warned(SideEntry(meld_points=45, hand_points=30), OTHER, ruleset=rules(minimums=(40, 90))) == []


def test_books_at_their_floor_are_real_and_ask_nothing():
    # a clean book of seven fives holds 35, a dirty one six fives and a 2: 50; 2 clean + 2 dirty: 170.
    # Several books of one rank are allowed, so no rank pushes the floor up (fewer points are refused).
    out = SideEntry(meld_points=170, clean_books=2, dirty_books=2, going_out="out")
    assert warned(out, OTHER) == []
    assert warned(SideEntry(meld_points=85, clean_books=1, dirty_books=1, hand_points=40), OTHER) == []
