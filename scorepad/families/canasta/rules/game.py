"""A Canasta game as a whole: initial-meld minimums, the end of the game, announcements (RULES.md 5-6)."""

from __future__ import annotations

from scorepad.rules.game import Announcement, Ending, RoundOutcome

from .entries import SideEntry
from .scoring import score_round
from .settings import CanastaRules


def minimum(rules: CanastaRules, total: int) -> int:
    """The initial-meld minimum of a side with this cumulative total (RULES.md 5)."""
    if total < 0:
        return rules.initial_meld_below_zero
    needed = rules.initial_meld_steps[0][1]
    for bound, points in rules.initial_meld_steps:
        if total >= bound:
            needed = points
    return needed


def ending(rules: CanastaRules, totals: list[int], side_sizes: list[int]) -> Ending:
    """The game ends when a side has at least the target and more than every other side (RULES.md 6);
    tied totals at or over the target play on (`tie`)."""
    target = rules.target_for(side_sizes)
    best = max(totals)
    if best < target:
        return Ending(False, None, None)
    leaders = [i for i, t in enumerate(totals) if t == best]
    if len(leaders) > 1:
        return Ending(False, None, None, tie=True)
    runner_up = max(t for i, t in enumerate(totals) if i != leaders[0])
    return Ending(True, leaders[0], best - runner_up)


def announcements(
    rules: CanastaRules, before: list[int], after: list[int], side_sizes: list[int], end: Ending
) -> list[Announcement]:
    """The round's announcements, most important first (RULES.md 5: crossing a bound is said aloud). A round that
    ends the game says only that: no hand follows, so no minimum or bound is news any more."""
    found: list[Announcement] = []
    if end.winner is not None:
        return [Announcement("game_over", end.winner, {"totals": list(after), "margin": end.margin})]
    if end.tie:
        found.append(Announcement("tie", None, {"total": max(after)}))
    target = rules.target_for(side_sizes)
    for i, (old, new) in enumerate(zip(before, after, strict=True)):
        if minimum(rules, old) != minimum(rules, new):
            found.append(Announcement("minimum", i, {"old": minimum(rules, old), "new": minimum(rules, new)}))
    for i, (old, new) in enumerate(zip(before, after, strict=True)):
        if old >= 0 > new:
            found.append(Announcement("below_zero", i, {"total": new}))
    if end.winner is None:
        for i, (old, new) in enumerate(zip(before, after, strict=True)):
            if old < target - 500 <= new < target:
                found.append(Announcement("last_500", i, {"total": new, "needed": target - new}))
    return found


def play_round(
    rules: CanastaRules, entries: list[SideEntry], totals_before: list[int], side_sizes: list[int], _played: int = 0
) -> RoundOutcome:
    """Score one checked round and say what it changed; the round's own figures are the minimums."""
    results = score_round(rules, entries, totals_before)
    after = [r.total for r in results]
    end = ending(rules, after, side_sizes)
    minimums = {
        "before": [minimum(rules, t) for t in totals_before],
        "after": [minimum(rules, t) for t in after],
    }
    return RoundOutcome(
        results, announcements(rules, totals_before, after, side_sizes, end), end, {"initial_meld": minimums}
    )
