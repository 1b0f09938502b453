"""Who may change a game from a browser (web/games/access.py): the phone's list of games and its grants in its
session, a plain reader decided by what the phone holds alone, the right to score checked on every write."""

from __future__ import annotations

import pytest
from flask import session

from scorepad.core.errors import NeedsCredentials
from scorepad.games.view import get_game
from scorepad.web.games.access import (
    EDIT,
    KEEP_GAMES,
    SEEN,
    SIGNED_IN,
    actor,
    can_edit,
    forget,
    grant,
    holds_grant,
    plain_reader,
    remember,
    remembered,
    require_edit,
    this_phone,
)


def test_a_phones_list_newest_first_and_bounded(app):
    with app.test_request_context():
        for n in range(KEEP_GAMES + 2):
            remember(f"g{n}")
        remember("g5")  # already listed: the list stays as it is
        assert session[SEEN][0] == f"g{KEEP_GAMES + 1}" and len(session[SEEN]) == KEEP_GAMES
        assert remembered(session, "g5") and not remembered(session, "g0")
        forget("g5")
        assert not remembered(session, "g5")


def test_a_plain_reader_holds_no_sign_in_and_no_grant_for_the_game():
    config = {"REMEMBER_COOKIE_NAME": "remember"}
    assert plain_reader({SEEN: ["g"]}, {}, "g", config)
    assert not plain_reader({EDIT: ["g"]}, {}, "g", config) and plain_reader({EDIT: ["h"]}, {}, "g", config)
    assert not plain_reader({SIGNED_IN: "1"}, {}, "g", config) and not plain_reader({}, {"remember": "x"}, "g", config)


def test_a_grant_lets_this_phone_score_a_casual_game(app, make_game):
    game_id = make_game()["id"]
    with app.test_request_context(method="POST"):
        game = get_game(game_id)
        assert this_phone() is None and holds_grant(game) is None and not can_edit(game)
        with pytest.raises(NeedsCredentials):
            require_edit(game)
        grant(game, "Kitchen")
        assert holds_grant(game) is True and can_edit(game) and session[EDIT][0] == game_id
        assert require_edit(game) == actor() == this_phone() and actor().kind == "phone"
