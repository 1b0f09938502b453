"""A game's result in a few lines to share (words/results.py): who won or how it stands, the totals best first, the
rules, the date and the rounds played."""

from __future__ import annotations

from scorepad.extensions import db
from scorepad.games import rounds
from scorepad.games.rounds import RoundWrite
from scorepad.games.start import GameRequest, create_game
from scorepad.games.view import GameView
from scorepad.models import Game
from scorepad.words.results import result_lines
from tests.conftest import HELD, TWO_PAIRS, WON
from tests.games.conftest import ME, context  # noqa: F401  (the fixture shared by name)


def test_a_game_begun_played_and_won(context):  # noqa: F811
    asked = GameRequest(TWO_PAIRS, "classic", {"target": 500}, played_on="2025-05-01")
    game, _token = create_game(asked, ME)
    head, board, about = result_lines(GameView(game))
    assert head == "The game has begun: no round yet." and board == "Anna & Ben 0 · Cara & Dan 0"
    assert about.startswith("Classic (Regency Club) · ") and about.endswith(" · 0 rounds")
    rounds.save_round(game.id, RoundWrite([HELD, WON]), ME)  # 40 and 940: Cara & Dan past 500
    db.session.expire_all()
    head, board, about = result_lines(GameView(db.session.get(Game, game.id)))
    assert (head, board) == ("Cara & Dan won the game!", "Cara & Dan 940 · Anna & Ben 40")
    assert about.endswith(" · 1 round")
