"""Counts a melding family's table may have typed wrong, asked about ("Are you sure?"): melds without a canasta or
book, more points left in hand than anyone holds, and a hand with nothing left though it played on."""

from __future__ import annotations

from scorepad.rules.problems import N_, Problem


def melds_without(at: str, melds: int, meld_points: int, most: int, message: str) -> list[Problem]:
    """Many meld points (above `most`) though the side completed no canasta (or book), `message` saying so."""
    if melds or meld_points <= most:
        return []
    return [Problem(at + "meld_points", message, {"points": meld_points})]


def much_held(at: str, hand_points: int, most: int) -> list[Problem]:
    """More points left in hand than anyone plausibly holds (above `most`)."""
    if hand_points <= most:
        return []
    return [Problem(at + "hand_points", N_("%(points)d points left in hand?"), {"points": hand_points})]


def nothing_held(at: str, empty: bool, somebody_out: bool) -> list[Problem]:
    """Nothing counted in hand (`empty`) by a side that played on, whether another side went out or nobody did."""
    if not empty:
        return []
    if somebody_out:
        return [Problem(at + "hand_points", N_("Another side went out, yet no points are left in this hand?"))]
    return [Problem(at + "hand_points", N_("Nobody went out, yet no points are left in this hand?"))]
