"""Explanations name the right part, amount and rule; warnings flag the unlikely without blocking."""

from dataclasses import replace

from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.canasta.rules.explain import explain
from scorepad.families.canasta.rules.plausibility import round_warnings
from scorepad.families.canasta.rules.scoring import score_side

from ..kit import CLASSIC, GERMAN


def reasons(rules, somebody_out=True, **counts):
    entry = SideEntry(**counts)
    return [(r.part, r.points, r.text()) for r in explain(rules, entry, score_side(rules, entry, somebody_out))]


def test_four_red_threes_with_a_meld():
    assert ("red_threes", 800, "4 red threes, side had melded: 800") in reasons(CLASSIC, meld_points=90, red_threes=4)


def test_every_part_named_with_its_amount():
    found = reasons(
        GERMAN,
        somebody_out=False,
        meld_points=120,
        hand_points=35,
        red_threes=2,
        red_threes_in_hand=1,
        penalty_points=50,
    )
    assert found == [
        ("melds", 120, "Melded cards: 120"),
        ("hand", -35, "Cards left in hand: -35"),
        ("red_threes", -200, "2 red threes, side has no canasta: -200"),
        ("red_threes_in_hand", -500, "1 red three caught in hand x 500: -500"),
        ("stock_out", -100, "Stock ran out, nobody went out: -100"),
        ("penalties", -50, "Penalties: -50"),
    ]
    out = reasons(GERMAN, meld_points=400, natural_canastas=1, mixed_canastas=1, going_out="hand_canasta")
    assert ("canastas", 500, "1 natural canasta x 500: 500") in out and (
        "canastas",
        300,
        "1 mixed canasta x 300: 300",
    ) in out
    assert ("going_out", 1000, "German Hand-Canasta: 1000") in out


def test_house_rule_reasons():
    negative = replace(CLASSIC, melds_without_canasta="negative", red_threes_unmet="zero")
    found = reasons(negative, hand_points=10, meld_points=60, red_threes=1)
    assert ("melds", -60, "Melded cards count minus, side has no canasta: -60") in found
    zero = reasons(replace(CLASSIC, red_threes_unmet="zero"), hand_points=10, red_threes=1)
    assert ("red_threes", 0, "1 red three counts nothing (house rule): 0") in zero


def test_warnings_are_separate_from_problems():
    three_canastas = SideEntry(meld_points=200, natural_canastas=5, going_out="out")
    assert {w.path for w in round_warnings(CLASSIC, [three_canastas, SideEntry(hand_points=450)])} == {
        "entries.0.meld_points",
        "entries.1.hand_points",
    }
    assert (
        round_warnings(
            CLASSIC,
            [
                SideEntry(meld_points=240, natural_canastas=1, going_out="out"),
                SideEntry(meld_points=85, hand_points=45),
            ],
        )
        == []
    )
