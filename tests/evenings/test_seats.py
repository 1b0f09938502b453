"""Seats named "table.seat", partners opposite, each seat on its side."""

from __future__ import annotations

import pytest

from scorepad.evenings.seats import Round, Seat, Table, seat_numbers, seat_side, seat_table


def test_partners_sit_opposite_at_a_four_player_table() -> None:
    assert seat_numbers((2, 2)) == ((1, 3), (2, 4))
    assert [seat_side((2, 2), seat) for seat in (1, 2, 3, 4)] == [0, 1, 0, 1]


@pytest.mark.parametrize(
    ("shape", "numbers"),
    [
        ((1, 1, 1), ((1,), (2,), (3,))),
        ((1, 1, 1, 1, 1), ((1,), (2,), (3,), (4,), (5,))),
        ((3, 2), ((1, 3, 5), (2, 4))),
        ((2, 2, 2), ((1, 4), (2, 5), (3, 6))),
    ],
)
def test_other_tables_alternate_their_sides(shape: tuple[int, ...], numbers: tuple[tuple[int, ...], ...]) -> None:
    assert seat_numbers(shape) == numbers
    assert all(seat_side(shape, n) == side for side, seats in enumerate(numbers) for n in seats)


def test_a_table_names_its_seats_by_its_number() -> None:
    table = seat_table(3, [(7, 8), (4, 5)])
    assert table == Table(3, ((Seat(7, "3.1"), Seat(8, "3.3")), (Seat(4, "3.2"), Seat(5, "3.4"))))
    assert table.shape == (2, 2)
    assert table.players == (7, 8, 4, 5)
    assert table.teams == ((7, 8), (4, 5))
    assert [table.side_of(p) for p in (7, 8, 4, 5)] == [0, 0, 1, 1]
    with pytest.raises(ValueError, match="player 9 is not at table 3"):
        table.side_of(9)


def test_a_round_knows_its_players_and_seats() -> None:
    drawn = Round(2, (seat_table(1, [(1,), (2,), (3,)]),), byes=(4,))
    assert drawn.players == (1, 2, 3, 4)
    assert drawn.seats() == {1: Seat(1, "1.1"), 2: Seat(2, "1.2"), 3: Seat(3, "1.3")}
    assert drawn.seats()[2].name == "1.2" and drawn.seats()[2] == (2, "1.2")  # a seat is a (player, name) pair
