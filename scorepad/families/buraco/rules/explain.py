"""Why each part of a Buraco hand score is what it is (RULES.md 13.4): the counts and the settings behind it."""

from __future__ import annotations

from scorepad.rules.problems import N_, NN_
from scorepad.rules.reasons import Reason

from .entries import BuracoEntry
from .scoring import Breakdown, melds_count_against
from .settings import BuracoRules

KINDS = (  # each kind of canasta: its count, its setting, its words
    (
        "clean_canastas",
        "clean",
        NN_("%(n)s clean canasta x %(each)s: %(points)s", "%(n)s clean canastas x %(each)s: %(points)s"),
    ),
    (
        "dirty_canastas",
        "dirty",
        NN_("%(n)s dirty canasta x %(each)s: %(points)s", "%(n)s dirty canastas x %(each)s: %(points)s"),
    ),
    (
        "semi_clean_canastas",
        "semi_clean",
        NN_("%(n)s semi-clean canasta x %(each)s: %(points)s", "%(n)s semi-clean canastas x %(each)s: %(points)s"),
    ),
    (
        "canastas_500",
        "canasta_500",
        NN_(
            "%(n)s clean run from ace to king x %(each)s: %(points)s",
            "%(n)s clean runs from ace to king x %(each)s: %(points)s",
        ),
    ),
    (
        "canastas_1000",
        "canasta_1000",
        NN_("%(n)s canasta of 1000 x %(each)s: %(points)s", "%(n)s canastas of 1000 x %(each)s: %(points)s"),
    ),
)


def canasta_reasons(rules: BuracoRules, entry: BuracoEntry) -> list[Reason]:
    """One line per kind of canasta (together the "canastas" part); without a clean canasta where melds then
    count minus, one line saying the canastas with a wild card score nothing."""
    if melds_count_against(rules, entry):
        if not entry.with_wild_card:
            return []
        one, many = NN_(
            "%(n)s canasta with a wild card scores nothing without a clean one: %(points)s",
            "%(n)s canastas with a wild card score nothing without a clean one: %(points)s",
        )
        return [Reason("canastas", 0, one, {"n": entry.with_wild_card}, ("no_clean_counts_negative",), many)]
    reasons = []
    for name, setting, (one, many) in KINDS:
        if n := getattr(entry, name):
            each = getattr(rules, setting)
            reasons.append(Reason("canastas", n * each, one, {"n": n, "each": each}, (setting,), many))
    return reasons


def pot_reason(rules: BuracoRules, entry: BuracoEntry, points: int) -> Reason | None:
    """What the pot cost: never taken, or taken but not played (its cards, or the same as never taken)."""
    if entry.pot == "not_taken":
        return Reason("pot", points, N_("Pot never taken: %(points)s"), {}, ("pot_not_taken",))
    if entry.pot == "not_played" and rules.pot_counts_cards:
        message = N_("Pot taken but not played, its cards: %(points)s")
        return Reason("pot", points, message, {}, ("pot_not_played", "values"))
    if entry.pot == "not_played":
        message = N_("Pot taken but not played, as if never taken: %(points)s")
        return Reason("pot", points, message, {}, ("pot_not_played", "pot_not_taken"))
    return None


def explain(rules: BuracoRules, entry: BuracoEntry, breakdown: Breakdown) -> list[Reason]:
    """Every non-zero part of one side's hand score (and canastas that score nothing, said so), with the counts
    and settings that made it."""
    reasons: list[Reason] = []
    if breakdown.melds < 0:
        message = N_("Melded cards count minus, side has no clean canasta: %(points)s")
        reasons.append(Reason("melds", breakdown.melds, message, {}, ("values", "no_clean_counts_negative")))
    elif breakdown.melds:
        reasons.append(Reason("melds", breakdown.melds, N_("Melded cards: %(points)s"), {}, ("values",)))
    reasons += canasta_reasons(rules, entry)
    if breakdown.going_out:
        reasons.append(Reason("going_out", breakdown.going_out, N_("Went out: %(points)s"), {}, ("going_out_bonus",)))
    if breakdown.hand:
        reasons.append(Reason("hand", breakdown.hand, N_("Cards left in hand: %(points)s"), {}, ("values",)))
    if (pot := pot_reason(rules, entry, breakdown.pot)) is not None:
        reasons.append(pot)
    if breakdown.pot_taken:
        message = N_("Pot taken: %(points)s")
        reasons.append(Reason("pot_taken", breakdown.pot_taken, message, {}, ("pot_taken_bonus",)))
    if breakdown.penalties:
        message = N_("Penalised cards: %(points)s")
        reasons.append(Reason("penalties", breakdown.penalties, message, {}, ("values",)))
    return reasons
