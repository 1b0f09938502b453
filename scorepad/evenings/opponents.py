"""Opponents for an individual evening: the round's sides set at its tables so that players meet the same
opponent as rarely as possible.

The sides are dealt to the tables' places (a side goes only to a place of its size) in the seeded shuffle, then
two sides at different tables swap places while a swap lowers the cost, from a few seeded starts; the cheapest
wins. The cost of a table is, over every two opponents at it, 1 for their second meeting, 3 for a third, 6 for a
fourth (a triangle number): one more repeat for a pair that met often costs more than for a pair that met once,
so repeats are spread.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from random import Random

from .history import History, Pair, pair
from .seats import Shape, Team

STARTS = 4  # seeded starts of the local search (the first that reaches no repeat at all ends it)


def seat_sides(sides: list[Team], shapes: tuple[Shape, ...], past: History, rng: Random) -> list[list[Team]]:
    """Each table's sides, in the order of `shapes` (a table's sides in its shape's order of sizes)."""
    places = [(t, s, size) for t, shape in enumerate(shapes) for s, size in enumerate(shape)]
    best: tuple[int, list[list[Team]]] | None = None
    for _ in range(STARTS):
        tables = _deal(sides, shapes, places, rng)
        cost = _improve(tables, places, past.opponents)
        if best is None or cost < best[0]:
            best = (cost, tables)
        if cost == 0:
            break
    assert best is not None
    return best[1]


def table_cost(table: list[Team], opponents: Counter[Pair]) -> int:
    """What a table's opponents have met before: a pair that met k times before adds k (k + 1) / 2."""
    return sum(_price(opponents[pair(x, y)]) for one, other in combinations(table, 2) for x in one for y in other)


def _price(met: int) -> int:
    """The cost of meeting once more after `met` meetings: 0, 1, 3, 6, ... (a triangle number)."""
    return met * (met + 1) // 2


def _deal(
    sides: list[Team], shapes: tuple[Shape, ...], places: list[tuple[int, int, int]], rng: Random
) -> list[list[Team]]:
    """The sides dealt at random to the places of their own size."""
    by_size: dict[int, list[Team]] = {}
    for side in sides:
        by_size.setdefault(len(side), []).append(side)
    for group in by_size.values():
        rng.shuffle(group)
    tables: list[list[Team]] = [[() for _ in shape] for shape in shapes]
    for t, s, size in places:
        tables[t][s] = by_size[size].pop()
    return tables


def _improve(tables: list[list[Team]], places: list[tuple[int, int, int]], opponents: Counter[Pair]) -> int:
    """Swap sides between tables while that lowers the cost; the total cost reached."""
    costs = [table_cost(table, opponents) for table in tables]
    swaps = [(a, b) for a, b in combinations(places, 2) if a[0] != b[0] and a[2] == b[2]]
    improved = sum(costs) > 0
    while improved:
        improved = False
        for (t1, s1, _), (t2, s2, _) in swaps:
            if costs[t1] == 0 and costs[t2] == 0:
                continue
            tables[t1][s1], tables[t2][s2] = tables[t2][s2], tables[t1][s1]
            new1, new2 = table_cost(tables[t1], opponents), table_cost(tables[t2], opponents)
            if new1 + new2 < costs[t1] + costs[t2]:
                costs[t1], costs[t2] = new1, new2
                improved = sum(costs) > 0
            else:
                tables[t1][s1], tables[t2][s2] = tables[t2][s2], tables[t1][s1]
    return sum(costs)
