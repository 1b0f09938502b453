"""Every rule setting in plain words, for the new-game page and the rules sheet."""

from __future__ import annotations

from typing import Any

from flask_babel import format_decimal, gettext
from flask_babel import lazy_gettext as _l

from ..rules.settings import RuleSet

LABELS: dict[str, Any] = {
    "packs": _l("Packs of 52 cards"),
    "jokers": _l("Jokers in the deck"),
    "card_values": _l("Card values"),
    "target": _l("Target (game ends)"),
    "target_single_players": _l("Target when every side is one player"),
    "initial_meld_below_zero": _l("Initial meld below zero (Erstmeldung)"),
    "initial_meld_steps": _l("Initial meld minimums by total"),
    "natural_canasta": _l("Natural canasta"),
    "mixed_canasta": _l("Mixed canasta"),
    "joker_canastas_allowed": _l("Joker canastas allowed"),
    "joker_canasta": _l("Joker canasta"),
    "red_three": _l("Each red three"),
    "red_three_totals": _l("Red threes, special totals"),
    "red_three_card_points": _l("Card points per red three"),
    "red_threes_need": _l("Red threes count plus when the side"),
    "red_threes_unmet": _l("Otherwise red threes count"),
    "red_three_in_hand": _l("Red three caught in hand costs"),
    "going_out": _l("Going out (Ausmachen)"),
    "concealed": _l("Going out concealed (verdeckt), in all"),
    "hand_canasta_allowed": _l("German Hand-Canasta (going out without any earlier meld) allowed"),
    "hand_canasta": _l("German Hand-Canasta, in all"),
    "stock_out": _l("Stock ran out, nobody out: every side loses"),
    "canastas_to_go_out": _l("Canastas needed to go out"),
    "melds_without_canasta": _l("Melds of a side without a canasta count"),
}
CARD_LABELS: dict[str, Any] = {
    "jokers": _l("Jokers"),
    "twos": _l("2s"),
    "aces": _l("Aces"),
    "high": _l("8 to K"),
    "low": _l("4 to 7"),
    "black_threes": _l("Black 3s"),
}
CHOICES: dict[str, dict[str, Any]] = {
    "red_threes_need": {
        "meld": _l("has melded"),
        "canasta": _l("has a canasta"),
        "canasta_else_zero": _l("has a canasta (zero if it melded without one)"),
    },
    "red_threes_unmet": {"negative": _l("minus"), "zero": _l("nothing"), "positive": _l("plus all the same")},
    "melds_without_canasta": {"positive": _l("plus"), "negative": _l("minus")},
}


def points(value: int) -> str:
    """A number of points in the reader's locale."""
    return str(format_decimal(value))


def words(name: str, value: Any) -> str:
    """One setting's value in plain words."""
    if name in CHOICES:
        return str(CHOICES[name][value])
    if isinstance(value, bool):
        return gettext("yes") if value else gettext("no")
    if value is None:
        return gettext("the same target")
    if name == "card_values":
        return ", ".join(f"{CARD_LABELS[k]} {points(v)}" for k, v in value.items())
    if name == "initial_meld_steps":
        return ", ".join(gettext("from %(total)s: %(needed)s", total=points(t), needed=points(m)) for t, m in value)
    if name == "red_three_totals":
        return ", ".join(gettext("%(n)d red threes: %(points)s", n=n, points=points(p)) for n, p in value.items())
    return points(value)


def describe(rules: RuleSet) -> list[tuple[str, str, str]]:
    """Every setting of a rule set as (name, label, value in words)."""
    return [(name, str(LABELS[name]), words(name, getattr(rules, name))) for name in LABELS]


def changed(rules: RuleSet, base: RuleSet) -> set[str]:
    """The settings a table changed from its preset (house rules)."""
    return {name for name in LABELS if getattr(rules, name) != getattr(base, name)}
