"""One side's counts for one Canasta round (families/canasta/rules/entries.py): canastas of every kind, and melding."""

from __future__ import annotations

from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.rules.entries import declared


def test_canastas_of_every_kind_add_up():
    assert SideEntry().canastas == 0
    assert SideEntry(natural_canastas=2, mixed_canastas=3, joker_canastas=1).canastas == 6


def test_a_side_melded_when_it_has_meld_points():
    assert SideEntry(meld_points=50).melded
    assert not SideEntry().melded and not SideEntry(meld_points=0, hand_points=100).melded


def test_the_counts_are_declared_in_the_order_a_table_writes_them():
    names = [c.name for c in declared(SideEntry)]
    assert names[:3] == ["meld_points", "hand_points", "natural_canastas"] and names[-2:] == [
        "meld_cards",
        "hand_cards",
    ]
    assert "going_out" in names and "penalty_points" in names
