"""Counts a melding family's table may have typed wrong (families/kin/warnings.py), worked by hand."""

from __future__ import annotations

from scorepad.families.kin.warnings import melds_without, much_held, nothing_held


def test_many_meld_points_without_a_canasta():
    assert melds_without("entries.0.", 0, 600, 600, "%(points)d without?") == []
    assert melds_without("entries.0.", 1, 900, 600, "%(points)d without?") == []
    (problem,) = melds_without("entries.0.", 0, 605, 600, "%(points)d without?")
    assert (problem.path, problem.text()) == ("entries.0.meld_points", "605 without?")


def test_more_in_hand_than_anyone_holds():
    assert much_held("entries.1.", 400, 400) == []
    (problem,) = much_held("entries.1.", 405, 400)
    assert (problem.path, problem.text()) == ("entries.1.hand_points", "405 points left in hand?")


def test_nothing_in_hand_of_a_side_that_played_on():
    assert nothing_held("entries.0.", False, False) == []
    assert nothing_held("entries.0.", True, False)[0].text() == "Nobody went out, yet no points are left in this hand?"
    assert nothing_held("entries.0.", True, True)[0].text() == "Another side went out, yet no points are left in this hand?"
