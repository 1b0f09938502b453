"""The typed conflicts (games/conflicts.py): each says what happened in a problem a door can show, and
carries what the door needs besides, as attributes; no app or database needed."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict, Stale
from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.games.conflicts import NumberTaken, RoundChanged, StoredRound, VersionChanged, expect_version
from scorepad.games.history import Actor

THEIRS = StoredRound(2, [SideEntry(meld_points=240, going_out="out"), SideEntry()], 5, Actor("phone", "1a2b"))


def test_a_taken_number_and_one_not_reached_yet_are_said_apart():
    taken, early = NumberTaken(2, 3, THEIRS), NumberTaken(4, 3, None)
    assert isinstance(taken, Conflict) and (taken.number, taken.next, taken.theirs) == (2, 3, THEIRS)
    assert [p.text() for p in taken.problems] == ["Round 2 is already recorded; the next is 3."]
    assert [p.text() for p in early.problems] == ["Round 4 can't be recorded yet; the next is 3."]
    assert [p.path for p in early.problems] == ["number"]


def test_a_changed_round_carries_it_as_history_keeps_it():
    changed = RoundChanged(THEIRS)
    assert [p.text() for p in changed.problems] == ["Round 2 was changed on another phone meanwhile."]
    record = changed.theirs.record
    assert record["number"] == 2 and record["entries"][0]["meld_points"] == 240
    assert record["entries"][0]["going_out"] == "out" and record["entries"][1]["going_out"] is None


def test_a_version_is_expected_only_when_one_is_named():
    expect_version(7, None)
    expect_version(7, 7)
    with pytest.raises(VersionChanged) as stale:
        expect_version(7, 6)
    assert isinstance(stale.value, Stale) and stale.value.version == 7
