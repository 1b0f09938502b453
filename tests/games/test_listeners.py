"""Who hears that a game changed (games/listeners.py): each listener once, told the game and whether it was
finished before, and whether its scores changed."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from scorepad.games import listeners


@pytest.fixture
def kept() -> Iterator[None]:
    """The listeners as they were before the test (the leagues' own stays registered)."""
    before = list(listeners.LISTENERS)
    yield
    listeners.LISTENERS[:] = before


def test_every_listener_hears_every_change_once(kept):
    heard: list[tuple[str, Any, bool, bool]] = []

    def first(game: Any, was_finished: bool, scores_changed: bool) -> None:
        heard.append(("first", game, was_finished, scores_changed))

    def second(game: Any, was_finished: bool, scores_changed: bool) -> None:
        heard.append(("second", game, was_finished, scores_changed))

    listeners.listen(first)
    listeners.listen(first)  # twice is harmless
    listeners.listen(second)
    listeners.LISTENERS[:] = [first, second]  # only these two, without the leagues' own
    listeners.game_changed("game", True)
    listeners.game_changed("game", True, scores_changed=False)
    assert heard == [
        ("first", "game", True, True),
        ("second", "game", True, True),
        ("first", "game", True, False),
        ("second", "game", True, False),
    ]


def test_the_leagues_listen_from_start_up(app):
    from scorepad.leagues.games import game_changed

    assert game_changed in listeners.LISTENERS
