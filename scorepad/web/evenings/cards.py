"""The table cards (Tischkarten) of a round, to print: one card a table with the evening, the round, the table's
number, its seats ("1.3") and names, and a QR code of the table game's edit link, so the phone that scans it keeps
the table's score (the same link and grant every game hands to another phone: web/games/share.py)."""

from __future__ import annotations

from dataclasses import dataclass

from flask import abort, current_app, render_template, request
from flask.typing import ResponseReturnValue

from ...accounts import grants
from ...games.view import get_game
from ...serving.links import absolute_url
from .. import bp
from ..forms import whole
from .changes import organised
from .reads import shown_evening
from .shown import TableShown


@dataclass(frozen=True)
class Card:
    """One table's card: the table and the link its QR code holds."""

    table: TableShown
    link: str


def claim_link(game_id: str) -> str:
    """The address that makes the phone opening it a scorer of the game (its current edit link)."""
    game = get_game(game_id)
    token = grants.edit_token(game, current_app.config["SECRET_KEY"])
    return absolute_url("web.claim_game", game_id=game.id, token=token)


@bp.get("/evenings/<key:evening_id>/cards")
def evening_cards(evening_id: str) -> ResponseReturnValue:
    """A round's table cards to print (the round being played, or ?round=n): the organiser's only, as the links
    in them let a phone score."""
    shown = shown_evening(organised(evening_id))
    asked = whole(request.args.get("round"))
    number = asked if isinstance(asked, int) else (shown.current.number if shown.current else 0)
    round_ = shown.round(number)
    if round_ is None:
        abort(404)
    cards = [Card(table, claim_link(table.game_id)) for table in round_.tables]
    page = render_template("web/evening_cards.html", evening=shown, round=round_, cards=cards)
    return page, 200, {"Cache-Control": "no-store"}  # edit links are secrets
