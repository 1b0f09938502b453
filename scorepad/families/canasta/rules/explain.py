"""Why each part of a round score is what it is: the counts and the rule setting behind it."""

from __future__ import annotations

from scorepad.rules.problems import N_, NN_
from scorepad.rules.reasons import Reason

from .entries import SideEntry
from .scoring import Breakdown, red_threes_sign
from .settings import CanastaRules


def red_three_reason(rules: CanastaRules, entry: SideEntry, points: int) -> Reason:
    """Why the red threes count what they count ("4 red threes, side had melded: 800")."""
    settings = ("red_three", "red_three_totals", "red_threes_need", "red_threes_unmet", "red_three_card_points")
    by_meld = rules.red_threes_need == "meld"
    met = entry.melded if by_meld else entry.canastas > 0
    sign = red_threes_sign(rules, entry)
    if sign > 0 and met:
        message = (
            NN_("%(n)s red three, side had melded: %(points)s", "%(n)s red threes, side had melded: %(points)s")
            if by_meld
            else NN_(
                "%(n)s red three, side has a canasta: %(points)s", "%(n)s red threes, side has a canasta: %(points)s"
            )
        )
    elif sign > 0:
        message = NN_(
            "%(n)s red three counts plus all the same (house rule): %(points)s",
            "%(n)s red threes count plus all the same (house rule): %(points)s",
        )
    elif sign == 0 and entry.melded and rules.red_threes_need == "canasta_else_zero":
        message = NN_(
            "%(n)s red three, side melded but has no canasta: %(points)s",
            "%(n)s red threes, side melded but has no canasta: %(points)s",
        )
    elif sign == 0:
        message = NN_(
            "%(n)s red three counts nothing (house rule): %(points)s",
            "%(n)s red threes count nothing (house rule): %(points)s",
        )
    elif by_meld or not entry.melded:
        message = NN_(
            "%(n)s red three, side had not melded: %(points)s", "%(n)s red threes, side had not melded: %(points)s"
        )
    else:
        message = NN_(
            "%(n)s red three, side has no canasta: %(points)s", "%(n)s red threes, side has no canasta: %(points)s"
        )
    singular, plural = message
    return Reason("red_threes", points, singular, {"n": entry.red_threes}, settings, plural)


def explain(rules: CanastaRules, entry: SideEntry, breakdown: Breakdown) -> list[Reason]:
    """Every non-zero part of one side's round score, with the counts and settings that made it."""
    reasons: list[Reason] = []
    if breakdown.melds:
        negative = breakdown.melds < 0
        message = (
            N_("Melded cards count minus, side has no canasta: %(points)s")
            if negative
            else N_("Melded cards: %(points)s")
        )
        reasons.append(Reason("melds", breakdown.melds, message, {}, ("card_values", "melds_without_canasta")))
    if breakdown.hand:
        reasons.append(Reason("hand", breakdown.hand, N_("Cards left in hand: %(points)s"), {}, ("card_values",)))
    kinds = (
        (
            "natural_canasta",
            entry.natural_canastas,
            *NN_("%(n)s natural canasta x %(each)s: %(points)s", "%(n)s natural canastas x %(each)s: %(points)s"),
        ),
        (
            "mixed_canasta",
            entry.mixed_canastas,
            *NN_("%(n)s mixed canasta x %(each)s: %(points)s", "%(n)s mixed canastas x %(each)s: %(points)s"),
        ),
        (
            "joker_canasta",
            entry.joker_canastas,
            *NN_("%(n)s joker canasta x %(each)s: %(points)s", "%(n)s joker canastas x %(each)s: %(points)s"),
        ),
    )
    for setting, count, singular, plural in kinds:
        if count:  # one line per kind of canasta; together they make the "canastas" part
            each = getattr(rules, setting)
            reasons.append(Reason("canastas", count * each, singular, {"n": count, "each": each}, (setting,), plural))
    if entry.red_threes:
        reasons.append(red_three_reason(rules, entry, breakdown.red_threes))
    if breakdown.red_threes_in_hand:
        caught, caught_plural = NN_(
            "%(n)s red three caught in hand x %(each)s: %(points)s",
            "%(n)s red threes caught in hand x %(each)s: %(points)s",
        )
        params = {"n": entry.red_threes_in_hand, "each": rules.red_three_in_hand}
        reasons.append(
            Reason(
                "red_threes_in_hand",
                breakdown.red_threes_in_hand,
                caught,
                params,
                ("red_three_in_hand",),
                caught_plural,
            )
        )
    if breakdown.going_out:
        message = {
            "out": N_("Went out: %(points)s"),
            "concealed": N_("Went out concealed: %(points)s"),
            "hand_canasta": N_("German Hand-Canasta: %(points)s"),
        }[entry.going_out or "out"]
        setting = {"out": "going_out", "concealed": "concealed", "hand_canasta": "hand_canasta"}[
            entry.going_out or "out"
        ]
        reasons.append(Reason("going_out", breakdown.going_out, message, {}, (setting,)))
    if breakdown.stock_out:
        reasons.append(
            Reason(
                "stock_out", breakdown.stock_out, N_("Stock ran out, nobody went out: %(points)s"), {}, ("stock_out",)
            )
        )
    if breakdown.penalties:
        reasons.append(Reason("penalties", breakdown.penalties, N_("Penalties: %(points)s"), {}, ()))
    return reasons
