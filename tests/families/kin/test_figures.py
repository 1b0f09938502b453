"""The numbers the melding families add to a game (families/kin/figures.py): the initial-meld minimum as a side's and
a round's figure, the canastas a league sums, the minimum's announcement."""

from __future__ import annotations

from dataclasses import fields

from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.kin.figures import (
    CANASTAS,
    MINIMUM_CHANGED,
    MINIMUM_FIGURES,
    TARGET_FIGURES,
    Minimums,
    minimum_figures,
    minimums,
)


def test_the_initial_meld_minimum_of_a_side_and_of_a_round():
    side, round_ = minimum_figures("Next round's.", "Before and after.")
    assert (side.where, side.name, side.type, side.description) == ("side", "initial_meld", int, "Next round's.")
    assert side.label == "Initial meld: %(n)s"
    assert (round_.where, round_.type, round_.label) == ("round", Minimums, "")
    assert [f.name for f in fields(Minimums)] == ["before", "after"]
    assert all(f.metadata["description"] for f in fields(Minimums))
    assert [f.where for f in (*MINIMUM_FIGURES, *TARGET_FIGURES)] == ["side", "round", "game", "game"]


def test_a_rounds_minimums_and_the_canastas_a_league_sums():
    assert minimums([50, 90], [90, 90]) == {"initial_meld": {"before": [50, 90], "after": [90, 90]}}
    assert CANASTAS.name == "canastas" and CANASTAS.of(SideEntry(natural_canastas=2, mixed_canastas=1)) == 3
    one, many = MINIMUM_CHANGED
    assert "%(side)s now needs" in one and "%(side)s now need " in many
