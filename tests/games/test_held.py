"""The game held for adding a round (games/held.py): read in one statement with its sides and seats, the number
of its last round, and whether a deleted round left confirmations or photos at the next number."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import event

from scorepad.core.errors import NotFound
from scorepad.extensions import db
from scorepad.games import evidence, rounds
from scorepad.games.held import Held, held_for_adding
from scorepad.storage.database import writing
from tests.photos import pictures

from .conftest import ME


def held(game_id: str) -> tuple[Held, list[str]]:
    """The game held as a write holds it, and the statements reading it and its sides' seats' players sent."""
    seen: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        seen.append(statement)

    event.listen(db.engine, "before_cursor_execute", note)
    try:
        with writing():
            found = held_for_adding(game_id)
            [[seat.player.name for seat in side.seats] for side in found.game.sides]
    finally:
        event.remove(db.engine, "before_cursor_execute", note)
    return found, [s for s in seen if not s.startswith("BEGIN")]


def test_a_new_game_is_held_with_its_sides_and_seats_in_one_statement(new_game):
    game = new_game()
    found, statements = held(game.id)
    # PostgreSQL takes the game's lock in a statement of its own first: the reads then see the last writer's rows
    locking = int(db.engine.dialect.name != "sqlite")
    assert (found.last, found.leftovers) == (0, False) and len(statements) == 1 + locking
    assert not locking or statements[0].rstrip().endswith("FOR UPDATE")
    assert [side.name for side in found.game.sides] == [side.name for side in game.sides]
    assert [len(side.seats) for side in found.game.sides] == [2, 2]


def test_the_last_round_is_counted_and_a_confirmed_round_still_there_leaves_nothing(new_game, play_round):
    game = play_round(new_game(), times=3)
    evidence.confirm_round(game.id, 3, 0, ME)
    assert (held(game.id)[0].last, held(game.id)[0].leftovers) == (3, False)


def test_a_deleted_rounds_confirmation_waits_at_the_next_number(new_game, play_round):
    game = play_round(new_game(), times=2)
    evidence.confirm_round(game.id, 2, 1, ME)
    rounds.delete_round(game.id, 2, ME)
    assert (held(game.id)[0].last, held(game.id)[0].leftovers) == (1, True)
    play_round(game)
    assert (held(game.id)[0].last, held(game.id)[0].leftovers) == (2, False)
    assert evidence.confirmations_of(game, 2) == []


def test_a_deleted_rounds_photo_waits_at_the_next_number_but_not_one_further(new_game, play_round):
    game = play_round(new_game(), times=3)
    evidence.add_photo(game.id, 3, pictures.phone_jpeg(width=80, height=60), ME)
    rounds.delete_round(game.id, 3, ME)
    assert held(game.id)[0].leftovers
    rounds.delete_round(game.id, 2, ME)  # round 3's photo now waits one number beyond the next
    assert (held(game.id)[0].last, held(game.id)[0].leftovers) == (1, False)


def test_an_unknown_game_is_not_found(context):
    with pytest.raises(NotFound):
        held("no-such-game")


def test_only_the_games_own_rounds_and_leftovers_count(new_game, play_round):
    game = play_round(new_game(), times=2)
    evidence.confirm_round(game.id, 2, 0, ME)
    rounds.delete_round(game.id, 2, ME)  # its confirmation waits at 2
    play_round(new_game(), times=5)  # a longer game: its last round is not this one's
    shorter = play_round(new_game())  # its next number is 2 too, where only the other game's leftover waits
    assert (held(game.id)[0].last, held(game.id)[0].leftovers) == (1, True)
    assert (held(shorter.id)[0].last, held(shorter.id)[0].leftovers) == (1, False)
