"""Checks of one side that every melding family makes alike: the canastas going out needs, the melds a side that
melded nothing can't have, the cards a player who went out alone can't hold."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from scorepad.rules.problems import N_, NN_, Problem

GOING_OUT = NN_(
    "Going out needs at least %(n)d canasta; this side has %(has)d.",
    "Going out needs at least %(n)d canastas; this side has %(has)d.",
)
HOLDS_NONE = N_("A player who went out alone holds no cards.")


def canastas_to_go_out(at: str, has: int, needed: int) -> list[Problem]:
    """A side that went out with fewer canastas than going out needs."""
    if has >= needed:
        return []
    one, many = GOING_OUT
    return [Problem(at + "going_out", one, {"n": needed, "has": has}, many, "too_few_to_go_out")]


def without_melds(at: str, entry: Any, names: Iterable[str], message: str) -> list[Problem]:
    """Each of these counts (`names`) of a side that melded nothing, refused with `message`."""
    return [Problem(at + name, message) for name in names if getattr(entry, name)]


def held_alone(at: str, entry: Any, names: Iterable[str]) -> list[Problem]:
    """Each of these counts (`names`) of what a player holds, on a side of one player who went out."""
    return [Problem(at + name, HOLDS_NONE) for name in names if getattr(entry, name)]
