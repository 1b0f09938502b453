"""What is wrong with a drawn round: for the tests, and for the app before it keeps a draw (its own or one an
organiser changed by hand)."""

from __future__ import annotations

from collections import Counter

from ..rules.problems import Problem
from .evening import Evening, input_problems
from .layout import seats_taken
from .seats import Round, Table, Team, seat_numbers


def draw_problems(
    evening: Evening,
    players: tuple[int, ...],
    previous: tuple[Round, ...],
    drawn: Round,
    pairs: tuple[Team, ...] = (),
) -> list[Problem]:
    """What is wrong with `drawn` as the next round for these players (nothing: an empty list): its number,
    its tables' numbers, shapes and seat names, everyone present seated once or sitting out and nobody else,
    the fixed pairs kept together, and nobody sitting out whom a table could have seated."""
    found = input_problems(evening, players, previous, pairs)
    if found:
        return found
    if drawn.number != len(previous) + 1:
        found.append(Problem("number", "This round is number %(number)d.", {"number": len(previous) + 1}))
    for n, table in enumerate(drawn.tables):
        found += [problem.at(f"tables.{n}.") for problem in _table_problems(evening, table, n + 1, pairs)]
    found += _people_problems(players, drawn)
    units = len(pairs) if evening.pairs else len(players)
    out = len(pairs) - sum(len(t.sides) for t in drawn.tables) if evening.pairs else len(drawn.byes)
    could = units - seats_taken(units, evening.table_shapes(), evening.pairs)
    if not found and out > could:
        found.append(Problem("byes", "Only %(could)d can sit out: the tables seat the others.", {"could": could}))
    return found


def _table_problems(evening: Evening, table: Table, number: int, pairs: tuple[Team, ...]) -> list[Problem]:
    """What is wrong with one table: its number, its shape, its seat names, its sides' partnerships."""
    found = []
    if table.number != number:
        found.append(Problem("number", "Tables are numbered 1, 2, 3, ... in order."))
    if table.shape not in evening.table_shapes():
        found.append(Problem("sides", "The evening has no tables of this shape."))
        return found
    for side, (seats, numbers) in enumerate(zip(table.sides, seat_numbers(table.shape), strict=True)):
        for seat, seat_number in zip(seats, numbers, strict=True):
            if seat.name != f"{table.number}.{seat_number}":
                found.append(
                    Problem(
                        f"sides.{side}",
                        "Player %(player)s sits at %(name)s, not %(seat)s.",
                        {"player": seat.player, "name": f"{table.number}.{seat_number}", "seat": seat.name},
                    )
                )
    if evening.pairs:
        teams = {frozenset(team) for team in pairs}
        for side, team in enumerate(table.teams):
            if frozenset(team) not in teams:
                found.append(Problem(f"sides.{side}", "A side is one of the evening's partnerships."))
    return found


def _people_problems(players: tuple[int, ...], drawn: Round) -> list[Problem]:
    """Who is seated or sits out more than once, who is missing, and who is drawn but not present."""
    found = []
    counted = Counter(drawn.players)
    twice = sorted(p for p, n in counted.items() if n > 1)
    missing = sorted(set(players) - set(counted))
    strangers = sorted(set(counted) - set(players))
    for path, message, who in (
        ("players", "Drawn more than once: %(players)s.", twice),
        ("players", "Neither seated nor sitting out: %(players)s.", missing),
        ("players", "Drawn but not here: %(players)s.", strangers),
    ):
        if who:
            found.append(Problem(path, message, {"players": ", ".join(map(str, who))}))
    return found
