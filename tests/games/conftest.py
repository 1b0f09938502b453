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


@pytest.fixture
def play_round(context: None) -> Callable[..., Game]:
    """A helper: add rounds to a game through the operations (a won and a held hand unless given), returning it."""
    from scorepad.games.rounds import RoundWrite, save_round
    from tests.conftest import HELD, WON

    def play(game: Game, *entries: Any, times: int = 1) -> Game:
        for _ in range(times):
            game = save_round(game.id, RoundWrite(list(entries or (WON, HELD))), ME).game
        return game

    return play


@pytest.fixture
def folder_store(app: Flask, tmp_path: Any) -> Iterator[Any]:
    """The app keeping photos in a folder of this test (the database's store comes back after)."""
    from scorepad.photos.stores import EXTENSION, FolderStore

    kept = app.extensions[EXTENSION]
    app.extensions[EXTENSION] = store = FolderStore(tmp_path / "photos")
    yield store
    app.extensions[EXTENSION] = kept
