"""Minimums, the end of the game, announcements and replays."""

from dataclasses import replace

import pytest

from scorepad.families.canasta.rules.entries import SideEntry
from scorepad.families.canasta.rules.game import ending, minimum

from ..kit import CLASSIC, GERMAN, THREE_PACK, minimums, play, play_game


@pytest.mark.parametrize(
    ("total", "classic", "three_pack"),
    [
        (-5, 15, 15),
        (0, 50, 50),
        (1495, 50, 50),
        (1500, 90, 90),
        (2995, 90, 90),
        (3000, 120, 120),
        (6995, 120, 120),
        (7000, 120, 150),
        (12000, 120, 150),
    ],
)
def test_minimum_bounds(total, classic, three_pack):
    # 000/002/004 give the exact bounds; 000 adds 150 from 7000 with three packs.
    assert minimum(CLASSIC, total) == classic
    assert minimum(THREE_PACK, total) == three_pack


def test_game_ends_with_a_unique_leader_at_the_target():
    assert ending(CLASSIC, [5000, 4990], [2, 2]) == (end := ending(CLASSIC, [5000, 4990], [2, 2]))
    assert (end.winner, end.margin, end.tie) == (0, 10, False)
    assert ending(CLASSIC, [4995, 100], [2, 2]).winner is None
    tie = ending(CLASSIC, [5100, 5100], [2, 2])
    assert (tie.winner, tie.tie) == (None, True)
    three = ending(CLASSIC, [5200, 5300, 5250], [2, 2, 2])
    assert (three.winner, three.margin) == (1, 50)


def test_german_target_is_3000_when_every_side_is_one_player():
    # 003: "zuerst 3000 Punkte (beim Viererspiel 5000 Punkte für die Mannschaft)".
    assert ending(GERMAN, [3000, 2000, 10], [1, 1, 1]).winner == 0
    assert ending(GERMAN, [3000, 2000], [2, 2]).winner is None
    assert ending(CLASSIC, [3000, 2000], [1, 1]).winner is None


def test_announcements_most_important_first():
    out = play(
        CLASSIC,
        [SideEntry(meld_points=170), SideEntry(hand_points=40)],
        [1450, 20],
        [2, 2],
    )
    assert [(a.kind, a.side, a.params) for a in out.announcements] == [
        ("minimum", 0, {"old": 50, "new": 90}),
        ("minimum", 1, {"old": 50, "new": 15}),
        ("below_zero", 1, {"total": -20}),
    ]
    assert minimums(out) == ([50, 50], [90, 15])


def test_game_over_and_last_500_announcements():
    out = play(CLASSIC, [SideEntry(meld_points=100), SideEntry(meld_points=60)], [4950, 4400], [2, 2])
    kinds = [a.kind for a in out.announcements]
    assert kinds == ["game_over"]
    assert out.announcements[0].params == {"totals": [5050, 4460], "margin": 590}
    near = play(CLASSIC, [SideEntry(meld_points=100), SideEntry()], [4450, 0], [2, 2])
    assert [(a.kind, a.params) for a in near.announcements] == [("last_500", {"total": 4550, "needed": 450})]


def test_the_round_that_ends_the_game_announces_nothing_for_a_hand_that_never_comes():
    # Anna & Ben 4950 + 100 = 5050 win; Cara & Dan 2950 + 100 = 3050 cross 3000 (90 -> 120) and a side at 20
    # drops below zero (20 - 60 = -40): said on any other round, not after the last one.
    out = play(
        CLASSIC,
        [SideEntry(meld_points=100), SideEntry(meld_points=100), SideEntry(hand_points=60)],
        [4950, 2950, 20],
        [2, 2, 2],
    )
    assert [(a.kind, a.side, a.params) for a in out.announcements] == [
        ("game_over", 0, {"totals": [5050, 3050, -40], "margin": 2000})
    ]
    assert minimums(out) == ([120, 90, 50], [120, 120, 15])  # the figures stay; only the news is left out
    going_on = play(CLASSIC, [SideEntry(meld_points=100), SideEntry(meld_points=100)], [4400, 2950], [2, 2])
    assert [(a.kind, a.side) for a in going_on.announcements] == [("minimum", 1), ("last_500", 0)]


def test_tie_over_target_says_play_on():
    out = play(CLASSIC, [SideEntry(meld_points=100), SideEntry(meld_points=100)], [5000, 5000], [2, 2])
    assert [a.kind for a in out.announcements] == ["tie"]
    assert out.ending.winner is None


def test_replay_finds_the_round_that_ended_the_game():
    big = [SideEntry(meld_points=1000 - 500, natural_canastas=1), SideEntry()]
    rules = replace(CLASSIC, target=3000)
    game = play_game(rules, [0, 0], [2, 2], [big, big, big])
    assert game.totals == [3000, 0]
    assert game.ended_at == 3 and game.finished
