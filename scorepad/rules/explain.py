"""Why each part of a round score is what it is: the counts and the rule setting behind it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .entries import SideEntry
from .problems import N_
from .scoring import Breakdown, red_threes_sign
from .settings import RuleSet


@dataclass(frozen=True)
class Reason:
    """One part of a score in words: the part, its points, a message template and the settings used."""

    part: str
    points: int
    message: str
    params: dict[str, Any] = field(default_factory=dict)
    settings: tuple[str, ...] = ()
    plural: str | None = None

    def text(self, translate: Any = None, translate_plural: Any = None) -> str:
        """The reason in words; `plural` is used when the count "n" is not 1 (translated when given)."""
        n = self.params.get("n", 1)
        if self.plural and translate_plural:
            template = translate_plural(self.message, self.plural, n)
        elif self.plural and n != 1:
            template = translate(self.plural) if translate else self.plural
        else:
            template = translate(self.message) if translate else self.message
        return template % {**self.params, "points": self.points}


def red_three_reason(rules: RuleSet, entry: SideEntry, points: int) -> Reason:
    """Why the red threes count what they count ("4 red threes, side had melded: 800")."""
    settings = ("red_three", "red_three_totals", "red_threes_need", "red_threes_unmet", "red_three_card_points")
    by_meld = rules.red_threes_need == "meld"
    met = entry.melded if by_meld else entry.canastas > 0
    sign = red_threes_sign(rules, entry)
    if sign > 0 and met:
        message = (
            (N_("%(n)d red three, side had melded: %(points)d"), N_("%(n)d red threes, side had melded: %(points)d"))
            if by_meld
            else (
                N_("%(n)d red three, side has a canasta: %(points)d"),
                N_("%(n)d red threes, side has a canasta: %(points)d"),
            )
        )
    elif sign > 0:
        message = (
            N_("%(n)d red three counts plus all the same (house rule): %(points)d"),
            N_("%(n)d red threes count plus all the same (house rule): %(points)d"),
        )
    elif sign == 0 and entry.melded and rules.red_threes_need == "canasta_else_zero":
        message = (
            N_("%(n)d red three, side melded but has no canasta: %(points)d"),
            N_("%(n)d red threes, side melded but has no canasta: %(points)d"),
        )
    elif sign == 0:
        message = (
            N_("%(n)d red three counts nothing (house rule): %(points)d"),
            N_("%(n)d red threes count nothing (house rule): %(points)d"),
        )
    elif by_meld or not entry.melded:
        message = (
            N_("%(n)d red three, side had not melded: %(points)d"),
            N_("%(n)d red threes, side had not melded: %(points)d"),
        )
    else:
        message = (
            N_("%(n)d red three, side has no canasta: %(points)d"),
            N_("%(n)d red threes, side has no canasta: %(points)d"),
        )
    singular, plural = message
    return Reason("red_threes", points, singular, {"n": entry.red_threes}, settings, plural)


def explain(rules: RuleSet, entry: SideEntry, breakdown: Breakdown) -> list[Reason]:
    """Every non-zero part of one side's round score, with the counts and settings that made it."""
    reasons: list[Reason] = []
    if breakdown.melds:
        negative = breakdown.melds < 0
        message = (
            N_("Melded cards count minus, side has no canasta: %(points)d")
            if negative
            else N_("Melded cards: %(points)d")
        )
        reasons.append(Reason("melds", breakdown.melds, message, {}, ("card_values", "melds_without_canasta")))
    if breakdown.hand:
        reasons.append(Reason("hand", breakdown.hand, N_("Cards left in hand: %(points)d"), {}, ("card_values",)))
    kinds = (
        (
            "natural_canasta",
            entry.natural_canastas,
            N_("%(n)d natural canasta x %(each)d: %(points)d"),
            N_("%(n)d natural canastas x %(each)d: %(points)d"),
        ),
        (
            "mixed_canasta",
            entry.mixed_canastas,
            N_("%(n)d mixed canasta x %(each)d: %(points)d"),
            N_("%(n)d mixed canastas x %(each)d: %(points)d"),
        ),
        (
            "joker_canasta",
            entry.joker_canastas,
            N_("%(n)d joker canasta x %(each)d: %(points)d"),
            N_("%(n)d joker canastas x %(each)d: %(points)d"),
        ),
    )
    for setting, count, singular, plural in kinds:
        if count:  # one line per kind of canasta; together they make the "canastas" part
            each = getattr(rules, setting)
            reasons.append(Reason("canastas", count * each, singular, {"n": count, "each": each}, (setting,), plural))
    if entry.red_threes:
        reasons.append(red_three_reason(rules, entry, breakdown.red_threes))
    if breakdown.red_threes_in_hand:
        reasons.append(
            Reason(
                "red_threes_in_hand",
                breakdown.red_threes_in_hand,
                N_("%(n)d red three caught in hand x %(each)d: %(points)d"),
                {"n": entry.red_threes_in_hand, "each": rules.red_three_in_hand},
                ("red_three_in_hand",),
                N_("%(n)d red threes caught in hand x %(each)d: %(points)d"),
            )
        )
    if breakdown.going_out:
        message = {
            "out": N_("Went out: %(points)d"),
            "concealed": N_("Went out concealed: %(points)d"),
            "hand_canasta": N_("German Hand-Canasta: %(points)d"),
        }[entry.going_out or "out"]
        setting = {"out": "going_out", "concealed": "concealed", "hand_canasta": "hand_canasta"}[
            entry.going_out or "out"
        ]
        reasons.append(Reason("going_out", breakdown.going_out, message, {}, (setting,)))
    if breakdown.stock_out:
        reasons.append(
            Reason(
                "stock_out", breakdown.stock_out, N_("Stock ran out, nobody went out: %(points)d"), {}, ("stock_out",)
            )
        )
    if breakdown.penalties:
        reasons.append(Reason("penalties", breakdown.penalties, N_("Penalties: %(points)d"), {}, ()))
    return reasons
