"""A Rommé game as a whole: the end (after the agreed hands, or when the table ends it), the lowest total
wins, and what to say after each hand (RULES.md 10)."""

from __future__ import annotations

from typing import Any

from scorepad.rules.game import Announcement, Ending, Replay, RoundOutcome, standing

from .entries import PlayerHand
from .scoring import score_round
from .settings import RommeRules


def ending(rules: RommeRules, totals: list[int], played: int) -> Ending:
    """After the agreed number of hands the lowest total wins (no single winner on a tie for lowest; the margin
    is the second-lowest total minus the lowest); a game without a number of hands goes on until the table
    ends it."""
    if rules.hands is None or played < rules.hands:
        return Ending(False, None, None)
    winner, margin = standing(totals, lower_wins=True)
    return Ending(True, winner, margin, tie=winner is None)


def announcements(entries: list[PlayerHand], after: list[int], end: Ending) -> list[Announcement]:
    """The hand's news, most important first: the end of the game, who went out (and how), who leads."""
    found: list[Announcement] = []
    if end.over and end.winner is not None:
        found.append(Announcement("game_over", end.winner, {"totals": list(after), "margin": end.margin}))
    elif end.over:
        found.append(Announcement("game_tied", None, {"total": min(after)}))
    for i, entry in enumerate(entries):
        if entry.going_out == "hand":
            found.append(Announcement("hand_romme", i))
        elif entry.going_out == "out":
            found.append(Announcement("went_out", i))
    leader, _margin = standing(after, lower_wins=True)
    if not end.over and leader is not None:
        found.append(Announcement("leads", leader, {"total": after[leader]}))
    return found


def play_round(
    rules: RommeRules, entries: list[PlayerHand], totals_before: list[int], _sizes: list[int], played: int = 0
) -> RoundOutcome:
    """Score one checked hand (the `played` hands before it known) and say what it changed."""
    results = score_round(rules, entries, totals_before)
    after = [r.total for r in results]
    end = ending(rules, after, played + 1)
    return RoundOutcome(results, announcements(entries, after, end), end)


def game_figures(rules: RommeRules, _sizes: list[int], replay: Replay) -> dict[str, Any]:
    """The game's own figures: who leads (the single lowest total) and the hands still to play."""
    leader, _margin = standing(replay.totals, lower_wins=True) if replay.outcomes else (None, None)
    left = max(rules.hands - len(replay.outcomes), 0) if rules.hands is not None else None
    return {"leader": leader, "hands_left": left}


def side_figures(_rules: RommeRules, _total: int, _played: int) -> dict[str, Any]:
    """A player has no figures of their own beyond the total."""
    return {}
