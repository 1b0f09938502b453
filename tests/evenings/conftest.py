"""Fixtures for the evening's operations below HTTP (the engine's tests need none): an app context, a league, an
evening started through the operations, and a table's game played through the game operations."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from scorepad.evenings.settings import EveningRequest
from scorepad.evenings.start import create_evening
from scorepad.games.history import Actor
from scorepad.games.rounds import RoundWrite, save_round
from scorepad.models import Evening, Game, League
from tests.conftest import HELD, WON
from tests.games.conftest import context, new_game, new_league  # noqa: F401  (fixtures shared by name)

ORGANISER = Actor("league_token", "organise")
TABLE = Actor("token", "table")
NAMES = [f"Player {n:02d}" for n in range(1, 41)]


@pytest.fixture
def league(new_league: Callable[..., League]) -> League:  # noqa: F811  (the shared fixture)
    """A classic Canasta league (a target of 5000)."""
    return new_league("Club")


@pytest.fixture
def start(league: League) -> Callable[..., Evening]:
    """A factory: an evening of the league started through the operations (12 individuals, 3 rounds of 3 hands,
    victory points by Burraco's 3-hand table, unless said otherwise)."""

    def make(count: int = 12, **asked: Any) -> Evening:
        settings = {"name": "Friday", "players": NAMES[:count], "rounds": 3, "hands": 3, **asked}
        return create_evening(league, EveningRequest(**settings), ORGANISER)

    return make


def play(game_id: str, *entries: Any, by: Actor = TABLE, times: int = 1) -> Game:
    """Add rounds to a table's game (a won and a held hand unless given), as its table."""
    game = None
    for _ in range(times):
        game = save_round(game_id, RoundWrite(list(entries or (WON, HELD))), by).game
    assert game is not None
    return game
