"""Who hears that a game changed (games/listeners.py): each listener of the app's registry once, told the game and
whether it was finished before."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

from scorepad.extensions import REGISTRY
from scorepad.games import listeners
from scorepad.leagues.games import game_changed
from scorepad.rules.registry import Registry

Heard = list[tuple[str, Any, bool]]


@pytest.fixture
def heard() -> Iterator[Heard]:
    """An app whose registry holds two listeners (the first told twice), without the leagues' own."""
    said: Heard = []

    def first(game: Any, was_finished: bool) -> None:
        said.append(("first", game, was_finished))

    def second(game: Any, was_finished: bool) -> None:
        said.append(("second", game, was_finished))

    registry = Registry()
    registry.listen(first)
    registry.listen(first)  # twice is harmless
    registry.listen(second)
    app = Flask(__name__)
    app.extensions[REGISTRY] = registry.freeze()
    with app.app_context():
        yield said


def test_every_listener_hears_every_change_once(heard):
    listeners.game_changed("game", True)
    assert heard == [("first", "game", True), ("second", "game", True)]


def test_the_leagues_listen_from_start_up(app):
    assert game_changed in app.extensions[REGISTRY].listeners
