"""Fixtures for the operations below HTTP: an app context, and games and leagues made by the operations."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask

from scorepad.games.history import Actor
from scorepad.games.start import GameRequest, create_game
from scorepad.leagues.changes import create_league
from scorepad.models import Game, League
from tests.conftest import TWO_PAIRS

ME = Actor("phone", "test")
PAIRS = TWO_PAIRS


@pytest.fixture
def context(app: Flask) -> Iterator[None]:
    """An app context, as the operations run in (no request, no HTTP)."""
    with app.test_request_context():
        yield


@pytest.fixture
def new_game(context: None) -> Callable[..., Game]:
    """A factory: start a game through the operations (two pairs, classic, unless overridden)."""

    def make(league: League | None = None, **asked: Any) -> Game:
        request = GameRequest(**{"sides": PAIRS, **({} if league else {"ruleset": "classic"}), **asked})
        game, _token = create_game(request, ME, league)
        return game

    return make


@pytest.fixture
def new_league(context: None) -> Callable[..., League]:
    """A factory: a league (classic unless said) made through the operations."""

    def make(name: str = "Club", **settings: Any) -> League:
        league, _token = create_league(name, "classic", settings or None)
        return league

    return make
