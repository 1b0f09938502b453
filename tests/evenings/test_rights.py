"""Who may change an evening's table games (the table until its round closes, the organiser after), the evening's
version following its tables' games, and each table's token derived from the server's key."""

from __future__ import annotations

import pytest

from scorepad.accounts.roles import join
from scorepad.accounts.users import sign_up
from scorepad.core.errors import NotAllowed
from scorepad.core.tokens import matches
from scorepad.evenings import rights
from scorepad.evenings.rounds import close_round
from scorepad.extensions import db
from scorepad.games.changes import reopen_game
from scorepad.games.history import Actor, events_of
from scorepad.games.rounds import RoundWrite, delete_round, save_round
from scorepad.models import Evening, Game
from tests.conftest import HELD, WON
from tests.evenings.conftest import ORGANISER, TABLE, play

LOSS = {"meld_points": 50, "hand_points": 20}  # 30


def version(evening_id: str) -> int:
    """The evening's version as stored."""
    db.session.expire_all()
    return db.session.get(Evening, evening_id).version


def test_the_table_corrects_its_game_until_the_round_is_closed(start):
    evening = start()
    game_id = evening.drawn[0].tables[0].game_id
    play(game_id, times=3)
    saved = save_round(game_id, RoundWrite([WON, LOSS], number=2, correcting=True), TABLE)
    assert saved.done == "corrected"
    close_round(evening.id, ORGANISER, force=True)
    for write in (
        lambda by: save_round(game_id, RoundWrite([HELD, WON], number=2, correcting=True), by),
        lambda by: delete_round(game_id, 3, by),
    ):
        with pytest.raises(NotAllowed) as refused:
            write(TABLE)
        assert refused.value.problems[0].code == "round_closed"
    with pytest.raises(NotAllowed):
        save_round(game_id, RoundWrite([HELD, WON], number=2, correcting=True), Actor("phone", "abcd1234"))
    assert db.session.get(Game, game_id).margin == 2 * 900 + (940 - 30)  # nothing changed by the refusals


def test_the_organiser_corrects_after_closing_with_the_history_kept(start, league):
    evening = start()
    game_id = evening.drawn[0].tables[0].game_id
    play(game_id, times=3)
    close_round(evening.id, ORGANISER, force=True)
    saved = save_round(game_id, RoundWrite([WON, LOSS], number=1, correcting=True), ORGANISER)
    assert saved.done == "corrected" and saved.game.margin == 2 * 900 + 910
    last = events_of(saved.game)[-1]
    assert (last.action, last.by_kind, last.before["entries"][1]["hand_points"]) == (
        "round_corrected",
        "league_token",
        45,
    )
    anna = sign_up("Anna", "correct horse battery")
    join(anna, league, "scorer")
    saved = save_round(game_id, RoundWrite([WON, HELD], number=1, correcting=True), Actor("user", "Anna"))
    assert saved.done == "corrected"
    bob = sign_up("Bob", "correct horse battery")
    join(bob, league, "viewer")
    with pytest.raises(NotAllowed):
        save_round(game_id, RoundWrite([WON, LOSS], number=1, correcting=True), Actor("user", "Bob"))


def test_a_table_cant_take_up_a_game_the_organiser_ended(start):
    evening = start()
    game_id = evening.drawn[0].tables[0].game_id
    play(game_id)
    close_round(evening.id, ORGANISER, force=True)
    with pytest.raises(NotAllowed):
        reopen_game(game_id, TABLE)


def test_every_write_to_a_tables_game_moves_the_evenings_version_on(start, new_game):
    evening = start()
    game_id = evening.drawn[0].tables[0].game_id
    before = version(evening.id)
    play(game_id)
    after = version(evening.id)
    assert after > before
    other = new_game()  # a game of no evening changes none
    save_round(other.id, RoundWrite([WON, HELD]), TABLE)
    assert version(evening.id) == after


def test_a_tables_token_is_its_games_own_and_no_other(start, app):
    evening = start()
    first, second = (t.game_id for t in evening.drawn[0].tables[:2])
    token = rights.table_token(first)
    assert matches(db.session.get(Game, first).token_hash, token)
    assert not matches(db.session.get(Game, second).token_hash, token)
    assert rights.table_token(first) == token and len(token) == 32
