"""Rommé hands that are possible but unlikely: warnings that ask "Are you sure?" and never block."""

from __future__ import annotations

from scorepad.rules.problems import N_, Problem

from .entries import PlayerHand
from .settings import CARD_VALUES, RommeRules

DEALT = 13  # each player gets 13 cards; one drawn makes 14 before the discard
JOKER, ACE, TEN = (CARD_VALUES[k] for k in ("jokers", "aces", "tens"))
# The most a hand that never bought can hold: 14 cards, both jokers, all 8 aces, 4 tens (RULES.md 10).
# Beyond it a player must have bought cards (Rommé mit Kaufen): nearly impossible, so worth a question.
LOSS_UNLIKELY = 2 * JOKER + 8 * ACE + (DEALT + 1 - 2 - 8) * TEN  # 208


def round_warnings(rules: RommeRules, entries: list[PlayerHand]) -> list[Problem]:
    """Possible but unlikely counts, each tied to its field."""
    found: list[Problem] = []
    for i, entry in enumerate(entries):
        at = f"entries.{i}."
        if entry.out:
            continue
        if entry.hand_points == 0:
            found.append(Problem(at + "hand_points", N_("No loss points, though this player did not go out?")))
        elif entry.hand_points > LOSS_UNLIKELY:
            found.append(
                Problem(at + "hand_points", N_("%(points)d loss points in one hand?"), {"points": entry.hand_points})
            )
        cards = sum(n for _k, n in entry.hand_cards.counts) if entry.hand_cards is not None else 0
        if cards > DEALT + 1:
            found.append(Problem(at + "hand_cards", N_("%(n)d cards left in one hand?"), {"n": cards}))
    return found
