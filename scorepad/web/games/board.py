"""The score board: totals, lead, each side's own figures, dealer, rounds, chart; the board's QR code; a rematch."""

from __future__ import annotations

from typing import Any

from flask import Response, abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_wtf import FlaskForm

from ...games import start
from ...games.confirmations import confirmed_by
from ...games.history import newest_round_event
from ...games.view import GameView, get_game, shown_version
from ...models import Game
from ...serving.links import absolute_url
from ...words.announcements import say_all
from .. import bp
from ..shared.chart import race_chart
from ..shared.qr import qr_svg
from .access import actor, grant, remember, require_edit
from .adapter import adapter_of
from .board_early import DECIDED
from .page_cache import SCORER, cached_page, reader_kind, rendered


@bp.get("/games/<key:game_id>")
def board(game_id: str) -> ResponseReturnValue:
    """The board anyone with the address may read; the scorer also gets the buttons (cached per version)."""
    if decided := request.environ.get(DECIDED):  # read before the app in this request (board_early.py)
        kind, shown = decided
    else:
        shown = shown_version(game_id)
        kind = reader_kind(shown)
    remember(game_id)

    def context() -> dict[str, Any]:  # the game read and replayed only when its bytes aren't cached
        return board_context(get_game(game_id), kind == SCORER)

    if request.args:  # a mark for this request only: the round just saved, a note, rounds waiting to send
        return Response(rendered("web/board.html", context()), mimetype="text/html")
    return cached_page("board", game_id, shown.versions, kind, "web/board.html", context)


NEWS = ("round_added", "round_corrected", "round_restored")  # a write whose round's announcements are news


def board_context(game: Game, editable: bool) -> dict[str, Any]:
    """Everything the board shows: the game replayed, its announcements (while they are news: the last round's
    own write is the game's latest change of a round, not an undo or a correction of an earlier round) and chart."""
    view = GameView(game)
    latest = newest_round_event(game) if view.round_count else None
    news = latest is not None and latest.action in NEWS and latest.round == view.round_numbers[-1]
    last = view.replay.outcomes[-1] if view.replay.outcomes and news else None
    return {
        "view": view,
        "names": view.names,
        "adapter": adapter_of(view.family),
        "editable": editable,
        "announcements": say_all(view.family, last.announcements, view.names, view.sizes) if last else [],
        "chart": race_chart(view.game.sides, view.replay, view.figures.get("target")),
        "confirmed": confirmed_by(game) if view.round_count else {},
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
