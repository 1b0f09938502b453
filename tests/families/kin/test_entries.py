"""What a melding family's side counts alike (families/kin/entries.py): the Canasta-like start of an entry, and the
card counters."""

from __future__ import annotations

from dataclasses import fields

from scorepad.families.american.rules.entries import AmericanEntry
from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.canasta.rules.settings import CARD_CLASSES
from scorepad.families.kin.entries import Canastas, cards_left, melded_cards
from scorepad.rules.entries import declared

START = ["meld_points", "hand_points", "natural_canastas", "mixed_canastas"]


def test_canasta_like_entries_start_alike_and_keep_their_own_order():
    assert [f.name for f in fields(Canastas)] == START
    assert [f.name for f in fields(SideEntry)][:5] == [*START, "joker_canastas"]
    assert [f.name for f in fields(AmericanEntry)][:5] == [*START, "aces_canastas"]
    assert [c.name for c in declared(SideEntry)][-2:] == ["meld_cards", "hand_cards"]


def test_the_card_counters_replace_the_points_they_name():
    meld, held = melded_cards(CARD_CLASSES), cards_left("Cards left in hand", CARD_CLASSES)
    assert meld.metadata["counted"].points_of == "meld_points" and meld.metadata["counted"].classes == CARD_CLASSES
    assert held.metadata["counted"].points_of == "hand_points" and held.metadata["counted"].label == "Cards left in hand"
    assert meld.default is None and held.default is None
