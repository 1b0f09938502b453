"""Possible but unlikely Buraco hands: warnings that ask "Are you sure?", each on its field, never a refusal."""

from scorepad.families.buraco.rules.entries import BuracoEntry
from scorepad.families.buraco.rules.plausibility import round_warnings, smallest_real_meld

from ..kit import BURAKO, BURRACO, OUT, STBL, checked, rules

CLEAN_OUT = {"meld_points": 385, "clean_canastas": 1, **OUT}
OK = {"meld_points": 60, "hand_points": 20}


def warned(rules_, *data):
    """The warnings of a hand that passes the checks, by path."""
    return {w.path: w.text() for w in round_warnings(rules_, checked(rules_, *data))}


def test_an_ordinary_hand_asks_nothing():
    assert warned(BURRACO, CLEAN_OUT, {"meld_points": 240, "dirty_canastas": 1, "hand_points": 45}) == {}


def test_the_smallest_meld_each_kind_of_canasta_really_holds():
    # clean 7 x 5 = 35; dirty 6 x 5 + a 2 = 50; semi-clean 7 x 5 + a 2 = 55; ace to king: 15 + 6 x 10 + 5 x 5 + 20
    # = 120; 1000: ace to ace 135 or seven 2s 140, the less: 135.
    kinds = ("clean_canastas", "dirty_canastas", "semi_clean_canastas", "canastas_500", "canastas_1000")
    assert [smallest_real_meld(STBL, BuracoEntry(**{k: 1})) for k in kinds] == [35, 50, 55, 120, 135]
    assert smallest_real_meld(STBL, BuracoEntry(clean_canastas=2, canastas_500=1)) == 190


def test_canastas_in_fewer_points_than_they_really_hold():
    # 35 passes the refusal's floor, but a dirty canasta holds a wild card: 50 at least.
    assert warned(BURRACO, CLEAN_OUT, {"meld_points": 45, "dirty_canastas": 1, "hand_points": 20}) == {
        "entries.1.meld_points": "1 canasta in only 45 meld points?"
    }
    assert warned(BURAKO, {"meld_points": 100, "canastas_1000": 1, **OUT}, OK) == {
        "entries.0.meld_points": "1 canasta in only 100 meld points?"
    }


def test_many_points_without_a_canasta_or_in_hand_or_as_penalty():
    small_out = {"meld_points": 35, "clean_canastas": 1, **OUT}
    assert warned(BURRACO, small_out, {"meld_points": 605, "hand_points": 405}) == {
        "entries.1.meld_points": "605 meld points without a single canasta?",
        "entries.1.hand_points": "405 points left in hand?",
    }
    assert warned(BURRACO, small_out, {"meld_points": 600, "hand_points": 400}) == {}
    assert warned(BURRACO, CLEAN_OUT, {**OK, "penalty_points": 305}) == {
        "entries.1.penalty_points": "305 penalty points?"
    }
    assert warned(BURRACO, CLEAN_OUT, {**OK, "penalty_points": 300}) == {}


def test_a_side_that_did_not_go_out_holds_cards():
    assert warned(BURRACO, CLEAN_OUT, {"meld_points": 60}) == {
        "entries.1.hand_points": "Another side went out, yet no points are left in this hand?"
    }
    assert warned(BURRACO, OK, {"meld_points": 60}) == {
        "entries.1.hand_points": "Nobody went out, yet no points are left in this hand?"
    }


def test_a_pot_not_played_with_fewer_points_than_its_11_cards_hold():
    side = {"meld_points": 60, "hand_points": 20, "pot": "not_played"}
    assert warned(BURRACO, CLEAN_OUT, {**side, "pot_points": 50}) == {
        "entries.1.pot_points": "Only 50 points in a pot of 11 cards? Its cards hold at least 55."
    }
    assert warned(BURRACO, CLEAN_OUT, {**side, "pot_points": 55}) == {}
    assert warned(STBL, CLEAN_OUT, side) == {}  # flat: its cards are not asked
    assert warned(rules(values={"low": 10}), CLEAN_OUT, {**side, "pot_points": 105}) == {
        "entries.1.pot_points": "Only 105 points in a pot of 11 cards? Its cards hold at least 110."
    }
