"""Unlikely Modern American hands ask "Are you sure?" and never block."""

from scorepad.families.american.rules.plausibility import round_warnings

from ..kit import LEAGUE, E, rules


def warned(sides, ruleset=LEAGUE):
    """The field paths warned about."""
    return {w.path for w in round_warnings(ruleset, sides)}


def test_a_usual_hand_has_no_warnings():
    a1 = [
        E(meld_points=245, hand_points=15, natural_canastas=1, mixed_canastas=1, going_out="out"),
        E(meld_points=140, hand_points=85, mixed_canastas=1),
    ]
    assert warned(a1) == set()
    assert warned([E(special_hand="pairs"), E(meld_points=130, hand_points=150, red_threes=1)]) == set()


def test_unlikely_counts_are_named():
    # Two canastas in 100 points are real (fours and fives: 70), but below the initial meld's 125.
    assert warned([E(meld_points=100, natural_canastas=2, going_out="out"), E(meld_points=150, hand_points=40)]) == {
        "entries.0.meld_points"
    }
    # Melded less than the smallest initial meld (125) asks for.
    assert warned([E(meld_points=120, hand_points=40), E(meld_points=150, hand_points=40)]) == {"entries.0.meld_points"}
    assert warned([E(meld_points=120, hand_points=40), E(hand_points=40)], rules(minimums=((0, 50),))) == set()
    # 650 meld points and no canasta; 405 points in hand.
    assert warned([E(meld_points=650, hand_points=40), E(meld_points=150, hand_points=405)]) == {
        "entries.0.meld_points",
        "entries.1.hand_points",
    }


def test_an_empty_hand_when_nobody_went_out():
    found = round_warnings(LEAGUE, [E(meld_points=150), E(meld_points=150, hand_points=40)])
    assert [(w.path, w.text()) for w in found] == [
        ("entries.0.hand_points", "Nobody went out, yet no points are left in this hand?")
    ]
    found = round_warnings(LEAGUE, [E(special_hand="garbage"), E(meld_points=150)])
    assert [(w.path, w.text()) for w in found] == [
        ("entries.1.hand_points", "Another side went out, yet no points are left in this hand?")
    ]


def test_canastas_ask_only_below_the_smallest_real_meld():
    # one meld per rank; natural canastas are never of sevens or aces: fours, fives and sixes (35 each),
    # then 8-K (70): four naturals hold 3 x 35 + 70 = 175 at least; at 175 nothing, at 170 a question
    other = E(meld_points=150, hand_points=40)
    four = {"natural_canastas": 4, "going_out": "out"}
    assert warned([E(meld_points=175, **four), other]) == set()
    found = round_warnings(LEAGUE, [E(meld_points=170, **four), other])
    assert [(w.path, w.text()) for w in found] == [("entries.0.meld_points", "4 canastas in only 170 meld points?")]
    # a mixed canasta of six fours and a 2 is real at 50: 1 natural + 1 mixed at 85, above 125 asks nothing
    assert warned([E(meld_points=125, natural_canastas=1, mixed_canastas=1, going_out="out"), other]) == set()
    # with the initial meld at 50: one mixed canasta in 50 asks nothing (70 asked before this change)
    low = rules(minimums=((0, 50),))
    assert warned([E(meld_points=50, mixed_canastas=1, going_out="out"), other], low) == set()
