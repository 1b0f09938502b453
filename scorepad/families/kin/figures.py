"""The numbers the melding families add to a game and say of a round: each side's initial-meld minimum (its figure,
and the round's before and after), the canastas a league sums, and the announcement that a minimum changed."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scorepad.rules.family import Figure, LeagueCount
from scorepad.rules.problems import N_, NN_

MINIMUM_CHANGED = NN_(  # announcement "minimum": a side's initial-meld minimum moved with its total
    "%(side)s now needs %(new)s for the initial meld (was %(old)s).",
    "%(side)s now need %(new)s for their initial meld (was %(old)s).",
)
CANASTAS = LeagueCount("canastas", N_("Canastas"), lambda entry: entry.canastas)
TARGET_FIGURES = (  # a game played to a target that a tie over it doesn't end
    Figure("game", "target", int, N_("The total that ends the game."), N_("target %(n)s")),
    Figure("game", "tie_over_target", bool, N_("A tie at the top over the target: play goes on.")),
)


@dataclass(frozen=True)
class Minimums:
    """Each side's initial-meld minimum before and after a round."""

    before: list[int] = field(metadata={"description": "Each side's minimum for this round, in the sides' order."})
    after: list[int] = field(metadata={"description": "Each side's minimum for the next round, in the sides' order."})


def minimum_figures(side: str, round_: str) -> tuple[Figure, Figure]:
    """The initial-meld minimum as a figure of each side (the next round's) and of each round (before and after),
    described the family's way."""
    return (
        Figure("side", "initial_meld", int, side, N_("Initial meld: %(n)s")),
        Figure("round", "initial_meld", Minimums, round_),
    )


MINIMUM_FIGURES = minimum_figures(  # by each side's total
    N_("The initial-meld minimum for the next round."),
    N_("Each side's initial-meld minimum before and after the round."),
)


def minimums(before: list[int], after: list[int]) -> dict[str, Any]:
    """A round's own figure: the minimums before and after it."""
    return {"initial_meld": {"before": before, "after": after}}
