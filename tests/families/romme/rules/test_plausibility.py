"""Rommé hands that are possible but unlikely (families/romme/rules/plausibility.py): each warning at its field."""

from __future__ import annotations

from scorepad.families.romme.rules.entries import PlayerHand
from scorepad.families.romme.rules.plausibility import round_warnings

from ..kit import BOOKLET as RULES
from ..kit import cards


def warned(*entries: PlayerHand) -> list[tuple[str, str]]:
    """The warnings of a hand, as (field, words)."""
    return [(p.path, p.text()) for p in round_warnings(RULES, list(entries))]


def test_an_ordinary_hand_asks_nothing():
    assert warned(PlayerHand(going_out="out"), PlayerHand(hand_points=42), PlayerHand(hand_points=208)) == []


def test_no_loss_points_or_too_many_are_questioned_for_a_player_who_stayed_in():
    # 14 cards that never bought hold at most both jokers (80), all eight aces (88) and four tens (40): 208
    assert warned(PlayerHand(going_out="out"), PlayerHand(), PlayerHand(hand_points=210)) == [
        ("entries.1.hand_points", "No loss points, though this player did not go out?"),
        ("entries.2.hand_points", "210 loss points in one hand?"),
    ]
    assert warned(PlayerHand(going_out="out"), PlayerHand(hand_points=160)) == []


def test_more_than_fourteen_cards_left_are_questioned_but_never_for_who_went_out():
    many = PlayerHand(hand_points=120, hand_cards=cards(aces=4, tens=11))
    assert warned(PlayerHand(going_out="out"), many) == [("entries.1.hand_cards", "15 cards left in one hand?")]
    assert warned(PlayerHand(going_out="out"), PlayerHand(hand_points=100, hand_cards=cards(tens=10))) == []
    assert warned(PlayerHand(going_out="hand", hand_points=0)) == []
