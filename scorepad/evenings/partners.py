"""Partners for an individual evening: the round's players grouped into sides so that nobody partners the same
player twice while the numbers allow it.

Where every side is two players, the round's players first try the circle method's pairing (a round robin: over
n - 1 rounds every player partners every other once) in an order fixed by the evening's seed; a field that stays
the same and plays complete gets exactly that round robin. Otherwise, and where the circle's pairing would repeat
a partner, a search finds sides with no repeat (most constrained player first, the seeded shuffle deciding the
rest), else the sides with the fewest repeats. With sides of two a repeat-free pairing exists in any round
r <= m / 2 of m seated players, whoever partnered before: each player has had at most r - 1 partners, so the
players who never partnered form a graph of minimum degree m - r >= m / 2, which has a perfect matching (Dirac);
in so dense a graph the search finds one in its first few steps, far inside its budget (tests/evenings checks it
over any earlier pairings of up to 20 players, and over every evening of 8 to 40).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations, islice
from random import Random

from .history import History, Pair, pair
from .seats import Team

BUDGET = 50_000  # search steps for a repeat-free grouping
REPAIR = 5_000  # search steps for each number of repeats allowed, once a repeat can't be avoided
LOOKAHEAD = 20_000  # search steps for looking ahead, all the round's candidates together
CANDIDATES = 20  # repeat-free groupings tried for the rounds ahead


def circle(players: list[int], turn: int) -> list[Team]:
    """The pairing of round `turn` (0 first) of the circle method for an even number of players: the last stays,
    the others turn round a circle, each paired with the one opposite."""
    fixed, ring = players[-1], players[:-1]
    k = turn % len(ring)
    turned = ring[k:] + ring[:k]
    return [(fixed, turned[0])] + [(turned[i], turned[-i]) for i in range(1, len(players) // 2)]


def circle_order(players: list[int], seed: int) -> list[int]:
    """The players in the evening's own order for the circle method: fixed by the seed and each player's id
    alone, so it stays the same from round to round whoever else comes or goes."""
    return sorted(players, key=lambda p: (Random(f"{seed}:{p}").random(), p))


def partner_groups(
    players: list[int],
    sizes: list[int],
    past: History,
    rng: Random,
    seed: int,
    ahead: tuple[tuple[list[int], list[int]], ...] = (),
) -> list[Team]:
    """The round's sides: the players grouped into sides of the given sizes, partners repeated as rarely as
    possible (never while a repeat-free grouping exists and the search finds it). `ahead` are the players and
    side sizes of the next rounds if nobody comes or goes: of the repeat-free groupings, one that leaves those
    rounds a repeat-free grouping too is preferred (a greedy round by round can paint itself into a corner)."""
    shuffled = list(players)
    rng.shuffle(shuffled)
    if all(size == 1 for size in sizes):
        return [(p,) for p in shuffled]
    had = Counter(p for key in past.partners for p in key)
    shuffled.sort(key=lambda p: -had[p])  # the most constrained first: they are hardest to place late
    wanted = tuple(sorted(sizes, reverse=True))
    fresh = _fresh(players, sizes, past, seed, shuffled, wanted)
    first, best = None, (-1, None)
    looking = [LOOKAHEAD]
    for found in fresh:
        first = first or found
        reach = _reach(past.partners + Counter(_pairs(found)), ahead, looking)
        if reach > best[0]:
            best = (reach, found)
        if reach == len(ahead) or looking[0] < 0:
            break
    if first is not None:
        return best[1] or first
    for allowed in range(1, len(players) * len(players)):
        found = next(_groupings(shuffled, wanted, past.partners, allowed, [REPAIR]), None)
        if found is not None:
            return found
    raise AssertionError("unreachable: enough repeats allowed always group the players")


def _fresh(
    players: list[int], sizes: list[int], past: History, seed: int, shuffled: list[int], wanted: tuple[int, ...]
) -> Iterator[list[Team]]:
    """Repeat-free groupings to choose from: the circle method's pairings first (sides of two), then the search's
    (at most CANDIDATES of them)."""
    if all(size == 2 for size in sizes):
        ordered = circle_order(players, seed)
        for turn in range(past.rounds, past.rounds + len(players) - 1):
            pairs = circle(ordered, turn)
            if all(past.partnered(p) == 0 for p in pairs):
                yield pairs
    yield from islice(_groupings(shuffled, wanted, past.partners, 0, [BUDGET]), CANDIDATES)


def _reach(partners: Counter[Pair], ahead: tuple[tuple[list[int], list[int]], ...], budget: list[int]) -> int:
    """How many of the rounds ahead can still be grouped without a repeat, one after the other (trying a few
    groupings of each, as far as the budget of search steps goes)."""
    if not ahead:
        return 0
    (players, sizes), rest = ahead[0], ahead[1:]
    wanted = tuple(sorted(sizes, reverse=True))
    best = 0
    for found in islice(_groupings(list(players), wanted, partners, 0, budget), CANDIDATES):
        best = max(best, 1 + _reach(partners + Counter(_pairs(found)), rest, budget))
        if best == len(ahead):
            break
    return best


def _pairs(groups: list[Team]) -> Iterator[Pair]:
    """Every two partners of the groups."""
    return (pair(a, b) for group in groups for a, b in combinations(group, 2))


def _groupings(
    free: list[int], sizes: tuple[int, ...], partners: Counter[Pair], allowed: int, budget: list[int]
) -> Iterator[list[Team]]:
    """Every grouping of the free players into sides of `sizes` with at most `allowed` repeated partnerships,
    until the budget of search steps runs out."""
    if not free:
        yield []
        return
    first, rest = free[0], free[1:]
    for size in sorted(set(sizes), reverse=True):
        left = list(sizes)
        left.remove(size)
        candidates = sorted(rest, key=lambda p: partners[pair(first, p)])
        for others in combinations(candidates, size - 1):
            budget[0] -= 1
            if budget[0] < 0:
                return
            group = (first, *others)
            cost = sum(partners[pair(a, b)] for a, b in combinations(group, 2))
            if cost > allowed:
                continue
            remaining = [p for p in rest if p not in others]
            for tail in _groupings(remaining, tuple(left), partners, allowed - cost, budget):
                yield [group, *tail]
            if budget[0] < 0:
                return
