"""Who hears that a game changed: packages above games/ (leagues) register here at start-up, so games/ never
imports them. Each listener runs inside the write's own transaction, after the game's numbers are refreshed."""

from __future__ import annotations

from collections.abc import Callable

from ..models import Game

# The game as it is now, whether it was finished before the write, and whether the write changed its scores (a
# side's confirmation of a round changes none).
Listener = Callable[[Game, bool, bool], None]
LISTENERS: list[Listener] = []


def listen(listener: Listener) -> None:
    """Tell `listener` of every later change to a game (registering the same listener twice is harmless)."""
    if listener not in LISTENERS:
        LISTENERS.append(listener)


def game_changed(game: Game, was_finished: bool, scores_changed: bool = True) -> None:
    """Tell every listener that a game changed."""
    for listener in LISTENERS:
        listener(game, was_finished, scores_changed)
