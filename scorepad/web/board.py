"""The score board: totals, lead, each side's own figures, dealer, rounds, chart; the board's QR code; a rematch."""

from __future__ import annotations

from flask import abort, redirect, render_template, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_wtf import FlaskForm

from ..games import start
from ..games.rounds import get_game
from ..games.view import GameView
from ..links import absolute_url
from ..words.announcements import say_all
from . import bp
from .access import actor, can_edit, grant, remember, require_edit
from .chart import race_chart
from .families import adapter_of
from .qr import qr_svg


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


@bp.get("/games/<key:game_id>/join")
def join(game_id: str) -> ResponseReturnValue:
    """The board's address as a QR code, so anyone at the table follows the game by pointing a camera."""
    game = get_game(game_id)
    address = absolute_url(".board", game_id=game_id)
    return render_template(
        "web/join.html", game=game, address=address, qr=qr_svg(address, gettext("The board's address"))
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
    grant(new)
    return redirect(url_for(".board", game_id=new.id), 303)
