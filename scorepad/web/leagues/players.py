"""A league player's page: games (against whom), partners, results over time, best round, rating."""

from __future__ import annotations

from flask import abort, render_template
from flask.typing import ResponseReturnValue

from ...leagues.players import lower_wins, player_json
from ...leagues.view import find_player
from .. import bp
from ..shared.chart import margin_chart
from .league import found_league


@bp.get("/players/<key:player_id>")
def player(player_id: str) -> ResponseReturnValue:
    """A player's games (against whom), partners, results over time, best round (in which game), average round
    score and rating (in plain words), with a link back to the league."""
    person = find_player(player_id)
    if person is None:
        abort(404)
    league = found_league(person.league_id) if person.league_id else None  # a league's player: as its league is seen
    data = player_json(person)
    best = data["best_round"]
    return render_template(
        "web/player.html",
        player=data,
        league=league,
        best_game=next((g for g in data["games"] if best and g["id"] == best["game"]), None),
        chart=margin_chart(data["games"], lower_wins(person)),
        ratings_stale=league is not None and league.ratings_stale,
    )
