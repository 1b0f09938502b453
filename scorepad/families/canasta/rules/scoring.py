"""Scoring: one side's counts -> a signed breakdown; a round -> every side's score and total."""

from __future__ import annotations

from scorepad.rules.game import SideResult, breakdown, scored

from .entries import SideEntry
from .settings import CanastaRules

PARTS = ("melds", "hand", "canastas", "red_threes", "red_threes_in_hand", "going_out", "stock_out", "penalties")
Breakdown = breakdown(
    PARTS,
    "The parts of one side's round score, signed (deductions negative); they add up to the score.",
)


def red_three_amount(rules: CanastaRules, count: int) -> int:
    """The unsigned amount of `count` red threes laid down (table value plus any card points)."""
    value = rules.red_three_totals.get(count, count * rules.red_three)
    return value + count * rules.red_three_card_points


def red_threes_sign(rules: CanastaRules, entry: SideEntry) -> int:
    """+1, 0 or -1: whether the side's red threes count for it, nothing, or against it."""
    has_canasta = entry.canastas > 0
    if rules.red_threes_need == "meld":
        met = entry.melded
    elif rules.red_threes_need == "canasta":
        met = has_canasta
    else:  # canasta_else_zero: seed 004 read literally, plus with a canasta, nothing in between
        if has_canasta:
            return 1
        if entry.melded:
            return 0
        met = False
    if met:
        return 1
    return {"negative": -1, "zero": 0, "positive": 1}[rules.red_threes_unmet]


def going_out_bonus(rules: CanastaRules, way: str | None) -> int:
    """The whole bonus for the way the side went out (0 when it did not)."""
    return {None: 0, "out": rules.going_out, "concealed": rules.concealed, "hand_canasta": rules.hand_canasta}[way]


def score_side(rules: CanastaRules, entry: SideEntry, somebody_went_out: bool) -> Breakdown:
    """Score one side's counts for one round under the game's rules (RULES.md 3-4)."""
    melds = entry.meld_points
    if rules.melds_without_canasta == "negative" and entry.canastas == 0:
        melds = -melds
    canastas = (
        entry.natural_canastas * rules.natural_canasta
        + entry.mixed_canastas * rules.mixed_canasta
        + entry.joker_canastas * rules.joker_canasta
    )
    red_threes = 0
    if entry.red_threes:
        red_threes = red_threes_sign(rules, entry) * red_three_amount(rules, entry.red_threes)
    return Breakdown(
        melds=melds,
        hand=-entry.hand_points,
        canastas=canastas,
        red_threes=red_threes,
        red_threes_in_hand=-entry.red_threes_in_hand * rules.red_three_in_hand,
        going_out=going_out_bonus(rules, entry.going_out),
        stock_out=0 if somebody_went_out else -rules.stock_out,
        penalties=-entry.penalty_points,
    )


def score_round(rules: CanastaRules, entries: list[SideEntry], totals_before: list[int]) -> list[SideResult]:
    """Score every side of one round; the round must already have passed the checks."""
    somebody_went_out = any(e.going_out for e in entries)
    return scored([score_side(rules, entry, somebody_went_out) for entry in entries], totals_before)
