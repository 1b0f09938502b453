"""A game's result as a few short lines to share with whoever wasn't at the table, in the reader's language."""

from __future__ import annotations

from flask_babel import gettext, ngettext

from ..games.view import GameView
from . import number
from .times import date_text


def result_lines(view: GameView) -> list[str]:
    """Who won (or how it stands), every total best first, then the rules, the date and the rounds played."""
    names, totals = view.names, view.totals
    order = sorted(range(len(names)), key=lambda i: totals[i], reverse=not view.family.lower_wins)
    if view.finished and view.winner is not None:
        head = ngettext(
            "%(side)s won the game!", "%(side)s won the game!", view.sizes[view.winner], side=names[view.winner]
        )
    elif view.finished:
        head = gettext("The game is over: a tie for the best total.")
    elif view.round_count:
        head = ngettext("The score after %(num)d round:", "The score after %(num)d rounds:", view.round_count)
    else:
        head = gettext("The game has begun: no round yet.")
    board = " · ".join(f"{names[i]} {number(totals[i])}" for i in order)
    about = ngettext(
        "%(rules)s · %(date)s · %(num)d round",
        "%(rules)s · %(date)s · %(num)d rounds",
        view.round_count,
        rules=gettext(view.preset_name),
        date=date_text(view.game.played_on),
    )
    return [head, board, about]
