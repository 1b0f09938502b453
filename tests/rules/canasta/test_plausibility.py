"""Canasta rounds that are possible but unlikely (rules/canasta/plausibility.py): each warning at its field."""

from __future__ import annotations

from scorepad.rules.canasta.entries import SideEntry
from scorepad.rules.canasta.plausibility import round_warnings

from .kit import CLASSIC

OUT = SideEntry(meld_points=240, natural_canastas=1, going_out="out")
LOST = SideEntry(meld_points=120, hand_points=85)


def warned(*entries: SideEntry) -> list[tuple[str, str]]:
    """The warnings of a round, as (field, words)."""
    return [(p.path, p.text()) for p in round_warnings(CLASSIC, list(entries))]


def test_an_ordinary_round_asks_nothing():
    assert warned(OUT, LOST) == []


def test_canastas_in_too_few_meld_points():
    # one natural canasta needs at least 35 (7 fives); under 1.5 times that, 52, the scorer is asked
    assert warned(SideEntry(meld_points=50, natural_canastas=1, going_out="out"), LOST) == [
        ("entries.0.meld_points", "1 canasta in only 50 meld points?")
    ]
    assert warned(SideEntry(meld_points=55, natural_canastas=1, going_out="out"), LOST) == []
    two = SideEntry(meld_points=100, natural_canastas=1, mixed_canastas=1, going_out="out")  # floor 85, 127 asked
    assert warned(two, LOST) == [("entries.0.meld_points", "2 canastas in only 100 meld points?")]


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
