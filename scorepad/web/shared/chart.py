"""Charts as inline SVG numbers (no library): the race of every side's total over the rounds, with its axes, their
labels and the target line; a player's margin bars."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...models import Side
from ...rules.game import Replay
from ...words import number, signed
from ...words.times import date_text

WIDTH, HEIGHT, PAD = 320, 120, 4  # the player's margin bars
RACE_WIDTH, RACE_HEIGHT = 640, 320  # the race, in whole units: on a 320 px phone one unit is half a pixel
LEFT, RIGHT, TOP, BOTTOM = 108, 16, 20, 64  # room for the value labels (left) and the round numbers (below)
LABEL_GAP = 64  # the least room between two round numbers on the x axis
Y_TICKS = 5  # at most this many value labels


@dataclass(frozen=True)
class Line:
    """One side's totals as an SVG path (a start, then each round's step), its name and last total."""

    name: str
    path: str
    total: int
    index: int


@dataclass(frozen=True)
class Tick:
    """A labelled mark on an axis: where it falls in the box, and its label."""

    at: int
    label: str


@dataclass(frozen=True)
class Chart:
    """The chart's lines, its axes' marks, and where the zero and target lines fall."""

    lines: list[Line]
    zero_y: int | None
    target_y: int | None
    target: int | None
    x_ticks: list[Tick]
    y_ticks: list[Tick]
    width: int = RACE_WIDTH
    height: int = RACE_HEIGHT
    left: int = LEFT
    right: int = RACE_WIDTH - RIGHT
    top: int = TOP
    bottom: int = RACE_HEIGHT - BOTTOM


def steps_path(xs: list[int], ys: list[int]) -> str:
    """A line through the points as an SVG path: the first point, then the step to each next one."""
    steps = " ".join(f"{x - px} {y - py}" for px, py, x, y in zip(xs, ys, xs[1:], ys[1:], strict=False))
    return f"M{xs[0]} {ys[0]}l{steps}"


def nice_step(span: int, most: int = Y_TICKS) -> int:
    """A round step (5, 10, 20, 50, 100, 200, 500, ...) that marks a span with at most `most` steps."""
    raw = max(span / most, 5)
    power = 10 ** math.floor(math.log10(raw))
    return next(int(m * power) for m in (1, 2, 5, 10) if m * power >= raw)


def value_ticks(low: int, high: int) -> list[int]:
    """The values the y axis labels: multiples of a round step from the lowest to the highest."""
    step = nice_step(high - low)
    first = math.ceil(low / step) * step
    return list(range(first, high + 1, step))


def round_ticks(rounds: int, room: int) -> list[int]:
    """The rounds the x axis labels (0 is the start): every one, or every 2nd, 5th, 10th... as room allows."""
    every = next(k for k in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000) if room * k / max(rounds, 1) >= LABEL_GAP)
    return list(range(0, rounds + 1, every))


def race_chart(sides: list[Side], replay: Replay, target: int | None) -> Chart | None:
    """Totals after each round, scaled into the box between the axes (with the target line, if the game has
    one); None before the first round."""
    if not replay.outcomes:
        return None
    series = [[s.start for s in sides]] + [[r.total for r in o.results] for o in replay.outcomes]
    values = [v for row in series for v in row]
    low, high = min(0, *values), max(target or 0, *values)
    span = high - low or 1
    steps = len(series) - 1
    box_w, box_h = RACE_WIDTH - LEFT - RIGHT, RACE_HEIGHT - TOP - BOTTOM

    def y(value: int) -> int:
        return round(TOP + box_h * (high - value) / span)

    def x(at: int) -> int:
        return round(LEFT + box_w * at / steps)

    xs = [x(i) for i in range(len(series))]
    lines = [
        Line(side.name, steps_path(xs, [y(row[k]) for row in series]), series[-1][k], k) for k, side in enumerate(sides)
    ]
    return Chart(
        lines,
        zero_y=y(0) if low < 0 else None,
        target_y=y(target) if target is not None else None,
        target=target,
        x_ticks=[Tick(x(i), str(i)) for i in round_ticks(steps, box_w)],
        y_ticks=[Tick(y(v), number(v)) for v in value_ticks(low, high)],
    )


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
                f"{date_text(game['played_on'])}: {signed(margin)}",  # type: ignore[arg-type]
            )
        )
    return bars
