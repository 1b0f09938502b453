"""The movement by standing: 1st v 2nd, 3rd v 4th, never the same two pairs twice where it can be avoided."""

from __future__ import annotations

from random import Random

from scorepad.evenings.draw import draw_round
from scorepad.evenings.evening import Evening
from scorepad.evenings.history import history
from scorepad.evenings.seats import Round, seat_table
from scorepad.evenings.standing import by_standing, standing

A, B, C, D, E, F = (1, 2), (3, 4), (5, 6), (7, 8), (9, 10), (11, 12)


def repeat_free_exists(teams: list[tuple[int, ...]], met: set[frozenset[tuple[int, ...]]]) -> bool:
    """Whether the teams can be paired two by two with no two that met before (an exhaustive search)."""
    if not teams:
        return True
    first, rest = teams[0], teams[1:]
    return any(
        frozenset((first, other)) not in met and repeat_free_exists([t for t in rest if t != other], met)
        for other in rest
    )


def played(*tables: tuple[tuple[int, ...], ...]) -> tuple[Round, ...]:
    """One round per argument, its tables of two pairs each: ((A, B), (C, D)) is A v B and C v D."""
    return tuple(
        Round(n, tuple(seat_table(t, list(teams)) for t, teams in enumerate(round_, start=1)))
        for n, round_ in enumerate(tables, start=1)
    )


def test_pairs_are_ranked_by_their_best_player_and_the_unranked_come_last() -> None:
    ordered = by_standing([A, B, C, D], (4, 8, 1, 5), Random(1))
    assert ordered[:3] == [B, D, A]  # 4 is first, 8 second (D), 1 third (A)
    assert ordered[3] == C  # 5 is after them: C's best is 5
    unranked = by_standing([A, B, C, D, E], (9,), Random(1))
    assert unranked[0] == E and sorted(unranked[1:]) == [A, B, C, D]


def test_first_plays_second_and_third_plays_fourth() -> None:
    assert standing([A, B, C, D, E, F], (2, 2, 2), history(())) == [[A, B], [C, D], [E, F]]


def test_pairs_that_met_are_kept_apart_as_close_to_the_standing_as_can_be() -> None:
    past = history(played(((A, B), (C, D), (E, F))))
    # A v C, then B v D would leave E v F again: B v E, D v F.
    assert standing([A, B, C, D, E, F], (2, 2, 2), past) == [[A, C], [B, E], [D, F]]


def test_a_repeat_where_nothing_else_is_left_is_taken_once() -> None:
    past = history(played(((A, B), (C, D)), ((A, C), (B, D)), ((A, D), (B, C))))
    tables = standing([A, B, C, D], (2, 2), past)
    assert tables == [[A, B], [C, D]]  # everyone met everyone: the standing decides
    past = history(played(((A, B), (C, D)), ((A, C), (B, D))))
    assert standing([A, B, C, D], (2, 2), past) == [[A, D], [B, C]]


def test_a_table_of_three_pairs_takes_the_next_three() -> None:
    assert standing([A, B, C, D, E], (3, 2), history(())) == [[A, B, C], [D, E]]
    past = history((Round(1, (seat_table(1, [A, B, C]), seat_table(2, [D, E]))),))
    # Any three of the five hold two who met (two of A, B, C, or D and E): one repeat at least, and the
    # first draw with one is A, B, D (A v B again) then C v E.
    assert standing([A, B, C, D, E], (3, 2), past) == [[A, B, D], [C, E]]


def test_round_one_is_random_and_then_the_lowest_placed_pair_without_a_bye_sits_out() -> None:
    evening = Evening("pairs", ((2, 2),), seed=3, movement="standing")
    teams = (A, B, C, D, E)
    players = tuple(p for team in teams for p in team)
    first = draw_round(evening, players, pairs=teams, standings=players)
    assert first == draw_round(evening, players, pairs=teams)  # a standing before round 1 is no standing
    second = draw_round(evening, players, (first,), pairs=teams, standings=players)
    lowest_without = D if set(first.byes) == set(E) else E
    assert set(second.byes) == set(lowest_without)
    third = draw_round(evening, players, (first, second), pairs=teams, standings=players)
    assert set(third.byes) == set(next(t for t in (E, D, C, B, A) if not set(t) & {*first.byes, *second.byes}))


def test_the_checker_finds_a_repeat_free_pairing_or_none() -> None:
    assert repeat_free_exists([A, B, C, D], {frozenset((A, B)), frozenset((C, D))})
    assert not repeat_free_exists([A, B, C, D], {frozenset((A, x)) for x in (B, C, D)})
