"""The score board: totals, lead, each side's own figures, dealer, rounds, chart."""

from __future__ import annotations

from flask import render_template
from flask.typing import ResponseReturnValue

from ..games.rounds import get_game
from ..games.view import GameView
from ..words.announcements import say_all
from . import bp
from .access import can_edit, remember
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
