"""What the rounds drawn so far say: byes, tables played, partners and opponents met."""

from __future__ import annotations

from scorepad.evenings.history import History, history, pair
from scorepad.evenings.seats import Round, seat_table

ROUNDS = (
    Round(1, (seat_table(1, [(1, 2), (3, 4)]),), byes=(5,)),
    Round(2, (seat_table(1, [(1, 5), (2, 3)]),), byes=(4,)),
    Round(3, (seat_table(1, [(1, 2), (4, 5)]),), byes=(3,)),
)


def test_history_counts_byes_tables_partners_and_opponents() -> None:
    past = history(ROUNDS)
    assert past.rounds == 3
    assert past.byes == {5: 1, 4: 1, 3: 1}
    assert past.last_bye == {5: 1, 4: 2, 3: 3}
    assert past.played == {1: 3, 2: 3, 3: 2, 4: 2, 5: 2}
    assert past.partners[pair(1, 2)] == 2 and past.partners[pair(1, 5)] == 1 and past.partners[pair(1, 3)] == 0
    # opponents: round 1 1-3 1-4 2-3 2-4, round 2 1-2 1-3 5-2 5-3, round 3 1-4 1-5 2-4 2-5
    assert past.opponents == {
        pair(1, 3): 2, pair(1, 4): 2, pair(2, 4): 2, pair(2, 5): 2,
        pair(2, 3): 1, pair(1, 2): 1, pair(3, 5): 1, pair(1, 5): 1,
    }  # fmt: skip


def test_teams_met_and_partnered() -> None:
    past = history(ROUNDS)
    assert past.met((1, 2), (3, 4)) == 2  # the most any two of them met: 1 v 4 in rounds 1 and 3
    assert past.met((2, 3), (5,)) == 2
    assert past.met((3,), (4,)) == 0
    assert past.partnered((1, 2)) == 2
    assert past.partnered((1, 2, 5)) == 3  # 1+2 twice, 1+5 once


def test_one_round_on_adds_who_played_and_who_sat_out() -> None:
    past = history(ROUNDS).then([1, 2, 3, 4], [5])
    assert past.rounds == 4 and past.byes[5] == 2 and past.last_bye[5] == 4 and past.played[1] == 4
    assert History().then([1], []).played == {1: 1}
