"""The score board: totals, lead, minimums, dealer, rounds, chart; and the edit link."""

from __future__ import annotations

from flask import abort, redirect, render_template, url_for
from flask.typing import ResponseReturnValue

from .. import games
from ..announce import say_all
from ..gameview import GameView
from ..models import Game
from . import bp
from .access import can_edit, claim, edit_token, remember, require_edit
from .chart import race_chart


def found(game_id: str) -> Game:
    """The game, or a 404 page."""
    game = games.get_game(game_id)
    if game is None:
        abort(404)
    return game


@bp.get("/games/<key:game_id>")
def board(game_id: str) -> ResponseReturnValue:
    """The board anyone with the address may read; the scorer also gets the buttons."""
    view = GameView(found(game_id))
    remember(game_id)
    names = [s.name for s in view.game.sides]
    last = view.replay.outcomes[-1] if view.replay.outcomes else None
    return render_template(
        "web/board.html",
        view=view,
        names=names,
        editable=can_edit(view.game),
        announcements=say_all(last.announcements, names) if last else [],
        chart=race_chart(view.game.sides, view.replay, view.target),
    )


@bp.get("/games/<key:game_id>/claim/<key:token>")
def claim_game(game_id: str, token: str) -> ResponseReturnValue:
    """Open the edit link: this phone may now score the game; the token leaves the address bar."""
    game = found(game_id)
    if not claim(game, token):
        abort(403)
    return redirect(url_for(".board", game_id=game_id), 303)


@bp.get("/games/<key:game_id>/share")
def share(game_id: str) -> ResponseReturnValue:
    """The edit link that hands scoring to another phone (only the scorer sees it)."""
    game = found(game_id)
    require_edit(game)
    link = url_for(".claim_game", game_id=game_id, token=edit_token(game_id), _external=True)
    board_link = url_for(".board", game_id=game_id, _external=True)
    return render_template("web/share.html", game=game, link=link, board_link=board_link)
