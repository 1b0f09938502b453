"""Who hears that a game changed: packages above games/ (leagues) are the app's listeners, which create_app gives its
registry before freezing it, so games/ never imports them. Each runs inside the write's own transaction, after the
game's numbers are refreshed."""

from __future__ import annotations

from collections.abc import Callable

from ..extensions import registry
from ..models import Game

Listener = Callable[[Game, bool], None]  # the game as it is now, and whether it was finished before the write


def game_changed(game: Game, was_finished: bool) -> None:
    """Tell every listener of the app that a game changed."""
    for listener in registry().listeners:
        listener(game, was_finished)
