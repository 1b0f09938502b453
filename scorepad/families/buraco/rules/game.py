"""A Buraco game as a whole (RULES.md 13.6): the end at the target or after a fixed number of hands, and what to
say after each hand."""

from __future__ import annotations

from typing import Any

from scorepad.rules.game import Announcement, Ending, Replay, RoundOutcome, standing

from .entries import BuracoEntry
from .scoring import score_round
from .settings import BuracoRules


def ending(rules: BuracoRules, totals: list[int], played: int) -> Ending:
    """With a fixed number of hands the last one ends the game: the higher total wins, equal totals are a draw
    (the target ends nothing). Otherwise a side at or over the target wins, the higher total if both are; equal
    totals over it play another hand (`tie`)."""
    winner, margin = standing(totals, lower_wins=False)
    if rules.hands:
        if played < rules.hands:
            return Ending(False, None, None)
        return Ending(True, winner, margin, tie=winner is None)
    if max(totals) < rules.target:
        return Ending(False, None, None)
    return Ending(False, None, None, tie=True) if winner is None else Ending(True, winner, margin)


def zero_crossings(before: list[int], after: list[int]) -> list[Announcement]:
    """A side that fell below zero ("fell into the buraco", Argentina), or climbed back out of it."""
    found = []
    for i, (old, new) in enumerate(zip(before, after, strict=True)):
        if old >= 0 > new:
            found.append(Announcement("below_zero", i, {"total": new}))
        elif old < 0 <= new:
            found.append(Announcement("out_of_buraco", i, {"total": new}))
    return found


def lead_change(before: list[int], after: list[int]) -> list[Announcement]:
    """A side that now leads alone where it did not before, or sides now level."""
    leader, margin = standing(after, lower_wins=False)
    was, _ = standing(before, lower_wins=False)
    if leader is not None and leader != was:
        return [Announcement("takes_lead", leader, {"total": after[leader], "margin": margin})]
    if leader is None and was is not None:
        return [Announcement("level", None, {"total": after[0]})]
    return []


def announcements(
    rules: BuracoRules, before: list[int], after: list[int], played: int, end: Ending
) -> list[Announcement]:
    """The hand's news, most important first: the end of the game (nothing else then: no hand follows), a tie over
    the target, a side in or out of the buraco, a change of lead, the last hand to come."""
    if end.over and end.winner is not None:
        return [Announcement("game_over", end.winner, {"totals": list(after), "margin": end.margin})]
    if end.over:
        return [Announcement("game_tied", None, {"total": max(after)})]
    found = [Announcement("tie", None, {"total": max(after)})] if end.tie else []
    found += zero_crossings(before, after)
    if not end.tie:  # a tie over the target says the sides are level already
        found += lead_change(before, after)
    if rules.hands and played + 1 == rules.hands:
        found.append(Announcement("last_hand", None, {"hand": rules.hands}))
    return found


def play_round(
    rules: BuracoRules, entries: list[BuracoEntry], totals_before: list[int], _sizes: list[int], played: int = 0
) -> RoundOutcome:
    """Score one checked hand (the `played` hands before it known) and say what it changed."""
    results = score_round(rules, entries, totals_before)
    after = [r.total for r in results]
    end = ending(rules, after, played + 1)
    return RoundOutcome(results, announcements(rules, totals_before, after, played + 1, end), end)


def game_figures(rules: BuracoRules, _sizes: list[int], replay: Replay) -> dict[str, Any]:
    """The game's own figures: the target (None where a fixed number of hands decides), the hands still to play
    (None: play to the target), and whether a tie over the target plays another hand."""
    ending_ = replay.ending
    left = max(rules.hands - len(replay.outcomes), 0) if rules.hands else None
    if left is not None and ending_ is not None and ending_.over:
        left = 0
    return {
        "target": None if rules.hands else rules.target,
        "hands_left": left,
        "tie_over_target": bool(ending_ and ending_.tie and not ending_.over),
    }


def side_figures(_rules: BuracoRules, _total: int, _played: int) -> dict[str, Any]:
    """A side has no figures of its own beyond its total (Buraco has no initial-meld minimum)."""
    return {}
