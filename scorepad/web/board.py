"""The score board: totals, lead, each side's own figures, dealer, rounds, chart; and the edit link."""

from __future__ import annotations

from flask import abort, current_app, redirect, render_template, url_for
from flask.typing import ResponseReturnValue
from flask_wtf import FlaskForm

from ..accounts.grants import edit_token
from ..games import start
from ..games.rounds import get_game
from ..games.view import GameView
from ..links import absolute_url
from ..words.announcements import say_all
from . import bp
from .access import actor, can_edit, claim, grant, remember, require_edit
from .chart import race_chart
from .families import adapter_of


@bp.get("/games/<key:game_id>")
def board(game_id: str) -> ResponseReturnValue:
    """The board anyone with the address may read; the scorer also gets the buttons."""
    view = GameView(get_game(game_id))
    remember(game_id)
    last = view.replay.outcomes[-1] if view.replay.outcomes else None
    return render_template(
        "web/board.html",
        view=view,
        names=view.names,
        adapter=adapter_of(view.family),
        editable=can_edit(view.game),
        announcements=say_all(last.announcements, view.names, view.sizes) if last else [],
        chart=race_chart(view.game.sides, view.replay, view.figures.get("target")),
    )


@bp.post("/games/<key:game_id>/rematch")
def rematch(game_id: str) -> ResponseReturnValue:
    """Start the next game with the same players and rules; this phone scores it."""
    game = get_game(game_id)
    if not FlaskForm().validate():
        abort(400)
    if game.league_id is not None:  # a league game is started by the league's scorers; any phone may start a casual one
        require_edit(game)
    new, _token = start.rematch(game_id, actor())
    grant(new.id)
    return redirect(url_for(".board", game_id=new.id), 303)


@bp.get("/games/<key:game_id>/claim/<key:token>")
def claim_game(game_id: str, token: str) -> ResponseReturnValue:
    """Open the edit link: this phone may now score the game; the token leaves the address bar."""
    if not claim(get_game(game_id), token):
        abort(403)
    return redirect(url_for(".board", game_id=game_id), 303)


@bp.get("/games/<key:game_id>/share")
def share(game_id: str) -> ResponseReturnValue:
    """The edit link that hands scoring to another phone (only the scorer sees it)."""
    game = get_game(game_id)
    require_edit(game)
    link = absolute_url(".claim_game", game_id=game_id, token=edit_token(game, current_app.config["SECRET_KEY"]))
    board_link = absolute_url(".board", game_id=game_id)
    return render_template("web/share.html", game=game, link=link, board_link=board_link)
