"""How many tables of which shape a round sets up for the players (or pairs) who are there."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

from .seats import Shape


def capacity(shape: Shape, pairs: bool) -> int:
    """What one table of this shape takes: its sides (pairs form, one pair a side) or its seats (individuals)."""
    return len(shape) if pairs else sum(shape)


def layout(units: int, shapes: tuple[Shape, ...], pairs: bool) -> tuple[Shape, ...]:
    """The tables for `units` players (individuals) or pairs (pairs form), biggest first.

    Chosen in this order: as many seated as possible (the fewest byes); tables nearest the middle of the
    allowed sizes (the least sum of each table's distance from it: Rommé's 3 to 5 makes tables of 4); tables as
    even as possible (the smallest difference between the biggest and the smallest); the fewest tables. Of two
    shapes that take as many, the one listed first is used.
    """
    by_size: dict[int, Shape] = {}
    for shape in shapes:
        by_size.setdefault(capacity(shape, pairs), shape)
    return tuple(by_size[size] for size in _sizes(units, tuple(sorted(by_size))))


@lru_cache(maxsize=256)
def _sizes(units: int, sizes: tuple[int, ...]) -> tuple[int, ...]:
    """The table sizes `layout` chooses, biggest first (cached: every round of an evening asks the same)."""
    if not sizes or units < sizes[0]:
        return ()
    middle = (sizes[0] + sizes[-1]) / 2
    best: tuple[tuple[float, ...], tuple[int, ...]] | None = None
    for count in range(1, units // sizes[0] + 1):
        for combo in combinations_with_replacement(sizes, count):
            seated = sum(combo)
            if seated > units:
                continue
            key = (-seated, sum(abs(size - middle) for size in combo), combo[-1] - combo[0], count)
            if best is None or key < best[0]:
                best = (key, combo)
    return tuple(sorted(best[1], reverse=True)) if best else ()


def seats_taken(units: int, shapes: tuple[Shape, ...], pairs: bool) -> int:
    """How many of `units` players (or pairs) the layout seats; the rest sit out."""
    return sum(capacity(shape, pairs) for shape in layout(units, shapes, pairs))
