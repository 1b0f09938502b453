"""Whole Rommé games worked by hand (004 "Die Buchführung": one column per player, loss points added up, the
lowest total wins): 2, 4 and 6 players, a fixed number of hands, a game the table ends, a tie."""

from scorepad.families.romme.rules.game import ending, game_figures
from scorepad.rules.game import Ending

from ..kit import BOOKLET, play_game, rules

OUT = {"going_out": "out"}


def test_two_players_until_the_table_ends_it():
    game = play_game(
        BOOKLET,
        [OUT, {"hand_cards": {"tens": 2, "7": 1, "jokers": 1}}],  # Ben: K, Q, 7, joker = 67
        [{"hand_cards": {"aces": 2, "5": 1}}, OUT],  # Anna: A, A, 5 = 27
    )
    assert game.totals == [27, 67]
    assert game.ending == Ending(False, None, None)  # no number of hands agreed: play goes on
    assert game_figures(BOOKLET, [1, 1], game) == {"leader": 0, "hands_left": None}


def test_four_players_three_hands_lowest_total_wins():
    three = rules(hands=3, romme_limit=5)
    game = play_game(
        three,
        # Anna out holding a 3; Ben two jokers 80; Cara 10, J, Q 30; Dan 9, 8 17
        [{"going_out": "out", "hand_points": 3}, {"hand_points": 80}, {"hand_points": 30}, {"hand_points": 17}],
        # Cara out; Anna ace and 4 = 15; Ben a 2; Dan four kings 40
        [{"hand_points": 15}, {"hand_points": 2}, OUT, {"hand_cards": {"tens": 4}}],
        # Dan out holding 5; Anna 6, 6; Ben a 7; Cara ace and joker 51
        [{"hand_points": 12}, {"hand_points": 7}, {"hand_cards": {"aces": 1, "jokers": 1}}, {**OUT, "hand_points": 5}],
    )
    assert [[r.total for r in o.results] for o in game.outcomes] == [
        [0, 80, 30, 17],
        [15, 82, 30, 57],
        [27, 89, 81, 57],
    ]
    assert (game.ended_at, game.ending) == (3, Ending(True, 0, 30))  # Anna; Dan's 57 is next: 57 - 27
    kinds = [(a.kind, a.side) for a in game.outcomes[-1].announcements]
    assert kinds == [("game_over", 0), ("went_out", 3)]
    assert game.outcomes[-1].announcements[0].params == {"totals": [27, 89, 81, 57], "margin": 30}
    assert game_figures(three, [1] * 4, game) == {"leader": 0, "hands_left": 0}


def test_six_players_a_full_table_of_cards():
    # Six hands holding every joker and ace between them: the pack's 2 jokers and 8 aces, no more.
    game = play_game(
        rules(hands=1),
        [
            OUT,
            {"hand_cards": {"jokers": 1, "aces": 2}},  # 40 + 22 = 62
            {"hand_cards": {"jokers": 1, "aces": 2}},  # 62
            {"hand_cards": {"aces": 2, "2": 2}},  # 22 + 4 = 26
            {"hand_cards": {"aces": 2, "tens": 1}},  # 22 + 10 = 32
            {"hand_points": 2},
        ],
    )
    assert game.totals == [0, 62, 62, 26, 32, 2]
    assert game.ending == Ending(True, 0, 2)


def test_a_tie_for_lowest_has_no_winner():
    game = play_game(
        rules(hands=2),
        [OUT, {"hand_points": 20}, {"hand_points": 40}],
        [{"hand_points": 20}, OUT, {"hand_points": 5}],
    )
    assert game.totals == [20, 20, 45]
    assert game.ending == Ending(True, None, None, tie=True)
    assert [(a.kind, a.params) for a in game.outcomes[-1].announcements][0] == ("game_tied", {"total": 20})


def test_the_end_comes_after_the_agreed_hands_only():
    assert ending(rules(hands=3), [10, 20], 2) == Ending(False, None, None)
    assert ending(rules(hands=3), [10, 20], 3) == Ending(True, 0, 10)
    assert ending(BOOKLET, [10, 20], 500).over is False


def test_announcements_say_who_went_out_how_and_who_leads():
    game = play_game(
        rules(hand_romme_doubles=True),
        [{"going_out": "hand"}, {"hand_points": 12}, {"hand_points": 30}],
        [{"hand_points": 4}, {"hand_points": 9}, OUT],
        [{"hand_points": 6}, OUT, {"hand_points": 25}],
    )
    said = [[(a.kind, a.side, a.params) for a in o.announcements] for o in game.outcomes]
    assert game.totals == [10, 33, 85]  # 0, 24, 60 (Hand-Rommé doubles); 4, 33, 60; 10, 33, 85
    assert said == [
        [("hand_romme", 0, {}), ("leads", 0, {"total": 0})],
        [("went_out", 2, {}), ("leads", 0, {"total": 4})],
        [("went_out", 1, {}), ("leads", 0, {"total": 10})],
    ]
