"""Worked hands of RULES.md 11.11 and further hands worked by hand from 11.4-11.7, scored by the pure engine."""

import pytest

from scorepad.families.american.rules.scoring import score_round, score_side
from scorepad.families.american.rules.settings import LEAGUE_HANDS

from ..kit import LEAGUE, PAGAT, E, rules, score


def test_a1_an_ordinary_hand_both_sides_with_canastas():
    # NS: out, natural kings (70) + mixed eights (120) + 4 queens (40) + 3 sixes (15) = 245 melded;
    # 1 red + 1 black three, C = 2: +200; the partner holds a 9 and a 5: 15.
    ns = E(
        meld_points=245,
        hand_points=15,
        natural_canastas=1,
        mixed_canastas=1,
        red_threes=1,
        black_threes=1,
        going_out="out",
    )
    # EW: mixed jacks (90) + 3 tens (30) + 4 fives (20) = 140; 2 red threes, C = 1: 0; hands 45 + 40 = 85.
    ew = E(meld_points=140, hand_points=85, mixed_canastas=1, red_threes=2)
    results = score_round(LEAGUE, [ns, ew], [0, 0])
    assert [r.score for r in results] == [1330, 355]  # 100+500+300+200+245-15; 300+0+140-85
    assert results[0].breakdown.to_dict() == {
        "special_hand": 0,
        "melds": 245,
        "hand": -15,
        "canastas": 800,
        "threes": 200,
        "incomplete_melds": 0,
        "held_aces_sevens": 0,
        "threes_in_hand": 0,
        "last_card_three": 0,
        "going_out": 100,
    }
    assert results[1].breakdown.threes == 0


def test_a2_no_canasta_melds_and_threes_turn_negative():
    # 3 queens 30 + 4 nines 40 + 3 fours 15 = 85; threes 2 red 300 + 1 black 100 = 400; hands 120.
    assert score(meld_points=85, hand_points=120, red_threes=2, black_threes=1) == -605  # -85 - 400 - 120


def test_a3_special_canastas():
    # Sevens 35 + aces 140 + mixed queens 90 + 3 kings 30 = 295; 3 black threes 500, C = 3: +500; partner holds a 2.
    counts = dict(meld_points=295, hand_points=20, sevens_canastas=1, aces_canastas=1, mixed_canastas=1)
    assert score(**counts, black_threes=3, going_out="out") == 6175  # 100+2500+2500+300+500+295-20


def test_a8_a_special_hand_replaces_everything():
    ns = E(special_hand="pairs")
    ew = E(meld_points=120, hand_points=150, red_threes=1)
    assert [r.score for r in score_round(LEAGUE, [ns, ew], [0, 0])] == [2500, -370]  # -120 - 100 - 150
    assert score(LEAGUE, special_hand="garbage") == 3000  # the League's garbage
    assert score(PAGAT, special_hand="garbage") == 2000  # Pagat's


@pytest.mark.parametrize(
    ("counts", "expected"),
    [
        # Two natural canastas, C = 2: 2 x 500 + 200 melded.
        (dict(meld_points=200, natural_canastas=2), 1200),
        # Mixed canasta alone, C = 1: 300 + 120 - 40 in hand.
        (dict(meld_points=120, hand_points=40, mixed_canastas=1), 380),
        # Natural aces canasta alone; 4 black threes ignored with one canasta: 2500 + 140.
        (dict(meld_points=140, aces_canastas=1, black_threes=4), 2640),
        # Sevens canasta: 2500 + 35 - 10.
        (dict(meld_points=35, hand_points=10, sevens_canastas=1), 2525),
        # Wild canasta (1-3 jokers) and a natural one, out: 100 + 2000 + 500 + 300.
        (dict(meld_points=300, wild_canastas=1, natural_canastas=1, going_out="out"), 2900),
        # Four jokers and three twos with a mixed canasta: 2500 + 300 + 400 - 30.
        (dict(meld_points=400, hand_points=30, joker_canastas=1, mixed_canastas=1), 3170),
        # Seven twos, C = 1; 2 red threes ignored: 3000 + 140.
        (dict(meld_points=140, deuce_canastas=1, red_threes=2), 3140),
    ],
)
def test_every_kind_of_canasta(counts, expected):
    assert score(LEAGUE, **counts) == expected
    assert score(PAGAT, **counts) == expected  # the presets agree on every canasta


@pytest.mark.parametrize(
    ("counts", "expected"),
    [
        # C = 0: 1 red three -100, melds minus: -45 - 100.
        (dict(meld_points=45, red_threes=1), -145),
        # C = 0: 3 red 500 + 2 black 300, both minus: -45 - 800.
        (dict(meld_points=45, red_threes=3, black_threes=2), -845),
        # C = 0, black alone: 4 black 1000: -60 - 1000 - 25.
        (dict(meld_points=60, hand_points=25, black_threes=4), -1085),
        # C = 1: all eight threes count nothing: 500 + 100.
        (dict(meld_points=100, natural_canastas=1, red_threes=4, black_threes=4), 600),
        # C = 2: all eight threes 1000 + 1000: 1000 + 2000 + 200.
        (dict(meld_points=200, natural_canastas=2, red_threes=4, black_threes=4), 3200),
        # C = 3, both colours: red 2 = 300, black 3 = 500: 1500 + 800 + 300.
        (dict(meld_points=300, natural_canastas=3, red_threes=2, black_threes=3), 2600),
    ],
)
def test_threes_by_the_number_of_canastas(counts, expected):
    assert score(LEAGUE, **counts) == expected


def test_threes_house_rules_and_melds_without_canasta():
    plus = rules(threes_sign="plus")
    assert score(plus, meld_points=45, red_threes=1) == -45 + 100  # threes plus, melds still minus
    positive = rules(no_canasta_melds_negative=False)
    assert score(positive, meld_points=85, hand_points=120, red_threes=2, black_threes=1) == 85 - 400 - 120
    scale = rules(threes_scale=(50, 100, 200, 400))
    assert score(scale, meld_points=200, natural_canastas=2, red_threes=3, black_threes=1) == 1000 + 250 + 200


@pytest.mark.parametrize(
    ("counts", "expected"),
    [
        # One partner caught with 3 aces (60 in hand) and one with 3 sevens (15): 1000 + 200 - 75 - 2 x 1500.
        (dict(meld_points=200, hand_points=75, natural_canastas=2, aces_held=1, sevens_held=1), -1875),
        # Both partners caught with 3+ aces: 300 + 100 - 130 - 3000.
        (dict(meld_points=100, hand_points=130, mixed_canastas=1, aces_held=2), -2730),
        # Two threes still in hand: 1000 + 200 - 2 x 100.
        (dict(meld_points=200, natural_canastas=2, threes_in_hand=2), 1000),
        # The stock ended on this side's 3: 500 + 100 - 20 - 5.
        (dict(meld_points=100, hand_points=20, natural_canastas=1, last_card_three=True), 575),
        # Unfinished melds: aces -2500 with C = 2: 1000 + 300 - 2500.
        (dict(meld_points=300, natural_canastas=2, incomplete_aces=True), -1200),
        # C = 0 and an unfinished aces meld of 3 (60): -60 - 2500.
        (dict(meld_points=60, incomplete_aces=True), -2560),
        # Unfinished sevens -2500: 500 + 100 - 2500.
        (dict(meld_points=100, natural_canastas=1, incomplete_sevens=True), -1900),
        # Unfinished wild meld -2000: 1000 + 260 - 2000.
        (dict(meld_points=260, natural_canastas=2, incomplete_wild=True), -740),
    ],
)
def test_costs(counts, expected):
    assert score(LEAGUE, **counts) == expected


def test_an_unfinished_wild_meld_of_four_jokers_costs_the_presets_price():
    counts = dict(meld_points=400, natural_canastas=2, incomplete_wild=True, incomplete_wild_four_jokers=True)
    assert score(LEAGUE, **counts) == 1000 + 400 - 2000  # the League: like any unfinished wild meld
    assert score(PAGAT, **counts) == 1000 + 400 - 2500  # Pagat: 2500 with all four jokers
    assert score(PAGAT, meld_points=400, natural_canastas=2, incomplete_wild=True) == 1000 + 400 - 2000


@pytest.mark.parametrize(("key", "points"), sorted(LEAGUE_HANDS.items()))
def test_every_special_hand_of_the_league(key, points):
    # The League's list (RULES.md 11.7): the hand's value and nothing else.
    breakdown = score_side(LEAGUE, E(special_hand=key))
    assert breakdown.score == breakdown.special_hand == points


@pytest.mark.parametrize(
    ("key", "points"), [("pairs", 2500), ("wild_pairs", 2000), ("straight", 3000), ("garbage", 2000)]
)
def test_every_special_hand_of_pagat(key, points):
    assert score(PAGAT, special_hand=key) == points
    assert set(PAGAT.special_hands) == {"pairs", "wild_pairs", "straight", "garbage"}


def test_totals_carry_from_before():
    results = score_round(LEAGUE, [E(meld_points=130), E(hand_points=25)], [2990, -30])
    assert [r.total for r in results] == [2990 - 130, -30 - 25]  # no canasta: melds minus
