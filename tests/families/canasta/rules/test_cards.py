"""What canastas imply under a game's card values (families/canasta/rules/cards.py), worked by hand."""

from __future__ import annotations

from dataclasses import replace

from scorepad.families.canasta.rules.cards import canasta_floor, lowest_natural, lowest_wild

from ..kit import CLASSIC


def test_the_lowest_card_values_of_the_classic_rules():
    assert lowest_natural(CLASSIC) == 5  # 4 to 7
    assert lowest_wild(CLASSIC) == 20  # a 2, below a joker's 50


def test_the_fewest_meld_points_that_hold_canastas():
    assert canasta_floor(CLASSIC, 1, 0, 0) == 7 * 5 == 35
    assert canasta_floor(CLASSIC, 0, 1, 0) == 6 * 5 + 20 == 50
    assert canasta_floor(CLASSIC, 0, 0, 1) == 7 * 20 == 140
    assert canasta_floor(CLASSIC, 2, 1, 1) == 70 + 50 + 140 == 260
    assert canasta_floor(CLASSIC, 0, 0, 0) == 0


def test_other_card_values_move_the_floor():
    rules = replace(CLASSIC, card_values={**CLASSIC.card_values, "low": 15, "jokers": 10})
    assert (lowest_natural(rules), lowest_wild(rules)) == (10, 10)  # "8 to K" now lowest; jokers below the 2s
    assert canasta_floor(rules, 1, 1, 1) == 70 + 70 + 70
