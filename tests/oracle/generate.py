"""Random Canasta rounds, plausible and deliberately impossible, for differential tests."""

from __future__ import annotations

import random
from typing import Any

from .reference import CANASTA_FIELDS, FIVE_FIELDS, canasta_floor, deck_points, deck_red_threes

Entry = dict[str, Any]

# One kind per impossibility of RULES.md section 7 (field values stay JSON ints or strings).
BREAKS: tuple[str, ...] = (
    "two_out",
    "out_short",
    "red_threes_over",
    "red_threes_hand_over",
    "canasta_floor",
    "canastas_no_melds",
    "negative",
    "not_five",
    "deck_points",
    "joker_canasta",
    "unknown_way",
    "hand_canasta_off",
    "alone_with_hand",
)
ODD_WAYS: tuple[str, ...] = ("early", "OUT", "", "stock", "concealed_out")


def _floor(settings: dict[str, Any], e: Entry) -> int:
    """Return the fewest meld points the entry's canastas need."""
    return canasta_floor(settings, *(e.get(f, 0) for f in CANASTA_FIELDS))


def _canastas(e: Entry) -> int:
    """Return how many canastas an entry claims."""
    return sum(e.get(f, 0) for f in CANASTA_FIELDS)


def _split(rng: random.Random, total: int, parts: int) -> list[int]:
    """Split a count randomly into `parts` non-negative ints."""
    out = [0] * parts
    for _ in range(total):
        out[rng.randrange(parts)] += 1
    return out


def _side(rng: random.Random, settings: dict[str, Any], going: bool) -> Entry:
    """Return one plausible side, the side that went out or not."""
    need = settings["canastas_to_go_out"]
    count = rng.randint(need, need + 2) if going else rng.choice([0, 0, 1, 1, 2])
    joker = int(bool(count) and settings["joker_canastas_allowed"] and rng.random() < 0.15)
    mixed = rng.randint(0, count - joker)
    e: Entry = {"natural_canastas": count - joker - mixed, "mixed_canastas": mixed, "joker_canastas": joker}
    if count:
        e["meld_points"] = _floor(settings, e) + 5 * rng.randint(0, 40)
    else:
        e["meld_points"] = rng.choice([0, 5 * rng.randint(3, 40)])
    e["hand_points"] = 0 if going else 5 * rng.randint(0, 30)
    e["penalty_points"] = rng.choice([0] * 10 + [50, 100, 200])
    e["red_threes"] = e["red_threes_in_hand"] = 0
    e["going_out"] = None
    if going:
        ways = ["out"] * 6 + ["concealed"] + ["hand_canasta"] * settings["hand_canasta_allowed"]
        e["going_out"] = rng.choice(ways)
    return e


def _fit_deck(settings: dict[str, Any], entries: list[Entry]) -> None:
    """Lower hand points, then meld extras, until the deck's card points suffice."""
    excess = sum(e["meld_points"] + e["hand_points"] for e in entries) - deck_points(settings)
    for field in ("hand_points", "meld_points"):
        for e in entries:
            if excess <= 0:
                return
            low = _floor(settings, e) if field == "meld_points" and _canastas(e) else 0
            cut = min(excess, e[field] - low)
            e[field] -= cut
            excess -= cut


def plausible_round(rng: random.Random, settings: dict[str, Any], n_sides: int) -> list[Entry]:
    """Return a round that could have happened at a table."""
    out_side = rng.randrange(n_sides) if rng.random() < 0.85 else None
    entries = [_side(rng, settings, i == out_side) for i in range(n_sides)]
    deck = deck_red_threes(settings)
    laid = rng.randint(0, deck)
    for e, n in zip(entries, _split(rng, laid, n_sides), strict=True):
        e["red_threes"] = n
    if out_side is not None and laid < deck and rng.random() < 0.2:
        others = [e for i, e in enumerate(entries) if i != out_side]
        rng.choice(others)["red_threes_in_hand"] = rng.randint(1, deck - laid)
    _fit_deck(settings, entries)
    return entries


def _go_out(x: Entry, way: str) -> None:
    """Let a side go out: it then holds no cards (alone or not)."""
    if not x["going_out"]:
        x["hand_points"] = x["red_threes_in_hand"] = 0
    x["going_out"] = way


def _break(rng: random.Random, settings: dict[str, Any], entries: list[Entry], kind: str) -> None:
    """Make the round impossible in the way named by `kind`."""
    i = rng.randrange(len(entries))
    e = entries[i]
    outs = [x for x in entries if x["going_out"]]
    need = settings["canastas_to_go_out"]
    deck = deck_red_threes(settings)
    if kind == "two_out":
        for x in rng.sample(entries, 2):
            if _canastas(x) < need:
                x["natural_canastas"] = need
                x["meld_points"] = max(x["meld_points"], _floor(settings, x))
            _go_out(x, x["going_out"] or "out")
    elif kind == "out_short":
        x = outs[0] if outs else e
        _go_out(x, x["going_out"] or "out")
        x["natural_canastas"], x["mixed_canastas"], x["joker_canastas"] = need - 1, 0, 0
        x["meld_points"] = max(x["meld_points"], _floor(settings, x))
    elif kind == "red_threes_over":
        for x, n in zip(entries, _split(rng, deck + rng.randint(1, 2), len(entries)), strict=True):
            x["red_threes"] = n
    elif kind == "red_threes_hand_over":
        laid = rng.randint(0, deck)
        for x, n in zip(entries, _split(rng, laid, len(entries)), strict=True):
            x["red_threes"] = n
        e["red_threes_in_hand"] = deck - laid + rng.randint(1, 2)
    elif kind == "canasta_floor":
        if not _canastas(e):
            e["natural_canastas"] = 1
        e["meld_points"] = max(5, _floor(settings, e) - 5 * rng.randint(1, 6))
    elif kind == "canastas_no_melds":
        e["meld_points"] = 0
        e[rng.choice(("natural_canastas", "mixed_canastas"))] += 1
    elif kind == "negative":
        field = rng.choice(
            (
                "meld_points",
                "hand_points",
                "penalty_points",
                "natural_canastas",
                "mixed_canastas",
                "joker_canastas",
                "red_threes",
                "red_threes_in_hand",
            )
        )
        e[field] = -rng.choice([1, 5, 50]) if field not in FIVE_FIELDS else -5 * rng.randint(1, 20)
    elif kind == "not_five":
        e[rng.choice(FIVE_FIELDS)] += rng.randint(1, 4)
    elif kind == "deck_points":
        used = sum(x["meld_points"] + x["hand_points"] for x in entries)
        e = rng.choice([x for x in entries if not x["going_out"]] or entries)
        e["hand_points"] += deck_points(settings) - used + 5 * rng.randint(1, 20)
    elif kind == "joker_canasta":
        e["joker_canastas"] += 1
        if settings["joker_canastas_allowed"]:
            e["meld_points"] = max(5, _floor(settings, e) - 5 * rng.randint(1, 6))
        else:
            e["meld_points"] = max(e["meld_points"], _floor(settings, e))
    elif kind == "unknown_way" or (kind == "hand_canasta_off" and settings["hand_canasta_allowed"]):
        _go_out(outs[0] if outs else e, rng.choice(ODD_WAYS))
    elif kind == "hand_canasta_off":
        _go_out(outs[0] if outs else e, "hand_canasta")
    elif kind == "alone_with_hand":
        x = outs[0] if outs else e
        if not x["going_out"]:
            _go_out(x, "out")
            x["natural_canastas"] = max(x["natural_canastas"], need - x["mixed_canastas"] - x["joker_canastas"])
            x["meld_points"] = max(x["meld_points"], _floor(settings, x))
        x["hand_points"] = 5 * rng.randint(1, 20)
    else:
        raise ValueError(f"unknown break {kind!r}")


def _thin(rng: random.Random, entries: list[Entry]) -> None:
    """Drop some zero fields and null going_out: a missing field means 0 (or null)."""
    for e in entries:
        for key in list(e):
            if e[key] in (0, None) and not isinstance(e[key], bool) and rng.random() < 0.3:
                del e[key]


def labeled_round(rng: random.Random, settings: dict[str, Any], n_sides: int) -> tuple[list[Entry], list[str]]:
    """Return a random round and the impossibilities put into it (empty when plausible)."""
    entries = plausible_round(rng, settings, n_sides)
    kinds: list[str] = []
    if rng.random() < 0.45:
        kinds = rng.sample(BREAKS, 1 if rng.random() < 0.8 else 2)
        for kind in kinds:
            _break(rng, settings, entries, kind)
    _thin(rng, entries)
    return entries, kinds


def random_round(rng: random.Random, settings: dict[str, Any], n_sides: int) -> list[Entry]:
    """Return a random round: mostly plausible, sometimes deliberately impossible."""
    return labeled_round(rng, settings, n_sides)[0]
