"""Who sits out a round (a bye, "Freilos"): the byes go round, so nobody sits out twice before everyone has."""

from __future__ import annotations

from random import Random

from .history import History
from .seats import Team


def bye_order(units: list[Team], past: History, rng: Random, last_first: list[Team] | None = None) -> list[Team]:
    """The players (or pairs) in the order they should sit out: the fewest byes so far first; then the one whose
    last bye is longest ago; then the one who played the most tables (a late arrival plays); then, in a movement
    by standing, the lowest placed (`last_first`, lowest first), else as the seeded shuffle falls."""
    shuffled = list(units)
    rng.shuffle(shuffled)
    tiebreak = {unit: n for n, unit in enumerate(last_first if last_first is not None else shuffled)}

    def key(unit: Team) -> tuple[int, int, int, int]:
        return (
            max(past.byes[p] for p in unit),
            max(past.last_bye.get(p, 0) for p in unit),
            -min(past.played[p] for p in unit),
            tiebreak[unit],
        )

    return sorted(shuffled, key=key)


def split_byes(
    units: list[Team], seated: int, past: History, rng: Random, last_first: list[Team] | None = None
) -> tuple[list[Team], list[Team]]:
    """The units who play (in the order given) and those who sit out, so that `seated` of them play."""
    out = set(bye_order(units, past, rng, last_first)[: len(units) - seated])
    return [u for u in units if u not in out], [u for u in units if u in out]
