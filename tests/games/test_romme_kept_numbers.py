"""Every number kept for speed of a Rommé game equals a replay of its stored counts after any writes, the
table's finish and reopen among them (the same check as Canasta's, tests/games/test_kept_numbers.py). Covers games/refresh.py through
games/rounds.py, changes.py and export_import.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorepad.core.errors import Conflict, Refused
from scorepad.extensions import db
from scorepad.games import changes, export_import, rounds
from scorepad.games.rounds import RoundWrite
from scorepad.games.view import GameView
from scorepad.models import Game

from .conftest import ME
from .test_kept_numbers import check

KINDS = ("add", "add", "add", "correct", "delete", "restore", "finish", "reopen", "import")
PLAYERS = [{"name": n, "players": [n]} for n in ("Anna", "Ben", "Cara")]


@st.composite
def possible_hand(draw: st.DrawFn, players: int = 3) -> list[dict[str, Any]]:
    """A hand that can have happened under the booklet's rules: one player out, the others' loss points."""
    out = draw(st.integers(0, players - 1))
    way = draw(st.sampled_from(["out", "hand"]))
    return [
        {"going_out": way} if i == out else {"hand_points": draw(st.sampled_from([0, 2, 5, 17, 40, 99]))}
        for i in range(players)
    ]


def write(kind: str, game: Game, data: st.DataObject) -> str | None:
    """One write of the given kind to the game; returns the id of a game it made (an import), if any."""
    last = rounds.last_number(game)
    if kind == "add":
        rounds.save_round(game.id, RoundWrite(data.draw(possible_hand())), ME)
    elif kind == "correct" and last:
        rounds.save_round(
            game.id, RoundWrite(data.draw(possible_hand()), data.draw(st.integers(1, last)), correcting=True), ME
        )
    elif kind == "delete" and last:
        rounds.delete_round(game.id, last, ME)
    elif kind == "restore":
        rounds.restore_round(game.id, last + 1, ME)
    elif kind == "finish":
        changes.finish_game(game.id, ME)
    elif kind == "reopen":
        changes.reopen_game(game.id, ME)
    elif kind == "import":
        copy, _token = export_import.import_game(export_import.export_json(game), ME)
        return copy.id
    return None


@settings(
    max_examples=100,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_kept_numbers_match_a_replay_after_any_writes(data: st.DataObject, new_game: Callable[..., Game]) -> None:
    hands = data.draw(st.none() | st.integers(1, 6))
    game = new_game(ruleset="romme", sides=PLAYERS, settings={"hand_romme_doubles": True, "hands": hands})
    for kind in data.draw(st.lists(st.sampled_from(KINDS), max_size=25)):
        try:
            made = write(kind, db.session.get(Game, game.id), data)
        except Refused:
            db.session.rollback()  # refused writes (over, nothing to restore or reopen) change nothing
            made = None
        check(game.id)
        if made:
            check(made)


def test_a_finished_game_refuses_hands_and_a_second_finish(new_game) -> None:
    game = new_game(ruleset="romme", sides=PLAYERS)
    with pytest.raises(Conflict):
        changes.finish_game(game.id, ME)  # not before the first hand
    rounds.save_round(game.id, RoundWrite([{"going_out": "out"}, {"hand_points": 9}, {"hand_points": 4}]), ME)
    changes.finish_game(game.id, ME)
    view = GameView(db.session.get(Game, game.id))
    assert (view.finished, view.winner, view.margin) == (True, 0, 4)
    with pytest.raises(Conflict):
        rounds.save_round(game.id, RoundWrite([{"going_out": "out"}, {"hand_points": 9}, {"hand_points": 4}]), ME)
    with pytest.raises(Conflict):
        changes.finish_game(game.id, ME)
    changes.reopen_game(game.id, ME)
    with pytest.raises(Conflict):
        changes.reopen_game(game.id, ME)
