"""Scoring a Rommé hand: loss points per player; the one who went out scores 0; Hand-Rommé may double."""

from __future__ import annotations

from scorepad.rules.game import SideResult, breakdown, scored

from .entries import PlayerHand
from .settings import RommeRules

PARTS = ("hand", "hand_romme")
Breakdown = breakdown(
    PARTS,
    "One player's loss points of a hand (RULES.md 10): the cards left in hand, and as much again when another player"
    " went out with Hand-Rommé under the house rule. They add up to the score.",
)


def doubled(rules: RommeRules, entries: list[PlayerHand]) -> bool:
    """Whether this hand's loss points count double: a Hand-Rommé under the house rule."""
    return rules.hand_romme_doubles and any(e.going_out == "hand" for e in entries)


def score_player(entry: PlayerHand, double: bool) -> Breakdown:
    """One player's loss points: none for the player who went out, else the points held (twice on a
    Hand-Rommé)."""
    if entry.out:
        return Breakdown(0, 0)
    return Breakdown(entry.hand_points, entry.hand_points if double else 0)


def score_round(rules: RommeRules, entries: list[PlayerHand], totals_before: list[int]) -> list[SideResult]:
    """Score every player of one hand; the hand must already have passed the checks."""
    double = doubled(rules, entries)
    return scored([score_player(entry, double) for entry in entries], totals_before)
