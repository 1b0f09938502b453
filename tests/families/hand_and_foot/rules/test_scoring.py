"""Worked rounds of RULES.md 12.8 and further ones worked by hand from 12.4, scored by the pure engine."""

import pytest

from scorepad.families.hand_and_foot.rules.entries import SideEntry
from scorepad.families.hand_and_foot.rules.scoring import score_round, score_side

from ..kit import DEFAULT, OUT, WHITNACK, checked, rules

SIMPSON = rules(  # SIM: clean 300, dirty 100, out 100, exact 22 = 100, red threes can't be laid, -500 caught; 1 + 1
    clean_book=300, dirty_book=100, red_three_laid=0, books_to_go_out={"clean": 1, "dirty": 1, "wild": 0}
)


def scores(rules, *data, sizes=None):
    """The round scores of checked entries."""
    return [r.score for r in score_round(rules, checked(rules, *data, sizes=sizes), [0] * len(data))]


def test_h1_rarepikes_own_example():
    # RP, contract 1 clean + 1 dirty: 2 clean books 1000, 1 dirty 300, melded 340, out 100, partner's hand -45.
    h1 = rules(books_to_go_out={"clean": 1, "dirty": 1, "wild": 0})
    side = SideEntry(meld_points=340, hand_points=45, clean_books=2, dirty_books=1, going_out="out")
    assert score_side(h1, side).to_dict() == {
        "melds": 340,
        "hand": -45,
        "books": 1300,
        "red_threes": 0,
        "red_threes_caught": 0,
        "black_threes": 0,
        "exact_picks": 0,
        "going_out": 100,
    }
    assert score_side(h1, side).score == 1695  # 1000 + 300 + 340 + 100 - 45


def test_h3_a_full_round_with_default_settings():
    a = {"meld_points": 395, "hand_points": 65, "clean_books": 2, "dirty_books": 2, "red_threes": 3, **OUT}
    b = {"meld_points": 195, "hand_points": 155, "clean_books": 1, "dirty_books": 1, "red_threes": 1}
    b["red_threes_caught"] = 1
    # A = 395 - 65 + 2 x 500 + 2 x 300 + 3 x 100 + 100; B = 195 - 155 + 500 + 300 + 100 - 500
    assert scores(DEFAULT, a, b) == [2330, 440]


def test_h5_steve_simpsons_values():
    x = {"meld_points": 165, "clean_books": 1, "dirty_books": 1, "exact_picks": 1, **OUT}
    y = {"meld_points": 45, "hand_points": 85, "red_threes_caught": 1}
    # X = 165 + 300 + 100 + 100 (out) + 100 (exact pick); Y = 45 - 85 - 500
    assert scores(SIMPSON, x, y, sizes=[1, 1]) == [765, -540]


def test_h5_the_red_three_laid_down_under_simpson_is_worth_nothing():
    assert score_side(SIMPSON, SideEntry(meld_points=90, red_threes=2)).score == 90  # 90 + 2 x 0


@pytest.mark.parametrize(
    ("rules", "counts", "expected"),
    [
        # Default: a clean book alone, nobody out: 70 (seven kings) - 20 + 500.
        (DEFAULT, dict(meld_points=70, hand_points=20, clean_books=1), 550),
        # Default: two dirty books 90 + 65 = 155, no clean one: 155 - 40 + 2 x 300.
        (DEFAULT, dict(meld_points=155, hand_points=40, dirty_books=2), 715),
        # Default: wild books aren't allowed, so a wild book counts nothing (the checks refuse it anyway).
        (DEFAULT, dict(meld_points=140, wild_books=1), 140),
        # Whitnack: a wild book (4 jokers + 3 twos = 260) and a clean book of aces (140): 400 - 30 + 1500 + 500.
        (WHITNACK, dict(meld_points=400, hand_points=30, wild_books=1, clean_books=1), 2370),
        # Default: 4 red threes laid down 4 x 100, 2 caught 2 x -500: 120 - 60 + 400 - 1000.
        (DEFAULT, dict(meld_points=120, hand_points=60, red_threes=4, red_threes_caught=2), -540),
        # Whitnack: red threes +100/-100: 120 - 60 + 400 - 200.
        (WHITNACK, dict(meld_points=120, hand_points=60, red_threes=4, red_threes_caught=2), 260),
        # A red three laid down by a side that never melded still counts 100 (no sign flip as in Canasta).
        (DEFAULT, dict(hand_points=80, red_threes=1), 20),
        # Exact picks: both players of a pair, 2 x 100: 60 - 35 + 200.
        (DEFAULT, dict(meld_points=60, hand_points=35, exact_picks=2), 225),
    ],
)
def test_worked_side_scores(rules, counts, expected):
    assert score_side(rules, SideEntry(**counts)).score == expected


def test_whitnack_going_out_with_the_full_contract():
    # Clean kings 70 and sevens 35, dirty nines 90 and fours 65, a wild book of seven twos 140: meld 400.
    out = {"meld_points": 400, "hand_points": 40, "clean_books": 2, "dirty_books": 2, "wild_books": 1, **OUT}
    out |= {"red_threes": 1, "exact_picks": 1}
    other = {"meld_points": 120, "hand_points": 90, "red_threes": 1, "red_threes_caught": 2}
    # 400 - 40 + 2 x 500 + 2 x 300 + 1500 + 100 + 100 + 100 = 3760; 120 - 90 + 100 - 2 x 100 = -70
    assert scores(WHITNACK, out, other) == [3760, -70]


def test_red_threes_of_a_side_that_did_not_go_out_under_the_calculators_rule():
    cat = rules(red_three_laid_not_out=50)  # CAT: +100 if the side went out, +50 if not
    out = {"meld_points": 300, "clean_books": 2, "dirty_books": 2, "red_threes": 2, **OUT}
    other = {"meld_points": 90, "hand_points": 30, "red_threes": 2}
    # meld 300 can hold 2 clean + 2 dirty books: 2 x 35 + 2 x 50 = 170 <= 300
    # 300 + 1000 + 600 + 2 x 100 + 100 = 2200; 90 - 30 + 2 x 50 = 160
    assert scores(cat, out, other) == [2200, 160]
    assert scores(DEFAULT, out, other) == [2200, 260]  # the same as for going out: 90 - 30 + 2 x 100


def test_black_threes_count_their_card_value_in_hand_and_an_extra_cost_where_agreed():
    held = {"hand_cards": {"black_threes": 2, "low": 2, "high": 1}, "black_threes_caught": 2}
    # Card value 5: 2 x 5 + 2 x 5 + 10 = 30 in hand; 90 - 30 = 60.
    assert scores(DEFAULT, {"meld_points": 90, **held}, {"meld_points": 60, "hand_points": 10}) == [60, 50]
    cph = rules(black_three_caught_extra=100)  # CPH: -100 each caught, beyond the card value: 60 - 200
    assert scores(cph, {"meld_points": 90, **held}, {"meld_points": 60, "hand_points": 10}) == [-140, 50]
    gs = rules(black_three_value=0)  # GS, CHAN: black threes count 0: 0 + 2 x 5 + 10 = 20; 90 - 20
    assert scores(gs, {"meld_points": 90, **held}, {"meld_points": 60, "hand_points": 10}) == [70, 50]


def test_eights_and_nines_at_five():
    tw = rules(card_values_8_9=5)  # KL, GS, TW, RV: a clean book of seven 9s melds 35, not 70
    book = {"meld_cards": {"eights_nines": 7}, "clean_books": 1, "hand_cards": {"eights_nines": 1, "aces": 1}}
    assert checked(tw, book, {"hand_points": 5})[0].meld_points == 35
    # 35 - (5 + 20) + 500 = 510; default values: 70 - (10 + 20) + 500 = 540
    assert scores(tw, book, {"hand_points": 5}) == [510, -5]
    assert scores(DEFAULT, book, {"hand_points": 5}) == [540, -5]
