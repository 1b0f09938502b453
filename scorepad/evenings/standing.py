"""The movement by standing ("Danish", Swiss) for fixed pairs: 1st v 2nd, 3rd v 4th, ... at tables 1, 2, ...,
never the same two pairs at one table twice where the field allows it.

The pairs are taken best first; each table takes the best pair still free and the next best it has not met
(at a table of three sides, the next two). Where no draw of the round avoids every repeat, the draw with the
fewest repeats is taken, still as close to the standing as it can be. Round 1 (no standing yet) and pairs
not yet ranked (late arrivals) go by the seeded shuffle, after the ranked ones.
"""

from __future__ import annotations

from itertools import combinations
from random import Random

from .history import History
from .seats import Team

BUDGET = 20_000  # search steps per number of repeats allowed; far more than 20 pairs over 7 rounds need


def by_standing(units: list[Team], standings: tuple[int, ...], rng: Random) -> list[Team]:
    """The pairs best first: by the best place of their players in `standings` (player ids, best first), the
    unranked after them in the seeded shuffle."""
    place = {player: n for n, player in enumerate(standings)}
    shuffled = list(units)
    rng.shuffle(shuffled)
    unranked = len(place)
    return sorted(shuffled, key=lambda unit: min(place.get(p, unranked) for p in unit))


def standing(ordered: list[Team], sizes: tuple[int, ...], past: History) -> list[list[Team]]:
    """The tables of the round, each its pairs best first, for pairs in standing order (best first) and tables
    taking `sizes` pairs each (in table order)."""
    plain = _chunks(ordered, sizes)
    most = sum(_repeats(group, past) for group in plain)
    for allowed in range(most):
        found = _search(ordered, sizes, past, allowed, [BUDGET])
        if found is not None:
            return found
    return plain


def _chunks(ordered: list[Team], sizes: tuple[int, ...]) -> list[list[Team]]:
    """The pairs in order cut into tables of the given sizes."""
    tables, start = [], 0
    for size in sizes:
        tables.append(ordered[start : start + size])
        start += size
    return tables


def _repeats(group: list[Team] | tuple[Team, ...], past: History) -> int:
    """How many earlier meetings the pairs of one table have had among themselves."""
    return sum(past.met(a, b) for a, b in combinations(group, 2))


def _search(
    free: list[Team], sizes: tuple[int, ...], past: History, allowed: int, budget: list[int]
) -> list[list[Team]] | None:
    """Tables for the free pairs in standing order with at most `allowed` repeats, or None (also when the
    budget of search steps runs out)."""
    if not sizes:
        return []
    top, rest = free[0], free[1:]
    for others in combinations(rest, sizes[0] - 1):
        budget[0] -= 1
        if budget[0] < 0:
            return None
        group = [top, *others]
        cost = _repeats(group, past)
        if cost > allowed:
            continue
        left = [u for u in rest if u not in others]
        found = _search(left, sizes[1:], past, allowed - cost, budget)
        if found is not None:
            return [group, *found]
        if budget[0] < 0:
            return None
    return None
