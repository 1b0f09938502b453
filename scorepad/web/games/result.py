"""Sharing a game's result: a short text and the board's address, to send to whoever wasn't at the table. The
page shows both to select and copy by hand; its script adds the phone's share sheet (Web Share), or a copy
button where the phone has none."""

from __future__ import annotations

from flask import render_template
from flask.typing import ResponseReturnValue

from ...games.view import GameView, get_game
from ...serving.links import absolute_url
from ...words.results import result_lines
from .. import bp


@bp.get("/games/<key:game_id>/result")
def share_result(game_id: str) -> ResponseReturnValue:
    """The result as text and the board's link, ready to share."""
    view = GameView(get_game(game_id))
    return render_template(
        "web/result.html", view=view, text="\n".join(result_lines(view)), link=absolute_url(".board", game_id=game_id)
    )
