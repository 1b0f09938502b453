"""The Mitchell movement for fixed pairs: North-South pairs keep their table, East-West pairs move one table up
each round (from the last table to table 1).

A table is a "station". With an odd number of pairs the last station has no North-South pair (the phantom): the
East-West pair that comes to it sits out, so the bye goes round the moving pairs. The next round is worked out
from the round before it alone: its tables are the stations in number order and its one bye pair the phantom's,
so a round stored by the app is all the movement needs. While the field stays the same, an East-West pair meets
every North-South pair once in as many rounds as there are stations (tables, the phantom's included) and no
pair sits out twice in that many rounds; after that the movement starts over.

A pair that leaves empties its place; a pair that arrives takes an empty place (North-South first), else a
new station at the end; two half-empty stations are joined into one, and a lone pair left over becomes the
phantom's moving pair. Then, of every way the East-West line could move on (one table up first, then two, ...),
the one with the fewest repeated meetings is chosen, then the one whose bye pair has sat out the least.
"""

from __future__ import annotations

from random import Random

from .history import History
from .seats import Round, Team

Station = list[Team | None]  # [North-South, East-West]


def mitchell(
    units: list[Team], previous: tuple[Round, ...], past: History, rng: Random
) -> tuple[list[tuple[Team, Team]], list[Team]]:
    """The tables of the next round, each (North-South pair, East-West pair) in table order, and the pair
    sitting out (none or one)."""
    if not previous:
        shuffled = list(units)
        rng.shuffle(shuffled)
        half = len(shuffled) // 2
        ns: list[Team | None] = [*shuffled[:half], *([None] * (len(shuffled) % 2))]
        return _settle(ns, list(shuffled[half:]), [])
    ns, ew, arrivals = _stations(units, previous[-1])
    rng.shuffle(arrivals)
    count = len(ns)
    best: tuple[tuple[int, int, int], tuple[list[tuple[Team, Team]], list[Team]]] | None = None
    for step, shift in enumerate([*range(1, count), 0] if count > 1 else [0]):
        moved = [ew[(k - shift) % count] for k in range(count)] if count else []
        tables, byes = _settle(list(ns), moved, list(arrivals))
        repeats = sum(past.met(a, b) for a, b in tables)
        bye_cost = sum(max(past.byes[p] for p in team) for team in byes)
        key = (repeats, bye_cost, step)
        if best is None or key < best[0]:
            best = (key, (tables, byes))
    assert best is not None
    return best[1]


def _stations(units: list[Team], last: Round) -> tuple[list[Team | None], list[Team | None], list[Team]]:
    """The North-South and East-West lines of the last round (None where a pair has left), and the pairs
    present who have no place in them (late arrivals)."""
    present = {frozenset(unit): unit for unit in units}
    ns: list[Team | None] = []
    ew: list[Team | None] = []
    for table in sorted(last.tables, key=lambda t: t.number):
        teams = table.teams
        ns.append(present.get(frozenset(teams[0])))
        ew.append(present.get(frozenset(teams[1])) if len(teams) > 1 else None)
    sat_out = set(last.byes)
    resting = [u for u in units if set(u) <= sat_out]
    if resting:  # the phantom station: its moving pair sat out
        ns.append(None)
        ew.append(resting[0])
    placed = {u for u in (*ns, *ew) if u is not None}
    return ns, ew, [u for u in units if u not in placed]


def _settle(
    ns: list[Team | None], ew: list[Team | None], arrivals: list[Team]
) -> tuple[list[tuple[Team, Team]], list[Team]]:
    """Full stations as tables and the phantom's pair as the bye: arrivals fill the empty places, half-empty
    stations are joined, and a lone pair becomes the moving pair of a phantom station at the end."""
    stations: list[Station] = [[a, b] for a, b in zip(ns, ew, strict=True)]
    for place in (0, 1):
        for station in stations:
            if station[place] is None and arrivals:
                station[place] = arrivals.pop(0)
    while arrivals:
        stations.append([arrivals.pop(0), arrivals.pop(0) if arrivals else None])
    stations = [s for s in stations if s != [None, None]]
    lonely = [s for s in stations if None in s]
    while len(lonely) >= 2:
        keep, gone = lonely[-2], lonely[-1]
        keep[keep.index(None)] = gone[0] if gone[0] is not None else gone[1]
        stations = [s for s in stations if s is not gone]
        lonely = lonely[:-2]
    if lonely:
        alone = lonely[0]
        stations = [s for s in stations if s is not alone] + [[None, alone[0] or alone[1]]]
    tables = [(s[0], s[1]) for s in stations if s[0] is not None and s[1] is not None]
    byes = [s[1] for s in stations if s[0] is None and s[1] is not None]
    return tables, byes
