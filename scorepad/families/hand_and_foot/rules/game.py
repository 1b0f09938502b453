"""A Hand and Foot game as a whole (RULES.md 12.5, 12.6): the minimum first meld by round, the end after the
agreed rounds or at a target, the highest total wins, and what to say after each round."""

from __future__ import annotations

from typing import Any

from scorepad.rules.game import Announcement, Ending, Replay, RoundOutcome, standing

from .entries import SideEntry
from .scoring import score_round
from .settings import HandFootRules


def ending(rules: HandFootRules, totals: list[int], played: int) -> Ending:
    """After the agreed rounds the highest total wins (no winner on a tie for best); with a target, the first
    side at or over it with the single best total wins at once, and a tie for best over it plays on."""
    winner, margin = standing(totals, lower_wins=False)
    if rules.rounds is not None and played >= rules.rounds:
        return Ending(True, winner, margin, tie=winner is None)
    if rules.target is not None and max(totals) >= rules.target:
        return Ending(False, None, None, tie=True) if winner is None else Ending(True, winner, margin)
    return Ending(False, None, None)


def announcements(rules: HandFootRules, after: list[int], played: int, end: Ending) -> list[Announcement]:
    """The round's news, most important first: the end of the game (or a tie over the target), the next
    round's minimum first meld (said at every deal: it goes by the round, not the total), who leads."""
    found: list[Announcement] = []
    if end.over and end.winner is not None:
        found.append(Announcement("game_over", end.winner, {"totals": list(after), "margin": end.margin}))
    elif end.over:
        found.append(Announcement("game_tied", None, {"total": max(after)}))
    elif end.tie:
        found.append(Announcement("tie", None, {"total": max(after)}))
    if end.over:
        return found
    upcoming = played + 1
    kind = "last_round" if rules.rounds == upcoming else "minimum"
    params = {"round": upcoming, "old": rules.minimum(played), "new": rules.minimum(upcoming)}
    found.append(Announcement(kind, None, params))
    leader, _margin = standing(after, lower_wins=False)
    if leader is not None:
        found.append(Announcement("leads", leader, {"total": after[leader]}))
    return found


def play_round(
    rules: HandFootRules, entries: list[SideEntry], totals_before: list[int], _sizes: list[int], played: int = 0
) -> RoundOutcome:
    """Score one checked round (the `played` rounds before it known) and say what it changed; the round's own
    figures are the minimum first meld of this round and of the next, the same on every side."""
    results = score_round(rules, entries, totals_before)
    after = [r.total for r in results]
    number = played + 1
    end = ending(rules, after, number)
    sides = len(entries)
    minimums = {"before": [rules.minimum(number)] * sides, "after": [rules.minimum(number + 1)] * sides}
    return RoundOutcome(results, announcements(rules, after, number, end), end, {"initial_meld": minimums})


def game_figures(rules: HandFootRules, _sizes: list[int], replay: Replay) -> dict[str, Any]:
    """The game's own figures: the target (None: the rounds decide), the rounds still to play (None: play to
    the target), and whether a tie for best over the target plays on."""
    ending = replay.ending
    left = max(rules.rounds - len(replay.outcomes), 0) if rules.rounds is not None else None
    if ending is not None and ending.over:
        left = 0
    return {
        "target": rules.target,
        "rounds_left": left,
        "tie_over_target": bool(ending and ending.tie and not ending.over),
    }


def side_figures(rules: HandFootRules, _total: int, played: int) -> dict[str, Any]:
    """A side's own figure: the minimum first meld of the next round (by the round, the same on every side)."""
    return {"initial_meld": rules.minimum(played + 1)}
