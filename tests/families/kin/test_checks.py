"""Side checks every melding family makes alike (families/kin/checks.py)."""

from __future__ import annotations

from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.kin.checks import canastas_to_go_out, held_alone, without_melds


def test_going_out_needs_the_canastas_named_with_its_plural():
    assert canastas_to_go_out("entries.1.", 2, 2) == []
    (problem,) = canastas_to_go_out("entries.1.", 0, 1)
    assert problem.path == "entries.1.going_out" and problem.params == {"n": 1, "has": 0}
    assert problem.text() == "Going out needs at least 1 canasta; this side has 0."
    assert canastas_to_go_out("entries.1.", 1, 2)[0].text() == "Going out needs at least 2 canastas; this side has 1."


def test_a_side_that_melded_nothing_has_none_of_these():
    entry = SideEntry(natural_canastas=1, joker_canastas=2)
    found = without_melds("entries.0.", entry, ("natural_canastas", "mixed_canastas", "joker_canastas"), "No!")
    assert [(p.path, p.message) for p in found] == [("entries.0.natural_canastas", "No!"), ("entries.0.joker_canastas", "No!")]


def test_a_player_who_went_out_alone_holds_nothing():
    entry = SideEntry(hand_points=0, red_threes_in_hand=1)
    (problem,) = held_alone("entries.0.", entry, ("hand_points", "red_threes_in_hand"))
    assert problem.path == "entries.0.red_threes_in_hand" and problem.text() == "A player who went out alone holds no cards."
