"""Whole Buraco games worked by hand (RULES.md 13.6): the target reached, both over it, a tie over it playing another
hand, a fixed number of hands ending in a win or a draw, and what is said after each hand."""

from scorepad.families.buraco.rules.game import ending, game_figures, side_figures
from scorepad.rules.game import Ending

from ..kit import ALONE, BURAKO, BURRACO, OUT, PAIRS, play_game, rules, said

BIG = {"meld_points": 450, "clean_canastas": 2, "dirty_canastas": 1, "hand_points": 25, **OUT}  # 1025
SMALL = {"meld_points": 180, "dirty_canastas": 1, "hand_points": 60, "pot": "not_played", "pot_points": 95}  # 125
HUGE = {"meld_points": 600, "clean_canastas": 2, "dirty_canastas": 2, **OUT}  # 600 + 400 + 200 + 100 = 1300
NEVER = {"meld_points": 100, "hand_points": 90, "pot": "not_taken"}  # 100 - 90 - 100 = -90
FORTY_FIVE = {"meld_points": 85, "hand_points": 40}  # 45
SIXTY = {"meld_points": 90, "hand_points": 30}  # 60


def totals(game):
    """The totals after each hand."""
    return [[r.total for r in o.results] for o in game.outcomes]


def test_burraco_to_2005_the_lead_changing_hands():
    game = play_game(BURRACO, PAIRS, [BIG, SMALL], [NEVER, HUGE], [BIG, SMALL], [FORTY_FIVE, SIXTY])
    assert totals(game) == [[1025, 125], [935, 1425], [1960, 1550], [2005, 1610]]
    assert [said(o) for o in game.outcomes] == [
        [("takes_lead", 0, {"total": 1025, "margin": 900})],
        [("takes_lead", 1, {"total": 1425, "margin": 490})],
        [("takes_lead", 0, {"total": 1960, "margin": 410})],
        [("game_over", 0, {"totals": [2005, 1610], "margin": 395})],  # 2005 reaches the target exactly
    ]
    assert (game.ended_at, game.ending) == (4, Ending(True, 0, 395))
    assert game_figures(BURRACO, PAIRS, game) == {"target": 2005, "hands_left": None, "tie_over_target": False}


def test_both_over_the_target_the_higher_wins():
    assert ending(BURRACO, [2100, 2050], 7) == Ending(True, 0, 50)
    assert ending(BURRACO, [1990, 2010], 7) == Ending(True, 1, 20)
    assert ending(BURRACO, [2000, 1995], 7) == Ending(False, None, None)


def test_a_tie_over_the_target_plays_another_hand():
    # Target 1500: 1025/125, then 1150/1150 (level), then both 550: 1700/1700 over the target; then 45 and 60.
    target = rules(target=1500)
    out_550 = {"meld_points": 250, "clean_canastas": 1, **OUT}  # 250 + 200 + 100
    held_550 = {"meld_points": 400, "clean_canastas": 1, "dirty_canastas": 1, "hand_points": 150}  # 400 + 300 - 150
    game = play_game(target, PAIRS, [BIG, SMALL], [SMALL, BIG], [out_550, held_550], [FORTY_FIVE, SIXTY])
    assert totals(game) == [[1025, 125], [1150, 1150], [1700, 1700], [1745, 1760]]
    assert said(game.outcomes[1]) == [("level", None, {"total": 1150})]
    assert said(game.outcomes[2]) == [("tie", None, {"total": 1700})]
    assert game.outcomes[2].ending == Ending(False, None, None, tie=True)
    assert game_figures(
        target, PAIRS, play_game(target, PAIRS, *[[BIG, SMALL], [SMALL, BIG], [out_550, held_550]])
    ) == {
        "target": 1500,
        "hands_left": None,
        "tie_over_target": True,
    }
    assert said(game.outcomes[3]) == [("game_over", 1, {"totals": [1745, 1760], "margin": 15})]
    assert game.ended_at == 4
    # Tied over the target straight from a lead: "tie" says the sides are level, nothing more.
    held_275 = {"meld_points": 300, "clean_canastas": 1, "hand_points": 225}  # 300 + 200 - 225
    lead_then_tie = play_game(target, PAIRS, [BIG, SMALL], [SMALL, HUGE], [out_550, held_275])
    assert totals(lead_then_tie) == [[1025, 125], [1150, 1425], [1700, 1700]]
    assert said(lead_then_tie.outcomes[2]) == [("tie", None, {"total": 1700})]


def test_a_fixed_number_of_hands_ends_in_a_draw_and_the_target_ends_nothing():
    two = rules(hands=2, target=1000)
    game = play_game(two, PAIRS, [BIG, SMALL], [SMALL, BIG])
    assert totals(game) == [[1025, 125], [1150, 1150]]
    # 1025 is over the target of 1000, yet the game goes on: the hands decide. Hand 2 is the last.
    assert said(game.outcomes[0]) == [
        ("takes_lead", 0, {"total": 1025, "margin": 900}),
        ("last_hand", None, {"hand": 2}),
    ]
    assert game.outcomes[1].ending == Ending(True, None, None, tie=True)
    assert said(game.outcomes[1]) == [("game_tied", None, {"total": 1150})]
    assert game.ended_at == 2
    assert game_figures(two, PAIRS, game) == {"target": None, "hands_left": 0, "tie_over_target": False}
    first = play_game(two, PAIRS, [BIG, SMALL])
    assert game_figures(two, PAIRS, first) == {"target": None, "hands_left": 1, "tie_over_target": False}


def test_a_fixed_number_of_hands_the_higher_total_wins_under_the_target():
    three = rules(BURAKO, hands=3)
    a = {"meld_points": 250, "dirty_canastas": 2, **OUT}  # 550
    b = {"meld_points": 130, "clean_canastas": 1, "hand_points": 45, "pot": "not_played"}  # 185
    game = play_game(three, ALONE, [a, b], [b, a], [a, b])
    assert totals(game) == [[550, 185], [735, 735], [1285, 920]]
    assert said(game.outcomes[1]) == [("level", None, {"total": 735}), ("last_hand", None, {"hand": 3})]
    assert said(game.outcomes[2]) == [("game_over", 0, {"totals": [1285, 920], "margin": 365})]
    assert game.ending == Ending(True, 0, 365)


def test_falling_into_the_buraco_and_climbing_out():
    # B4 (burako): B falls to -70; the next hand B scores 310 - 40 = 270, back to 200, and A still leads.
    a = {"meld_points": 400, "clean_canastas": 1, "canastas_1000": 1, **OUT}
    b = {"meld_points": 90, "hand_points": 60, "pot": "not_taken"}
    back = {"meld_points": 310, "hand_points": 40}
    quiet = {"meld_points": 70, "hand_points": 30}
    game = play_game(BURAKO, PAIRS, [a, b], [quiet, back])
    assert totals(game) == [[1700, -70], [1740, 200]]
    assert said(game.outcomes[0]) == [
        ("below_zero", 1, {"total": -70}),
        ("takes_lead", 0, {"total": 1700, "margin": 1770}),
    ]
    assert said(game.outcomes[1]) == [("out_of_buraco", 1, {"total": 200})]


def test_a_side_has_no_figures_of_its_own():
    assert side_figures(BURRACO, 1200, 3) == {}
    assert game_figures(BURRACO, PAIRS, play_game(BURRACO, PAIRS)) == {
        "target": 2005,
        "hands_left": None,
        "tie_over_target": False,
    }
    assert game_figures(rules(hands=4), PAIRS, play_game(rules(hands=4), PAIRS))["hands_left"] == 4
