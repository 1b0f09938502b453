"""Checking and applying a table's changes to a preset's settings (house rules)."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from .problems import N_, Problem
from .settings import CARD_CLASSES, RuleSet

MAX_SETTING = 1_000_000
ENUMS: dict[str, tuple[str, ...]] = {
    "red_threes_need": ("meld", "canasta", "canasta_else_zero"),
    "red_threes_unmet": ("negative", "zero", "positive"),
    "melds_without_canasta": ("positive", "negative"),
}
FLAGS = ("joker_canastas_allowed", "hand_canasta_allowed")
RANGES: dict[str, tuple[int, int]] = {"packs": (2, 3), "jokers": (0, 12), "canastas_to_go_out": (1, 3)}
POINTS = (
    "target",
    "initial_meld_below_zero",
    "natural_canasta",
    "mixed_canasta",
    "joker_canasta",
    "red_three",
    "red_three_card_points",
    "red_three_in_hand",
    "going_out",
    "concealed",
    "hand_canasta",
    "stock_out",
)
SETTING_NAMES = tuple(f.name for f in fields(RuleSet))
NUMBERS = tuple(n for n in SETTING_NAMES if n in RANGES or n in POINTS or n == "target_single_players")


def points_value(path: str, value: Any, low: int = 0) -> tuple[int | None, list[Problem]]:
    """A whole number of points: a multiple of 5 from `low` up."""
    if type(value) is not int:
        return None, [Problem(path, N_("Must be a whole number (a JSON integer)."))]
    if value < low or value > MAX_SETTING:
        return None, [Problem(path, N_("Must be from %(low)d to %(high)d."), {"low": low, "high": MAX_SETTING})]
    if value % 5:
        return None, [Problem(path, N_("Must be a multiple of 5."))]
    return value, []


def parse_setting(name: str, value: Any, base: RuleSet) -> tuple[Any, list[Problem]]:
    """One setting's new value, checked; the path of any problem is `settings.<name>`."""
    path = f"settings.{name}"
    if name in ENUMS:
        if value not in ENUMS[name]:
            return None, [Problem(path, N_("Must be one of: %(choices)s."), {"choices": ", ".join(ENUMS[name])})]
        return value, []
    if name in FLAGS:
        if type(value) is not bool:
            return None, [Problem(path, N_("Must be true or false."))]
        return value, []
    if name in RANGES:
        low, high = RANGES[name]
        if type(value) is not int or not low <= value <= high:
            return None, [
                Problem(path, N_("Must be a whole number from %(low)d to %(high)d."), {"low": low, "high": high})
            ]
        return value, []
    if name in POINTS:
        return points_value(path, value, low=5 if name == "target" else 0)
    if name == "target_single_players":
        return (None, []) if value is None else points_value(path, value, low=5)
    if name == "card_values":
        return parse_card_values(path, value, base)
    if name == "red_three_totals":
        return parse_red_three_totals(path, value)
    return parse_steps(path, value)


def parse_card_values(path: str, value: Any, base: RuleSet) -> tuple[Any, list[Problem]]:
    """Card values by class; classes not named keep the preset's value."""
    if not isinstance(value, dict):
        return None, [Problem(path, N_("Must be an object of points by card class."))]
    problems = [Problem(f"{path}.{k}", N_("Unknown card class.")) for k in value if k not in CARD_CLASSES]
    merged = dict(base.card_values)
    for card_class in CARD_CLASSES:
        if card_class in value:
            merged[card_class], found = points_value(f"{path}.{card_class}", value[card_class], low=5)
            problems += found
    return merged, problems


def parse_red_three_totals(path: str, value: Any) -> tuple[Any, list[Problem]]:
    """Special totals for a number of red threes, as {"4": 800}."""
    if not isinstance(value, dict):
        return None, [Problem(path, N_('Must be an object like {"4": 800}.'))]
    table: dict[int, int] = {}
    problems: list[Problem] = []
    for key, points in value.items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit() and 1 <= int(key) <= 6):
            problems.append(Problem(f"{path}.{key}", N_("Must be a number of red threes from 1 to 6.")))
            continue
        table[int(key)], found = points_value(f"{path}.{key}", points)
        problems += found
    return table, problems


def parse_steps(path: str, value: Any) -> tuple[Any, list[Problem]]:
    """Initial-meld steps: [[0, 50], [1500, 90], ...], bounds rising from 0."""
    message = N_("Must be a list of [total from, minimum] pairs, starting at 0 with rising totals.")
    if not isinstance(value, list) or not value:
        return None, [Problem(path, message)]
    steps: list[tuple[int, int]] = []
    for pair in value:
        if not (
            isinstance(pair, list) and len(pair) == 2 and all(type(x) is int and 0 <= x <= MAX_SETTING for x in pair)
        ):
            return None, [Problem(path, message)]
        steps.append((pair[0], pair[1]))
    bounds = [b for b, _ in steps]
    if bounds[0] != 0 or bounds != sorted(set(bounds)) or any(b % 5 or m % 5 for b, m in steps):
        return None, [Problem(path, message)]
    return tuple(steps), []


def apply_overrides(base: RuleSet, data: Any) -> tuple[RuleSet | None, list[Problem]]:
    """The preset with the table's changes; unknown names and bad values are problems, nothing applied."""
    if data is None:
        return base, []
    if not isinstance(data, dict):
        return None, [Problem("settings", N_("Must be an object of setting names and values."))]
    changes: dict[str, Any] = {}
    problems: list[Problem] = []
    for name, value in data.items():
        if name not in SETTING_NAMES:
            problems.append(Problem(f"settings.{name}", N_("Unknown setting.")))
            continue
        changes[name], found = parse_setting(name, value, base)
        problems += found
    if problems:
        return None, problems
    rules = replace(base, **changes)
    if any(n > rules.red_threes_in_deck for n in rules.red_three_totals):
        problems.append(
            Problem(
                "settings.red_three_totals", N_("The deck has only %(n)d red threes."), {"n": rules.red_threes_in_deck}
            )
        )
    return (None if problems else rules), problems


def rules_from_dict(data: dict[str, Any]) -> RuleSet:
    """Rebuild a stored, already-checked settings mapping (as `RuleSet.to_dict` wrote it)."""
    rules, problems = apply_overrides(RuleSet(), data)
    if rules is None:
        raise ValueError(f"stored settings are invalid: {problems}")
    return rules
