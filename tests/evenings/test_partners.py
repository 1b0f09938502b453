"""Partners in an individual evening: the circle method's round robin, and a search that never repeats a
partner while it can avoid it (guaranteed for sides of two in rounds r <= m / 2)."""

from __future__ import annotations

from itertools import combinations
from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.evenings.history import history
from scorepad.evenings.partners import circle, circle_order, partner_groups
from scorepad.evenings.seats import Round, Team, seat_table


def rounds_of(*pairings: list[Team]) -> tuple[Round, ...]:
    """Rounds in which the given sides partnered (the tables as they come, two sides each)."""
    return tuple(
        Round(n, tuple(seat_table(t + 1, list(sides[2 * t : 2 * t + 2])) for t in range(len(sides) // 2)))
        for n, sides in enumerate(pairings, start=1)
    )


def repeats(groups: list[Team], before: tuple[Round, ...]) -> int:
    """How many partnerships of `groups` happened before."""
    old = {
        frozenset(two) for drawn in before for t in drawn.tables for side in t.teams for two in combinations(side, 2)
    }
    return sum(frozenset(two) in old for group in groups for two in combinations(group, 2))


def test_the_circle_method_pairs_everyone_with_everyone_once() -> None:
    players = list(range(10, 20))
    seen = [frozenset(p) for turn in range(9) for p in circle(players, turn)]
    assert len(seen) == len(set(seen)) == 45
    assert all(sorted(x for p in circle(players, t) for x in p) == players for t in range(9))
    assert circle(players, 9) == circle(players, 0)


def test_the_circle_order_keeps_each_player_in_place_whoever_else_comes() -> None:
    order = circle_order(list(range(1, 11)), seed=4)
    assert sorted(order) == list(range(1, 11)) and order == circle_order(list(range(10, 0, -1)), seed=4)
    assert [p for p in circle_order(list(range(1, 12)), seed=4) if p != 11] == order
    assert order != circle_order(list(range(1, 11)), seed=5)


def test_players_alone_have_no_partners() -> None:
    assert sorted(partner_groups([1, 2, 3], [1, 1, 1], history(()), Random(1), 1)) == [(1,), (2,), (3,)]


def test_a_round_where_the_circle_would_repeat_is_searched() -> None:
    players = list(range(1, 9))
    order = circle_order(players, seed=3)
    before = rounds_of(circle(order, 1))  # the circle's second pairing, played first
    groups = partner_groups(players, [2] * 4, history(before), Random(1), seed=3)
    assert repeats(groups, before) == 0 and sorted(x for g in groups for x in g) == players


def test_sides_of_three_avoid_partners_of_before() -> None:
    before = (Round(1, (seat_table(1, [(1, 2, 3), (4, 5, 6), (7, 8, 9)]),)),)
    groups = partner_groups(list(range(1, 10)), [3, 3, 3], history(before), Random(2), seed=1)
    assert repeats(groups, before) == 0  # one of each old side in every new side
    before = (Round(1, (seat_table(1, [(1, 2, 3), (4, 5, 6)]),)),)
    groups = partner_groups(list(range(1, 7)), [3, 3], history(before), Random(2), seed=1)
    assert repeats(groups, before) == 2  # two of an old side in each new side: the fewest repeats
    before = (Round(1, (seat_table(1, [(1, 2), (3, 4)]),)), Round(2, (seat_table(1, [(1, 3), (2, 4)]),)))
    before += (Round(3, (seat_table(1, [(1, 4), (2, 3)]),)),)
    groups = partner_groups([1, 2, 3, 4], [2, 2], history(before), Random(1), seed=1)
    assert repeats(groups, before) == 2  # everyone partnered everyone: two repeats, no more


SIX = [0, 1, 2, 3, 4, 5]
BAD = {frozenset((0, 5)), frozenset((1, 3)), frozenset((2, 4))}  # leaves two triangles: no fifth round


def test_looking_ahead_keeps_the_last_rounds_repeat_free() -> None:
    before = rounds_of([(0, 1), (2, 3), (4, 5)], [(0, 2), (1, 4), (3, 5)])
    ahead = ((SIX, [2, 2, 2]), (SIX, [2, 2, 2]))
    blind = [partner_groups(SIX, [2, 2, 2], history(before), Random(s), seed=s) for s in range(40)]
    looking = [partner_groups(SIX, [2, 2, 2], history(before), Random(s), seed=s, ahead=ahead) for s in range(40)]
    assert any({frozenset(g) for g in groups} == BAD for groups in blind)  # the corner a greedy draw can take
    assert all({frozenset(g) for g in groups} != BAD for groups in looking)
    assert all(repeats(groups, before) == 0 for groups in looking)


@settings(max_examples=60, deadline=None)
@given(half=st.integers(2, 10), data=st.data())
def test_no_repeat_in_a_round_up_to_half_the_players(half: int, data: st.DataObject) -> None:
    """Dirac: after r - 1 rounds of any pairings, round r <= m / 2 still has a repeat-free pairing, and the
    search finds it."""
    m = 2 * half
    players = list(range(1, m + 1))
    number = data.draw(st.integers(1, half))
    pairings = []
    for _ in range(number - 1):  # earlier rounds paired any way at all, repeats included
        shuffled = data.draw(st.permutations(players))
        pairings.append([tuple(shuffled[i : i + 2]) for i in range(0, m, 2)])
    before = rounds_of(*pairings)
    groups = partner_groups(players, [2] * half, history(before), Random(number), seed=number)
    assert repeats(groups, before) == 0
    assert sorted(x for g in groups for x in g) == players
