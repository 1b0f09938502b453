"""Closing an evening's round: refused while a table plays unless forced (its game then ends as it stands), the
next round drawn by the movement, the evening finished after its last round with its final ranking kept."""

from __future__ import annotations

import pytest

from scorepad.core.errors import Conflict
from scorepad.evenings.rounds import close_round
from scorepad.extensions import db
from scorepad.games.history import events_of
from scorepad.models import Game
from tests.conftest import HELD, WON
from tests.evenings.conftest import ORGANISER, play


def games_of(evening, number):
    """The games of one round's tables."""
    return [db.session.get(Game, t.game_id) for t in evening.drawn[number - 1].tables]


def test_a_tables_game_ends_after_the_evenings_hands(start):
    evening = start()
    table = evening.drawn[0].tables[0]
    assert play(table.game_id, times=2).status == "playing"
    game = play(table.game_id)
    assert game.status == "finished" and game.winner == 0 and game.margin == 3 * (940 - 40)


def test_without_hands_a_table_plays_to_the_familys_target(start):
    evening = start(hands=None)
    game = play(evening.drawn[0].tables[0].game_id, times=5)
    assert game.status == "playing"  # 4700 of classic's 5000
    assert play(game.id).status == "finished"


def test_closing_waits_for_every_table_unless_the_organiser_ends_them(start):
    evening = start()
    first, second, third = evening.drawn[0].tables
    play(first.game_id, times=3)
    play(second.game_id, WON, HELD)
    with pytest.raises(Conflict) as refused:
        close_round(evening.id, ORGANISER)
    assert refused.value.problems[0].code == "tables_playing" and refused.value.problems[0].params == {"tables": "2, 3"}
    assert len(evening.drawn) == 1 and evening.drawn[0].state == "playing"
    closed = close_round(evening.id, ORGANISER, force=True)
    assert [r.state for r in closed.drawn] == ["closed", "playing"] and closed.drawn[0].closed_at is not None
    assert [t.ended for t in closed.drawn[0].tables] == [False, True, True]
    ended = games_of(closed, 1)
    assert [g.status for g in ended] == ["finished"] * 3
    assert ended[1].winner == 0 and ended[1].margin == 900 and ended[2].winner is None  # no hand: a tie of 0
    assert events_of(ended[1])[-1].action == "finished" and events_of(ended[1])[-1].by_kind == "league_token"


def test_the_next_round_seats_everyone_with_new_partners_and_new_games(start):
    evening = start()
    for table in evening.drawn[0].tables:
        play(table.game_id, times=3)
    evening = close_round(evening.id, ORGANISER)
    first, second = evening.drawn
    partners = lambda drawn: {frozenset(side) for t in drawn.tables for side in t.sides}  # noqa: E731
    assert not partners(first) & partners(second)
    assert {t.game_id for t in first.tables}.isdisjoint({t.game_id for t in second.tables})
    assert sorted(p for t in second.tables for s in t.sides for p in s) == sorted(p.player_id for p in evening.players)


def test_after_the_last_round_the_evening_is_over_with_its_ranking_kept(start):
    evening = start(rounds=2)
    for number in (1, 2):
        for table in evening.drawn[number - 1].tables:
            play(table.game_id, times=3)
        evening = close_round(evening.id, ORGANISER)
    assert evening.state == "finished" and [r.state for r in evening.drawn] == ["closed", "closed"]
    assert len(evening.final) == 12 and evening.final[0]["rank"] == 1
    assert sum(row["victory_points"] for row in evening.final) == 2 * 3 * 2 * 20  # 2 rounds, 3 tables, 2 sides of 2
    with pytest.raises(Conflict) as refused:
        close_round(evening.id, ORGANISER)
    assert refused.value.problems[0].code == "evening_over"


def test_a_version_moves_on_with_each_close(start):
    evening = start()
    before = evening.version
    closed = close_round(evening.id, ORGANISER, force=True)
    assert closed.version > before
