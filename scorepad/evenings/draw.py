"""The draw of a club evening's next round: round 1 at random from the evening's seed, later rounds by the
movement (Mitchell or standing for fixed pairs; rotating partners for individuals), byes going round.

Every draw is a pure function of its inputs: the same evening (seed included), players, pairs, rounds before and
standings give the same round. A late arrival is simply among the players of the next draw, a player who left
is not; a round already drawn is never drawn again.
"""

from __future__ import annotations

import secrets
from random import Random

from .byes import split_byes
from .errors import EveningError
from .evening import Evening, input_problems
from .history import History, history
from .layout import capacity, layout
from .mitchell import mitchell
from .opponents import seat_sides
from .partners import partner_groups
from .seats import Round, Team, seat_table
from .standing import by_standing, standing

AHEAD = 2  # rounds an individual draw looks ahead to keep partners fresh


def new_seed() -> int:
    """A fresh seed for an evening's draw, to be kept with the evening."""
    return secrets.randbelow(2**31)


def round_rng(evening: Evening, number: int) -> Random:
    """The random numbers of one round's draw: from the evening's seed and the round's number alone."""
    return Random(f"scorepad-evening:{evening.seed}:{number}")


def draw_round(
    evening: Evening,
    players: tuple[int, ...],
    previous: tuple[Round, ...] = (),
    *,
    pairs: tuple[Team, ...] = (),
    standings: tuple[int, ...] = (),
) -> Round:
    """The next round (number len(previous) + 1) for the players present now: `pairs` the partnerships of a
    pairs evening, `standings` the player ids best first (the movement by standing). EveningError when an
    input is wrong."""
    problems = input_problems(evening, players, previous, pairs, standings)
    if problems:
        raise EveningError(problems)
    number = len(previous) + 1
    past = history(previous)
    if not evening.pairs:
        tables, byes = _individuals(evening, sorted(players), past, number)
    else:
        units = sorted(tuple(sorted(team)) for team in pairs)
        if evening.movement == "mitchell":
            tables, byes = mitchell(units, previous, past, round_rng(evening, number))
        else:
            ranked = standings if previous else ()  # round 1 is drawn at random, whatever standing is passed
            tables, byes = _by_standing(evening, units, ranked, past, round_rng(evening, number))
    return Round(
        number,
        tuple(seat_table(n, list(teams)) for n, teams in enumerate(tables, start=1)),
        tuple(sorted(p for unit in byes for p in unit)),
    )


def _individuals(
    evening: Evening, players: list[int], past: History, number: int
) -> tuple[list[list[Team]], list[Team]]:
    """The tables (each its sides) and byes of an individual evening's round."""
    rng = round_rng(evening, number)
    shapes = layout(len(players), evening.shapes, pairs=False)
    seated = sum(capacity(shape, pairs=False) for shape in shapes)
    units = [(p,) for p in players]
    playing, byes = split_byes(units, seated, past, rng)
    sizes = [size for shape in shapes for size in shape]
    ahead = _ahead(evening, number, units, seated, sizes, past, (playing, byes))
    sides = partner_groups([unit[0] for unit in playing], sizes, past, rng, evening.seed, ahead)
    tables = seat_sides(sides, shapes, past, rng)
    for table in tables:  # who takes seat 1 falls as the seed says (sides of one size only: the shape stays)
        turn = rng.randrange(len(table)) if len(set(map(len, table))) == 1 else 0
        table[:] = [tuple(rng.sample(side, len(side))) for side in table[turn:] + table[:turn]]
    return tables, byes


def _ahead(
    evening: Evening,
    number: int,
    units: list[Team],
    seated: int,
    sizes: list[int],
    past: History,
    now: tuple[list[Team], list[Team]],
) -> tuple[tuple[list[int], list[int]], ...]:
    """The players and side sizes of the next AHEAD rounds if nobody comes or goes: who sits out doesn't hang on
    who partnered whom, so the next draws' byes are known now."""
    ahead = []
    then, coming = past, now
    for step in range(1, AHEAD + 1):
        then = then.then([u[0] for u in coming[0]], [u[0] for u in coming[1]])
        coming = split_byes(units, seated, then, round_rng(evening, number + step))
        ahead.append(([u[0] for u in coming[0]], sizes))
    return tuple(ahead)


def _by_standing(
    evening: Evening, units: list[Team], standings: tuple[int, ...], past: History, rng: Random
) -> tuple[list[list[Team]], list[Team]]:
    """The tables (each its pairs, best first) and the pairs sitting out of a round drawn by standing."""
    shapes = layout(len(units), evening.shapes, pairs=True)
    seated = sum(capacity(shape, pairs=True) for shape in shapes)
    ordered = by_standing(units, standings, rng)
    playing, byes = split_byes(ordered, seated, past, rng, last_first=ordered[::-1])
    return standing(playing, tuple(len(shape) for shape in shapes), past), byes


def pair_up(players: tuple[int, ...], seed: int, size: int = 2) -> tuple[tuple[Team, ...], tuple[int, ...]]:
    """Partnerships drawn at random from a seed for a pairs evening whose organiser doesn't name them: the
    partnerships, and the players left over (fewer than `size`)."""
    shuffled = sorted(players)
    Random(f"scorepad-pairs:{seed}").shuffle(shuffled)
    whole = len(shuffled) - len(shuffled) % size
    teams = tuple(tuple(sorted(shuffled[i : i + size])) for i in range(0, whole, size))
    return teams, tuple(sorted(shuffled[whole:]))
