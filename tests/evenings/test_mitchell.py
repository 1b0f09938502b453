"""The Mitchell movement: NS stay, EW move one table up, a phantom for an odd number of pairs, and pairs who
come or go taking or leaving a place."""

from __future__ import annotations

from random import Random

from scorepad.evenings.history import history
from scorepad.evenings.mitchell import mitchell
from scorepad.evenings.seats import Round, Team, seat_table

PAIRS = [(2 * n - 1, 2 * n) for n in range(1, 11)]  # (1, 2), (3, 4), ... (19, 20)


def as_round(number: int, tables: list[tuple[Team, Team]], byes: list[Team]) -> Round:
    """A movement's answer as a drawn round."""
    return Round(
        number,
        tuple(seat_table(n, list(t)) for n, t in enumerate(tables, start=1)),
        tuple(p for team in byes for p in team),
    )


def run(pairs: list[Team], rounds: int, seed: int = 1) -> list[tuple[list[tuple[Team, Team]], list[Team]]]:
    """The movement's tables and byes over some rounds of a field that doesn't change."""
    drawn: list[Round] = []
    answers = []
    for number in range(1, rounds + 1):
        tables, byes = mitchell(pairs, tuple(drawn), history(tuple(drawn)), Random(seed * 100 + number))
        answers.append((tables, byes))
        drawn.append(as_round(number, tables, byes))
    return answers


def test_an_even_field_moves_east_west_one_table_up() -> None:
    answers = run(PAIRS[:6], 3)
    (first, byes), (second, _), (third, _) = answers
    assert byes == [] and len(first) == 3
    assert [ns for ns, _ in second] == [ns for ns, _ in first] == [ns for ns, _ in third]
    assert [ew for _, ew in second] == [first[2][1], first[0][1], first[1][1]]
    assert [ew for _, ew in third] == [first[1][1], first[2][1], first[0][1]]
    met = {(ns, ew) for tables, _ in answers for ns, ew in tables}
    assert len(met) == 9  # every EW met every NS once


def test_an_odd_field_has_a_phantom_whose_east_west_pair_sits_out() -> None:
    answers = run(PAIRS[:7], 4)
    east_west = {ew for tables, byes in answers for _, ew in tables} | {b for _, byes in answers for b in byes}
    sat_out = [byes[0] for _, byes in answers]
    assert all(len(tables) == 3 and len(byes) == 1 for tables, byes in answers)
    assert sorted(sat_out) == sorted(east_west) and len(east_west) == 4  # each EW pair once, no NS pair
    first, second = answers[0], answers[1]
    assert second[0][0][1] == first[1][0]  # the phantom's pair comes to table 1
    assert first[0][2][1] == second[1][0]  # the last table's EW pair goes to the phantom
    met = [(ns, ew) for tables, _ in answers for ns, ew in tables]
    assert len(met) == len(set(met)) == 12


def test_a_north_south_pair_that_leaves_makes_its_east_west_guest_the_phantom_pair() -> None:
    tables, _ = run(PAIRS[:6], 1)[0]
    first = as_round(1, tables, [])
    leaving = tables[1][0]
    staying = [p for p in PAIRS[:6] if p != leaving]
    second, byes = mitchell(staying, (first,), history((first,)), Random(2))
    assert [ns for ns, _ in second] == [tables[0][0], tables[2][0]]  # the others keep their tables, renumbered
    assert byes == [tables[0][1]]  # table 1's EW came up to the empty table: it sits out
    assert sorted({*(t for table in second for t in table), *byes}) == sorted(staying)


def test_an_arrival_takes_the_phantom_place_and_two_more_open_a_table() -> None:
    tables, byes = run(PAIRS[:7], 1)[0]
    first = as_round(1, tables, byes)
    second, none = mitchell(PAIRS[:8], (first,), history((first,)), Random(2))
    assert none == [] and len(second) == 4
    assert second[3] == (PAIRS[7], tables[2][1])  # the newcomer sits North-South where the phantom was
    third, none = mitchell(PAIRS[:10], (as_round(2, second, []),), history((first, as_round(2, second, []))), Random(3))
    assert none == [] and len(third) == 5 and set(third[4]) == {PAIRS[8], PAIRS[9]}


def test_the_east_west_line_moves_on_by_the_step_that_meets_nobody_again() -> None:
    n1, n2, n3, e1, e2, e3 = PAIRS[:6]
    drawn = (
        as_round(1, [(n1, e1), (n2, e2), (n3, e3)], []),
        as_round(2, [(n1, e2), (n2, e3), (n3, e1)], []),  # moved one table down, not up
    )
    third, byes = mitchell(PAIRS[:6], drawn, history(drawn), Random(5))
    # One table up would bring back round 1 (n1 v e1, ...); two up meets nobody again.
    assert third == [(n1, e3), (n2, e1), (n3, e2)] and byes == []


def test_after_a_pair_leaves_nobody_meets_again() -> None:
    answers = run(PAIRS[:8], 2)
    drawn = [as_round(n, tables, byes) for n, (tables, byes) in enumerate(answers, start=1)]
    gone = answers[1][0][0][0]
    staying = [p for p in PAIRS[:8] if p != gone]
    third, byes = mitchell(staying, tuple(drawn), history(tuple(drawn)), Random(5))
    met = {frozenset(t) for tables, _ in answers for t in tables}
    assert all(frozenset(t) not in met for t in third)
    assert len(third) == 3 and len(byes) == 1


def test_a_field_of_one_table_plays_itself_again() -> None:
    answers = run(PAIRS[:2], 3)
    assert [tables for tables, _ in answers] == [answers[0][0]] * 3
    assert run(PAIRS[:1], 1) == [([], [PAIRS[0]])]
