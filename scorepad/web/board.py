"""The score board: totals, lead, each side's own figures, dealer, rounds, chart; the board's QR code; a rematch."""

from __future__ import annotations

from typing import Any

from flask import Response, abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_wtf import FlaskForm

from ..games import start
from ..games.rounds import get_game
from ..games.view import GameView, shown_version
from ..models import Game
from ..serving.links import absolute_url
from ..words.announcements import say_all
from . import bp
from .access import actor, can_edit, grant, remember, require_edit
from .chart import race_chart
from .families import adapter_of
from .kept import kept_page, rendered
from .qr import qr_svg


@bp.get("/games/<key:game_id>")
def board(game_id: str) -> ResponseReturnValue:
    """The board anyone with the address may read; the scorer also gets the buttons (kept per version)."""
    shown = shown_version(game_id)
    editable = can_edit(shown)
    remember(game_id)

    def context() -> dict[str, Any]:  # the game read and replayed only when its bytes aren't kept
        return board_context(get_game(game_id), editable)

    if request.args:  # a mark for this request only: the round just saved, a note, rounds waiting to send
        return Response(rendered("web/board.html", context()), mimetype="text/html")
    return kept_page(board_page(game_id), shown.shown, editable, "web/board.html", context)


def board_page(game_id: str) -> str:
    """What a game's board is called among kept pages."""
    return f"board.{game_id}"


def board_context(game: Game, editable: bool) -> dict[str, Any]:
    """Everything the board shows: the game replayed, its announcements and chart."""
    view = GameView(game)
    last = view.replay.outcomes[-1] if view.replay.outcomes else None
    return {
        "view": view,
        "names": view.names,
        "adapter": adapter_of(view.family),
        "editable": editable,
        "announcements": say_all(view.family, last.announcements, view.names, view.sizes) if last else [],
        "chart": race_chart(view.game.sides, view.replay, view.figures.get("target")),
    }


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
    grant(new, creator=True)
    return redirect(url_for(".board", game_id=new.id), 303)
