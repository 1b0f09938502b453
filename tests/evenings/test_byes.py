"""Who sits out: the fewest byes first, then the longest ago, then who played the most, then the order given."""

from __future__ import annotations

from random import Random

from scorepad.evenings.byes import bye_order, split_byes
from scorepad.evenings.history import history
from scorepad.evenings.seats import Round, seat_table

UNITS = [(n,) for n in range(1, 7)]


def test_nobody_sits_out_twice_before_everyone_has() -> None:
    past = history((Round(1, (seat_table(1, [(1,), (2,), (3,), (4,)]),), byes=(5, 6)),))
    playing, out = split_byes(UNITS, 4, past, Random(1))
    assert len(out) == 2 and not {5, 6} & {u[0] for u in out}
    assert playing == [u for u in UNITS if u not in out]  # in the order given


def test_of_those_with_as_many_byes_the_one_out_longest_ago_goes_first() -> None:
    past = history(
        (
            Round(1, (seat_table(1, [(2,), (3,), (4,), (5,), (6,)]),), byes=(1,)),
            Round(2, (seat_table(1, [(1,), (3,), (4,), (5,), (6,)]),), byes=(2,)),
        )
    )
    order = bye_order(UNITS, past, Random(1))
    assert order[-2:] == [(1,), (2,)]


def test_a_late_arrival_plays_before_those_who_played_all_evening_sit_out() -> None:
    past = history((Round(1, (seat_table(1, [(1,), (2,), (3,)]),)),))  # 4 arrived after round 1
    order = bye_order([(1,), (2,), (3,), (4,)], past, Random(1))
    assert order[-1] == (4,)


def test_the_order_given_breaks_the_last_ties() -> None:
    assert bye_order(UNITS, history(()), Random(1), last_first=UNITS[::-1])[0] == (6,)
    seeded = bye_order(UNITS, history(()), Random(1))
    assert seeded == bye_order(UNITS, history(()), Random(1)) and sorted(seeded) == UNITS
