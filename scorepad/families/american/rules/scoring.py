"""Scoring (RULES.md 11.4-11.7): one side's counts -> a signed breakdown; a hand -> every side's score and total."""

from __future__ import annotations

from scorepad.rules.game import SideResult, breakdown, scored

from .entries import AmericanEntry
from .settings import AmericanRules

PARTS = (
    "special_hand",
    "melds",
    "hand",
    "canastas",
    "threes",
    "incomplete_melds",
    "held_aces_sevens",
    "threes_in_hand",
    "last_card_three",
    "going_out",
)
# Each kind of canasta and the setting holding its bonus.
CANASTA_VALUES = (
    ("natural_canastas", "natural_canasta"),
    ("mixed_canastas", "mixed_canasta"),
    ("aces_canastas", "aces_canasta"),
    ("sevens_canastas", "sevens_canasta"),
    ("wild_canastas", "wild_canasta"),
    ("joker_canastas", "wild_canasta_four_jokers"),
    ("deuce_canastas", "wild_canasta_deuces"),
)
Breakdown = breakdown(
    PARTS,
    "The parts of one side's hand score, signed (costs negative); they add up to the score.",
)


def threes_sign(rules: AmericanRules, canastas: int) -> int:
    """-1, 0 or +1: threes count minus with no canasta, not at all with one, plus with two or more (11.5)."""
    if rules.threes_sign == "plus":
        return 1
    return -1 if canastas == 0 else 0 if canastas == 1 else 1


def threes_amount(rules: AmericanRules, entry: AmericanEntry) -> int:
    """The unsigned threes term: the scale of the red threes plus the scale of the black ones."""
    return rules.threes(entry.red_threes) + rules.threes(entry.black_threes)


def incomplete_cost(rules: AmericanRules, entry: AmericanEntry) -> int:
    """What the side's unfinished aces, sevens and wild melds cost together (unsigned)."""
    wild = rules.incomplete_wild_four_jokers if entry.incomplete_wild_four_jokers else rules.incomplete_wild
    return (
        entry.incomplete_aces * rules.incomplete_aces
        + entry.incomplete_sevens * rules.incomplete_sevens
        + entry.incomplete_wild * wild
    )


def score_side(rules: AmericanRules, entry: AmericanEntry) -> Breakdown:
    """Score one side's counts for one hand (RULES.md 11.4): base + count, or the special hand alone."""
    if entry.special_hand is not None:
        return Breakdown(special_hand=rules.special_hands.get(entry.special_hand, 0))
    c = entry.canastas
    negative = c == 0 and rules.no_canasta_melds_negative
    return Breakdown(
        melds=-entry.meld_points if negative else entry.meld_points,
        hand=-entry.hand_points,
        canastas=sum(getattr(entry, count) * getattr(rules, value) for count, value in CANASTA_VALUES),
        threes=threes_sign(rules, c) * threes_amount(rules, entry),
        incomplete_melds=-incomplete_cost(rules, entry),
        held_aces_sevens=-(entry.aces_held + entry.sevens_held) * rules.held_aces_or_sevens_penalty,
        threes_in_hand=-entry.threes_in_hand * rules.held_three,
        last_card_three=-rules.last_drawn_three if entry.last_card_three else 0,
        going_out=rules.going_out if entry.going_out else 0,
    )


def score_round(rules: AmericanRules, entries: list[AmericanEntry], totals_before: list[int]) -> list[SideResult]:
    """Score every side of one hand; the hand must already have passed the checks."""
    return scored([score_side(rules, entry) for entry in entries], totals_before)
