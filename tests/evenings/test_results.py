"""An evening's results as the engine ranks them, read from its tables' games: sides as drawn, the games' totals,
each table playing, finished or closed, and the byes."""

from __future__ import annotations

from scorepad.evenings.results import round_results, table_games
from scorepad.evenings.rounds import close_round
from scorepad.evenings.scores import TableResult
from tests.evenings.conftest import ORGANISER, play


def test_the_results_of_each_round_from_its_tables_games(start):
    evening = start(count=13)
    first, second, third = evening.drawn[0].tables
    play(first.game_id, times=3)
    play(second.game_id)
    (result,) = round_results(evening, table_games(evening))
    assert result.number == 1 and len(result.byes) == 1
    assert result.tables[0] == TableResult(tuple(map(tuple, first.sides)), (3 * 940, 3 * 40), "finished")
    assert result.tables[1] == TableResult(tuple(map(tuple, second.sides)), (940, 40), "playing")
    assert result.tables[2].state == "playing" and result.tables[2].points == (0, 0)
    evening = close_round(evening.id, ORGANISER, force=True)
    closed, drawn = round_results(evening, table_games(evening))
    assert [t.state for t in closed.tables] == ["finished", "closed", "closed"] and closed.complete
    assert drawn.number == 2 and not drawn.complete


def test_an_evening_without_tables_has_no_games():
    from scorepad.models import Evening

    assert table_games(Evening(drawn=[])) == {}
