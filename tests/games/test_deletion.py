"""Deleting a casual game (games/deletion.py): everything it holds goes, its photos' bytes too (wherever they are
kept); a league game stays."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from scorepad.core.errors import Conflict, NotFound
from scorepad.extensions import db
from scorepad.games import evidence
from scorepad.games.deletion import delete_game
from scorepad.models import Confirmation, Entry, Event, Game, Photo, PhotoBlob, Player, Round, Seat, Side
from tests.photos import pictures

from .conftest import ME

HELD = (Game, Side, Seat, Player, Round, Entry, Event, Photo, PhotoBlob, Confirmation)


def counts() -> dict[str, int]:
    """How many rows each table of a game holds."""
    return {m.__name__: db.session.scalar(select(func.count()).select_from(m)) for m in HELD}


def test_deleting_a_game_deletes_its_photos_and_all_it_holds(new_game, play_round):
    kept = play_round(new_game())
    before = counts()
    game = play_round(new_game(), times=2)
    photo_id = evidence.add_photo(game.id, 1, pictures.phone_jpeg(width=80, height=60), ME)[1].id
    evidence.confirm_round(game.id, 2, 0, ME)
    game_id = game.id
    assert delete_game(game_id) == 1
    db.session.expire_all()
    assert counts() == before and db.session.get(Photo, photo_id) is None
    assert db.session.get(Game, kept.id) is not None
    with pytest.raises(NotFound):
        delete_game(game_id)


def test_deleting_a_game_deletes_its_photos_bytes_in_a_folder(new_game, play_round, folder_store):
    game = play_round(new_game())
    photo_id = evidence.add_photo(game.id, 1, pictures.phone_jpeg(width=80, height=60), ME)[1].id
    assert folder_store.get(photo_id, "photo") is not None
    delete_game(game.id)
    assert folder_store.get(photo_id, "photo") is None and folder_store.get(photo_id, "thumb") is None


def test_a_league_game_is_not_deleted(new_game, new_league, play_round):
    game = play_round(new_game(league=new_league()))
    with pytest.raises(Conflict):
        delete_game(game.id)
    assert db.session.get(Game, game.id) is not None


def test_the_command_deletes_a_game_and_says_so(runner, app, new_game, play_round):
    game_id = play_round(new_game()).id
    result = runner.invoke(args=["delete-game", game_id])
    assert result.exit_code == 0 and f"Deleted game {game_id} and its 0 photo(s)." in result.output
    again = runner.invoke(args=["delete-game", game_id])
    assert again.exit_code != 0 and "No game with this id." in again.output
