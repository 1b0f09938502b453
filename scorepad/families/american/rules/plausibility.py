"""Modern American hands that are possible but unlikely: warnings that ask "Are you sure?" and never block."""

from __future__ import annotations

from scorepad.families.kin.warnings import melds_without, much_held, nothing_held
from scorepad.rules.problems import N_, NN_, Problem

from .cards import ACE, HIGH, LOW, MELD_FLOORS, TWO, meld_floor
from .entries import AmericanEntry
from .settings import AmericanRules

HAND_POINTS_UNLIKELY = 400
MELDS_WITHOUT_CANASTA_UNLIKELY = 600
WITHOUT = N_("%(points)d meld points without a single canasta?")
CANASTA = 7
PLAIN_RANKS = [LOW] * 3 + [HIGH] * 6  # 4-6 and 8-K: sevens and natural aces make canastas of their own


def smallest_real_meld(entry: AmericanEntry) -> int:
    """The fewest meld points a side's melds really hold: one meld per rank (RULES.md 11.9), so only three
    natural or mixed canastas can be of fours to sixes (5 points); the next six are of 8-K, then a mixed one
    of aces when the side has no aces meld. Naturals take the cheap ranks first (seven cards against six).
    1 natural: 35, 1 mixed: 50, 4 naturals: 3 x 35 + 70 = 175; other canastas and melds at their floors."""
    ranks = PLAIN_RANKS + ([] if entry.aces_canastas or entry.incomplete_aces else [ACE])
    natural, mixed = entry.natural_canastas, entry.mixed_canastas
    ranks += [ranks[-1]] * max(0, natural + mixed - len(ranks))  # more canastas than ranks: an error elsewhere
    plain = sum(CANASTA * v for v in ranks[:natural]) + sum(
        (CANASTA - 1) * v + TWO for v in ranks[natural : natural + mixed]
    )
    floors = natural * MELD_FLOORS["natural_canastas"] + mixed * MELD_FLOORS["mixed_canastas"]
    return meld_floor(entry) - floors + plain


def smallest_meld(rules: AmericanRules) -> int:
    """The smallest initial meld any total asks for (125 by default): a side that melded at all melded that."""
    return min(needed for _total, needed in rules.minimums)


def side_warnings(rules: AmericanRules, i: int, entry: AmericanEntry, somebody_out: bool) -> list[Problem]:
    """One side's unlikely counts, each tied to its field."""
    at = f"entries.{i}."
    found: list[Problem] = []
    if entry.canastas and entry.meld_points < smallest_real_meld(entry):
        one, many = NN_(
            "%(n)d canasta in only %(points)d meld points?", "%(n)d canastas in only %(points)d meld points?"
        )
        found.append(Problem(at + "meld_points", one, {"n": entry.canastas, "points": entry.meld_points}, many))
    elif 0 < entry.meld_points < smallest_meld(rules):
        found.append(
            Problem(
                at + "meld_points",
                N_("Only %(points)d meld points? The initial meld alone needs %(least)d."),
                {"points": entry.meld_points, "least": smallest_meld(rules)},
            )
        )
    found += melds_without(at, entry.canastas, entry.meld_points, MELDS_WITHOUT_CANASTA_UNLIKELY, WITHOUT)
    found += much_held(at, entry.hand_points, HAND_POINTS_UNLIKELY)
    empty = not entry.going_out and not entry.hand_points and not entry.threes_in_hand
    return found + nothing_held(at, empty, somebody_out)


def round_warnings(rules: AmericanRules, entries: list[AmericanEntry]) -> list[Problem]:
    """Possible but unlikely counts, each tied to its field; a side that showed a special hand counts nothing."""
    somebody_out = any(e.going_out or e.special_hand is not None for e in entries)
    found: list[Problem] = []
    for i, entry in enumerate(entries):
        if entry.special_hand is None:
            found += side_warnings(rules, i, entry, somebody_out)
    return found
