"""Canasta rounds that are possible but unlikely (families/canasta/rules/plausibility.py): each warning at its field."""

from __future__ import annotations

from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.canasta.rules.plausibility import round_warnings

from ..kit import CLASSIC

OUT = SideEntry(meld_points=240, natural_canastas=1, going_out="out")
LOST = SideEntry(meld_points=120, hand_points=85)


def warned(*entries: SideEntry) -> list[tuple[str, str]]:
    """The warnings of a round, as (field, words)."""
    return [(p.path, p.text()) for p in round_warnings(CLASSIC, list(entries))]


def test_an_ordinary_round_asks_nothing():
    assert warned(OUT, LOST) == []


def test_one_canasta_in_few_points_is_real_and_asks_nothing():
    # issue 27: "1 Canasta in nur 70 gemeldeten Punkten?" asked about a real meld; a mixed canasta of six
    # fours and a 2 holds 50, a natural one of seven fives 35 (fewer points are refused, not asked)
    assert warned(SideEntry(meld_points=70, mixed_canastas=1, going_out="out"), LOST) == []
    assert warned(SideEntry(meld_points=50, mixed_canastas=1, going_out="out"), LOST) == []
    assert warned(SideEntry(meld_points=35, natural_canastas=1, going_out="out"), LOST) == []
    assert warned(SideEntry(meld_points=85, natural_canastas=1, mixed_canastas=1, going_out="out"), LOST) == []


def test_more_canastas_than_cheap_ranks_ask_below_the_smallest_real_meld():
    # a side melds each rank once: only 4-7 are worth 5, so a fifth natural canasta is of 8-K at least:
    # 4 x 35 + 7 x 10 = 210; at 210 nothing is asked, at 205 the scorer is
    five = {"natural_canastas": 5, "going_out": "out"}
    assert warned(SideEntry(meld_points=210, **five), LOST) == []
    assert warned(SideEntry(meld_points=205, **five), LOST) == [
        ("entries.0.meld_points", "5 canastas in only 205 meld points?")
    ]
    # four naturals take 4-7 (140); a mixed one is then six 8s and a 2: 80; together 220
    mixed = {"natural_canastas": 4, "mixed_canastas": 1, "going_out": "out"}
    assert warned(SideEntry(meld_points=220, **mixed), LOST) == []
    assert warned(SideEntry(meld_points=215, **mixed), LOST) == [
        ("entries.0.meld_points", "5 canastas in only 215 meld points?")
    ]


def test_big_numbers_are_questioned():
    big = SideEntry(meld_points=605, hand_points=405, penalty_points=505)
    assert warned(OUT, big) == [
        ("entries.1.hand_points", "405 points left in hand?"),
        ("entries.1.meld_points", "605 meld points without a single canasta?"),
        ("entries.1.penalty_points", "505 penalty points?"),
    ]
    assert warned(OUT, SideEntry(meld_points=600, hand_points=400, penalty_points=500)) == []


def test_empty_hands_and_red_threes_caught_when_nobody_or_another_went_out():
    assert warned(OUT, SideEntry(meld_points=90)) == [
        ("entries.1.hand_points", "Another side went out, yet no points are left in this hand?")
    ]
    assert warned(SideEntry(meld_points=90, red_threes_in_hand=1), LOST) == [
        ("entries.0.red_threes_in_hand", "A red three caught in hand, though nobody went out?")
    ]
    assert warned(SideEntry(meld_points=90), LOST) == [
        ("entries.0.hand_points", "Nobody went out, yet no points are left in this hand?")
    ]
