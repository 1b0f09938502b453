"""Each part of a Buraco hand score in words, with the settings behind it (RULES.md 13.4), for B1-B4 and the
hands where a pot, a bonus, a penalty or the no-clean rule make a part."""

from scorepad.families.buraco.rules.entries import BuracoEntry
from scorepad.families.buraco.rules.explain import explain
from scorepad.families.buraco.rules.scoring import score_side

from ..kit import BURAKO, BURRACO, STBL, rules


def said(rules_, **counts):
    """One side's score explained: (part, words, settings) per line, and whether the lines add up to the score."""
    entry = BuracoEntry(**counts)
    breakdown = score_side(rules_, entry)
    reasons = explain(rules_, entry, breakdown)
    assert sum(r.points for r in reasons) == breakdown.score
    return [(r.part, r.text(), r.settings) for r in reasons]


def test_b1_both_sides():
    assert said(BURRACO, meld_points=385, clean_canastas=1, going_out="out") == [
        ("melds", "Melded cards: 385", ("values",)),
        ("canastas", "1 clean canasta x 200: 200", ("clean",)),
        ("going_out", "Went out: 100", ("going_out_bonus",)),
    ]
    assert said(BURRACO, meld_points=240, dirty_canastas=1, hand_points=45) == [
        ("melds", "Melded cards: 240", ("values",)),
        ("canastas", "1 dirty canasta x 100: 100", ("dirty",)),
        ("hand", "Cards left in hand: -45", ("values",)),
    ]


def test_b2_a_pot_never_taken():
    assert said(BURRACO, meld_points=120, hand_points=35, pot="not_taken") == [
        ("melds", "Melded cards: 120", ("values",)),
        ("hand", "Cards left in hand: -35", ("values",)),
        ("pot", "Pot never taken: -100", ("pot_not_taken",)),
    ]


def test_b3_melds_against_a_side_without_a_clean_canastra():
    assert said(STBL, meld_points=150, hand_points=40) == [
        ("melds", "Melded cards count minus, side has no clean canasta: -150", ("values", "no_clean_counts_negative")),
        ("hand", "Cards left in hand: -40", ("values",)),
    ]
    assert said(STBL, meld_points=170, dirty_canastas=2, hand_points=80, pot="not_taken")[1] == (
        "canastas",
        "2 canastas with a wild card score nothing without a clean one: 0",
        ("no_clean_counts_negative",),
    )


def test_b4_the_canasta_of_1000():
    assert said(BURAKO, meld_points=400, clean_canastas=1, canastas_1000=1, going_out="out")[1:3] == [
        ("canastas", "1 clean canasta x 200: 200", ("clean",)),
        ("canastas", "1 canasta of 1000 x 1000: 1000", ("canasta_1000",)),
    ]


def test_every_kind_of_canasta_one_line_each():
    every = rules(STBL, semi_clean=150)
    lines = said(
        every,
        meld_points=900,
        clean_canastas=2,
        dirty_canastas=3,
        semi_clean_canastas=1,
        canastas_500=2,
        canastas_1000=1,
    )
    assert [words for part, words, _ in lines if part == "canastas"] == [
        "2 clean canastas x 200: 400",
        "3 dirty canastas x 100: 300",
        "1 semi-clean canasta x 150: 150",
        "2 clean runs from ace to king x 500: 1000",
        "1 canasta of 1000 x 1000: 1000",
    ]


def test_the_pot_taken_but_not_played_by_its_cards_or_flat_and_the_pot_taken_bonus():
    assert said(BURRACO, meld_points=180, hand_points=60, pot="not_played", pot_points=95)[-1] == (
        "pot",
        "Pot taken but not played, its cards: -95",
        ("pot_not_played", "values"),
    )
    assert said(BURAKO, meld_points=130, hand_points=45, pot="not_played")[-1] == (
        "pot",
        "Pot taken but not played, as if never taken: -100",
        ("pot_not_played", "pot_not_taken"),
    )
    bonus = rules(BURAKO, pot_taken_bonus=100)
    assert said(bonus, meld_points=130, hand_points=45)[-1] == ("pot_taken", "Pot taken: 100", ("pot_taken_bonus",))
    assert all(part != "pot_taken" for part, _, _ in said(bonus, meld_points=130, hand_points=45, pot="not_taken"))


def test_penalised_cards():
    assert said(BURRACO, meld_points=100, hand_points=20, penalty_points=30)[-1] == (
        "penalties",
        "Penalised cards: -30",
        ("values",),
    )


def test_a_side_that_did_nothing_has_nothing_to_explain():
    assert said(BURRACO) == []
