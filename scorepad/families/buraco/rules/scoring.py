"""The score of one side's hand (RULES.md 13.4) as signed parts that add up to it; a hand -> every side's score."""

from __future__ import annotations

from dataclasses import dataclass

from scorepad.rules.game import SideResult

from .entries import CANASTA_KINDS, BuracoEntry
from .settings import BuracoRules

PARTS = ("melds", "canastas", "going_out", "hand", "pot", "pot_taken", "penalties")


@dataclass(frozen=True)
class Breakdown:
    """The parts of one side's hand score, signed (deductions negative); they add up to the score."""

    melds: int
    canastas: int
    going_out: int
    hand: int
    pot: int
    pot_taken: int
    penalties: int

    @property
    def score(self) -> int:
        """The hand's score: the sum of the parts."""
        return sum(self.to_dict().values())

    def to_dict(self) -> dict[str, int]:
        """The parts as a plain mapping, in the API's order."""
        return {part: getattr(self, part) for part in PARTS}


def melds_count_against(rules: BuracoRules, entry: BuracoEntry) -> bool:
    """Whether the side's melds count minus and its canastas nothing: it has no clean canasta where
    `no_clean_counts_negative` (Brazil: "é descontado todos jogos e cartas")."""
    return rules.no_clean_counts_negative and entry.clean == 0


def canasta_bonuses(rules: BuracoRules, entry: BuracoEntry) -> int:
    """Every canasta at its kind's setting."""
    return sum(getattr(entry, name) * getattr(rules, setting) for name, setting in CANASTA_KINDS)


def pot_cost(rules: BuracoRules, entry: BuracoEntry) -> int:
    """What the side's pot costs it, unsigned: nothing played; `pot_not_taken` never taken; taken but not played,
    its cards (`pot_points`, Italy) or the same as never taken (Brazil, Argentina)."""
    if entry.pot == "not_taken":
        return rules.pot_not_taken
    if entry.pot == "not_played":
        return entry.pot_points if rules.pot_counts_cards else rules.pot_not_taken
    return 0


def score_side(rules: BuracoRules, entry: BuracoEntry) -> Breakdown:
    """Score one side's counts for one hand under the game's rules (RULES.md 13.4)."""
    against = melds_count_against(rules, entry)
    return Breakdown(
        melds=-entry.meld_points if against else entry.meld_points,
        canastas=0 if against else canasta_bonuses(rules, entry),
        going_out=rules.going_out_bonus if entry.went_out else 0,
        hand=-entry.hand_points,
        pot=-pot_cost(rules, entry),
        pot_taken=rules.pot_taken_bonus if entry.pot != "not_taken" else 0,
        penalties=-entry.penalty_points,
    )


def score_round(rules: BuracoRules, entries: list[BuracoEntry], totals_before: list[int]) -> list[SideResult]:
    """Score every side of one hand; the hand must already have passed the checks."""
    results = []
    for entry, before in zip(entries, totals_before, strict=True):
        breakdown = score_side(rules, entry)
        results.append(SideResult(breakdown, breakdown.score, before + breakdown.score))
    return results
