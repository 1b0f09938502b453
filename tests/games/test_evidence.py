"""Evidence as changes of a game (games/evidence.py): a photo added to a round and removed, each with its history
event; a file that is no photo, or too large to be one, refused with its message and nothing stored; a round's
limit of photos; a side's confirmation, once, and taken back by a correction, which says so."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from scorepad.core.errors import Conflict, Invalid, NotFound, Stale
from scorepad.core.sizes import PHOTOS_PER_ROUND
from scorepad.extensions import db
from scorepad.games import evidence, rounds
from scorepad.games.history import events_of
from scorepad.games.photos import photo_bytes
from scorepad.games.rounds import RoundWrite
from scorepad.models import Confirmation, Event, Game, Photo, PhotoBlob
from tests.conftest import HELD, WON
from tests.photos import pictures

from .conftest import ME

REFUSED = {
    "a 20,000 x 20,000 PNG of one colour": (pictures.png_bomb, "at most 50 megapixels"),
    "a JPEG cut short": (pictures.truncated_jpeg, "the file was cut short"),
    "a PDF renamed .jpg": (pictures.pdf_renamed, "not a photo"),
    "an SVG": (pictures.svg, "not a photo"),
    "a file of 30 MB": (pictures.thirty_megabytes, "at most 15 MB"),
}


def stored() -> tuple[int, int, int]:
    """How many photos, photo blobs and history events are stored."""
    return tuple(db.session.scalar(select(func.count()).select_from(t)) for t in (Photo, PhotoBlob, Event))  # type: ignore[return-value]


def test_a_photo_is_kept_as_pixels_with_who_added_it(new_game, play_round):
    game = play_round(new_game())
    game, photo = evidence.add_photo(game.id, 1, pictures.phone_jpeg(), ME)
    assert (photo.round, photo.width, photo.height, photo.media_type) == (1, 1600, 1200, "image/webp")
    assert (photo.by_kind, photo.by_name) == ("phone", "test") and len(photo.digest) == 64
    kept = photo_bytes(photo, "photo")
    assert len(kept) == photo.size and b"Berlin" not in kept and len(photo_bytes(photo, "thumb")) == photo.thumb_size
    assert game.version == 3
    added = events_of(game)[-1]
    assert (added.action, added.round, added.after, added.by_kind) == ("photo_added", 1, {"photo": photo.id}, "phone")


@pytest.mark.parametrize("name", REFUSED)
def test_what_is_no_photo_or_too_large_is_refused_and_nothing_stored(new_game, play_round, name):
    make, message = REFUSED[name]
    game = play_round(new_game())
    before = stored()
    with pytest.raises(Invalid) as refused:
        evidence.add_photo(game.id, 1, make(), ME)
    assert message in refused.value.problems[0].text() and refused.value.problems[0].path == "photo"
    assert stored() == before and db.session.get(Game, game.id).version == 2


def test_a_photo_needs_its_round(new_game, play_round):
    game = play_round(new_game())
    with pytest.raises(NotFound):
        evidence.add_photo(game.id, 2, pictures.phone_jpeg(width=80, height=60), ME)


def test_a_round_holds_a_limited_number_of_photos(new_game, play_round):
    game = play_round(new_game())
    small = pictures.phone_jpeg(width=80, height=60)
    for _ in range(PHOTOS_PER_ROUND):
        evidence.add_photo(game.id, 1, small, ME)
    with pytest.raises(Conflict) as full:
        evidence.add_photo(game.id, 1, small, ME)
    assert full.value.problems[0].text() == "Round 1 has 4 photos already: remove one before adding another."


def test_a_photo_added_against_an_older_version_is_refused(new_game, play_round):
    game = play_round(new_game())
    with pytest.raises(Stale):
        evidence.add_photo(game.id, 1, pictures.phone_jpeg(width=80, height=60), ME, expected=1)


def test_removing_a_photo_lets_its_bytes_go_and_keeps_its_history(new_game, play_round):
    game = play_round(new_game())
    _, photo = evidence.add_photo(game.id, 1, pictures.phone_jpeg(width=80, height=60), ME)
    game = evidence.remove_photo(game.id, 1, photo.id, ME)
    assert stored()[:2] == (0, 0)
    assert [(e.action, e.before, e.after) for e in events_of(game)[-2:]] == [
        ("photo_added", None, {"photo": photo.id}),
        ("photo_removed", {"photo": photo.id}, None),
    ]
    with pytest.raises(NotFound):
        evidence.remove_photo(game.id, 1, photo.id, ME)


def test_a_photo_is_found_only_under_its_own_game_and_round(new_game, play_round):
    game, other = play_round(new_game()), play_round(new_game(), times=2)
    _, photo = evidence.add_photo(game.id, 1, pictures.phone_jpeg(width=80, height=60), ME)
    for game_id, number in ((other.id, 1), (game.id, 2)):
        with pytest.raises(NotFound):
            evidence.remove_photo(game_id, number, photo.id, ME)
    assert db.session.get(Photo, photo.id) is not None


def test_a_side_confirms_a_round_once(new_game, play_round):
    game = play_round(new_game())
    game, changed = evidence.confirm_round(game.id, 1, 1, ME)
    assert changed and game.version == 3
    assert events_of(game)[-1].action == "round_confirmed" and events_of(game)[-1].after == {"side": 1}
    game, changed = evidence.confirm_round(game.id, 1, 1, ME)
    assert not changed and game.version == 3


@pytest.mark.parametrize("side", [2, -1, "0", 0.0, None, True])
def test_a_confirmation_names_one_of_the_sides(new_game, play_round, side):
    game = play_round(new_game())
    with pytest.raises(Invalid) as refused:
        evidence.confirm_round(game.id, 1, side, ME)
    assert refused.value.problems[0].path == "side"
    assert "from 0 to 1" in refused.value.problems[0].text()
    assert db.session.scalar(select(func.count()).select_from(Confirmation)) == 0


def test_a_correction_takes_the_confirmations_back_and_says_so(new_game, play_round):
    game = play_round(new_game(), times=2)
    for side in (0, 1):
        evidence.confirm_round(game.id, 1, side, ME)
    evidence.confirm_round(game.id, 2, 0, ME)
    saved = rounds.save_round(game.id, RoundWrite([HELD, WON], 1, correcting=True), ME)
    assert saved.unconfirmed == [0, 1]
    corrected = events_of(saved.game)[-1]
    assert corrected.action == "round_corrected" and corrected.after["unconfirmed"] == [0, 1]
    left = db.session.execute(select(Confirmation.round, Confirmation.side)).all()
    assert [tuple(r) for r in left] == [(2, 0)]  # round 2's counts did not change


def test_a_correction_that_changes_nothing_keeps_the_confirmations(new_game, play_round):
    game = play_round(new_game())
    evidence.confirm_round(game.id, 1, 0, ME)
    saved = rounds.save_round(game.id, RoundWrite([WON, HELD], 1, correcting=True), ME)
    assert saved.done == "unchanged" and saved.unconfirmed == []
    assert db.session.scalar(select(func.count()).select_from(Confirmation)) == 1


def test_a_confirmation_may_name_the_player_who_gave_the_sides_word(new_game, play_round):
    game = play_round(new_game())
    with pytest.raises(Invalid) as refused:
        evidence.confirm_round(game.id, 1, 1, ME, signed_by="Anna")
    assert refused.value.problems[0].text() == "Must be the name of one of the side's players: Cara, Dan."
    game, _ = evidence.confirm_round(game.id, 1, 1, ME, signed_by="Dan")
    assert evidence.confirmations_of(game, 1)[0].signed_by == "Dan"
    assert events_of(game)[-1].after == {"side": 1, "signed_by": "Dan"}
