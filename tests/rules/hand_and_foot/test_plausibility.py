"""Hand and Foot rounds that are possible but unlikely (rules/hand_and_foot/plausibility.py): each warning at its
field, tried at its threshold and just past it. The thresholds asserted here: books in under 1.5 times the fewest
meld points that hold them; meld points above 0 under the smallest first-meld minimum (50); more than 600 meld
points without a book; more than 2 players x 2 piles x the pile size x 15 points in hand (660 with 11-card piles,
780 with 13); no points left in a hand of a side that did not go out."""

from __future__ import annotations

from scorepad.rules.hand_and_foot.entries import SideEntry as S
from scorepad.rules.hand_and_foot.plausibility import round_warnings

from .kit import DEFAULT, WHITNACK, rules

OTHER = S(meld_points=150, hand_points=40)  # a side nothing is asked about


def warned(*sides: S, ruleset=DEFAULT) -> list[tuple[str, str]]:
    """The warnings of a round, as (field, words)."""
    return [(p.path, p.text()) for p in round_warnings(ruleset, list(sides))]


def test_the_worked_round_asks_nothing():
    # H3 (RULES.md 12.8): A went out with 2 clean and 2 dirty books in 395, 65 in the foot; B has a clean and a
    # dirty book in 195, 155 in hand and foot.
    a = S(meld_points=395, hand_points=65, clean_books=2, dirty_books=2, red_threes=3, going_out="out")
    b = S(meld_points=195, hand_points=155, clean_books=1, dirty_books=1, red_threes=1, red_threes_caught=1)
    assert warned(a, b) == []


def test_books_in_few_meld_points():
    # 2 clean and 2 dirty books hold at least 2 x 35 + 2 x 50 = 170; half as much again is 255.
    four = {"clean_books": 2, "dirty_books": 2, "going_out": "out"}
    assert warned(S(meld_points=250, **four), OTHER) == [("entries.0.meld_points", "4 books in only 250 meld points?")]
    assert warned(S(meld_points=255, **four), OTHER) == []
    # One clean book holds at least 35; 35 x 3 / 2 = 52.5.
    assert warned(OTHER, S(meld_points=50, hand_points=10, clean_books=1)) == [
        ("entries.1.meld_points", "1 book in only 50 meld points?")
    ]
    assert warned(OTHER, S(meld_points=55, hand_points=10, clean_books=1)) == []


def test_a_wild_book_holds_at_least_seven_twos():
    # Whitnack allows wild books: 7 x 20 = 140, and 210 is half as much again.
    assert warned(S(meld_points=205, hand_points=30, wild_books=1), OTHER, ruleset=WHITNACK) == [
        ("entries.0.meld_points", "1 book in only 205 meld points?")
    ]
    assert warned(S(meld_points=210, hand_points=30, wild_books=1), OTHER, ruleset=WHITNACK) == []


def test_melded_less_than_any_first_meld_needs():
    assert warned(S(meld_points=45, hand_points=30), OTHER) == [
        ("entries.0.meld_points", "Only 45 meld points, though every first meld needs at least 50?")
    ]
    assert warned(S(meld_points=50, hand_points=30), OTHER) == []
    assert warned(S(hand_points=30), OTHER) == []  # not melded at all: nothing to ask
    # Where round 1 asks 60 (RULES.md 12.5 variant), the smallest minimum is 60.
    sixty = rules(minimums=(60, 90, 120, 150))
    assert warned(S(meld_points=55, hand_points=30), OTHER, ruleset=sixty) == [
        ("entries.0.meld_points", "Only 55 meld points, though every first meld needs at least 60?")
    ]
    # The smallest of the list, wherever it stands in it.
    assert warned(S(meld_points=55, hand_points=30), OTHER, ruleset=rules(minimums=(90, 120, 50))) == []


def test_many_meld_points_without_a_book():
    assert warned(S(meld_points=605, hand_points=30), OTHER) == [
        ("entries.0.meld_points", "605 meld points without a single book?")
    ]
    assert warned(S(meld_points=600, hand_points=30), OTHER) == []
    assert warned(S(meld_points=605, hand_points=30, dirty_books=1), OTHER) == []


def test_many_points_left_in_hand_and_foot():
    # Two players holding both their piles of 11 cards at 15 points a card: 2 x 2 x 11 x 15 = 660.
    assert warned(OTHER, S(meld_points=150, hand_points=665)) == [("entries.1.hand_points", "665 points left in hand?")]
    assert warned(OTHER, S(meld_points=150, hand_points=660)) == []
    # Whitnack's 13-card piles: 2 x 2 x 13 x 15 = 780.
    assert warned(OTHER, S(meld_points=150, hand_points=780), ruleset=WHITNACK) == []
    assert warned(OTHER, S(meld_points=150, hand_points=785), ruleset=WHITNACK) == [
        ("entries.1.hand_points", "785 points left in hand?")
    ]


def test_no_points_left_when_nobody_went_out():
    # When the stock runs out every player still holds cards.
    assert warned(S(meld_points=150), OTHER) == [
        ("entries.0.hand_points", "Nobody went out, yet no points are left in this hand?")
    ]
    # A red or black three caught is something held, even at no card value.
    assert warned(S(meld_points=150, red_threes_caught=1), OTHER) == []
    assert warned(S(meld_points=150, black_threes_caught=1), OTHER, ruleset=rules(black_three_value=0)) == []


def test_no_points_left_when_another_side_went_out():
    out = S(meld_points=400, clean_books=2, dirty_books=2, going_out="out")
    assert warned(out, S(meld_points=150)) == [
        ("entries.1.hand_points", "Another side went out, yet no points are left in this hand?")
    ]
    assert warned(out, OTHER) == []  # the side that went out may hold nothing


def test_every_warning_of_a_round_in_side_order():
    sides = [S(meld_points=605), S(meld_points=150, hand_points=665), S(meld_points=45, hand_points=20)]
    assert warned(*sides) == [
        ("entries.0.meld_points", "605 meld points without a single book?"),
        ("entries.0.hand_points", "Nobody went out, yet no points are left in this hand?"),
        ("entries.1.hand_points", "665 points left in hand?"),
        ("entries.2.meld_points", "Only 45 meld points, though every first meld needs at least 50?"),
    ]
