"""Who hears that a game changed (games/listeners.py): each listener of the app's registry once, told the game,
whether it was finished before, and whether its scores changed."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

from scorepad.extensions import REGISTRY
from scorepad.games import listeners
from scorepad.leagues.games import game_changed
from scorepad.rules.registry import Registry

Heard = list[tuple[str, Any, bool, bool]]


@pytest.fixture
def heard() -> Iterator[Heard]:
    """An app whose registry holds two listeners (the first told twice), without the leagues' own."""
    said: Heard = []

    def first(game: Any, was_finished: bool, scores_changed: bool) -> None:
        said.append(("first", game, was_finished, scores_changed))

    def second(game: Any, was_finished: bool, scores_changed: bool) -> None:
        said.append(("second", game, was_finished, scores_changed))

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
    listeners.game_changed("game", True, scores_changed=False)
    assert heard == [
        ("first", "game", True, True),
        ("second", "game", True, True),
        ("first", "game", True, False),
        ("second", "game", True, False),
    ]


def test_the_leagues_listen_from_start_up(app):
    assert game_changed in app.extensions[REGISTRY].listeners


def test_every_guard_is_asked_and_one_refusing_refuses(app):
    from scorepad.core.errors import NotAllowed
    from scorepad.games.history import Actor

    asked: list[tuple[str, Any]] = []

    def yes(game: Any, by: Actor) -> None:
        asked.append(("yes", by))

    def no(game: Any, by: Actor) -> None:
        asked.append(("no", by))
        raise NotAllowed(["no"])

    registry = Registry()
    registry.guard(yes)
    registry.guard(yes)  # twice is harmless
    other = Flask(__name__)
    other.extensions[REGISTRY] = registry.freeze()
    with other.app_context():
        listeners.may_change("game", Actor("token"))
    assert asked == [("yes", Actor("token"))]
    registry = Registry()
    registry.guard(no)
    registry.guard(yes)
    other.extensions[REGISTRY] = registry.freeze()
    with other.app_context(), pytest.raises(NotAllowed):
        listeners.may_change("game", Actor("phone"))
    assert asked[-1] == ("no", Actor("phone"))  # the refusal stops the asking


def test_the_evenings_listen_and_guard_from_start_up(app):
    from scorepad.evenings import rights

    assert rights.game_changed in app.extensions[REGISTRY].listeners
    assert rights.may_change in app.extensions[REGISTRY].guards
