"""One round's result for each player: two-sided tables, tables of more sides (Rommé), byes, tables still
playing, and the settings checked."""

from __future__ import annotations

import pytest

from scorepad.evenings.bands import bands
from scorepad.evenings.scores import (
    RoundResult,
    Score,
    Scoring,
    TableResult,
    bye_score,
    results_problems,
    round_average,
    round_scores,
    table_scores,
)

VP = Scoring()  # victory points, Burraco's 3-hand table
ROMME_BANDS = bands((0, 10, 10), (10, 12, 8), (30, 15, 5), (None, 18, 2))
ROMME = Scoring("victory_points", ROMME_BANDS, lower_wins=True)


def test_a_two_sided_table() -> None:
    table = TableResult(((1, 2), (3, 4)), (3450, 2100))
    # margin 1350: the 1255-1500 band, 19-1
    assert table_scores(table, VP) == (Score(3450, 19, 2, 1350), Score(2100, 1, 0, -1350))
    drawn = TableResult(((1, 2), (3, 4)), (800, 800))
    assert table_scores(drawn, VP) == (Score(800, 10, 1, 0), Score(800, 10, 1, 0))
    negative = TableResult(((1,), (2,)), (-120, 40))  # margin 160: 155-250, 12-8
    assert table_scores(negative, VP) == (Score(-120, 8, 0, -160), Score(40, 12, 2, 160))


def test_a_romme_table_is_scored_against_its_best_other_side() -> None:
    table = TableResult(((1,), (2,), (3,), (4,)), (12, 40, 95, 7))  # loss points: 7 is best
    assert table_scores(table, ROMME) == (
        Score(12, 8, 0, -5),  # 5 behind 7: the 1-10 band, the loser's 8
        Score(40, 2, 0, -33),  # 33 behind: above 30, 2
        Score(95, 2, 0, -88),
        Score(7, 12, 2, 5),  # 5 ahead of 12: the winner's 12
    )
    tied = TableResult(((1,), (2,), (3,)), (7, 7, 20))
    assert table_scores(tied, ROMME) == (Score(7, 10, 1, 0), Score(7, 10, 1, 0), Score(20, 5, 0, -13))


def test_the_rounds_average_is_over_every_seated_player_rounded_half_up() -> None:
    result = RoundResult(
        1, (TableResult(((1, 2), (3, 4)), (1000, 600)), TableResult(((5, 6), (7, 8)), (300, -150))), byes=(9,)
    )
    assert round_average(result) == 438  # (2 x 1000 + 2 x 600 + 2 x 300 - 2 x 150) / 8 = 437.5
    assert round_average(RoundResult(1, (TableResult(((1,), (2,)), (-25, -30)),))) == -27  # -27.5 up
    assert round_average(RoundResult(1, (TableResult(((1,), (2,)), (5, 6), "playing"),))) == 0


@pytest.mark.parametrize(
    ("scoring", "expected"),
    [
        (Scoring("victory_points"), Score(438, 12, 2, 0, bye=True)),
        (Scoring("victory_points", bye_score=10), Score(438, 10, 2, 0, bye=True)),
        (Scoring("match_points"), Score(438, 12, 2, 0, bye=True)),
        (Scoring("match_points", bye_score=1), Score(438, 12, 1, 0, bye=True)),
        (Scoring("points"), Score(438, 12, 2, 0, bye=True)),
        (Scoring("points", bye_score=500), Score(500, 12, 2, 0, bye=True)),
    ],
)
def test_a_bye_scores_the_setting_in_its_own_column(scoring: Scoring, expected: Score) -> None:
    result = RoundResult(
        1, (TableResult(((1, 2), (3, 4)), (1000, 600)), TableResult(((5, 6), (7, 8)), (300, -150))), byes=(9,)
    )
    assert bye_score(result, scoring) == expected


def test_tables_still_playing_and_their_rounds_byes_wait() -> None:
    playing = RoundResult(
        2, (TableResult(((1,), (2,)), (900, 300)), TableResult(((3,), (4,)), (100, 50), "playing")), byes=(5,)
    )
    assert set(round_scores(playing, VP)) == {1, 2}
    closed = RoundResult(2, (playing.tables[0], TableResult(((3,), (4,)), (100, 50), "closed")), byes=(5,))
    scores = round_scores(closed, VP)
    assert set(scores) == {1, 2, 3, 4, 5}
    assert scores[3] == Score(100, 10, 2, 50) and scores[5].bye and scores[5].victory_points == 12


def test_settings_are_checked() -> None:
    assert VP.problems() == [] and ROMME.problems() == []
    wrong = Scoring("goals", bye_score=3)  # type: ignore[arg-type]
    assert [p.path for p in wrong.problems()] == ["method"]
    assert [p.text() for p in Scoring("victory_points", bye_score=21).problems()] == [
        "A bye scores a whole number from 0 to 20."
    ]
    assert [p.path for p in Scoring("match_points", bye_score=3).problems()] == ["bye_score"]
    assert Scoring("points", bye_score=-40).problems() == []
    assert [p.text() for p in Scoring("points", bye_score=1.5).problems()] == ["A bye scores a whole number."]  # type: ignore[arg-type]
    assert [p.path for p in Scoring(bands=bands((5, 11, 9), (None, 12, 8))).problems()] == ["bands.0"]


def test_results_are_checked() -> None:
    good = RoundResult(1, (TableResult(((1,), (2,)), (10, 20)),), byes=(3,))
    assert results_problems((good,)) == []
    short = RoundResult(1, (TableResult(((1,), (2,)), (10,)),))
    lonely = RoundResult(1, (TableResult(((1,),), (10,)),))
    odd = RoundResult(1, (TableResult(((1,), (2,)), (10, 2.5), "paused"),))  # type: ignore[arg-type]
    twice = RoundResult(1, (TableResult(((1,), (2,)), (10, 20)),), byes=(2,))
    assert [p.path for p in results_problems((good, short, lonely, odd, twice))] == [
        "rounds.1.tables.0",
        "rounds.2.tables.0",
        "rounds.3.tables.0",
        "rounds.4",
    ]
