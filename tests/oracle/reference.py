"""Independent reference scorer for one Canasta round, written from the seed rules only."""

from __future__ import annotations

import copy
from typing import Any

Settings = dict[str, Any]
Entry = dict[str, Any]

COUNT_FIELDS: tuple[str, ...] = (
    "meld_points",
    "hand_points",
    "natural_canastas",
    "mixed_canastas",
    "joker_canastas",
    "red_threes",
    "red_threes_in_hand",
    "penalty_points",
)
FIVE_FIELDS: tuple[str, ...] = ("meld_points", "hand_points", "penalty_points")
CANASTA_FIELDS: tuple[str, ...] = ("natural_canastas", "mixed_canastas", "joker_canastas")
WAYS: tuple[str, ...] = ("out", "concealed", "hand_canasta")
PART_KEYS: tuple[str, ...] = (
    "melds",
    "hand",
    "canastas",
    "red_threes",
    "red_threes_in_hand",
    "going_out",
    "stock_out",
    "penalties",
)

_CLASSIC: Settings = {
    "packs": 2,
    "jokers": 4,
    "card_values": {"jokers": 50, "twos": 20, "aces": 20, "high": 10, "low": 5, "black_threes": 5},
    "target": 5000,
    "target_single_players": None,
    "initial_meld_below_zero": 15,
    "initial_meld_steps": [[0, 50], [1500, 90], [3000, 120]],
    "natural_canasta": 500,
    "mixed_canasta": 300,
    "joker_canastas_allowed": False,
    "joker_canasta": 1000,
    "red_three": 100,
    "red_three_totals": {"4": 800},
    "red_three_card_points": 0,
    "red_threes_need": "meld",
    "red_threes_unmet": "negative",
    "red_three_in_hand": 500,
    "going_out": 100,
    "concealed": 200,
    "hand_canasta_allowed": False,
    "hand_canasta": 1000,
    "stock_out": 0,
    "canastas_to_go_out": 1,
    "melds_without_canasta": "positive",
}


def _preset(**changes: Any) -> Settings:
    """Return a deep copy of the classic settings with the given changes."""
    out = copy.deepcopy(_CLASSIC)
    out.update(copy.deepcopy(changes))
    return out


PRESETS: dict[str, Settings] = {
    "classic": _preset(),
    "german": _preset(
        target_single_players=3000,
        red_threes_need="canasta",
        hand_canasta_allowed=True,
        stock_out=100,
    ),
    "three_pack": _preset(
        packs=3,
        jokers=6,
        target=10000,
        initial_meld_steps=[[0, 50], [1500, 90], [3000, 120], [7000, 150]],
        red_three_totals={"4": 400, "5": 1000, "6": 1200},
        canastas_to_go_out=2,
    ),
}


def minimum(settings: Settings, total: int) -> int:
    """Return the initial-meld minimum for a side whose cumulative total is `total`."""
    if total < 0:
        return int(settings["initial_meld_below_zero"])
    result = int(settings["initial_meld_below_zero"])
    for bound, value in sorted(settings["initial_meld_steps"], key=lambda step: step[0]):
        if bound <= total:
            result = int(value)
    return result


def game_end(settings: Settings, totals: list[int], side_sizes: list[int]) -> tuple[int | None, int | None]:
    """Return (winner index, margin) after a round, or (None, None) while play goes on."""
    target = settings["target"]
    single = settings.get("target_single_players")
    if single is not None and side_sizes and all(size == 1 for size in side_sizes):
        target = single
    if not totals:
        return None, None
    best = max(totals)
    if best < target or totals.count(best) != 1:
        return None, None
    winner = totals.index(best)
    others = [t for i, t in enumerate(totals) if i != winner]
    return winner, (best - max(others)) if others else None


def deck_red_threes(settings: Settings) -> int:
    """Return how many red threes the deck holds (2 per pack)."""
    return 2 * int(settings["packs"])


def deck_points(settings: Settings) -> int:
    """Return the card points of the whole deck (red threes excluded)."""
    v = settings["card_values"]
    per_pack = 4 * v["twos"] + 4 * v["aces"] + 24 * v["high"] + 16 * v["low"] + 2 * v["black_threes"]
    return int(settings["packs"]) * per_pack + int(settings["jokers"]) * v["jokers"]


def canasta_floor(settings: Settings, natural: int, mixed: int, joker: int) -> int:
    """Return the fewest meld points that can hold the given canastas."""
    v = settings["card_values"]
    cheap_natural = min(v["low"], v["high"], v["aces"])
    cheap_wild = min(v["twos"], v["jokers"])
    return 7 * cheap_natural * natural + (6 * cheap_natural + cheap_wild) * mixed + 7 * cheap_wild * joker


def _is_count(value: Any) -> bool:
    """Tell whether a value is a non-negative int (bools excluded)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _read_entry(settings: Settings, i: int, entry: Entry, problems: set[str]) -> dict[str, Any]:
    """Check one side's fields; return its values with invalid ones as None."""
    values: dict[str, Any] = {}
    for field in COUNT_FIELDS:
        raw = entry.get(field, 0)
        ok = _is_count(raw) and (field not in FIVE_FIELDS or raw % 5 == 0)
        if not ok:
            problems.add(f"entries.{i}.{field}")
        values[field] = raw if ok else None
    way = entry.get("going_out")
    if way is not None and (not isinstance(way, str) or way not in WAYS):
        problems.add(f"entries.{i}.going_out")
        way = "?"
    elif way == "hand_canasta" and not settings["hand_canasta_allowed"]:
        problems.add(f"entries.{i}.going_out")
    values["going_out"] = way
    return values


def _validate(
    settings: Settings, entries: list[Entry], side_sizes: list[int], problems: set[str]
) -> list[dict[str, Any]]:
    """Collect every problem of the round into `problems`; return the per-side values."""
    sides = []
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict):
            problems.add(f"entries.{i}")
        sides.append(_read_entry(settings, i, entry if isinstance(entry, dict) else {}, problems))

    def num(side: dict[str, Any], field: str) -> int:
        """Return a side's value, an invalid one counting as 0."""
        return side[field] or 0

    outs = [i for i, s in enumerate(sides) if s["going_out"] in WAYS]
    if len(outs) > 1:
        problems.add("_round")
    for i, s in enumerate(sides):
        canastas = [s[f] for f in CANASTA_FIELDS]
        short = None not in canastas and sum(canastas) < settings["canastas_to_go_out"]
        if s["going_out"] in WAYS and short:
            problems.add(f"entries.{i}.going_out")
        if num(s, "joker_canastas") > 0 and not settings["joker_canastas_allowed"]:
            problems.add(f"entries.{i}.joker_canastas")
        if s["meld_points"] == 0:
            for f in CANASTA_FIELDS:
                if num(s, f) > 0:
                    problems.add(f"entries.{i}.{f}")
        elif s["meld_points"] is not None:
            floor = canasta_floor(settings, *(num(s, f) for f in CANASTA_FIELDS))
            if s["meld_points"] < floor:
                problems.add(f"entries.{i}.meld_points")
        if num(s, "red_threes") > deck_red_threes(settings):
            problems.add(f"entries.{i}.red_threes")
        alone = i < len(side_sizes) and side_sizes[i] == 1
        if alone and s["going_out"] in WAYS and num(s, "hand_points") > 0:
            problems.add(f"entries.{i}.hand_points")
        if alone and s["going_out"] in WAYS and num(s, "red_threes_in_hand") > 0:
            problems.add(f"entries.{i}.red_threes_in_hand")
    laid = sum(num(s, "red_threes") for s in sides)
    caught = sum(num(s, "red_threes_in_hand") for s in sides)
    if laid > deck_red_threes(settings) or laid + caught > deck_red_threes(settings):
        problems.add("_round")
    if sum(num(s, "meld_points") + num(s, "hand_points") for s in sides) > deck_points(settings):
        problems.add("_round")
    return sides


def _red_three_part(settings: Settings, side: dict[str, Any]) -> int:
    """Return the signed red-three amount of one side."""
    n = side["red_threes"]
    amount = int(settings["red_three_totals"].get(str(n), n * settings["red_three"]))
    amount += n * settings["red_three_card_points"]
    has_canasta = sum(side[f] for f in CANASTA_FIELDS) > 0
    melded = side["meld_points"] > 0
    need = settings["red_threes_need"]
    if need == "meld":
        state = "plus" if melded else "unmet"
    elif need == "canasta":
        state = "plus" if has_canasta else "unmet"
    elif need == "canasta_else_zero":
        state = "plus" if has_canasta else ("zero" if melded else "unmet")
    else:
        raise ValueError(f"unknown red_threes_need {need!r}")
    if state == "unmet":
        state = {"negative": "minus", "zero": "zero", "positive": "plus"}[settings["red_threes_unmet"]]
    return {"plus": amount, "zero": 0, "minus": -amount}[state]


def _parts(settings: Settings, side: dict[str, Any], nobody_out: bool) -> dict[str, int]:
    """Return the signed score breakdown of one valid side."""
    canasta_count = sum(side[f] for f in CANASTA_FIELDS)
    melds = side["meld_points"]
    if settings["melds_without_canasta"] == "negative" and canasta_count == 0:
        melds = -melds
    bonus = {"out": "going_out", "concealed": "concealed", "hand_canasta": "hand_canasta"}
    way = side["going_out"]
    return {
        "melds": melds,
        "hand": -side["hand_points"],
        "canastas": side["natural_canastas"] * settings["natural_canasta"]
        + side["mixed_canastas"] * settings["mixed_canasta"]
        + side["joker_canastas"] * settings["joker_canasta"],
        "red_threes": _red_three_part(settings, side),
        "red_threes_in_hand": -side["red_threes_in_hand"] * settings["red_three_in_hand"],
        "going_out": int(settings[bonus[way]]) if way else 0,
        "stock_out": -int(settings["stock_out"]) if nobody_out else 0,
        "penalties": -side["penalty_points"],
    }


def score_round(
    settings: Settings, entries: list[Entry], totals_before: list[int], side_sizes: list[int]
) -> dict[str, Any]:
    """Validate one round and, when it is possible, score every side."""
    problems: set[str] = set()
    if len(entries) != len(totals_before) or len(entries) != len(side_sizes):
        problems.add("_round")
    sides = _validate(settings, entries, side_sizes, problems)
    if problems:
        return {"problems": problems, "scores": None, "parts": None}
    nobody_out = not any(s["going_out"] for s in sides)
    parts = [_parts(settings, s, nobody_out) for s in sides]
    return {"problems": problems, "scores": [sum(p.values()) for p in parts], "parts": parts}
