"""Victory points: a table's margin becomes 20 victory points split between its sides by a band table (RULES.md
14), Italian Burraco's two tables shipped as presets, any table a club sets checked before it is used."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.problems import Problem

TOTAL = 20  # the victory points of one table, split between its two sides


@dataclass(frozen=True)
class Band:
    """Margins up to `up_to` (from just above the band before; None: every margin above it) give the side ahead
    `winner` victory points and the side behind `loser`."""

    up_to: int | None
    winner: int
    loser: int


@dataclass(frozen=True)
class Bands:
    """A band table: bands from a margin of 0 upwards, each starting just above the one before it."""

    bands: tuple[Band, ...]

    def problems(self) -> list[Problem]:
        """What is wrong with the table (nothing: an empty list): the bands must run from 0 upwards, each
        ending above the one before and the last open ("above ..."), each splitting 20 victory points, the
        first evenly (a tie), the winner's share growing with the margin."""
        found = []
        if not self.bands:
            return [Problem("bands", "A band table has at least one band.")]
        for n, band in enumerate(self.bands):
            last = n == len(self.bands) - 1
            before = self.bands[n - 1] if n else None
            if last and band.up_to is not None:
                found.append(Problem(f"bands.{n}.up_to", "The last band has no upper end: every margin above."))
            if not last and (type(band.up_to) is not int or band.up_to < 0):
                found.append(Problem(f"bands.{n}.up_to", "A band ends at a margin of 0 or more."))
            elif not last and before is not None and type(before.up_to) is int and band.up_to <= before.up_to:
                found.append(Problem(f"bands.{n}.up_to", "A band ends above the band before it."))
            if type(band.winner) is not int or type(band.loser) is not int or band.loser < 0:
                found.append(Problem(f"bands.{n}", "Victory points are whole numbers, 0 or more."))
            elif band.winner + band.loser != TOTAL or band.winner < band.loser:
                found.append(
                    Problem(
                        f"bands.{n}",
                        "A band splits %(total)d victory points, the winner's share the larger.",
                        {"total": TOTAL},
                    )
                )
            elif n == 0 and band.winner != band.loser:
                found.append(Problem("bands.0", "The first band (a tie) splits the victory points evenly."))
            elif before is not None and type(before.winner) is int and band.winner <= before.winner:
                found.append(Problem(f"bands.{n}.winner", "Each band gives the winner more than the band before."))
        return found

    def split(self, margin: int) -> tuple[int, int]:
        """The victory points (side ahead, side behind) for a margin (its size: the sign is ignored)."""
        size = abs(margin)
        for band in self.bands:
            if band.up_to is None or size <= band.up_to:
                return band.winner, band.loser
        raise ValueError("the band table has no open last band")


def bands(*rows: tuple[int | None, int, int]) -> Bands:
    """A band table from rows of (margin up to, winner's victory points, loser's)."""
    return Bands(tuple(Band(*row) for row in rows))


# Italian Burraco's scales (RULES.md 14). Burraco's margins are multiples of 5: "55-150" is every margin above 50.
BURRACO_3_HANDS = bands(
    (50, 10, 10), (150, 11, 9), (250, 12, 8), (350, 13, 7), (500, 14, 6), (650, 15, 5),
    (800, 16, 4), (1000, 17, 3), (1250, 18, 2), (1500, 19, 1), (None, 20, 0),
)  # fmt: skip
BURRACO_4_HANDS = bands(
    (100, 10, 10), (300, 11, 9), (500, 12, 8), (700, 13, 7), (900, 14, 6), (1100, 15, 5),
    (1300, 16, 4), (1500, 17, 3), (1700, 18, 2), (2000, 19, 1), (None, 20, 0),
)  # fmt: skip
PRESETS: dict[str, Bands] = {"burraco_3_hands": BURRACO_3_HANDS, "burraco_4_hands": BURRACO_4_HANDS}
