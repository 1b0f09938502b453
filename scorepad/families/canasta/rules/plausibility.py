"""Rounds that are possible but unlikely: warnings that ask "Are you sure?" and never block."""

from __future__ import annotations

from scorepad.families.kin.warnings import melds_without, much_held, nothing_held
from scorepad.rules.problems import N_, NN_, Problem

from .cards import lowest_wild
from .entries import SideEntry
from .settings import CanastaRules

HAND_POINTS_UNLIKELY = 400
MELDS_WITHOUT_CANASTA_UNLIKELY = 600
PENALTY_UNLIKELY = 500
RANKS = (("low", 4), ("high", 6), ("aces", 1))  # 4-7, 8-K, aces: the ranks a canasta can be made of
CANASTA = 7
WITHOUT = N_("%(points)d meld points without a single canasta?")


def smallest_real_meld(rules: CanastaRules, natural: int, mixed: int, joker: int) -> int:
    """The fewest meld points a side's canastas really hold: a side melds each rank once (RULES.md 2), so
    only four canastas can be of 4-7 (5 points); the next six are of 8-K, then aces. Naturals take the cheap
    ranks first (seven cards each, against six in a mixed one). 1 natural: 35, 1 mixed: 50 (6 x 5 + a 2),
    5 naturals: 4 x 35 + 70 = 210."""
    values = sorted(rules.card_values[key] for key, count in RANKS for _ in range(count))
    values += [values[-1]] * max(0, natural + mixed - len(values))  # more canastas than ranks: an error elsewhere
    naturals, mixeds = values[:natural], values[natural : natural + mixed]
    wild = lowest_wild(rules)
    return sum(CANASTA * v for v in naturals) + sum((CANASTA - 1) * v + wild for v in mixeds) + joker * CANASTA * wild


def round_warnings(rules: CanastaRules, entries: list[SideEntry]) -> list[Problem]:
    """Possible but unlikely counts, each tied to its field."""
    found: list[Problem] = []
    somebody_out = any(e.going_out for e in entries)
    for i, entry in enumerate(entries):
        at = f"entries.{i}."
        least = smallest_real_meld(rules, entry.natural_canastas, entry.mixed_canastas, entry.joker_canastas)
        if entry.canastas and entry.meld_points < least:
            one, many = NN_(
                "%(n)d canasta in only %(points)d meld points?", "%(n)d canastas in only %(points)d meld points?"
            )
            found.append(Problem(at + "meld_points", one, {"n": entry.canastas, "points": entry.meld_points}, many))
        found += much_held(at, entry.hand_points, HAND_POINTS_UNLIKELY)
        found += melds_without(at, entry.canastas, entry.meld_points, MELDS_WITHOUT_CANASTA_UNLIKELY, WITHOUT)
        empty_hand = not entry.going_out and not entry.hand_points and not entry.red_threes_in_hand
        found += nothing_held(at, empty_hand, somebody_out)  # the scorer may have missed whoever went out
        if entry.red_threes_in_hand and not somebody_out:
            found.append(Problem(at + "red_threes_in_hand", N_("A red three caught in hand, though nobody went out?")))
        if entry.penalty_points > PENALTY_UNLIKELY:
            found.append(
                Problem(at + "penalty_points", N_("%(points)d penalty points?"), {"points": entry.penalty_points})
            )
    return found
