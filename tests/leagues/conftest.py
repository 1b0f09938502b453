"""League operations below HTTP use the same fixtures as the game operations (an app context, made games), and a
factory of finished league games."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorepad.extensions import db
from scorepad.games import rounds
from scorepad.games.rounds import RoundWrite
from scorepad.models import Game, League
from tests.games.conftest import ME, context, new_game, new_league  # noqa: F401  (fixtures shared by name)

WIN = {"meld_points": 300, "natural_canastas": 1, "going_out": "out"}  # 300+500+100 = 900: over a target of 500
LOSS = {"meld_points": 100, "hand_points": 20}  # 80


@pytest.fixture
def played(new_game: Callable[..., Game]) -> Callable[..., Game]:  # noqa: F811  (the shared fixture)
    """A factory: a league game of two pairs won 900 to 80 by the first side in one round (a target of 500)."""

    def play(league: League, first: list[str], second: list[str], played_on: str = "2025-05-01") -> Game:
        sides = [{"name": " & ".join(first), "players": first}, {"name": " & ".join(second), "players": second}]
        game = new_game(league, sides=sides, played_on=played_on)
        rounds.save_round(game.id, RoundWrite([WIN, LOSS]), ME)
        db.session.expire_all()
        return db.session.get(Game, game.id)

    return play
