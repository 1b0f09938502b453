"""Buraco hands that are possible but unlikely: warnings that ask "Are you sure?" and never block."""

from __future__ import annotations

from scorepad.rules.problems import N_, NN_, Problem

from .entries import BuracoEntry
from .settings import CANASTA_CARDS, POT_CARDS, BuracoRules

HAND_POINTS_UNLIKELY = 400
MELDS_WITHOUT_CANASTA_UNLIKELY = 600
PENALTY_UNLIKELY = 300
RUN_LOW, RUN_HIGH = 5, 6  # an ace-to-king run holds 3 to 7 (five low cards), 8 to K (six high ones), a natural 2


def smallest_real_meld(rules: BuracoRules, entry: BuracoEntry) -> int:
    """The fewest meld points the side's canastas really hold, beyond the refusals' floor of seven cheapest cards:
    a dirty canasta has a wild card (6 x 5 + a 2: 50 by default), a semi-clean one seven naturals and a wild card
    (55), a clean run from ace to king 13 cards (ace + 6 x 10 + 5 x 5 + a natural 2: 120), a canasta of 1000 a
    run from ace to ace (135) or seven wild cards (140 in 2s), whichever is less."""
    v = rules.values
    low, wild = v["low"], min(v["deuce"], v["joker"])
    ace_to_king = v["ace"] + RUN_HIGH * v["high"] + RUN_LOW * low + v["deuce"]
    thousand = min(ace_to_king + v["ace"], CANASTA_CARDS * wild)
    return (
        entry.clean_canastas * CANASTA_CARDS * low
        + entry.dirty_canastas * ((CANASTA_CARDS - 1) * low + wild)
        + entry.semi_clean_canastas * (CANASTA_CARDS * low + wild)
        + entry.canastas_500 * ace_to_king
        + entry.canastas_1000 * thousand
    )


def side_warnings(rules: BuracoRules, i: int, entry: BuracoEntry, somebody_out: bool) -> list[Problem]:
    """One side's unlikely counts, each tied to its field."""
    at = f"entries.{i}."
    found: list[Problem] = []
    if entry.canastas and entry.meld_points < smallest_real_meld(rules, entry):
        one, many = NN_(
            "%(n)d canasta in only %(points)d meld points?", "%(n)d canastas in only %(points)d meld points?"
        )
        found.append(Problem(at + "meld_points", one, {"n": entry.canastas, "points": entry.meld_points}, many))
    if not entry.canastas and entry.meld_points > MELDS_WITHOUT_CANASTA_UNLIKELY:
        message = N_("%(points)d meld points without a single canasta?")
        found.append(Problem(at + "meld_points", message, {"points": entry.meld_points}))
    if entry.hand_points > HAND_POINTS_UNLIKELY:
        found.append(Problem(at + "hand_points", N_("%(points)d points left in hand?"), {"points": entry.hand_points}))
    if not entry.went_out and not entry.hand_points:  # only going out empties a hand for good
        message = (
            N_("Another side went out, yet no points are left in this hand?")
            if somebody_out
            else N_("Nobody went out, yet no points are left in this hand?")
        )
        found.append(Problem(at + "hand_points", message))
    least = POT_CARDS * rules.lowest_card
    if entry.pot == "not_played" and rules.pot_counts_cards and entry.pot_points < least:
        message = N_("Only %(points)d points in a pot of 11 cards? Its cards hold at least %(least)d.")
        found.append(Problem(at + "pot_points", message, {"points": entry.pot_points, "least": least}))
    if entry.penalty_points > PENALTY_UNLIKELY:
        message = N_("%(points)d penalty points?")
        found.append(Problem(at + "penalty_points", message, {"points": entry.penalty_points}))
    return found


def round_warnings(rules: BuracoRules, entries: list[BuracoEntry], _totals: list[int] | None = None) -> list[Problem]:
    """Possible but unlikely counts, each tied to its field."""
    somebody_out = any(e.went_out for e in entries)
    return [p for i, entry in enumerate(entries) for p in side_warnings(rules, i, entry, somebody_out)]
