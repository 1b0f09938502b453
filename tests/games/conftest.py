"""Fixtures for the operations below HTTP: an app context, and games and leagues made by the operations."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask

from scorepad.database import writing
from scorepad.games.history import Actor
from scorepad.games.seats import seat_players
from scorepad.games.start import GameRequest, check_new_game, start_game
from scorepad.leagues.ops import create_league
from scorepad.models import Game, League

ME = Actor("phone", "test")
PAIRS = [{"name": "Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}]


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
        with writing():
            new = check_new_game(request, league)
            players = seat_players(league, new.sides) if league else None
            game, _token = start_game(new, ME, league, players)
        return game

    return make


@pytest.fixture
def new_league(context: None) -> Callable[..., League]:
    """A factory: a league (classic unless said) made through the operations."""

    def make(name: str = "Club", **settings: Any) -> League:
        league, _token = create_league(name, "classic", settings or None)
        return league

    return make
