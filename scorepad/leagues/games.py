"""What a league does when one of its games changes: its standings version moves on, the game's shares in the
tallies are counted anew, a game that ends is rated, and a rated result that changes marks the ratings stale.
create_app makes `game_changed` a listener of its registry (games/listeners.py tells it)."""

from __future__ import annotations

from sqlalchemy import update

from ..extensions import db
from ..models import Game, League
from . import ratings, tallies


def game_changed(game: Game, was_finished: bool) -> None:
    """Bring a league in line with a write to one of its games (a casual game has no league: nothing to do)."""
    if game.league_id is None:
        return
    db.session.execute(
        update(League).where(League.id == game.league_id).values(standings_version=League.standings_version + 1)
    )
    tallies.recount_game(game)
    if game.status == "finished" and not was_finished and not game.rated:
        ratings.game_finished(game)
    elif was_finished or game.rated:
        ratings.game_changed(game)
