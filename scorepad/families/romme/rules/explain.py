"""Why each player's loss points of a hand are what they are: the cards held and the settings behind them."""

from __future__ import annotations

from scorepad.rules.problems import N_
from scorepad.rules.reasons import Reason

from .entries import PlayerHand
from .scoring import Breakdown
from .settings import RommeRules


def explain(rules: RommeRules, entry: PlayerHand, breakdown: Breakdown) -> list[Reason]:
    """Every part of one player's loss points of a hand, with the counts and settings that made it."""
    if entry.going_out == "hand":
        message = N_("Hand-Rommé, out in one go holding %(held)s (at most %(limit)s allowed): %(points)s")
        return [Reason("hand", 0, message, {"held": entry.hand_points, "limit": rules.romme_limit}, ("romme_limit",))]
    if entry.out:
        message = N_("Called Rommé holding %(held)s (at most %(limit)s allowed): %(points)s")
        return [Reason("hand", 0, message, {"held": entry.hand_points, "limit": rules.romme_limit}, ("romme_limit",))]
    reasons = [
        Reason(
            "hand",
            breakdown.hand,
            N_("Loss points in hand at the final Rommé: %(points)s"),
            {},
            (),
        )
    ]
    if breakdown.hand_romme:
        reasons.append(
            Reason(
                "hand_romme",
                breakdown.hand_romme,
                N_("Counted twice: another player went out with Hand-Rommé (house rule): %(points)s"),
                {},
                ("hand_romme_doubles",),
            )
        )
    return reasons
