"""The Canasta family as registered (families/canasta/family.py): its presets, and its own figures of a game and a
side, worked from RULES.md 5-6."""

from __future__ import annotations

from scorepad.families.canasta.family import FAMILY, game_figures, side_figures
from scorepad.rules.game import Ending, Replay, RoundOutcome

from .kit import CLASSIC, GERMAN, THREE_PACK


def test_the_presets_in_the_order_offered():
    assert [p.key for p in FAMILY.presets] == ["classic", "german", "three_pack"]
    assert (THREE_PACK.packs, THREE_PACK.jokers, THREE_PACK.target) == (3, 6, 10000)
    assert GERMAN.hand_canasta_allowed and GERMAN.stock_out == 100


def test_the_game_figures_are_the_target_and_a_tie_over_it():
    assert game_figures(CLASSIC, [2, 2], Replay([], [0, 0], None)) == {"target": 5000, "tie_over_target": False}
    assert game_figures(GERMAN, [1, 1], Replay([], [0, 0], None))["target"] == 3000  # single players
    assert game_figures(GERMAN, [2, 2], Replay([], [0, 0], None))["target"] == 5000
    tied = Replay([RoundOutcome([], [], Ending(False, None, None, tie=True))], [5100, 5100], None)
    assert game_figures(CLASSIC, [2, 2], tied)["tie_over_target"] is True


def test_a_sides_initial_meld_goes_by_its_total():
    # RULES.md 5: below zero 15, from 0 50, from 1500 90, from 3000 120
    assert [side_figures(CLASSIC, total, 7)["initial_meld"] for total in (-5, 0, 1495, 1500, 2995, 3000)] == [
        15,
        50,
        50,
        90,
        90,
        120,
    ]
    assert side_figures(THREE_PACK, 7000, 1) == {"initial_meld": 150}


def test_a_league_counts_every_canasta():
    (count,) = FAMILY.league_counts
    from scorepad.families.canasta.rules.entries import SideEntry

    assert count.name == "canastas" and count.of(SideEntry(natural_canastas=2, mixed_canastas=1)) == 3
