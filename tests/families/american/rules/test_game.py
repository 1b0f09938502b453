"""Minimums by total, the end at 8500 (or by a dream hand), announcements, figures and replays (RULES.md 11.6-11.8)."""

import pytest

from scorepad.families.american.family import FAMILY
from scorepad.families.american.rules.game import ending, game_figures, minimum

from ..kit import LEAGUE, PAGAT, E, play, play_game, rules

PAIRS = E(special_hand="pairs")
DREAM = E(special_hand="dream_hand")


@pytest.mark.parametrize(
    ("total", "needed"),
    [(-10000, 125), (-5, 125), (0, 125), (2995, 125), (3000, 155), (4995, 155), (5000, 180), (20000, 180)],
)
def test_minimum_steps_at_their_bounds(total, needed):
    # 11.6: below 3000 (negative included) 125, 3000 to 4995 155, 5000 and more 180.
    assert minimum(LEAGUE, total) == minimum(PAGAT, total) == needed
    assert FAMILY.side_figures(LEAGUE, total, 3) == {"initial_meld": needed}


def test_the_first_step_serves_negative_totals_whatever_it_is():
    fixed = rules(minimums=((0, 50), (1000, 90)))
    assert [minimum(fixed, t) for t in (-100, 0, 995, 1000)] == [50, 50, 50, 90]


def test_the_game_ends_at_8500_the_higher_total_winning():
    assert (e := ending(LEAGUE, [8500, 8000])).over and (e.winner, e.margin) == (0, 500)
    assert (e := ending(LEAGUE, [9000, 8800])).over and (e.winner, e.margin) == (0, 200)  # both passed: higher wins
    assert (e := ending(LEAGUE, [8600, 9100])).over and (e.winner, e.margin) == (1, 500)
    assert not ending(LEAGUE, [8495, 100]).over


def test_an_exact_tie_over_8500_plays_another_hand():
    tie = ending(LEAGUE, [8700, 8700])
    assert (tie.over, tie.winner, tie.tie) == (False, None, True)
    out = play(LEAGUE, [E(meld_points=100), E(meld_points=100)], [8800, 8800])  # -100 each, no canasta
    assert [r.total for r in out.results] == [8700, 8700]
    assert [(a.kind, a.params) for a in out.announcements] == [("tie", {"total": 8700})]
    assert not ending(LEAGUE, [8400, 8400]).tie  # below the target a tie is just a tie


def test_a_dream_hand_wins_at_once_by_the_difference_of_the_totals():
    # NS 2000 + 8500 = 10500; EW 7000 - 120 - 100 - 150 = 6630: NS wins by 3870.
    out = play(LEAGUE, [DREAM, E(meld_points=120, hand_points=150, red_threes=1)], [2000, 7000])
    assert [r.total for r in out.results] == [10500, 6630]
    assert (out.ending.over, out.ending.winner, out.ending.margin) == (True, 0, 3870)
    assert [a.kind for a in out.announcements] == ["game_over", "dream_hand"]  # no hand follows: no minimum
    # Short of 8500 it still wins at once, even behind: -1000 + 8500 = 7500 against 8000 - 400 = 7600 (melds
    # without a canasta count minus); the margin is the difference of the totals, here -100.
    behind = play(LEAGUE, [DREAM, E(meld_points=400)], [-1000, 8000])
    assert (behind.ending.over, behind.ending.winner, behind.ending.margin) == (True, 0, -100)


def test_a_dream_hand_that_does_not_win_is_only_its_points():
    calm = rules(dream_hand_wins=False)
    out = play(calm, [DREAM, E(hand_points=50)], [0, 0])
    assert [r.total for r in out.results] == [8500, -50]
    assert out.ending.winner == 0 and out.ending.margin == 8550  # it reached the target all the same
    out = play(calm, [DREAM, E(hand_points=50)], [-100, 0])
    assert not out.ending.over and [a.kind for a in out.announcements] == ["special_hand", "minimum"]


def test_announcements_most_important_first():
    # NS: 2900 + 100 + 2 x 500 + 300 = 4300 (125 -> 155); EW: 4990 + 2500 = 7490 (155 -> 180).
    out = play(LEAGUE, [E(meld_points=300, natural_canastas=2, going_out="out"), PAIRS], [2900, 4990])
    assert [(a.kind, a.side, a.params) for a in out.announcements] == [
        ("special_hand", 1, {"points": 2500}),
        ("minimum", 0, {"old": 125, "new": 155}),
        ("minimum", 1, {"old": 155, "new": 180}),
    ]
    assert out.extras == {"initial_meld": {"before": [125, 155], "after": [155, 180]}}


def test_game_over_announcement_and_figures():
    out = play(LEAGUE, [E(meld_points=300, natural_canastas=2, going_out="out"), E(hand_points=40)], [7200, 8000])
    # NS 7200 + 100 + 1000 + 300 = 8600; EW 8000 - 40 = 7960.
    assert out.announcements[0].kind == "game_over"
    assert out.announcements[0].params == {"totals": [8600, 7960], "margin": 640}


def test_replay_finds_the_hand_that_ended_the_game():
    hand = [E(meld_points=300, natural_canastas=2, going_out="out"), E(hand_points=40)]  # +1400 / -40 each hand
    game = play_game(LEAGUE, [0, 0], [2, 2], [hand] * 7)
    assert game.totals == [9800, -280] and game.ended_at == 7 and game.finished
    assert game_figures(LEAGUE, [2, 2], game) == {"target": 8500, "tie_over_target": False}
    tied = play_game(LEAGUE, [8800, 8800], [2, 2], [[E(meld_points=100), E(meld_points=100)]])
    assert game_figures(LEAGUE, [2, 2], tied) == {"target": 8500, "tie_over_target": True}
