"""What a melding family's side counts alike: the Canasta-like start of an entry (meld points, points left in hand,
natural and mixed canastas) and the card counters that may replace typed points."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from scorepad.rules.cards import CardClass
from scorepad.rules.entries import counted
from scorepad.rules.problems import N_


@dataclass(frozen=True)
class Canastas:
    """The counts a Canasta-like side's entry starts with (a family's entry adds its own after them)."""

    meld_points: int = counted("points", N_("Meld points"), multiple=5)
    hand_points: int = counted("points", N_("Points left in hand"), multiple=5)
    natural_canastas: int = counted("count", N_("Natural canastas"), stepper=True)
    mixed_canastas: int = counted("count", N_("Mixed canastas"), stepper=True)


def melded_cards(classes: Sequence[CardClass]) -> Any:
    """The card counter of the cards a side melded (their points replace the typed meld points)."""
    return counted("cards", N_("Melded cards"), points_of="meld_points", classes=classes)


def cards_left(label: str, classes: Sequence[CardClass]) -> Any:
    """The card counter of the cards a side holds at the end, `label` saying where (their points replace the typed
    points left)."""
    return counted("cards", label, points_of="hand_points", classes=classes)
