"""An evening's settings for the draw (fixed when it starts) and what is wrong with them or with a draw's inputs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..rules.problems import Problem
from .layout import capacity
from .seats import Round, Shape, Team

Form = Literal["pairs", "individuals"]
Movement = Literal["mitchell", "standing"]
FORMS: tuple[str, ...] = ("pairs", "individuals")
MOVEMENTS: tuple[str, ...] = ("mitchell", "standing")


@dataclass(frozen=True)
class Evening:
    """What every round's draw of one evening is given: the form ("pairs": fixed partnerships; "individuals":
    partners change every round), the family's table shapes (each a tuple of side sizes), the seed of the
    draw (kept with the evening: the same inputs always give the same draw), and for pairs the movement."""

    form: Form
    shapes: tuple[Shape, ...]
    seed: int
    movement: Movement | None = None

    @property
    def pairs(self) -> bool:
        """Whether the evening is played in fixed partnerships."""
        return self.form == "pairs"

    def table_shapes(self) -> tuple[Shape, ...]:
        """The shapes the draw sets up: all of them, but only those of two sides for a Mitchell movement."""
        if self.movement == "mitchell":
            return tuple(shape for shape in self.shapes if len(shape) == 2)
        return self.shapes

    def problems(self) -> list[Problem]:
        """What is wrong with the settings (nothing: an empty list)."""
        found = []
        if self.form not in FORMS:
            found.append(Problem("form", "The form is pairs or individuals, not %(form)s.", {"form": self.form}))
        if type(self.seed) is not int:
            found.append(Problem("seed", "The seed is a whole number."))
        if not self.shapes:
            found.append(Problem("shapes", "An evening needs at least one table shape."))
        for n, shape in enumerate(self.shapes):
            if len(shape) < 2 or any(type(size) is not int or size < 1 for size in shape):
                found.append(Problem(f"shapes.{n}", "A table has two sides or more, each of one player or more."))
        if self.form == "individuals" and self.movement is not None:
            found.append(Problem("movement", "Only an evening of fixed pairs has a movement."))
        if self.form != "pairs" or found:
            return found
        if self.movement not in MOVEMENTS:
            found.append(Problem("movement", "Fixed pairs move by mitchell or by standing."))
        if len({size for shape in self.shapes for size in shape}) != 1:
            found.append(Problem("shapes", "Fixed pairs need tables whose sides are all of one size."))
        elif self.movement == "mitchell" and not self.table_shapes():
            found.append(Problem("movement", "A Mitchell movement needs tables of two sides."))
        return found

    def pair_size(self) -> int:
        """The players of one partnership in the pairs form (every side's size)."""
        return self.shapes[0][0]


def input_problems(
    evening: Evening,
    players: tuple[int, ...],
    previous: tuple[Round, ...],
    pairs: tuple[Team, ...] = (),
    standings: tuple[int, ...] = (),
) -> list[Problem]:
    """What is wrong with what a draw is given (nothing: an empty list)."""
    found = evening.problems()
    if found:
        return found
    if any(type(p) is not int for p in (*players, *standings, *(p for team in pairs for p in team))):
        found.append(Problem("players", "Players are named by whole numbers."))
        return found
    if len(set(players)) != len(players):
        found.append(Problem("players", "A player is named twice."))
    if len(set(standings)) != len(standings):
        found.append(Problem("standings", "A player is named twice in the standings."))
    for n, drawn in enumerate(previous, start=1):
        if drawn.number != n:
            found.append(Problem(f"previous.{n - 1}", "The rounds before are numbered 1, 2, 3, ... in order."))
            break
    if evening.pairs:
        found += _pairs_problems(evening, players, pairs)
        units = len(pairs)
    else:
        if pairs:
            found.append(Problem("pairs", "An individual evening has no fixed pairs."))
        units = len(players)
    smallest = min(capacity(shape, evening.pairs) for shape in evening.table_shapes())
    if not found and units < smallest:
        found.append(
            Problem(
                "players",
                "Too few for a table: %(present)d here, a table takes %(smallest)d.",
                {"present": units, "smallest": smallest},
            )
        )
    return found


def _pairs_problems(evening: Evening, players: tuple[int, ...], pairs: tuple[Team, ...]) -> list[Problem]:
    """What is wrong with the partnerships of a pairs evening: each of the sides' size, everyone in exactly one."""
    found = []
    size = evening.pair_size()
    for n, team in enumerate(pairs):
        if len(team) != size:
            found.append(Problem(f"pairs.{n}", "A partnership is %(size)d players.", {"size": size}))
    partnered = [p for team in pairs for p in team]
    if sorted(partnered) != sorted(players):
        found.append(Problem("pairs", "Every player present is in exactly one partnership, and nobody else."))
    return found
