"""Who hears that a game changed, and who is asked before someone changes it: packages above games/ (leagues,
evenings) are the app's listeners and guards, which create_app gives its registry before freezing it, so games/ never
imports them. Each runs inside the write's own transaction: a listener after the game's numbers are refreshed, a
guard once the game is locked, before anything is written (it raises a Refused to refuse)."""

from __future__ import annotations

from collections.abc import Callable

from ..extensions import registry
from ..models import Game
from .history import Actor

# The game as it is now, whether it was finished before the write, and whether the write changed its scores (a
# side's confirmation of a round changes none).
Listener = Callable[[Game, bool, bool], None]


def game_changed(game: Game, was_finished: bool, scores_changed: bool = True) -> None:
    """Tell every listener of the app that a game changed."""
    for listener in registry().listeners:
        listener(game, was_finished, scores_changed)


def may_change(game: Game, by: Actor) -> None:
    """Ask every guard of the app whether `by` may change the game now (a guard raises to refuse)."""
    for guard in registry().guards:
        guard(game, by)
