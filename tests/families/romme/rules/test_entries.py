"""One player's hand in Rommé (families/romme/rules/entries.py): going out either way."""

from __future__ import annotations

from scorepad.families.romme.rules.entries import PlayerHand
from scorepad.rules.entries import declared


def test_a_player_went_out_by_calling_romme_or_in_one_go():
    assert PlayerHand(going_out="out").out and PlayerHand(going_out="hand").out
    assert not PlayerHand(hand_points=35).out


def test_the_counts_a_table_writes():
    assert [c.name for c in declared(PlayerHand)] == ["hand_points", "going_out", "hand_cards"]
