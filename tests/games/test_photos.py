"""A game's photos read back (games/photos.py): by round and game, one by its game and round only, its bytes;
the photos a deleted round left are kept while it can come back and let go when a new round takes its number."""

from __future__ import annotations

import pytest

from scorepad.core.errors import NotFound
from scorepad.extensions import db
from scorepad.games import evidence, photos, rounds
from scorepad.games.history import events_of
from scorepad.models import Photo
from tests.photos import pictures

from .conftest import ME

SMALL = pictures.phone_jpeg(width=80, height=60)


def test_photos_by_round_and_game_oldest_first(new_game, play_round):
    game = play_round(new_game(), times=2)
    ids = [evidence.add_photo(game.id, n, SMALL, ME)[1].id for n in (2, 1, 2)]
    assert [p.id for p in photos.of_round(game.id, 2)] == [ids[0], ids[2]]
    assert [(p.round, p.id) for p in photos.of_game(game.id)] == [(1, ids[1]), (2, ids[0]), (2, ids[2])]


def test_one_photo_is_found_under_its_game_and_round_only(new_game, play_round):
    game = play_round(new_game())
    photo = evidence.add_photo(game.id, 1, SMALL, ME)[1]
    assert photos.photo_of(game.id, 1, photo.id) is photo
    for asked in ((game.id, 2, photo.id), ("another", 1, photo.id), (game.id, 1, "nope"), (game.id, 1, None)):
        with pytest.raises(NotFound):
            photos.photo_of(*asked)


def test_bytes_lost_outside_are_not_found(new_game, play_round, folder_store):
    game = play_round(new_game())
    photo = evidence.add_photo(game.id, 1, SMALL, ME)[1]
    assert photos.photo_bytes(photo, "thumb")[:4] == b"RIFF"
    folder_store.delete(photo.id)
    with pytest.raises(NotFound):
        photos.photo_bytes(photo, "photo")


def test_a_deleted_rounds_photos_come_back_with_it(new_game, play_round):
    game = play_round(new_game(), times=2)
    photo = evidence.add_photo(game.id, 2, SMALL, ME)[1]
    rounds.delete_round(game.id, 2, ME)
    rounds.restore_round(game.id, 2, ME)
    assert [p.id for p in photos.of_round(game.id, 2)] == [photo.id]


def test_a_new_round_in_a_deleted_rounds_place_lets_its_photos_go(new_game, play_round, folder_store):
    game = play_round(new_game(), times=2)
    photo = evidence.add_photo(game.id, 2, SMALL, ME)[1]
    evidence.confirm_round(game.id, 2, 0, ME)
    rounds.delete_round(game.id, 2, ME)
    game = play_round(game)
    assert photos.of_round(game.id, 2) == [] and db.session.get(Photo, photo.id) is None
    assert folder_store.get(photo.id, "photo") is None
    assert evidence.confirmations_of(game, 2) == []
    assert [e.action for e in events_of(game)][-3:] == ["round_confirmed", "round_deleted", "round_added"]
