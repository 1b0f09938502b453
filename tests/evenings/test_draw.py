"""Evenings of 8 to 40 players drawn in both forms over 3 to 7 rounds: every player count over 7 rounds (the
checks hold after each round, so each evening also stands for its 3- to 6-round prefix: a round's draw only
sees the rounds before it), Hypothesis's evenings of any size, length, seed, arrivals and leavers, and the seed
reproducing the draw."""

from __future__ import annotations

import math
from collections import Counter

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from scorepad.evenings.draw import draw_round, new_seed, pair_up, round_rng
from scorepad.evenings.errors import EveningError
from scorepad.evenings.evening import Evening

from .play import CANASTA, ROMME, Played, meetings, partners, play, side_meetings, unfairly_out
from .test_standing import repeat_free_exists

ROUNDS = 7
INDIVIDUAL_SIZES = range(8, 41)
PAIR_COUNTS = range(4, 21)  # 8 to 40 players in partnerships of two


def repeated_partners(played) -> list[tuple[int, frozenset[int]]]:
    """(round, two players) where two players partner who partnered before."""
    seen: set[frozenset[int]] = set()
    found = []
    for drawn in played.rounds:
        for two in partners(drawn):
            if two in seen:
                found.append((drawn.number, two))
            seen.add(two)
    return found


@pytest.mark.parametrize("players", INDIVIDUAL_SIZES)
def test_individual_canasta_evening(players: int) -> None:
    played = play(Evening("individuals", CANASTA, seed=players), players, ROUNDS)
    for drawn, present in zip(played.rounds, played.present, strict=True):
        assert sorted(drawn.players) == sorted(present)  # everyone seated once or sitting out
        assert all(table.shape == (2, 2) for table in drawn.tables)
        assert len(drawn.byes) == players % 4
    # The guarantee is rounds <= m / 2 (m seated) and a round robin for a full field; 7 rounds of these
    # evenings go beyond it for 9-15 players, and the lookahead keeps them repeat-free too.
    assert repeated_partners(played) == []
    assert unfairly_out(played) == []
    if players >= 13:  # opponents: nobody meets anyone more than one time beyond the even share
        met = Counter(m for drawn in played.rounds for m in meetings(drawn))
        assert max(met.values()) <= math.ceil(sum(met.values()) / math.comb(players, 2)) + 1


@pytest.mark.parametrize("players", INDIVIDUAL_SIZES)
def test_romme_evening_has_tables_of_three_to_five(players: int) -> None:
    played = play(Evening("individuals", ROMME, seed=players), players, ROUNDS)
    met = Counter(m for drawn in played.rounds for m in meetings(drawn))
    for drawn, present in zip(played.rounds, played.present, strict=True):
        assert sorted(drawn.players) == sorted(present)
        assert {len(table.players) for table in drawn.tables} <= {3, 4, 5}
        assert all(len(side) == 1 for table in drawn.tables for side in table.sides)
        assert drawn.byes == ()  # 3 to 5 a table seats any number from 3
    assert max(met.values()) <= math.ceil(sum(met.values()) / math.comb(players, 2)) + 1
    if players == 40:
        assert max(met.values()) == 1


@pytest.mark.parametrize("pairs", PAIR_COUNTS)
def test_mitchell_evening(pairs: int) -> None:
    played = play(Evening("pairs", CANASTA, seed=pairs, movement="mitchell"), pairs, ROUNDS)
    stations = (pairs + 1) // 2  # the phantom's included
    first = played.rounds[0]
    north_south = {table.number: table.teams[0] for table in first.tables}
    for drawn, present in zip(played.rounds, played.present, strict=True):
        assert sorted(drawn.players) == sorted(present)
        assert len(drawn.byes) == 2 * (pairs % 2)
        assert {table.number: table.teams[0] for table in drawn.tables} == north_south  # NS stay
    for before, after in zip(played.rounds, played.rounds[1:], strict=False):  # EW one table up
        where = {table.teams[1]: table.number for table in after.tables}
        for table in before.tables:
            assert where.get(table.teams[1], stations) == table.number % stations + 1
        if before.byes:  # the phantom's pair comes to table 1
            assert set(after.tables[0].teams[1]) == set(before.byes)
    met = [m for drawn in played.rounds[:stations] for m in side_meetings(drawn)]
    assert len(met) == len(set(met))  # no EW pair meets an NS pair twice in as many rounds as stations
    assert unfairly_out(Played(played.evening, played.rounds[:stations])) == []


@pytest.mark.parametrize("pairs", PAIR_COUNTS)
def test_evening_by_standing(pairs: int) -> None:
    played = play(Evening("pairs", CANASTA, seed=pairs, movement="standing"), pairs, ROUNDS)
    seen: set[frozenset[tuple[int, ...]]] = set()
    for drawn, present in zip(played.rounds, played.present, strict=True):
        assert sorted(drawn.players) == sorted(present)
        assert len(drawn.byes) == 2 * (pairs % 2)
        seated = [tuple(sorted(team)) for table in drawn.tables for team in table.teams]
        now = side_meetings(drawn)
        if repeat_free_exists(seated, seen):
            assert not seen & set(now), f"a repeat in round {drawn.number} that could have been avoided"
        seen |= set(now)
    assert unfairly_out(played) == []


@pytest.mark.parametrize(
    ("form", "movement", "arrive", "leave"),
    [
        ("individuals", None, {3: 3}, {5: 2}),
        ("individuals", None, {2: 1, 4: 1}, {3: 1, 6: 3}),
        ("pairs", "standing", {3: 1}, {5: 2}),
        ("pairs", "mitchell", {3: 1}, {5: 1}),
        ("pairs", "mitchell", {2: 2}, {4: 1, 6: 1}),
    ],
)
def test_late_arrivals_and_leavers_change_the_next_draw_only(form, movement, arrive, leave) -> None:
    evening = Evening(form, CANASTA, seed=17, movement=movement)
    changed = play(evening, 20, ROUNDS, arrive, leave)
    steady = play(evening, 20, ROUNDS)
    first_change = min(arrive | leave)
    assert changed.rounds[: first_change - 1] == steady.rounds[: first_change - 1]
    for drawn, present in zip(changed.rounds, changed.present, strict=True):
        assert sorted(drawn.players) == sorted(present)  # leavers gone, arrivals seated or sitting out
    size = 2 if form == "pairs" else 1
    first_seen = {}
    for drawn in changed.rounds:
        for player in drawn.players:
            first_seen.setdefault(player, drawn.number)
    arrivals = sorted(p for p in first_seen if p > 20 * size)
    assert [first_seen[p] for p in arrivals] == [r for r in sorted(arrive) for _ in range(arrive[r] * size)]
    if form == "individuals":
        assert repeated_partners(changed) == []
    if movement != "mitchell":
        assert unfairly_out(changed) == []
    else:  # at most one pair sits out, and a field of 20 pairs still meets nobody twice in 7 rounds
        assert all(len(drawn.byes) <= 2 for drawn in changed.rounds)
        met = [m for drawn in changed.rounds for m in side_meetings(drawn)]
        assert len(met) == len(set(met))


FORMS = st.sampled_from([("individuals", None, CANASTA), ("individuals", None, ROMME), ("pairs", "mitchell", CANASTA),
                         ("pairs", "standing", CANASTA)])  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(
    form=FORMS,
    players=st.integers(8, 40),
    rounds=st.integers(3, 7),
    seed=st.integers(0, 2**31),
    arrive=st.dictionaries(st.integers(2, 7), st.integers(1, 3), max_size=2),
    leave=st.dictionaries(st.integers(2, 7), st.integers(1, 3), max_size=2),
)
def test_any_evening_seats_everyone_and_keeps_its_guarantees(form, players, rounds, seed, arrive, leave) -> None:
    name, movement, shapes = form
    evening = Evening(name, shapes, seed, movement)
    units = players // 2 if name == "pairs" else players
    assume(sum(leave.values()) <= units // 2)  # enough stay for two tables
    played = play(evening, units, rounds, arrive, leave)  # play() checks every draw with draw_problems
    for drawn, present in zip(played.rounds, played.present, strict=True):
        assert sorted(drawn.players) == sorted(present)
    if movement != "mitchell":
        assert unfairly_out(played) == []
    if shapes == CANASTA and name == "individuals":
        seen: set[frozenset[int]] = set()
        steady = not arrive and not leave and players % 4 == 0
        for drawn in played.rounds:
            seated = len(drawn.players) - len(drawn.byes)
            now = set(partners(drawn))
            if drawn.number <= seated // 2 or (steady and drawn.number < players):  # the bound guaranteed
                assert not seen & now
            seen |= now


def test_the_seed_reproduces_the_draw() -> None:
    for form, movement in (("individuals", None), ("pairs", "mitchell"), ("pairs", "standing")):
        evening = Evening(form, CANASTA, seed=2024, movement=movement)
        once, again = play(evening, 13, 5, {3: 1}, {4: 1}), play(evening, 13, 5, {3: 1}, {4: 1})
        assert once.rounds == again.rounds
        other = play(Evening(form, CANASTA, seed=2025, movement=movement), 13, 5, {3: 1}, {4: 1})
        assert other.rounds[0] != once.rounds[0]


def test_the_draw_does_not_hang_on_the_order_players_are_named_in() -> None:
    evening = Evening("individuals", ROMME, seed=5)
    players = tuple(range(1, 24))
    assert draw_round(evening, players) == draw_round(evening, players[::-1])
    teams, _ = pair_up(players, seed=5)
    pairs_evening = Evening("pairs", CANASTA, seed=5, movement="standing")
    flat = tuple(p for team in teams for p in team)
    assert draw_round(pairs_evening, flat, pairs=teams) == draw_round(
        pairs_evening, flat[::-1], pairs=tuple(team[::-1] for team in teams[::-1])
    )


def test_pair_up_draws_partnerships_from_the_seed() -> None:
    teams, left = pair_up(tuple(range(1, 12)), seed=9)
    assert len(teams) == 5 and len(left) == 1
    assert sorted([p for team in teams for p in team] + list(left)) == list(range(1, 12))
    assert pair_up(tuple(range(1, 12)), seed=9) == (teams, left)
    assert pair_up(tuple(range(1, 12)), seed=10) != (teams, left)
    threes, none = pair_up((1, 2, 3, 4, 5, 6), seed=1, size=3)
    assert [len(team) for team in threes] == [3, 3] and none == ()


def test_a_round_has_its_own_random_numbers() -> None:
    evening = Evening("individuals", CANASTA, seed=1)
    assert round_rng(evening, 2).random() == round_rng(evening, 2).random() != round_rng(evening, 3).random()
    assert 0 <= new_seed() < 2**31


def test_wrong_inputs_are_named_not_drawn() -> None:
    with pytest.raises(EveningError) as caught:
        draw_round(Evening("individuals", CANASTA, seed=1), (1, 2, 2, 3))
    assert [p.path for p in caught.value.problems] == ["players"]
    assert "players: A player is named twice." in str(caught.value)
    with pytest.raises(EveningError):
        draw_round(Evening("pairs", CANASTA, seed=1, movement="mitchell"), (1, 2, 3, 4), pairs=((1, 2), (3,)))
