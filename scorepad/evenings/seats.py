"""A drawn round as values: seats named "table.seat", tables of sides, and who sits out."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..rules.seating import seating

Shape = tuple[int, ...]  # a table's side sizes: (2, 2) two partnerships, (1, 1, 1) three each for themself
Team = tuple[int, ...]  # the players of one fixed partnership (pairs form), or one player alone


class Seat(NamedTuple):
    """One player's seat: the player's id and the seat's name, "table.seat" ("1.3": table 1, seat 3)."""

    player: int
    name: str


def seat_numbers(shape: Shape) -> tuple[tuple[int, ...], ...]:
    """The seat numbers of each side of a table, clockwise from 1, sides alternating so partners sit apart
    (as the game seats them): (2, 2) gives side 0 seats 1 and 3, side 1 seats 2 and 4."""
    numbers: list[list[int]] = [[] for _ in shape]
    for number, (side, _player) in enumerate(seating(list(shape)), start=1):
        numbers[side].append(number)
    return tuple(tuple(side) for side in numbers)


def seat_side(shape: Shape, seat: int) -> int:
    """The side (0 first) that seat number `seat` (1 first) of a table of this shape is on."""
    return seating(list(shape))[seat - 1][0]


@dataclass(frozen=True)
class Table:
    """One table of a round: its number (1 first) and its sides, each a tuple of seats in seat order."""

    number: int
    sides: tuple[tuple[Seat, ...], ...]

    @property
    def shape(self) -> Shape:
        """The table's side sizes."""
        return tuple(len(side) for side in self.sides)

    @property
    def players(self) -> tuple[int, ...]:
        """Every player at the table, side by side."""
        return tuple(seat.player for side in self.sides for seat in side)

    @property
    def teams(self) -> tuple[Team, ...]:
        """The players of each side."""
        return tuple(tuple(seat.player for seat in side) for side in self.sides)

    def side_of(self, player: int) -> int:
        """The side (0 first) the player sits on; ValueError when the player is not at this table."""
        for index, side in enumerate(self.sides):
            if any(seat.player == player for seat in side):
                return index
        raise ValueError(f"player {player} is not at table {self.number}")


@dataclass(frozen=True)
class Round:
    """One drawn round: its number (1 first), its tables in number order, and the players sitting out."""

    number: int
    tables: tuple[Table, ...]
    byes: tuple[int, ...] = ()

    @property
    def players(self) -> tuple[int, ...]:
        """Every player of the round: seated, then sitting out."""
        return tuple(p for table in self.tables for p in table.players) + self.byes

    def seats(self) -> dict[int, Seat]:
        """Each seated player's seat, by player."""
        return {seat.player: seat for table in self.tables for side in table.sides for seat in side}


def seat_table(number: int, teams: tuple[Team, ...] | list[Team]) -> Table:
    """A table numbered `number` with these sides (each the players of one side, in seat order)."""
    numbers = seat_numbers(tuple(len(team) for team in teams))
    return Table(
        number,
        tuple(
            tuple(Seat(player, f"{number}.{seat}") for player, seat in zip(team, seats, strict=True))
            for team, seats in zip(teams, numbers, strict=True)
        ),
    )
