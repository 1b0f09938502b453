"""Victory points by a band table: Italian Burraco's two scales of RULES.md 14 at and just past each boundary,
and a club's own table checked."""

from __future__ import annotations

import pytest

from scorepad.evenings.bands import BURRACO_3_HANDS, BURRACO_4_HANDS, PRESETS, Band, Bands, bands

# (margin, winner's victory points), read off RULES.md 14: each band's last margin and the next margin (Burraco
# counts in fives), and one more just past the boundary that Burraco never sees.
THREE_HANDS = [
    (0, 10), (50, 10), (51, 11), (55, 11), (150, 11), (155, 12), (250, 12), (255, 13), (350, 13), (355, 14),
    (500, 14), (505, 15), (650, 15), (655, 16), (800, 16), (805, 17), (1000, 17), (1005, 18), (1250, 18),
    (1255, 19), (1500, 19), (1501, 20), (1505, 20), (4000, 20),
]  # fmt: skip
FOUR_HANDS = [
    (0, 10), (100, 10), (101, 11), (105, 11), (300, 11), (305, 12), (500, 12), (505, 13), (700, 13), (705, 14),
    (900, 14), (905, 15), (1100, 15), (1105, 16), (1300, 16), (1305, 17), (1500, 17), (1505, 18), (1700, 18),
    (1705, 19), (2000, 19), (2001, 20), (2005, 20),
]  # fmt: skip


@pytest.mark.parametrize(("margin", "winner"), THREE_HANDS)
def test_three_hands(margin: int, winner: int) -> None:
    assert BURRACO_3_HANDS.split(margin) == (winner, 20 - winner)
    assert BURRACO_3_HANDS.split(-margin) == (winner, 20 - winner)  # the size of the margin, either way


@pytest.mark.parametrize(("margin", "winner"), FOUR_HANDS)
def test_four_hands(margin: int, winner: int) -> None:
    assert BURRACO_4_HANDS.split(margin) == (winner, 20 - winner)


def test_the_presets_are_named_and_sound() -> None:
    assert PRESETS == {"burraco_3_hands": BURRACO_3_HANDS, "burraco_4_hands": BURRACO_4_HANDS}
    assert all(table.problems() == [] for table in PRESETS.values())
    assert len(BURRACO_3_HANDS.bands) == len(BURRACO_4_HANDS.bands) == 11


def test_a_club_sets_its_own_table() -> None:
    club = bands((0, 10, 10), (200, 12, 8), (None, 15, 5))
    assert club.problems() == []
    assert [club.split(m) for m in (0, 1, 200, 201)] == [(10, 10), (12, 8), (12, 8), (15, 5)]
    assert bands((None, 10, 10)).split(5000) == (10, 10)  # one band: every table a draw


@pytest.mark.parametrize(
    ("table", "expected"),
    [
        (Bands(()), ["bands: A band table has at least one band."]),
        (bands((50, 10, 10), (100, 12, 8)), ["bands.1.up_to: The last band has no upper end: every margin above."]),
        (bands((50, 10, 10), (None, 12, 8), (None, 14, 6)),
         ["bands.1.up_to: A band ends at a margin of 0 or more."]),
        (bands((-5, 10, 10), (None, 12, 8)), ["bands.0.up_to: A band ends at a margin of 0 or more."]),
        (bands((50, 10, 10), (50, 12, 8), (None, 14, 6)), ["bands.1.up_to: A band ends above the band before it."]),
        (bands((50, 10, 10), (None, 12, 9)),
         ["bands.1: A band splits 20 victory points, the winner's share the larger."]),
        (bands((50, 10, 10), (None, 8, 12)),
         ["bands.1: A band splits 20 victory points, the winner's share the larger."]),
        (bands((50, 11, 9), (None, 12, 8)), ["bands.0: The first band (a tie) splits the victory points evenly."]),
        (bands((50, 10, 10), (100, 12, 8), (None, 12, 8)),
         ["bands.2.winner: Each band gives the winner more than the band before."]),
        (bands((50, 10, 10), (None, 21, -1)), ["bands.1: Victory points are whole numbers, 0 or more."]),
        (Bands((Band(50, 10, 10), Band(None, 12.5, 7.5))),  # type: ignore[arg-type]
         ["bands.1: Victory points are whole numbers, 0 or more."]),
    ],
)  # fmt: skip
def test_a_wrong_table_is_named(table: Bands, expected: list[str]) -> None:
    assert [f"{p.path}: {p.text()}" for p in table.problems()] == expected
