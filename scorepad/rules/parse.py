"""Turn untrusted JSON-like data into engine input, with one problem per bad field."""

from __future__ import annotations

from typing import Any

from .cards import CardCount
from .entries import COUNT_FIELDS, GOING_OUT_WAYS, SideEntry
from .problems import N_, Problem
from .settings import CARD_CLASSES, RuleSet

MAX_POINTS = 1_000_000
MAX_COUNT = 1_000
ENTRY_FIELDS = (*COUNT_FIELDS, "going_out", "meld_cards", "hand_cards")


def whole_number(path: str, value: Any, limit: int) -> tuple[int | None, list[Problem]]:
    """A JSON integer from 0 to `limit`; booleans, floats and strings are refused."""
    if type(value) is not int:
        return None, [Problem(path, N_("Must be a whole number (a JSON integer)."))]
    if value < 0:
        return None, [Problem(path, N_("Must be 0 or more."))]
    if value > limit:
        return None, [Problem(path, N_("Must be at most %(limit)d."), {"limit": limit})]
    return value, []


def parse_cards(path: str, data: Any) -> tuple[CardCount | None, list[Problem]]:
    """Card counts by class: {"jokers", "twos", "aces", "high", "low", "black_threes"}."""
    if not isinstance(data, dict):
        return None, [Problem(path, N_("Must be an object of card counts by class."))]
    problems = [Problem(f"{path}.{k}", N_("Unknown card class.")) for k in data if k not in CARD_CLASSES]
    counts: dict[str, int] = {}
    for card_class in CARD_CLASSES:
        value, found = whole_number(f"{path}.{card_class}", data.get(card_class, 0), MAX_COUNT)
        problems += found
        counts[card_class] = value or 0
    return (None if problems else CardCount(**counts)), problems


def parse_entry(rules: RuleSet, i: int, data: Any) -> tuple[SideEntry | None, list[Problem]]:
    """One side's entry and its problems; a missing or bad field counts as 0 (or no going out)."""
    at = f"entries.{i}"
    if not isinstance(data, dict):
        return None, [Problem(at, N_("Each entry must be an object."))]
    problems = [Problem(f"{at}.{k}", N_("Unknown field.")) for k in data if k not in ENTRY_FIELDS]
    values: dict[str, Any] = {}
    for name in COUNT_FIELDS:
        limit = MAX_POINTS if name.endswith("_points") else MAX_COUNT
        value, found = whole_number(f"{at}.{name}", data.get(name, 0), limit)
        problems += found
        values[name] = value or 0  # a bad value counts as 0, so the round checks can still run
    going_out = data.get("going_out")
    if going_out is not None and going_out not in GOING_OUT_WAYS:
        problems.append(Problem(f"{at}.going_out", N_('Must be null, "out", "concealed" or "hand_canasta".')))
        going_out = None
    values["going_out"] = going_out
    for kind in ("meld", "hand"):
        if data.get(f"{kind}_cards") is None:
            continue
        cards, found = parse_cards(f"{at}.{kind}_cards", data[f"{kind}_cards"])
        problems += found
        values[f"{kind}_cards"] = cards
        if cards is not None and f"{kind}_points" not in data:
            values[f"{kind}_points"] = cards.points(rules)
    return SideEntry(**values), problems


def parse_entries(rules: RuleSet, data: Any, sides: int) -> tuple[list[SideEntry] | None, list[Problem]]:
    """The entries of a round, one per side, with every problem; None when the list itself is unusable."""
    if not isinstance(data, list):
        return None, [Problem("entries", N_("Must be a list with one entry per side."))]
    if len(data) != sides:
        return None, [Problem("entries", N_("Must have exactly %(n)d entries, one per side."), {"n": sides})]
    entries: list[SideEntry] = []
    problems: list[Problem] = []
    for i, item in enumerate(data):
        entry, found = parse_entry(rules, i, item)
        problems += found
        if entry is not None:
            entries.append(entry)
    return (entries if len(entries) == sides else None), problems
