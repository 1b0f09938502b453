"""Closing an evening's round (the organiser's): the games still playing ended as they stand (every family), the
round closed, and the next drawn by the movement with the players present; after the last planned round the
evening finishes and its final ranking is kept. Refused while a table plays, unless the organiser says to end it."""

from __future__ import annotations

from dataclasses import asdict

from ..core.errors import Conflict
from ..games.history import Actor, record
from ..games.refresh import refresh
from ..games.rounds import lock_game
from ..models import Evening, EveningRound, Game, utcnow
from ..rules.problems import N_, Problem
from ..storage.database import write
from .ranking import ranking
from .results import round_results, table_games
from .store import league_of, lock_evening, scoring_of
from .tables import draw_next

PLAYING = N_("Tables %(tables)s are still playing: close the round anyway to end their games as they stand.")


def end_as_it_stands(game_id: str, by: Actor) -> Game:
    """End a table's game now, as its totals stand (whatever its family; a game of no hands is a tie of 0)."""
    game = lock_game(game_id)
    game.ended_by_table = True
    refresh(game)
    record(game, "finished", None, None, {"totals": [s.total for s in game.sides], "evening": True}, by)
    return game


@write
def close_round(evening_id: str, by: Actor, force: bool = False) -> Evening:
    """Close the evening's current round and draw the next, or finish the evening after its last round; with
    tables still playing only when `force`d (their games then end as they stand)."""
    evening = lock_evening(evening_id)
    if evening.state != "playing":
        raise Conflict([Problem("_evening", N_("The evening is over."), code="evening_over")])
    current: EveningRound = evening.drawn[-1]
    games = table_games(evening)
    playing = [t for t in current.tables if games[t.game_id].status != "finished"]
    if playing and not force:
        numbers = ", ".join(str(t.number) for t in playing)
        raise Conflict([Problem("_round", PLAYING, {"tables": numbers}, code="tables_playing")])
    for table in playing:
        end_as_it_stands(table.game_id, by)
        table.ended = True
    current.state, current.closed_at = "closed", utcnow()
    league = league_of(evening)
    if current.number >= evening.rounds:
        evening.state = "finished"
        results = round_results(evening, table_games(evening))
        evening.final = [asdict(row) for row in ranking(results, scoring_of(evening, league.ruleset_key))]
    else:
        draw_next(evening, league, by)
    evening.version += 1
    return evening
