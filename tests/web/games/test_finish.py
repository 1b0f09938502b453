"""The table's own end of a game on the pages (web/games/finish.py): the scorer confirms, the best total wins, and the
game is taken up again from the history; nobody else may (moved from tests/web/test_romme.py)."""

from __future__ import annotations

from scorepad.extensions import db
from scorepad.games.view import GameView
from scorepad.models import Game

from ..test_romme import hand, page, start_romme  # noqa: F401  (start_romme: a fixture)


def test_finish_confirm_then_take_up_again(client, app, start_romme):  # noqa: F811
    board = start_romme("Anna", "Ben", "Cara")
    game_id = board.rsplit("/", 1)[1]
    assert client.get(board + "/finish").status_code == 303  # nothing to finish before the first hand
    client.post(board + "/rounds/new", data=hand(out="0", p1="20", p2="35"))
    client.post(board + "/rounds/new", data=hand(p0="9", out="1", p2="4"))
    confirm = page(client, board + "/finish")
    assert "Finish the game?" in confirm and "Anna would win by 11 points." in confirm
    assert '<form method="post">' in confirm  # a POST with the CSRF token (tests/web/test_forms_security.py)
    assert "Spiel beenden?" in page(client, board + "/finish", "de")
    done = client.post(board + "/finish")
    assert done.status_code == 303 and done.headers["Location"] == board
    text = page(client, board)
    assert "Anna won the game!" in text and "Margin of victory: 11 points." in text
    assert "Enter round" not in text and "take it up again from the history" in text
    assert client.get(board + "/rounds/new").headers["Location"].endswith("?note=over")
    history = page(client, board + "/history")
    assert "The table ended the game" in history and "Take the game up again" in history
    assert client.post(board + "/reopen").status_code == 303
    with app.app_context():
        view = GameView(db.session.get(Game, game_id))
        assert not view.finished and view.winner is None and not view.game.ended_by_table
    assert "Enter round 3" in page(client, board) and "The game was taken up again" in page(client, board + "/history")


def test_finishing_needs_the_scorer(client, app, start_romme):  # noqa: F811
    board = start_romme("Anna", "Ben")
    client.post(board + "/rounds/new", data=hand(out="0", p1="20"))
    reader = app.test_client()
    assert "Finish the game" not in reader.get(board).get_data(as_text=True)
    assert reader.get(board + "/finish").status_code in (401, 403)
    assert reader.post(board + "/finish").status_code in (401, 403)
    assert reader.post(board + "/reopen").status_code in (401, 403)
    assert client.get("/api" + board).get_json()["status"] == "playing"
