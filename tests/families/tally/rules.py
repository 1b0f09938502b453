"""Tally, a family made only for the tests: each side's marks typed per round, the first side past a target wins
(ties past it play on). It is built the way a family of Scorepad's own is: settings and counts declared once, a
check, a warning, scoring with its parts explained, an end of the game, a figure of each side, an announcement."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scorepad.rules.entries import counted
from scorepad.rules.game import Announcement, Ending, Replay, RoundOutcome, SideResult, standing
from scorepad.rules.problems import N_, Problem
from scorepad.rules.reasons import Reason
from scorepad.rules.settings import points, setting

PARTS = ("marks",)
MANY = 300  # a round's marks above this ask "are you sure?"


@dataclass(frozen=True)
class TallyRules:
    """Every setting of a Tally game."""

    target: int = points(100, N_("Marks to win"), low=5)
    max_marks: int = setting(500, "count", N_("Most marks in one round"), low=1, high=100_000)


@dataclass(frozen=True)
class TallyEntry:
    """One side's marks of one round."""

    marks: int = counted("points", N_("Marks"), multiple=5)


@dataclass(frozen=True)
class Breakdown:
    """A side's round: its marks (the only part)."""

    marks: int

    @property
    def score(self) -> int:
        """The round's score."""
        return self.marks

    def to_dict(self) -> dict[str, int]:
        """The parts as a plain mapping."""
        return {"marks": self.marks}


def check_round(
    rules: TallyRules, entries: list[TallyEntry], _sizes: list[int], _parsed: list[Problem]
) -> list[Problem]:
    """Marks above the agreed most in one round can't have happened; marks come in fives."""
    problems = []
    for i, entry in enumerate(entries):
        if entry.marks > rules.max_marks:
            message = N_("At most %(most)s marks in one round.")
            problems.append(Problem(f"entries.{i}.marks", message, {"most": rules.max_marks}))
        if entry.marks % 5:
            problems.append(Problem(f"entries.{i}.marks", N_("Marks come in fives.")))
    return problems


def warnings(_rules: TallyRules, entries: list[TallyEntry], _totals: list[int] | None = None) -> list[Problem]:
    """Many marks in one round: possible, but worth a second look."""
    return [
        Problem(f"entries.{i}.marks", N_("%(marks)d marks in one round?"), {"marks": e.marks})
        for i, e in enumerate(entries)
        if e.marks > MANY
    ]


def ending(rules: TallyRules, totals: list[int]) -> Ending:
    """The first side past the target with more than every other wins; a tie past it plays on."""
    if max(totals) < rules.target:
        return Ending(False, None, None)
    winner, margin = standing(totals, lower_wins=False)
    return Ending(winner is not None, winner, margin, tie=winner is None)


def play_round(
    rules: TallyRules, entries: list[TallyEntry], before: list[int], _sizes: list[int], _played: int = 0
) -> RoundOutcome:
    """Score one checked round and say what it changed."""
    results = [SideResult(Breakdown(e.marks), e.marks, t + e.marks) for e, t in zip(entries, before, strict=True)]
    after = [r.total for r in results]
    end = ending(rules, after)
    said = (
        [Announcement("game_over", end.winner, {"totals": after, "margin": end.margin})]
        if end.winner is not None
        else []
    )
    half = rules.target // 2
    said += [
        Announcement("halfway", i, {"total": new})
        for i, (old, new) in enumerate(zip(before, after, strict=True))
        if old < half <= new
    ]
    return RoundOutcome(results, said, end)


def explain(rules: TallyRules, entry: TallyEntry, breakdown: Breakdown) -> list[Reason]:
    """The round's one part in words."""
    return [
        Reason(
            "marks",
            breakdown.marks,
            N_("Marks typed: %(points)s (first past %(target)s wins)"),
            {"target": rules.target},
            ("target",),
        )
    ]


def game_figures(rules: TallyRules, _sizes: list[int], _replay: Replay) -> dict[str, Any]:
    """The game's own figure: the target."""
    return {"target": rules.target}


def side_figures(rules: TallyRules, total: int, _played: int) -> dict[str, Any]:
    """A side's own figure: the marks it still needs."""
    return {"to_go": max(rules.target - total, 0)}
