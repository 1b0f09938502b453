"""A Modern American Canasta game as a whole: minimums by total, the end at 8500 or by a dream hand, and what
to announce (RULES.md 11.6-11.8)."""

from __future__ import annotations

from typing import Any

from scorepad.rules.game import Announcement, Ending, Replay, RoundOutcome

from .entries import AmericanEntry
from .scoring import score_round
from .settings import DREAM_HAND, AmericanRules


def minimum(rules: AmericanRules, total: int) -> int:
    """The initial-meld minimum of a side with this cumulative total; negative totals take the first step."""
    needed = rules.minimums[0][1]
    for bound, points in rules.minimums:
        if total >= bound:
            needed = points
    return needed


def dream_winner(rules: AmericanRules, entries: list[AmericanEntry]) -> int | None:
    """The side whose dream hand wins the game at once (None when no dream hand does)."""
    if not rules.dream_hand_wins:
        return None
    return next((i for i, e in enumerate(entries) if e.special_hand == DREAM_HAND), None)


def ending(rules: AmericanRules, totals: list[int], dream: int | None = None) -> Ending:
    """A dream hand wins at once, its margin the difference of the totals; else the game ends when a side has
    at least the target and more than every other side; an exact tie at the top over it plays another hand."""
    if dream is not None:
        return Ending(True, dream, totals[dream] - max(t for i, t in enumerate(totals) if i != dream))
    best = max(totals)
    if best < rules.target:
        return Ending(False, None, None)
    leaders = [i for i, t in enumerate(totals) if t == best]
    if len(leaders) > 1:
        return Ending(False, None, None, tie=True)
    return Ending(True, leaders[0], best - max(t for i, t in enumerate(totals) if i != leaders[0]))


def announcements(
    rules: AmericanRules, entries: list[AmericanEntry], before: list[int], after: list[int], end: Ending
) -> list[Announcement]:
    """The hand's news, most important first: the end of the game, a special hand, minimums that changed (not
    once the game is over: no hand follows)."""
    found: list[Announcement] = []
    if end.winner is not None:
        found.append(Announcement("game_over", end.winner, {"totals": list(after), "margin": end.margin}))
    if end.tie:
        found.append(Announcement("tie", None, {"total": max(after)}))
    for i, entry in enumerate(entries):
        if entry.special_hand is not None:
            kind = "dream_hand" if end.over and end.winner == i and entry.special_hand == DREAM_HAND else "special_hand"
            found.append(Announcement(kind, i, {"points": rules.special_hands.get(entry.special_hand, 0)}))
    if end.over:
        return found
    for i, (old, new) in enumerate(zip(before, after, strict=True)):
        if minimum(rules, old) != minimum(rules, new):
            found.append(Announcement("minimum", i, {"old": minimum(rules, old), "new": minimum(rules, new)}))
    return found


def play_round(
    rules: AmericanRules,
    entries: list[AmericanEntry],
    totals_before: list[int],
    _sizes: list[int],
    _played: int = 0,
) -> RoundOutcome:
    """Score one checked hand and say what it changed; the round's own figures are the minimums."""
    results = score_round(rules, entries, totals_before)
    after = [r.total for r in results]
    end = ending(rules, after, dream_winner(rules, entries))
    minimums = {"before": [minimum(rules, t) for t in totals_before], "after": [minimum(rules, t) for t in after]}
    return RoundOutcome(
        results, announcements(rules, entries, totals_before, after, end), end, {"initial_meld": minimums}
    )


def game_figures(rules: AmericanRules, _sizes: list[int], replay: Replay) -> dict[str, Any]:
    """The game's own figures: the target, and whether a tie over it plays another hand."""
    ending_ = replay.ending
    return {"target": rules.target, "tie_over_target": bool(ending_ and ending_.tie)}


def side_figures(rules: AmericanRules, total: int, _played: int) -> dict[str, Any]:
    """A side's own figure: its initial-meld minimum for the next hand (by its total)."""
    return {"initial_meld": minimum(rules, total)}
