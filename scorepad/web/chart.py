"""A small race chart of every side's total over the rounds, as inline SVG numbers (no library)."""

from __future__ import annotations

from dataclasses import dataclass

from ..models import Side
from ..rules.game import Replay

WIDTH, HEIGHT, PAD = 320, 120, 4  # the player's margin bars
RACE_WIDTH, RACE_HEIGHT, RACE_PAD = 640, 240, 8  # the race, in whole units: a short path of small steps


@dataclass(frozen=True)
class Line:
    """One side's totals as an SVG path (a start, then each round's step), its name and last total."""

    name: str
    path: str
    total: int
    index: int


@dataclass(frozen=True)
class Chart:
    """The chart's lines and where the zero and target lines fall."""

    lines: list[Line]
    zero_y: int | None
    target_y: int | None
    width: int = RACE_WIDTH
    height: int = RACE_HEIGHT


def steps_path(xs: list[int], ys: list[int]) -> str:
    """A line through the points as an SVG path: the first point, then the step to each next one."""
    steps = " ".join(f"{x - px} {y - py}" for px, py, x, y in zip(xs, ys, xs[1:], ys[1:], strict=False))
    return f"M{xs[0]} {ys[0]}l{steps}"


def race_chart(sides: list[Side], replay: Replay, target: int | None) -> Chart | None:
    """Totals after each round, scaled into a 640 x 240 box (with the target line, if the game has one);
    None before the first round."""
    if not replay.outcomes:
        return None
    series = [[s.start for s in sides]] + [[r.total for r in o.results] for o in replay.outcomes]
    values = [v for row in series for v in row]
    low, high = min(0, *values), max(target or 0, *values)
    span = high - low or 1
    steps = max(len(series) - 1, 1)

    def y(value: int) -> int:
        return round(RACE_PAD + (RACE_HEIGHT - 2 * RACE_PAD) * (high - value) / span)

    xs = [round(RACE_PAD + (RACE_WIDTH - 2 * RACE_PAD) * i / steps) for i in range(len(series))]
    lines = [
        Line(side.name, steps_path(xs, [y(row[k]) for row in series]), series[-1][k], k) for k, side in enumerate(sides)
    ]
    return Chart(lines, y(0) if low < 0 else None, y(target) if target is not None else None)


@dataclass(frozen=True)
class Bar:
    """One finished game as a bar: up for a win margin, down for a loss."""

    x: float
    y: float
    width: float
    height: float
    won: bool
    label: str


def margin_chart(games: list[dict[str, object]], lower_wins: bool = False) -> list[Bar]:
    """A player's finished games over time as bars of their margin (own total minus the best other; the
    other way round where the lowest total wins)."""
    finished = [g for g in games if g["status"] == "finished"]
    if not finished:
        return []
    margins = [int(g["total"]) - int(g["against"]) for g in finished]  # type: ignore[call-overload]
    if lower_wins:
        margins = [-m for m in margins]
    span = max(abs(m) for m in margins) or 1
    width = (WIDTH - 2 * PAD) / len(finished)
    middle = HEIGHT / 2
    bars = []
    for i, (game, margin) in enumerate(zip(finished, margins, strict=True)):
        height = round((HEIGHT / 2 - PAD) * abs(margin) / span, 1)
        y = middle - height if margin >= 0 else middle
        bars.append(
            Bar(
                round(PAD + i * width, 1),
                round(y, 1),
                round(max(width - 1, 1), 1),
                max(height, 1.0),
                margin > 0,
                f"{game['played_on']}: {margin:+d}",
            )
        )
    return bars
