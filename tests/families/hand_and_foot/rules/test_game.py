"""Whole Hand and Foot games worked by hand (RULES.md 12.5, 12.6): minimums by round, the end after four rounds,
a tie after the last round, a game to a target, a tie over it."""

from scorepad.families.hand_and_foot.rules.game import ending, game_figures, side_figures
from scorepad.rules.game import Ending

from ..kit import DEFAULT, OUT, PAIRS, play_game, rules

OUT_22 = {"meld_points": 300, "clean_books": 2, "dirty_books": 2, **OUT}  # 300 + 2 x 500 + 2 x 300 + 100 = 2000
SMALL = {"meld_points": 60, "hand_points": 20}  # 40
SOME = {"meld_points": 90, "hand_points": 40}  # 50
BIG_OUT = {"meld_points": 400, "hand_points": 30, "clean_books": 2, "dirty_books": 2, "red_threes": 1, **OUT}
# 400 - 30 + 1000 + 600 + 100 + 100 = 2170
LAST_OUT = {"meld_points": 350, "clean_books": 3, "dirty_books": 2, "exact_picks": 1, **OUT}
# 350 + 3 x 500 + 2 x 300 + 100 + 100 = 2650
DIRTY = {"meld_points": 150, "hand_points": 110, "dirty_books": 1}  # 150 - 110 + 300 = 340


def said(outcome):
    """A round's announcements as (kind, side, params)."""
    return [(a.kind, a.side, a.params) for a in outcome.announcements]


def test_four_rounds_minimums_by_round_highest_total_wins():
    caught = {"meld_points": 250, "hand_points": 80, "clean_books": 1, "red_threes_caught": 1}  # 250-80+500-500
    game = play_game(
        DEFAULT,
        PAIRS,
        [OUT_22, SMALL],  # 2000, 40
        [SOME, BIG_OUT],  # 50, 2170
        [caught, {"meld_points": 120, "hand_points": 45}],  # 170, 75: nobody out
        [LAST_OUT, DIRTY],  # 2650, 340
    )
    assert [[r.total for r in o.results] for o in game.outcomes] == [
        [2000, 40],
        [2050, 2210],
        [2220, 2285],
        [4870, 2625],
    ]
    assert [o.extras["initial_meld"] for o in game.outcomes] == [
        {"before": [50, 50], "after": [90, 90]},
        {"before": [90, 90], "after": [120, 120]},
        {"before": [120, 120], "after": [150, 150]},
        {"before": [150, 150], "after": [150, 150]},
    ]
    assert [said(o) for o in game.outcomes] == [
        [("minimum", None, {"round": 2, "old": 50, "new": 90}), ("leads", 0, {"total": 2000})],
        [("minimum", None, {"round": 3, "old": 90, "new": 120}), ("leads", 1, {"total": 2210})],
        [("last_round", None, {"round": 4, "old": 120, "new": 150}), ("leads", 1, {"total": 2285})],
        [("game_over", 0, {"totals": [4870, 2625], "margin": 2245})],  # 4870 - 2625
    ]
    assert (game.ended_at, game.ending) == (4, Ending(True, 0, 2245))
    assert game_figures(DEFAULT, PAIRS, game) == {"target": None, "rounds_left": 0, "tie_over_target": False}
    assert [side_figures(DEFAULT, 0, n)["initial_meld"] for n in (0, 1, 2, 3, 4, 7)] == [50, 90, 120, 150, 150, 150]


def test_a_tie_after_the_last_round_has_no_winner():
    game = play_game(
        rules(rounds=1),
        [1, 1, 1],
        [SMALL, {"meld_points": 70, "hand_points": 30}, {"hand_points": 30}],  # 40, 40, -30
    )
    assert game.totals == [40, 40, -30]
    assert game.ending == Ending(True, None, None, tie=True)
    assert said(game.outcomes[0]) == [("game_tied", None, {"total": 40})]


def test_a_game_to_a_target_plays_past_the_minimums_list():
    to_7000 = rules(rounds=None, target=7000)  # CHAN, RD play to 10,000 instead of four rounds
    big = {"meld_points": 600, "clean_books": 4, "dirty_books": 2, "red_threes": 2, **OUT}  # 600+2000+600+200+100
    game = play_game(
        to_7000,
        PAIRS,
        [OUT_22, SMALL],  # 2000, 40
        [SOME, BIG_OUT],  # 2050, 2210
        [LAST_OUT, DIRTY],  # 4700, 2550
        [SOME, big],  # 4750, 6050: 3500 this round, still under the target
        [{"meld_points": 120, "hand_points": 60}, {**OUT_22, "meld_points": 600}],  # 4810, 8350
    )
    assert [o.results[1].total for o in game.outcomes] == [40, 2210, 2550, 6050, 8350]
    assert game.totals == [4810, 8350]
    assert (game.ended_at, game.ending) == (5, Ending(True, 1, 3540))  # 8350 - 4810
    assert said(game.outcomes[3])[0] == ("minimum", None, {"round": 5, "old": 150, "new": 150})
    assert game.outcomes[4].extras["initial_meld"] == {"before": [150, 150], "after": [150, 150]}
    after_four = play_game(to_7000, PAIRS, [OUT_22, SMALL], [SOME, BIG_OUT], [LAST_OUT, DIRTY], [SOME, big])
    assert game_figures(to_7000, PAIRS, after_four) == {"target": 7000, "rounds_left": None, "tie_over_target": False}


def test_a_tie_over_the_target_plays_on():
    both = {"meld_points": 300, "hand_points": 60, "clean_books": 1, "dirty_books": 1}  # 300 - 60 + 500 + 300
    to_1000 = rules(rounds=None, target=1000)
    game = play_game(to_1000, PAIRS, [both, both])
    assert game.totals == [1040, 1040]
    assert game.ending == Ending(False, None, None, tie=True)
    assert said(game.outcomes[0]) == [
        ("tie", None, {"total": 1040}),
        ("minimum", None, {"round": 2, "old": 50, "new": 90}),
    ]
    assert game_figures(to_1000, PAIRS, game)["tie_over_target"] is True


def test_a_target_ends_the_game_before_the_agreed_rounds():
    game = play_game(rules(target=4000), PAIRS, [OUT_22, SMALL], [OUT_22, SMALL])  # 4000, 80 after two rounds
    assert game.ended_at == 2 and game.ending == Ending(True, 0, 3920)  # 4000 - 80
    assert game_figures(rules(target=4000), PAIRS, game)["rounds_left"] == 0


def test_the_end_comes_after_the_agreed_rounds_only():
    assert ending(DEFAULT, [10, 20], 3) == Ending(False, None, None)
    assert ending(DEFAULT, [10, 20], 4) == Ending(True, 1, 10)
    assert ending(DEFAULT, [99999, 20], 1).over is False  # no target by default
    assert ending(rules(rounds=3), [5, 5, 1], 3) == Ending(True, None, None, tie=True)
