"""How many tables of which shape: the fewest byes, tables near the middle size, even, the fewest."""

from __future__ import annotations

import pytest

from scorepad.evenings.layout import capacity, layout, seats_taken

CANASTA = ((2, 2),)
ROMME = ((1, 1, 1), (1, 1, 1, 1), (1, 1, 1, 1, 1))
FOUR, THREE, FIVE = (1, 1, 1, 1), (1, 1, 1), (1, 1, 1, 1, 1)


@pytest.mark.parametrize("players", range(8, 41))
def test_partnership_tables_seat_all_but_the_rest_of_four(players: int) -> None:
    assert layout(players, CANASTA, pairs=False) == ((2, 2),) * (players // 4)
    assert seats_taken(players, CANASTA, pairs=False) == players - players % 4


@pytest.mark.parametrize("pairs", range(4, 21))
def test_fixed_pairs_fill_tables_of_two_pairs(pairs: int) -> None:
    assert layout(pairs, CANASTA, pairs=True) == ((2, 2),) * (pairs // 2)


@pytest.mark.parametrize(
    ("players", "tables"),
    [
        (3, (THREE,)),
        (7, (FOUR, THREE)),
        (8, (FOUR, FOUR)),
        (9, (FIVE, FOUR)),  # 4 + 5 is nearer tables of 4 than 3 + 3 + 3
        (10, (FIVE, FIVE)),  # as near as 4 + 3 + 3, and even
        (11, (FOUR, FOUR, THREE)),
        (13, (FIVE, FOUR, FOUR)),
        (18, (FIVE, FIVE, FOUR, FOUR)),  # as near and as even as 4 + 4 + 4 + 3 + 3, and fewer tables
        (40, (FOUR,) * 10),
    ],
)
def test_romme_tables_of_three_to_five(players: int, tables: tuple[tuple[int, ...], ...]) -> None:
    assert layout(players, ROMME, pairs=False) == tables
    assert seats_taken(players, ROMME, pairs=False) == players


def test_too_few_for_a_table_sit_out() -> None:
    assert layout(2, ROMME, pairs=False) == ()
    assert layout(3, CANASTA, pairs=False) == ()


def test_shapes_of_the_same_size_take_the_one_listed_first() -> None:
    assert layout(8, ((2, 2), (1, 1, 1, 1)), pairs=False) == ((2, 2), (2, 2))
    assert layout(8, ((1, 1, 1, 1), (2, 2)), pairs=False) == ((1, 1, 1, 1), (1, 1, 1, 1))


def test_a_family_with_tables_of_two_or_three_pairs() -> None:
    shapes = ((2, 2), (2, 2, 2))
    assert capacity((2, 2, 2), pairs=True) == 3 and capacity((2, 2, 2), pairs=False) == 6
    assert layout(5, shapes, pairs=True) == ((2, 2, 2), (2, 2))  # five pairs, nobody out
    assert layout(4, ((1, 1),), pairs=False) == ((1, 1), (1, 1))
