"""Evenings played through the draw for the tests, and counts over them made here (not by the engine's own
history), so a test doesn't check the engine with itself."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations

from scorepad.evenings.checks import draw_problems
from scorepad.evenings.draw import draw_round
from scorepad.evenings.evening import Evening
from scorepad.evenings.seats import Round

CANASTA = ((2, 2),)
ROMME = ((1, 1, 1), (1, 1, 1, 1), (1, 1, 1, 1, 1))


@dataclass
class Played:
    """An evening's rounds and, for each, who was present and the pairs of a pairs evening."""

    evening: Evening
    rounds: list[Round] = field(default_factory=list)
    present: list[tuple[int, ...]] = field(default_factory=list)
    pairs: list[tuple[tuple[int, ...], ...]] = field(default_factory=list)


def standings_for(players: tuple[int, ...], number: int) -> tuple[int, ...]:
    """A made-up standing before round `number` (it changes from round to round, as a real one does)."""
    return tuple(sorted(players, key=lambda p: ((p * 7919 + number * 104729) % 1009, p)))


def play(
    evening: Evening,
    players: int,
    rounds: int,
    arrive: dict[int, int] | None = None,
    leave: dict[int, int] | None = None,
) -> Played:
    """Draw `rounds` rounds for players 1..`players` (pairs 1+2, 3+4, ... in a pairs evening); `arrive` and
    `leave` map a round to how many players (pairs: partnerships) come before it or leave before it (the ones
    who leave are the lowest ids still there, those who come new ids). Each draw is checked by draw_problems."""
    size = evening.pair_size() if evening.pairs else 1
    here = list(range(1, players * size + 1)) if evening.pairs else list(range(1, players + 1))
    next_id = len(here) + 1
    played = Played(evening)
    for number in range(1, rounds + 1):
        for _ in range((arrive or {}).get(number, 0)):
            here += list(range(next_id, next_id + size))
            next_id += size
        gone = (leave or {}).get(number, 0) * size
        here = here[gone:]
        teams = tuple(tuple(here[i : i + size]) for i in range(0, len(here), size)) if evening.pairs else ()
        present = tuple(here)
        drawn = draw_round(
            evening, present, tuple(played.rounds), pairs=teams, standings=standings_for(present, number)
        )
        problems = draw_problems(evening, present, tuple(played.rounds), drawn, teams)
        assert problems == [], [f"{p.path}: {p.text()}" for p in problems]
        played.rounds.append(drawn)
        played.present.append(present)
        played.pairs.append(teams)
    return played


def partners(drawn: Round) -> list[frozenset[int]]:
    """Every two partners (players on one side) of a round."""
    return [frozenset(two) for table in drawn.tables for side in table.teams for two in combinations(side, 2)]


def meetings(drawn: Round) -> list[frozenset[int]]:
    """Every two opponents (players on different sides at one table) of a round."""
    return [
        frozenset((a, b))
        for table in drawn.tables
        for one, other in combinations(table.teams, 2)
        for a in one
        for b in other
    ]


def byes_before(played: Played, number: int) -> Counter[int]:
    """How often each player sat out in the rounds before round `number`."""
    return Counter(p for drawn in played.rounds[: number - 1] for p in drawn.byes)


def side_meetings(drawn: Round) -> list[frozenset[tuple[int, ...]]]:
    """Every two sides (as sorted player tuples) that met at a table in a round."""
    return [
        frozenset((tuple(sorted(a)), tuple(sorted(b))))
        for table in drawn.tables
        for a, b in combinations(table.teams, 2)
    ]


def unfairly_out(played: Played) -> list[tuple[int, int]]:
    """(round, player) where a player sat out having sat out more often before than someone who played."""
    found = []
    for drawn in played.rounds:
        before = byes_before(played, drawn.number)
        seated = [p for table in drawn.tables for p in table.players]
        fewest = min((before[p] for p in seated), default=0)
        found += [(drawn.number, p) for p in drawn.byes if before[p] > fewest]
    return found
