"""Evidence for a dispute, as changes of a game: a photo of the table added to a round or removed, and a side's
word that a round is right. Each is one transaction with its history event (who, when); the game's version moves
on, so every page following the game hears of it. A photo is re-encoded before the write begins: the seconds it
may take never hold the game's lock."""

from __future__ import annotations

import hashlib
from typing import Any

from ..core.errors import Conflict, Invalid
from ..core.sizes import PHOTOS_PER_ROUND, ROUND_ID_MAX
from ..core.tokens import new_id
from ..extensions import db
from ..models import Confirmation, Game, Photo
from ..photos.images import Picture, reencode
from ..photos.stores import keep, let_go
from ..rules.problems import N_, Problem
from ..storage.database import write
from .confirmations import of_round as confirmations_of
from .confirmations import settle
from .conflicts import expect_version
from .history import Actor, record
from .listeners import game_changed
from .photos import of_round, photo_of, sent_photo
from .refresh import last_number
from .rounds import CLIENT_ID, find_round, lock_game

FULL = N_("Round %(n)d has %(most)d photos already: remove one before adding another.")
NO_SIDE = N_("Must be the place of one of the game's sides in its list, from 0 to %(last)d.")
NOT_A_PLAYER = N_("Must be the name of one of the side's players: %(players)s.")


def new_photo(game: Game, number: int, picture: Picture, by: Actor, client_id: str | None = None) -> Photo:
    """A photo row and its bytes, within the current write."""
    photo = Photo(
        id=new_id(12),
        game_id=game.id,
        round=number,
        client_id=client_id,
        media_type=picture.media_type,
        width=picture.width,
        height=picture.height,
        size=len(picture.data),
        thumb_size=len(picture.thumb),
        digest=hashlib.sha256(picture.data).hexdigest(),
        by_kind=by.kind,
        by_name=by.name,
    )
    db.session.add(photo)
    db.session.flush()  # the row before its bytes (the database store's rows refer to it)
    keep(photo.id, picture.data, picture.thumb)
    return photo


def add_photo(
    game_id: str, number: int, raw: bytes, by: Actor, expected: int | None = None, client_id: str | None = None
) -> tuple[Game, Photo]:
    """Add a photo of the table to a round (a finished game's too: disputes come at the end): re-encoded into
    pixels only, or Invalid saying why the file can't be one (photos/images.py); Conflict when the round has
    its PHOTOS_PER_ROUND already. `expected`: the game's version the writer saw (None: any); `client_id`: the
    id a phone gave the photo (sent again, the stored photo answers and nothing is added)."""
    return attach(game_id, number, reencode(raw), by, expected, client_id)


@write
def attach(
    game_id: str,
    number: int,
    picture: Picture,
    by: Actor,
    expected: int | None = None,
    client_id: str | None = None,
) -> tuple[Game, Photo]:
    """Keep a re-encoded photo on a round, with its history event (a phone's photo id again: the one stored)."""
    if client_id is not None and not (isinstance(client_id, str) and CLIENT_ID.fullmatch(client_id)):
        raise Invalid(
            [
                Problem(
                    "photo_id",
                    N_("Must be 1 to %(n)d letters, digits, - or _."),
                    {"n": ROUND_ID_MAX},
                    code="bad_round_id",
                )
            ]
        )
    game = lock_game(game_id)
    if client_id is not None and (sent := sent_photo(game, client_id)) is not None:
        return game, sent
    expect_version(game.version, expected)
    find_round(game, number)
    if len(of_round(game.id, number)) >= PHOTOS_PER_ROUND:
        raise Conflict([Problem("photo", FULL, {"n": number, "most": PHOTOS_PER_ROUND})])
    photo = new_photo(game, number, picture, by, client_id)
    record(game, "photo_added", number, None, {"photo": photo.id}, by)
    return game, photo


@write
def remove_photo(game_id: str, number: int, photo_id: str, by: Actor, expected: int | None = None) -> Game:
    """Take a photo off a round: its bytes go, its history (who added it, who removed it, when) stays."""
    game = lock_game(game_id)
    expect_version(game.version, expected)
    photo = photo_of(game.id, number, photo_id)
    let_go([photo.id])
    db.session.delete(photo)
    record(game, "photo_removed", number, {"photo": photo.id}, None, by)
    return game


def side_of(game: Game, side: Any) -> int:
    """A side's place in the game's list (from 0), or Invalid."""
    if type(side) is not int or not 0 <= side < len(game.sides):
        raise Invalid([Problem("side", NO_SIDE, {"last": len(game.sides) - 1})])
    return side


def signer(game: Game, position: int, signed_by: Any) -> str:
    """The player of the side who gave its word, as the side seats them ("" when nobody is named), or Invalid."""
    if signed_by is None:
        return ""
    players = [seat.player.name for seat in game.sides[position].seats]
    if signed_by not in players:
        raise Invalid([Problem("signed_by", NOT_A_PLAYER, {"players": ", ".join(players)})])
    return str(signed_by)


@write
def confirm_round(
    game_id: str, number: int, side: Any, by: Actor, expected: int | None = None, signed_by: Any = None
) -> tuple[Game, bool]:
    """Mark a round "confirmed by <side>" (`signed_by`: which of its players gave the side's word, if said);
    whether anything changed (a side confirms a round once). The scores stay as they are; a league that requires
    confirmations counts the game once every side confirmed every round. `expected`: the game's version the
    writer saw (None: any)."""
    game = lock_game(game_id)
    expect_version(game.version, expected)
    position = side_of(game, side)
    signed = signer(game, position, signed_by)
    find_round(game, number)
    if any(c.side == position for c in confirmations_of(game, number)):
        return game, False
    confirmation = Confirmation(game_id=game.id, round=number, side=position, by_kind=by.kind, by_name=by.name)
    confirmation.signed_by = signed
    db.session.add(confirmation)
    db.session.flush()
    was_finished = game.status == "finished"
    settle(game, last_number(game))
    record(game, "round_confirmed", number, None, {"side": position} | ({"signed_by": signed} if signed else {}), by)
    game_changed(game, was_finished, scores_changed=False)
    return game, True
