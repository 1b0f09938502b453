"""Worked rounds, computed by hand from the seeds, scored by the pure engine."""

from dataclasses import replace

import pytest

from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.canasta.rules.scoring import score_round, score_side

from ..kit import CLASSIC, GERMAN, THREE_PACK


def score(rules, went_out_elsewhere=True, **counts):
    """One side's score under `rules`; by default some side went out this round."""
    entry = SideEntry(**counts)
    return score_side(rules, entry, went_out_elsewhere or bool(entry.going_out)).score


def test_issue_example_round_classic():
    # Side A melded 240 with one natural canasta, one red three, went out; side B melded 85, holds 45.
    a = SideEntry(meld_points=240, natural_canastas=1, red_threes=1, going_out="out")
    b = SideEntry(meld_points=85, hand_points=45)
    results = score_round(CLASSIC, [a, b], [0, 0])
    assert [r.score for r in results] == [240 + 500 + 100 + 100, 85 - 45]
    assert results[0].breakdown.to_dict() == {
        "melds": 240,
        "hand": 0,
        "canastas": 500,
        "red_threes": 100,
        "red_threes_in_hand": 0,
        "going_out": 100,
        "stock_out": 0,
        "penalties": 0,
    }


@pytest.mark.parametrize(
    ("rules", "counts", "expected"),
    [
        # 000 Kartenwerte: all four red threes 800 with a meld, -800 without.
        (CLASSIC, dict(meld_points=120, red_threes=4), 920),
        (CLASSIC, dict(hand_points=60, red_threes=4), -860),
        # 003: "Hat jemand am Ende einer Runde noch keinen Canasta gemeldet ... abgezogen".
        (GERMAN, dict(meld_points=120, red_threes=4), 120 - 800),
        (GERMAN, dict(meld_points=300, mixed_canastas=1, red_threes=2), 300 + 300 + 200),
        # 002: concealed going out 200 in all.
        (CLASSIC, dict(meld_points=310, mixed_canastas=1, going_out="concealed"), 310 + 300 + 200),
        # 003: Handcanasta 1000 (the whole going-out bonus).
        (GERMAN, dict(meld_points=200, natural_canastas=1, going_out="hand_canasta"), 200 + 500 + 1000),
        # 003/004: a red three still in hand when another side goes out: -500.
        (CLASSIC, dict(meld_points=60, hand_points=30, red_threes_in_hand=1), 60 - 30 - 500),
        # 000 Punktstrafen: 200 for illegally taking the pile.
        (CLASSIC, dict(meld_points=90, penalty_points=200), 90 - 200),
        # 000 three packs: 5 red threes 1000, all six 1200, four only 4 x 100.
        (THREE_PACK, dict(meld_points=50, red_threes=4), 450),
        (THREE_PACK, dict(meld_points=50, red_threes=5), 1050),
        (THREE_PACK, dict(meld_points=50, red_threes=6), 1250),
        (THREE_PACK, dict(meld_points=50, red_threes=3), 350),
        (THREE_PACK, dict(hand_points=50, red_threes=6), -1250),
    ],
)
def test_worked_side_scores(rules, counts, expected):
    assert score(rules, **counts) == expected


def test_german_stock_out_costs_every_side_100():
    # 003: nobody could go out before the stock ran out: every side loses 100.
    a = SideEntry(meld_points=150, hand_points=20)
    b = SideEntry(hand_points=80, red_threes=1)
    results = score_round(GERMAN, [a, b], [0, 0])
    assert [r.score for r in results] == [150 - 20 - 100, -80 - 100 - 100]
    assert results[1].breakdown.stock_out == -100
    assert [r.score for r in score_round(CLASSIC, [a, b], [0, 0])] == [130, -180]


def test_variants_land_in_the_part_they_change():
    negative_melds = replace(CLASSIC, melds_without_canasta="negative")
    assert score_side(negative_melds, SideEntry(meld_points=90, hand_points=10), True).melds == -90
    assert score(negative_melds, meld_points=90, natural_canastas=1) == 590
    card_threes = replace(GERMAN, red_three_card_points=5)
    assert score_side(card_threes, SideEntry(meld_points=400, natural_canastas=1, red_threes=2), True).red_threes == 210
    assert score_side(card_threes, SideEntry(meld_points=40, red_threes=4), True).red_threes == -820


@pytest.mark.parametrize(
    ("need", "unmet", "counts", "expected_red"),
    [
        ("meld", "zero", dict(red_threes=2), 0),
        ("meld", "positive", dict(red_threes=2), 200),
        ("canasta_else_zero", "negative", dict(meld_points=60, red_threes=2), 0),
        ("canasta_else_zero", "negative", dict(meld_points=260, natural_canastas=1, red_threes=2), 200),
        ("canasta_else_zero", "negative", dict(red_threes=2), -200),
    ],
)
def test_red_three_settings(need, unmet, counts, expected_red):
    rules = replace(CLASSIC, red_threes_need=need, red_threes_unmet=unmet)
    assert score_side(rules, SideEntry(**counts), True).red_threes == expected_red


def test_joker_canasta_when_allowed():
    rules = replace(CLASSIC, joker_canastas_allowed=True)
    assert score(rules, meld_points=350, joker_canastas=1, going_out="out") == 350 + 1000 + 100


def test_totals_carry_from_before():
    results = score_round(CLASSIC, [SideEntry(meld_points=50), SideEntry(hand_points=25)], [1450, -30])
    assert [r.total for r in results] == [1500, -55]
