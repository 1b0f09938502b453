"""The evening's ranking, worked by hand from RULES.md 14: victory points by Burraco's 3-hand table, then the
point difference, then the points scored; shared ranks only when equal on all; byes; the other methods."""

from __future__ import annotations

import pytest

from scorepad.evenings.errors import EveningError
from scorepad.evenings.ranking import Row, ranking
from scorepad.evenings.scores import RoundResult, Scoring, TableResult

VP = Scoring("victory_points")  # Burraco's 3-hand band table


def table(a: tuple[int, ...], b: tuple[int, ...], points_a: int, points_b: int, state: str = "finished"):
    """A two-sided table's result."""
    return TableResult((a, b), (points_a, points_b), state)  # type: ignore[arg-type]


def columns(rows: tuple[Row, ...]) -> list[tuple[int, int, int, int, int]]:
    """(player, rank, victory points, difference, points) of each row, in ranking order."""
    return [(r.player, r.rank, r.victory_points, r.difference, r.points) for r in rows]


# A 12-player individual Canasta evening, 3 rounds, partners never repeated (sides below); by hand:
#   round 1: 1+2 2850 v 3+4 1900 (950: 805-1000, 17-3); 5+6 1200 v 7+8 1260 (60: 55-150, 9-11);
#            9+10 3100 v 11+12 1400 (1700: above 1500, 20-0)
#   round 2: 1+5 2200 v 9+3 2200 (0: 10-10); 2+7 980 v 11+4 3400 (2420: 0-20); 6+10 1550 v 8+12 1300 (250: 12-8)
#   round 3: 1+12 3000 v 4+6 2650 (350: 13-7); 2+9 1740 v 5+8 2240 (500: 6-14); 3+11 2000 v 7+10 1495 (505: 15-5)
# Totals (victory points, difference, points):
#   1: 17+10+13 = 40, +950+0+350 = 1300, 8050      2: 17+0+6 = 23, +950-2420-500 = -1970, 5570
#   3: 3+10+15 = 28, -950+0+505 = -445, 6100       4: 3+20+7 = 30, -950+2420-350 = 1120, 7950
#   5: 9+10+14 = 33, -60+0+500 = 440, 5640         6: 9+12+7 = 28, -60+250-350 = -160, 5400
#   7: 11+0+5 = 16, 60-2420-505 = -2865, 3735      8: 11+8+14 = 33, 60-250+500 = 310, 4800
#   9: 20+10+6 = 36, 1700+0-500 = 1200, 7040       10: 20+12+5 = 37, 1700+250-505 = 1445, 6145
#   11: 0+20+15 = 35, -1700+2420+505 = 1225, 6800  12: 0+8+13 = 21, -1700-250+350 = -1600, 5700
# (360 victory points in all: 9 tables x 20 x 2 players.) 5 and 8 tie on 33: 5's difference is better; 3 and 6
# on 28: 6's is better.
TWELVE = (
    RoundResult(1, (table((1, 2), (3, 4), 2850, 1900), table((5, 6), (7, 8), 1200, 1260),
                    table((9, 10), (11, 12), 3100, 1400))),
    RoundResult(2, (table((1, 5), (9, 3), 2200, 2200), table((2, 7), (11, 4), 980, 3400),
                    table((6, 10), (8, 12), 1550, 1300))),
    RoundResult(3, (table((1, 12), (4, 6), 3000, 2650), table((2, 9), (5, 8), 1740, 2240),
                    table((3, 11), (7, 10), 2000, 1495))),
)  # fmt: skip


def test_a_twelve_player_individual_evening_in_victory_points() -> None:
    rows = ranking(TWELVE, VP)
    assert columns(rows) == [
        (1, 1, 40, 1300, 8050),
        (10, 2, 37, 1445, 6145),
        (9, 3, 36, 1200, 7040),
        (11, 4, 35, 1225, 6800),
        (5, 5, 33, 440, 5640),
        (8, 6, 33, 310, 4800),
        (4, 7, 30, 1120, 7950),
        (6, 8, 28, -160, 5400),
        (3, 9, 28, -445, 6100),
        (2, 10, 23, -1970, 5570),
        (12, 11, 21, -1600, 5700),
        (7, 12, 16, -2865, 3735),
    ]
    assert {(r.played, r.byes) for r in rows} == {(3, 0)}
    assert sum(r.victory_points for r in rows) == 360
    assert [r.match_points for r in rows if r.player in (1, 7)] == [5, 2]  # 1: W D W; 7: W L L


# A 10-pair evening, 3 rounds, Mitchell (pairs 1-5 NS, 6-10 EW moving up); pair n is players 2n-1 and 2n:
#   round 1: 1 v 6 2400-2000 (400: 14-6); 2 v 7 1800-1800 (10-10); 3 v 8 1500-2600 (1100: 2-18);
#            4 v 9 3000-1000 (2000: 20-0); 5 v 10 2100-1950 (150: 11-9)
#   round 2: 1 v 10 2000-2050 (50: 10-10); 2 v 6 2700-1700 (1000: 17-3); 3 v 7 2255-2000 (255: 13-7);
#            4 v 8 1600-2400 (800: 4-16); 5 v 9 1900-2555 (655: 4-16)
#   round 3: 1 v 9 2300-2000 (300: 13-7); 2 v 10 1850-2355 (505: 5-15); 3 v 6 2500-1250 (1250: 18-2);
#            4 v 7 2100-2105 (5: 10-10); 5 v 8 3000-1495 (1505: 20-0)
# Pairs (victory points, difference, points): 1 (37, 650, 6700), 2 (32, 495, 6350), 3 (33, 405, 6255),
# 4 (34, 1195, 6700), 5 (35, 1000, 7000), 6 (11, -2650, 4950), 7 (27, -250, 5905), 8 (34, 395, 6495),
# 9 (23, -1645, 5555), 10 (34, 405, 6355). Three pairs on 34: 4, then 10 (405), then 8 (395). Partners are
# equal on everything: they share their rank.
def pair(n: int) -> tuple[int, int]:
    """The players of pair n."""
    return (2 * n - 1, 2 * n)


TEN_PAIRS = (
    RoundResult(1, (table(pair(1), pair(6), 2400, 2000), table(pair(2), pair(7), 1800, 1800),
                    table(pair(3), pair(8), 1500, 2600), table(pair(4), pair(9), 3000, 1000),
                    table(pair(5), pair(10), 2100, 1950))),
    RoundResult(2, (table(pair(1), pair(10), 2000, 2050), table(pair(2), pair(6), 2700, 1700),
                    table(pair(3), pair(7), 2255, 2000), table(pair(4), pair(8), 1600, 2400),
                    table(pair(5), pair(9), 1900, 2555))),
    RoundResult(3, (table(pair(1), pair(9), 2300, 2000), table(pair(2), pair(10), 1850, 2355),
                    table(pair(3), pair(6), 2500, 1250), table(pair(4), pair(7), 2100, 2105),
                    table(pair(5), pair(8), 3000, 1495))),
)  # fmt: skip


def test_a_ten_pair_evening_in_victory_points() -> None:
    rows = ranking(TEN_PAIRS, VP)
    by_pair = [(r.player, r.rank, r.victory_points, r.difference, r.points) for r in rows[::2]]
    assert by_pair == [
        (1, 1, 37, 650, 6700),
        (9, 3, 35, 1000, 7000),
        (7, 5, 34, 1195, 6700),
        (19, 7, 34, 405, 6355),
        (15, 9, 34, 395, 6495),
        (5, 11, 33, 405, 6255),
        (3, 13, 32, 495, 6350),
        (13, 15, 27, -250, 5905),
        (17, 17, 23, -1645, 5555),
        (11, 19, 11, -2650, 4950),
    ]
    assert [(r.player, r.rank) for r in rows[:4]] == [(1, 1), (2, 1), (9, 3), (10, 3)]
    assert sum(r.victory_points for r in rows) == 2 * 300


def test_ties_go_to_victory_points_then_the_difference_then_the_points_then_share_a_rank() -> None:
    # one round, every table in the 355-500 band (14-6): E beats A on points (3000 v 2400, both 14 and +400);
    # A beats C on the difference (+400 v +355); G equals A in everything; behind: D (-355), then F (2600
    # points) before B and H (-400, 2000 each), who share.
    rows = ranking(
        (
            RoundResult(
                1,
                (
                    table((1,), (2,), 2400, 2000),  # A 1, B 2
                    table((3,), (4,), 2000, 1645),  # C 3, D 4
                    table((5,), (6,), 3000, 2600),  # E 5, F 6
                    table((7,), (8,), 2400, 2000),  # G 7, H 8
                ),
            ),
        ),
        VP,
    )
    assert [(r.player, r.rank) for r in rows] == [(5, 1), (1, 2), (7, 2), (3, 4), (4, 5), (6, 6), (2, 7), (8, 7)]


def test_byes_score_and_are_counted() -> None:
    # five pairs: round 1 pair 5 sits out, round 2 pair 1; the round's average is that of the seated players
    results = (
        RoundResult(1, (table(pair(1), pair(2), 2000, 1000), table(pair(3), pair(4), 1500, 1500)), byes=pair(5)),
        RoundResult(2, (table(pair(2), pair(3), 1200, 900), table(pair(4), pair(5), 2600, 2500)), byes=pair(1)),
    )
    rows = {r.player: r for r in ranking(results, VP)}
    # pair 1: 2000 (1000: 17-3) then a bye: 12 victory points, the round's average (1200+900+2600+2500)/4 = 1800
    assert rows[1] == Row(1, 2000 + 1800, 17 + 12, 2 + 2, 1000, played=1, byes=1, rank=1)
    # pair 5: a bye (12, round 1's average (2000+1000+1500+1500)/4 = 1500), then 2500 v 2600 (100: 9)
    # pair 4: 1500 v 1500 (10) then 2600 v 2500 (11): 21 as pair 5, but +100 against -100: third, pair 5 fifth
    assert rows[9] == Row(9, 1500 + 2500, 12 + 9, 2 + 0, -100, played=1, byes=1, rank=5)
    assert rows[7].rank == 3 and (rows[5].rank, rows[3].rank) == (7, 9)  # pair 3: 10 + 7, pair 2: 3 + 13
    points = {r.player: r for r in ranking(results, Scoring("points", bye_score=0))}
    assert points[1].points == 2000 and points[1].victory_points == 29
    mp = {r.player: r for r in ranking(results, Scoring("match_points", bye_score=1))}
    assert mp[1].match_points == 2 + 1


def test_the_method_comes_first() -> None:
    # X (1) wins twice narrowly: 11 + 11 victory points, 4 match points; Y (2) wins big once and loses
    # narrowly once: 20 + 9 = 29 victory points, 2 match points.
    results = (
        RoundResult(1, (table((1,), (3,), 1100, 1000), table((2,), (4,), 3000, 1000))),
        RoundResult(2, (table((1,), (4,), 1100, 1000), table((2,), (3,), 1000, 1100))),
    )
    # victory points 2: 29, 1: 22, 3: 9 + 11 = 20, 4: 0 + 9 = 9; match points 1: 4, 2: 2, 3: 2, 4: 0;
    # points 2: 4000, 1: 2200, 3: 2100, 4: 2000
    assert [r.player for r in ranking(results, VP)] == [2, 1, 3, 4]
    assert [r.player for r in ranking(results, Scoring("match_points"))] == [1, 2, 3, 4]  # 2 v 3: 29 v 20 VP
    assert [r.player for r in ranking(results, Scoring("points"))] == [2, 1, 3, 4]


def test_loss_points_rank_the_fewest_first() -> None:
    # Rommé: each for themself, loss points; 4 has the fewest (7), then 1 (12), 2 (40), 3 (95)
    romme = (RoundResult(1, (TableResult(((1,), (2,), (3,), (4,)), (12, 40, 95, 7)),)),)
    rows = ranking(romme, Scoring("points", lower_wins=True))
    assert [(r.player, r.points, r.difference, r.match_points) for r in rows] == [
        (4, 7, 5, 2),
        (1, 12, -5, 0),
        (2, 40, -33, 0),
        (3, 95, -88, 0),
    ]


def test_a_live_ranking_counts_finished_tables_and_lists_those_without_a_result() -> None:
    live = (RoundResult(1, (table((1,), (2,), 900, 300), table((3,), (4,), 10, 0, "playing")), byes=(5,)),)
    rows = ranking(live, VP, players=(1, 2, 3, 4, 5, 6))
    # 1 v 2 900-300 (600: 15-5) counts; 3 v 4 still plays, and 5's bye waits for the round to finish
    assert [(r.player, r.rank, r.victory_points, r.played) for r in rows] == [
        (1, 1, 15, 1), (2, 2, 5, 1), (3, 3, 0, 0), (4, 3, 0, 0), (5, 3, 0, 0), (6, 3, 0, 0),
    ]  # fmt: skip


def test_wrong_settings_or_results_are_named() -> None:
    with pytest.raises(EveningError) as caught:
        ranking((RoundResult(1, (table((1,), (1,), 5, 5),)),), Scoring("goals"))  # type: ignore[arg-type]
    assert [p.path for p in caught.value.problems] == ["method", "rounds.0"]
